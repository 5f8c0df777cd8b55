import EditingSemantics

/// A deletion bug users reported in a keyboard's own tracker, with the text it happened on: what
/// the reports link a keyboard's failures to, and what the tests hold the keyboards' ports to
/// (the text fails on each release it was reported against, and is right on each that fixed it).
package struct KeyboardIssue: Sendable {
    /// The thread, e.g. `https://github.com/openboard-team/openboard/issues/805`.
    package var url: String
    /// The user's words, quoted from the report.
    package var quote: String
    /// The ids of the strategies modelling the releases the report was made against (or the
    /// nearest modelled release before it, as `note` says).
    package var reportedAgainst: [String]
    /// The ids of the strategies modelling releases, of the keyboard or of a fork, that delete
    /// the text right.
    package var fixedIn: [String]
    /// The text the report names, or a text of the kind it names (as `note` says), with the
    /// caret at its end.
    package var text: UTF16Text
    /// The corpus tags (`Corpus/tags.txt`) of the texts the report is about.
    package var tags: [String]
    /// Where the text and the releases come from, when the report does not say them itself.
    package var note: String?
    /// Where the port departs from the release on this text, and why; the tests hold the
    /// departure as a known issue, so that it shows when it is mended.
    package var modelLimitation: String?

    package init(url: String, quote: String, reportedAgainst: [String], fixedIn: [String], text: UTF16Text, tags: [String],
                 note: String? = nil, modelLimitation: String? = nil) {
        self.url = url
        self.quote = quote
        self.reportedAgainst = reportedAgainst
        self.fixedIn = fixedIn
        self.text = text
        self.tags = tags
        self.note = note
        self.modelLimitation = modelLimitation
    }

    /// `owner/name#number`, for links.
    package var shortName: String {
        let parts = url.split(separator: "/")
        guard parts.count >= 6, parts[parts.count - 2] == "issues" || parts[parts.count - 2] == "pull" else { return url }
        return "\(parts[parts.count - 4])/\(parts[parts.count - 3])#\(parts[parts.count - 1])"
    }
}
