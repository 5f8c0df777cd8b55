import EditingSemantics

/// One text of the corpus, with what it exercises and where it comes from.
public struct CorpusCase: Hashable, Sendable, CustomStringConvertible {
    /// Unique across the whole corpus; stable across edits, so reports can refer to it.
    public var id: String
    /// The text, possibly ill-formed UTF-16 (lone surrogates are written as `\u{D83D}`).
    public var text: UTF16Text
    /// Tags from the vocabulary: those of the `tags:` header in force, then the case's own, each once.
    public var tags: [String]
    /// The case's own `source=` if it has one, else the file's `source:` header in force.
    public var source: String
    /// The file's `license:` header in force.
    public var license: String
    /// A free-text remark, if any.
    public var note: String?
    /// A relative frequency (for words from frequency lists), if any; non-negative and finite.
    public var weight: Double?
    /// Where the case is written.
    public var location: CorpusLocation

    public init(id: String, text: UTF16Text, tags: [String], source: String, license: String,
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

    public func hasTag(_ tag: String) -> Bool { tags.contains(tag) }

    /// `id` and the escaped text, e.g. `hi-namaste नमस्ते`.
    public var description: String { "\(id) \(text.escaped)" }
}

/// A file of the corpus and a line in it.
public struct CorpusLocation: Hashable, Sendable, CustomStringConvertible {
    /// The path relative to the corpus directory, with `/` separators, e.g. `hindi.corpus`.
    public var file: String
    /// 1-based line.
    public var line: Int
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
    public var description: String { "\(file):\(line)" }
}
