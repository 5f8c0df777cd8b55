import EditingSemantics

/// What a keyboard operation is meant to do to the user's text, independent of how a strategy
/// calls the proxy. Each intent knows the right result for a document (``expectation(for:)``);
/// characters and words are ``TextPieces``, i.e. system ICU grapheme clusters.
public enum EditIntent: Hashable, Sendable {
    /// Delete the character before the caret.
    case deleteLastCharacter
    /// Delete the trailing spaces and the word before the caret (``TextPieces/lastWordSegment(in:)``).
    case deleteLastWord
    /// Replace the word around the caret (its parts before and after the caret) with this text;
    /// with no word there, insert it. The caret ends after it.
    case replaceCurrentWord(with: UTF16Text)
    /// Delete the character after the caret.
    case forwardDeleteCharacter
    /// Move the caret back over the character before it.
    case moveBackOneCharacter
    /// Type the Korean final consonant ㄴ: compose it into an open precomposed syllable just
    /// before the caret (하 → 한), else insert ㄴ (U+3134).
    case typeKoreanFinalNieun
    /// Type a Hindi vowel sign: replace the Devanagari vowel sign just before the caret (the
    /// matra of the last syllable, कि → के) with े, or with ै if it is े; else insert े.
    case typeHindiVowelSign

    /// Where a run puts the caret in the text it is given: at its end, or before its last
    /// character (for operations on the character after the caret).
    public enum CaretPlacement: Sendable { case end, beforeLastCharacter }

    public var caretPlacement: CaretPlacement {
        self == .forwardDeleteCharacter ? .beforeLastCharacter : .end
    }

    /// One line for people.
    public var summary: String {
        switch self {
        case .deleteLastCharacter: return "delete the character before the caret"
        case .deleteLastWord: return "delete the word before the caret, with the spaces after it"
        case .replaceCurrentWord(let text): return "replace the word at the caret with \"\(text.escaped)\""
        case .forwardDeleteCharacter: return "delete the character after the caret"
        case .moveBackOneCharacter: return "move the caret back over one character"
        case .typeKoreanFinalNieun: return "type the final consonant ㄴ, composing it into the open syllable before the caret"
        case .typeHindiVowelSign: return "type a vowel sign, replacing the matra of the syllable before the caret"
        }
    }

    /// The right result of the operation on `start`, whose selection must be empty.
    public func expectation(for start: DocumentState) -> Expectation {
        precondition(start.selection.isEmpty, "an operation starts from a caret")
        let text = start.text
        let caret = start.caret
        let before = start.textBeforeSelection
        let after = start.textAfterSelection
        switch self {
        case .deleteLastCharacter:
            return Expectation(start: start, removing: TextPieces.lastCharacter(in: before) ?? caret..<caret)
        case .deleteLastWord:
            return Expectation(start: start, removing: TextPieces.lastWordSegment(in: before))
        case .replaceCurrentWord(let replacement):
            let pre = TextPieces.wordFragmentAtEnd(of: before)
            let post = TextPieces.wordFragmentAtStart(of: after)
            return Expectation(start: start, removing: pre.lowerBound..<caret.advanced(by: post.upperBound.distance(from: .zero)),
                               inserting: replacement)
        case .forwardDeleteCharacter:
            let next = TextPieces.firstCharacter(in: after) ?? UTF16Offset.zero..<UTF16Offset.zero
            return Expectation(start: start, removing: caret..<caret.advanced(by: next.upperBound.distance(from: .zero)))
        case .moveBackOneCharacter:
            let target = TextPieces.lastCharacter(in: before)?.lowerBound ?? caret
            return Expectation(start: start, removing: caret..<caret, caretAfter: target)
        case .typeKoreanFinalNieun:
            if caret > .zero {
                let last = text.scalar(endingAt: caret)
                if !last.isLoneSurrogate, let composed = ComposingRules.composingFinalNieun(onto: last.value) {
                    return Expectation(start: start, removing: last.offset..<caret, inserting: UTF16Text(scalar: composed))
                }
            }
            return Expectation(start: start, removing: caret..<caret, inserting: UTF16Text(scalar: ComposingRules.letterNieun))
        case .typeHindiVowelSign:
            if caret > .zero {
                let last = text.scalar(endingAt: caret)
                if !last.isLoneSurrogate, ComposingRules.isDevanagariVowelSign(last.value) {
                    return Expectation(start: start, removing: last.offset..<caret,
                                       inserting: UTF16Text(scalar: ComposingRules.vowelSign(replacing: last.value)))
                }
            }
            return Expectation(start: start, removing: caret..<caret,
                               inserting: UTF16Text(scalar: ComposingRules.vowelSign(replacing: nil)))
        }
    }
}

/// The right result of an operation, as one replacement in the starting text: `removed` is
/// replaced by `inserted`; everything before (`keptBefore`) and after (`keptAfter`) must survive.
public struct Expectation: Hashable, Sendable {
    public var start: DocumentState
    /// The range of `start.text` the operation replaces.
    public var removed: Range<UTF16Offset>
    public var inserted: UTF16Text
    /// The document after the operation.
    public var result: DocumentState

    /// `removed` replaced by `inserted`, the caret at `caretAfter` or else after the insertion.
    public init(start: DocumentState, removing removed: Range<UTF16Offset>, inserting inserted: UTF16Text = .empty, caretAfter: UTF16Offset? = nil) {
        self.start = start
        self.removed = removed
        self.inserted = inserted
        let caret = caretAfter ?? removed.lowerBound.advanced(by: inserted.length)
        self.result = DocumentState(text: start.text.replacing(removed, with: inserted), caret: caret)
    }

    public var keptBefore: UTF16Text { start.text[.zero..<removed.lowerBound] }
    public var keptAfter: UTF16Text { start.text[removed.upperBound..<start.text.endOffset] }
}
