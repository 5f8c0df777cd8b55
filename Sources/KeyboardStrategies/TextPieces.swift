import EditingSemantics

/// The user-perceived pieces keyboard operations act on, found the same way by every strategy and
/// by the expectations they are judged against, so that runs differ only in the units they count.
///
/// A character is an extended grapheme cluster of the system ICU (``ICUSegmenter/grapheme``). A word
/// is a run of characters that are not delimiters; a delimiter is a character whose first scalar is
/// a separator or control (Zs, Zl, Zp, Cc: spaces, tabs, line breaks) or punctuation (Pd, Ps, Pe, Pc,
/// Po, Pi, Pf), by the system ICU's general categories. (KeyboardKit lists its delimiters by hand;
/// this rule is wider, e.g. it includes the Devanagari danda.)
package enum TextPieces {
    /// The last character of `text`, or nil when it is empty.
    package static func lastCharacter(in text: UTF16Text) -> Range<UTF16Offset>? {
        guard let start = ICUSegmenter.grapheme.boundary(before: text.endOffset, in: text) else { return nil }
        return start..<text.endOffset
    }

    /// The first character of `text`, or nil when it is empty.
    package static func firstCharacter(in text: UTF16Text) -> Range<UTF16Offset>? {
        guard let end = ICUSegmenter.grapheme.boundary(after: .zero, in: text) else { return nil }
        return .zero..<end
    }

    /// What deleting the last word removes from `text` (the text before the caret): the trailing
    /// spaces and the word before them; when a delimiter other than a space ends the text after
    /// the spaces, that one character instead. Empty only for an empty text.
    package static func lastWordSegment(in text: UTF16Text) -> Range<UTF16Offset> {
        let b = ICUSegmenter.grapheme.boundaries(in: text)
        var i = b.count - 1
        while i > 0, kind(of: b[i - 1]..<b[i], in: text) == .space { i -= 1 }
        var j = i
        while j > 0, kind(of: b[j - 1]..<b[j], in: text) == .word { j -= 1 }
        if j == i, j > 0 { j -= 1 }
        return b[j]..<text.endOffset
    }

    /// The word characters that end `text` (the part of the current word before the caret).
    package static func wordFragmentAtEnd(of text: UTF16Text) -> Range<UTF16Offset> {
        let b = ICUSegmenter.grapheme.boundaries(in: text)
        var j = b.count - 1
        while j > 0, kind(of: b[j - 1]..<b[j], in: text) == .word { j -= 1 }
        return b[j]..<text.endOffset
    }

    /// The word characters that start `text` (the part of the current word after the caret).
    package static func wordFragmentAtStart(of text: UTF16Text) -> Range<UTF16Offset> {
        let b = ICUSegmenter.grapheme.boundaries(in: text)
        var j = 0
        while j + 1 < b.count, kind(of: b[j]..<b[j + 1], in: text) == .word { j += 1 }
        return .zero..<b[j]
    }

    /// How a character takes part in words.
    package enum Kind: Sendable { case word, space, punctuation }

    /// The kind of the character `range` of `text`, decided by its first scalar.
    package static func kind(of range: Range<UTF16Offset>, in text: UTF16Text) -> Kind {
        let first = text.scalar(startingAt: range.lowerBound)
        return first.isLoneSurrogate ? .word : kind(ofScalar: first.value)
    }

    /// The kind of a character that starts with the scalar `value`.
    package static func kind(ofScalar value: UInt32) -> Kind {
        switch ICUProperties.generalCategoryCode(value) {
        case 12, 13, 14, 15: return .space
        case 19, 20, 21, 22, 23, 28, 29: return .punctuation
        default: return .word
        }
    }

    /// The kind of a Swift `Character`, by the same rule, for keyboard code that works on `String`s.
    package static func kind(of character: Character) -> Kind {
        kind(ofScalar: character.unicodeScalars.first!.value)
    }
}
