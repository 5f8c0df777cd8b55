import EditingSemantics

/// One text the report runs, with the group (script) it is reported under.
public struct ReportText: Hashable, Sendable {
    /// A stable id, e.g. `hindi/basics:3`.
    public var id: String
    /// The report it belongs to, e.g. `hindi`, `korean`, `emoji`.
    public var group: String
    public var text: UTF16Text
    /// A usage weight (e.g. a word frequency); nil for hand-made cases.
    public var weight: Double?
    public var tags: [String]

    public init(id: String, group: String, text: UTF16Text, weight: Double? = nil, tags: [String] = []) {
        self.id = id
        self.group = group
        self.text = text
        self.weight = weight
        self.tags = tags
    }
}
