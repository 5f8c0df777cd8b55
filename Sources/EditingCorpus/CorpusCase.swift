import EditingSemantics

/// One text of the corpus, with what it exercises and where it comes from.
package struct CorpusCase: Hashable, Sendable, CustomStringConvertible {
    /// Unique across the whole corpus; stable across edits, so reports can refer to it.
    package var id: String
    /// The text, possibly ill-formed UTF-16 (lone surrogates are written as `\u{D83D}`).
    package var text: UTF16Text
    /// Tags from the vocabulary: those of the `tags:` header in force, then the case's own, each once.
    package var tags: [String]
    /// The case's own `source=` if it has one, else the file's `source:` header in force.
    package var source: String
    /// The file's `license:` header in force.
    package var license: String
    /// A free-text remark, if any.
    package var note: String?
    /// A relative frequency (for words from frequency lists), if any; non-negative and finite.
    package var weight: Double?
    /// Where the case is written.
    package var location: CorpusLocation

    package init(id: String, text: UTF16Text, tags: [String], source: String, license: String,
                note: String? = nil, weight: Double? = nil, location: CorpusLocation) {
        self.id = id
        self.text = text
        self.tags = tags
        self.source = source
        self.license = license
        self.note = note
        self.weight = weight
        self.location = location
    }

    package func hasTag(_ tag: String) -> Bool { tags.contains(tag) }

    /// `id` and the escaped text, e.g. `hi-namaste नमस्ते`.
    package var description: String { "\(id) \(text.escaped)" }
}

/// A file of the corpus and a line in it.
package struct CorpusLocation: Hashable, Sendable, CustomStringConvertible {
    /// The path relative to the corpus directory, with `/` separators, e.g. `hindi.corpus`.
    package var file: String
    /// 1-based line.
    package var line: Int
    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
    package var description: String { "\(file):\(line)" }
}
