/// Which texts of a corpus or text set to take: those with any of `tags` (all texts when empty),
/// without any of `excludingTags`, and, when `ids` is given, only those ids.
public struct TextFilter: Hashable, Sendable {
    /// Keep texts carrying at least one of these tags; every text when empty.
    public var tags: [String]
    /// Drop texts carrying any of these tags.
    public var excludingTags: [String]
    /// Keep only these ids, when not nil.
    public var ids: Set<String>?

    public init(tags: [String] = [], excludingTags: [String] = [], ids: Set<String>? = nil) {
        self.tags = tags
        self.excludingTags = excludingTags
        self.ids = ids
    }

    /// Every text.
    public static let all = TextFilter()

    package func accepts(id: String, tags textTags: [String]) -> Bool {
        if let ids, !ids.contains(id) { return false }
        if !tags.isEmpty, !tags.contains(where: textTags.contains) { return false }
        return !excludingTags.contains(where: textTags.contains)
    }

    /// The tags this filter names, for checking them against a vocabulary.
    var namedTags: [String] { tags + excludingTags }

    /// For messages: `tags devanagari or hangul, not emoji`.
    var summary: String {
        var parts: [String] = []
        if !tags.isEmpty { parts.append("tags " + tags.joined(separator: " or ")) }
        if !excludingTags.isEmpty { parts.append("not " + excludingTags.joined(separator: " or ")) }
        if let ids { parts.append("\(ids.count) chosen ids") }
        return parts.isEmpty ? "all texts" : parts.joined(separator: ", ")
    }
}
