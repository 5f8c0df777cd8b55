/// Where a keyboard's word ends: a `Character` is a delimiter when its first scalar is a space,
/// a control or punctuation (general categories Zs, Zl, Zp, Cc, Pd, Ps, Pe, Pc, Po, Pi, Pf).
enum Words {
    static func isSpace(_ character: Character) -> Bool {
        switch character.unicodeScalars.first!.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control: return true
        default: return false
        }
    }

    static func isPunctuation(_ character: Character) -> Bool {
        switch character.unicodeScalars.first!.properties.generalCategory {
        case .dashPunctuation, .openPunctuation, .closePunctuation, .connectorPunctuation,
             .otherPunctuation, .initialPunctuation, .finalPunctuation: return true
        default: return false
        }
    }

    /// What a word delete removes from the end of `text`: the trailing spaces and the word before
    /// them, or, when punctuation stands there, that one character with the spaces after it.
    static func lastWordSegment(of text: String) -> Substring {
        var start = text.endIndex
        while start > text.startIndex, isSpace(text[text.index(before: start)]) { start = text.index(before: start) }
        let wordEnd = start
        while start > text.startIndex, case let c = text[text.index(before: start)], !isSpace(c), !isPunctuation(c) {
            start = text.index(before: start)
        }
        if start == wordEnd, start > text.startIndex { start = text.index(before: start) }
        return text[start...]
    }
}
