import EditingCorpus
import EditingSemantics

extension ReportText {
    /// The report a corpus case belongs to, by its first script or language tag in this order.
    /// Devanagari cases are reported as `hindi` and Hangul as `korean`, the languages the corpus
    /// gathers them for, unless a language tag comes first: Marathi and Nepali (Devanagari), the
    /// scripts that borrow the Devanagari danda (Gurmukhi, Odia...), Urdu and Persian (Arabic
    /// script), Japanese and Chinese (Han, kana) have their own reports. Cases with no script or
    /// language tag go to `other`, and so do Han outside a Chinese or Japanese text, Mongolian,
    /// Syriac, Kaithi and Sharada, too few for pages of their own; Kaithi comes first, as its
    /// number signs stand before Devanagari digits. Every tag of `tags.txt`'s "Scripts and
    /// languages" block must be listed (`scriptTagsWithoutGroup`).
    package static let groupsByTag: [(tag: String, group: String)] = [
        ("kaithi", "other"), ("marathi", "marathi"), ("nepali", "nepali"), ("gujarati", "gujarati"), ("gurmukhi", "gurmukhi"),
        ("kannada", "kannada"), ("telugu", "telugu"), ("malayalam", "malayalam"), ("odia", "odia"),
        ("sinhala", "sinhala"), ("devanagari", "hindi"), ("hangul", "korean"), ("emoji", "emoji"),
        ("tamil", "tamil"), ("bengali", "bengali"), ("thai", "thai"), ("lao", "lao"), ("khmer", "khmer"), ("myanmar", "myanmar"),
        ("tibetan", "tibetan"), ("javanese", "javanese"), ("balinese", "balinese"),
        ("urdu", "urdu"), ("persian", "persian"), ("arabic", "arabic"), ("hebrew", "hebrew"),
        ("japanese", "japanese"), ("chinese", "chinese"), ("greek", "greek"), ("cyrillic", "cyrillic"),
        ("vietnamese", "vietnamese"), ("latin", "latin"), ("kana", "japanese"),
        ("han", "other"), ("mongolian", "other"), ("syriac", "other"), ("sharada", "other"),
    ]

    /// The heading of the `tags.txt` block whose tags choose a case's report.
    package static let scriptTagSection = "Scripts and languages"

    /// An error for each script or language tag of `vocabulary` that `groupsByTag` does not list,
    /// at the tag's line of `vocabularyPath`: a new script must be given its report, not land in
    /// `other` unseen.
    package static func scriptTagsWithoutGroup(in scan: CorpusScan) -> [CorpusError] {
        scriptTagsWithoutGroup(in: scan.vocabulary, vocabularyPath: CorpusReader(directory: scan.directory).displayPath(CorpusReader.vocabularyFileName))
    }

    package static func scriptTagsWithoutGroup(in vocabulary: TagVocabulary, vocabularyPath: String) -> [CorpusError] {
        let grouped = Set(groupsByTag.map(\.tag))
        return vocabulary.tags.filter { $0.section == scriptTagSection && !grouped.contains($0.name) }.map { tag in
            CorpusError(kind: .ungroupedScriptTag, path: vocabularyPath, line: tag.line, column: 1,
                        reason: "script or language tag '\(tag.name)' has no report group; add it to ReportText.groupsByTag (Sources/EditingReports/CorpusTexts.swift)")
        }
    }

    package init(corpusCase c: CorpusCase) {
        let group = Self.groupsByTag.first { c.tags.contains($0.tag) }?.group ?? "other"
        self.init(id: c.id, group: group, text: c.text, weight: c.weight, tags: c.tags)
    }
}
