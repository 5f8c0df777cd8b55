import EditingSemantics

/// What a keyboard operation is meant to do to the user's text, independent of how a strategy
/// calls the proxy. Each intent knows the right result for a document (`expectation(for:)`);
/// characters and words are `TextPieces`, i.e. system ICU grapheme clusters. One intent,
/// ``hostBackspace``, takes the right result from the host instead.
public enum EditIntent: Hashable, Sendable {
    /// Delete the character before the caret.
    case deleteLastCharacter
    /// Do what the host's own Backspace does with the caret there: its model's deletion, which
    /// may be a code point, a cluster, part of a cluster or a recomposition. Keyboards' Backspace
    /// keys are judged by it, as a user of that host expects.
    case hostBackspace
    /// Delete the trailing spaces and the word before the caret (`TextPieces.lastWordSegment(in:)`).
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
    /// Backspace while a Korean keyboard composes the syllable before the caret (the marked text a
    /// run starts with): remove the last jamo typed on the 2-set (두벌식) keyboard, so 한 → 하 →
    /// ㅎ (U+314E) → nothing, and a compound typed as two keys goes one key at a time (값 → 갑,
    /// 과 → 고). What is left stays marked; the mark ends with the syllable. With no composing
    /// syllable before the caret, delete the character before it.
    case deleteLastJamoWhileComposing
    /// Type a Hindi vowel sign: replace the Devanagari vowel sign just before the caret (the
    /// matra of the last syllable, कि → के) with े, or with ै if it is े; else insert े.
    case typeHindiVowelSign

    /// Where a run puts the caret in the text it is given: at its end, or before its last
    /// character (for operations on the character after the caret).
    public enum CaretPlacement: Sendable { case end, beforeLastCharacter }

    public var caretPlacement: CaretPlacement {
        self == .forwardDeleteCharacter ? .beforeLastCharacter : .end
    }

    /// Whether the right result depends on the host, so that two hosts may judge one run differently.
    public var dependsOnHost: Bool { self == .hostBackspace }

    /// Whether a run starts with the syllable before the caret marked as being composed.
    public var startsComposing: Bool { self == .deleteLastJamoWhileComposing }

    /// One line for people.
    public var summary: String {
        switch self {
        case .deleteLastCharacter: return "delete the character before the caret"
        case .hostBackspace: return "do what the host's own Backspace does"
        case .deleteLastWord: return "delete the word before the caret, with the spaces after it"
        case .replaceCurrentWord(let text): return "replace the word at the caret with \"\(text.escaped)\""
        case .forwardDeleteCharacter: return "delete the character after the caret"
        case .moveBackOneCharacter: return "move the caret back over one character"
        case .typeKoreanFinalNieun: return "type the final consonant ㄴ, composing it into the open syllable before the caret"
        case .deleteLastJamoWhileComposing: return "delete the last jamo typed of the Korean syllable being composed"
        case .typeHindiVowelSign: return "type a vowel sign, replacing the matra of the syllable before the caret"
        }
    }
}
