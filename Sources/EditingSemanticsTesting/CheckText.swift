import EditingSemantics

/// One text an ``EditingCheck`` runs the author's routine on: a corpus case, a built-in text or
/// the author's own.
public struct CheckText: Hashable, Sendable, CustomStringConvertible {
    /// Unique within a check: a corpus case id (`hi-namaste`), or one the author chooses.
    public var id: String
    /// The text, in UTF-16 code units (it may hold lone surrogates).
    public var text: UTF16Text
    /// What the text exercises, from the corpus vocabulary (`devanagari`, `emoji`, `zwj`...).
    public var tags: [String]
    /// Where it comes from: `hindi.corpus:20`, `built-in (hindi.corpus)`, or `your text`.
    public var origin: String
    /// How often people type it: the relative frequency a corpus frequency list gives (the
    /// `wordfreq-*.corpus` files), or nil for a constructed text. Failure messages lead with the
    /// failing text people type most.
    public var weight: Double?

    public init(id: String, text: UTF16Text, tags: [String] = [], origin: String = "your text", weight: Double? = nil) {
        self.id = id
        self.text = text
        self.tags = tags
        self.origin = origin
        self.weight = weight
    }

    /// A text written as Swift source writes it; lone surrogates cannot be written this way (use
    /// ``init(id:escaped:tags:)``).
    public init(id: String, _ string: String, tags: [String] = []) {
        self.init(id: id, text: UTF16Text(string), tags: tags)
    }

    /// A text written with `\u{XXXX}` escapes, as the corpus files write them, so invisible
    /// characters and lone surrogates can be written. Throws on a malformed escape.
    public init(id: String, escaped: String, tags: [String] = []) throws(EscapeError) {
        self.init(id: id, text: try UTF16Text(escaped: escaped), tags: tags)
    }

    package func hasTag(_ tag: String) -> Bool { tags.contains(tag) }

    /// `id "text"`, the text with escapes.
    public var description: String { "\(id) \"\(text.escaped)\"" }
}
