import EditingCorpus
import EditingSemantics

extension ReportText {
    /// The report a corpus case belongs to, by its first script or language tag in this order; cases
    /// with none go to `other`. Devanagari cases are reported as `hindi` and Hangul as `korean`, the
    /// languages the corpus gathers them for, unless a language tag comes first: Marathi and Nepali
    /// (Devanagari), the scripts that borrow the Devanagari danda (Gurmukhi, Odia...), Urdu and Persian (Arabic script), Japanese and Chinese (Han, kana) have their own
    /// reports.
    package static let groupsByTag: [(tag: String, group: String)] = [
        ("marathi", "marathi"), ("nepali", "nepali"), ("gujarati", "gujarati"), ("gurmukhi", "gurmukhi"),
        ("kannada", "kannada"), ("telugu", "telugu"), ("malayalam", "malayalam"), ("odia", "odia"),
        ("sinhala", "sinhala"), ("devanagari", "hindi"), ("hangul", "korean"), ("emoji", "emoji"),
        ("tamil", "tamil"), ("bengali", "bengali"), ("thai", "thai"), ("lao", "lao"), ("khmer", "khmer"), ("myanmar", "myanmar"),
        ("tibetan", "tibetan"), ("javanese", "javanese"), ("balinese", "balinese"),
        ("urdu", "urdu"), ("persian", "persian"), ("arabic", "arabic"), ("hebrew", "hebrew"),
        ("japanese", "japanese"), ("chinese", "chinese"), ("greek", "greek"), ("cyrillic", "cyrillic"),
        ("vietnamese", "vietnamese"), ("latin", "latin"),
    ]

    package init(corpusCase c: CorpusCase) {
        let group = Self.groupsByTag.first { c.tags.contains($0.tag) }?.group ?? "other"
        self.init(id: c.id, group: group, text: c.text, weight: c.weight, tags: c.tags)
    }
}
