import EditingSemantics

/// One text the report runs, with the group (script) it is reported under.
package struct ReportText: Hashable, Sendable {
    /// A stable id, e.g. `hindi/basics:3`.
    package var id: String
    /// The report it belongs to, e.g. `hindi`, `korean`, `emoji`.
    package var group: String
    package var text: UTF16Text
    /// A usage weight (e.g. a word frequency); nil for hand-made cases.
    package var weight: Double?
    package var tags: [String]

    package init(id: String, group: String, text: UTF16Text, weight: Double? = nil, tags: [String] = []) {
        self.id = id
        self.group = group
        self.text = text
        self.weight = weight
        self.tags = tags
    }
}
