/// Words as keyboard code that works on Swift `String`s finds them: the same delimiter rule as
/// ``TextPieces`` (``TextPieces/kind(of:)-(Character)``), over Swift `Character`s, which follow the
/// standard library's Unicode data rather than the system ICU's.
enum CharacterWords {
    /// The trailing spaces and the word before them, or one trailing delimiter (see
    /// ``TextPieces/lastWordSegment(in:)``).
    static func lastWordSegment(of text: String) -> Substring {
        var start = text.endIndex
        while start > text.startIndex, TextPieces.kind(of: text[text.index(before: start)]) == .space {
            start = text.index(before: start)
        }
        let wordEnd = start
        while start > text.startIndex, TextPieces.kind(of: text[text.index(before: start)]) == .word {
            start = text.index(before: start)
        }
        if start == wordEnd, start > text.startIndex { start = text.index(before: start) }
        return text[start...]
    }

    /// The word characters that end `text`.
    static func fragmentAtEnd(of text: String) -> Substring {
        var start = text.endIndex
        while start > text.startIndex, TextPieces.kind(of: text[text.index(before: start)]) == .word {
            start = text.index(before: start)
        }
        return text[start...]
    }

    /// The word characters that start `text`.
    static func fragmentAtStart(of text: String) -> Substring {
        var end = text.startIndex
        while end < text.endIndex, TextPieces.kind(of: text[end]) == .word { end = text.index(after: end) }
        return text[..<end]
    }
}
