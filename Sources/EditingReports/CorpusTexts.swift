import EditingCorpus
import EditingSemantics

extension ReportText {
    /// The report a corpus case belongs to, by its first script tag in this order; cases with no
    /// script tag go to `other`. Devanagari cases are reported as `hindi` and Hangul as `korean`,
    /// the languages the corpus gathers them for.
    public static let groupsByTag: [(tag: String, group: String)] = [
        ("devanagari", "hindi"), ("hangul", "korean"), ("emoji", "emoji"), ("tamil", "tamil"),
        ("bengali", "bengali"), ("thai", "thai"), ("khmer", "khmer"), ("arabic", "arabic"),
        ("hebrew", "hebrew"), ("vietnamese", "vietnamese"), ("latin", "latin"),
    ]

    public init(corpusCase c: CorpusCase) {
        let group = Self.groupsByTag.first { c.tags.contains($0.tag) }?.group ?? "other"
        self.init(id: c.id, group: group, text: c.text, weight: c.weight, tags: c.tags)
    }
}
