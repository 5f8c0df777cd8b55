import EditingSemantics

/// Delete-backward of a composing Korean keyboard on the standard two-set (KS X 5002,
/// Dubeolsik) layout, as libhangul's `hangul_ic_backspace` does inside the syllable being
/// composed: each press takes back the last key, so one jamo goes at a time.
///
/// - A precomposed syllable is replaced by the syllable without its last typed jamo: 한 → 하,
///   값 (final ㅄ typed as ㅂ then ㅅ) → 갑, 과 (vowel ㅘ typed as ㅗ then ㅏ) → 고, and an LV
///   syllable by its leading consonant as a compatibility jamo: 하 → ㅎ (U+314E), which libhangul's
///   preedit shows for a lone consonant.
/// - Compound finals and vowels split by libhangul's default combination table
///   (`data/keyboards/hangul-combination-default.xml`, ``HangulSyllable/twoSetCompoundFirstKey``); the doubled consonants ㄲ ㄸ ㅃ ㅆ ㅉ are
///   one Shift key on Dubeolsik, so they go whole (libhangul's test: "rkT" then backspace gives 가).
/// - Conjoining jamo (U+1100...U+11FF, U+A960...U+A97F, U+D7B0...U+D7FF) and compatibility
///   jamo go one code point at a time.
/// - Any other text: one code point per press. libhangul hands the key to the application once
///   nothing is being composed, so this is the model's stand-in for the host, not a claim.
///
/// Convention: every syllable before the caret is treated as if it had just been typed (how it
/// was typed cannot be read from the text). libhangul itself forgets a syllable once it is
/// committed; iOS's system keyboard is reported to decompose committed syllables too.
package struct KoreanJamoBackspaceRule: DeleteRule {
    package init() {}

    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let last = text.scalar(endingAt: caret)
        let range = last.offset..<caret
        guard !last.isLoneSurrogate, let syllable = HangulSyllable(last.value) else { return TextEdit(range: range) }
        guard let shorter = Self.takingBackLastKey(syllable) else { return TextEdit(range: range) }
        return TextEdit(range: range, replacement: UTF16Text(units: Unicode.Scalar(shorter)!.utf16))
    }

    /// The syllable's text after one backspace: a shorter syllable or a compatibility jamo
    /// (``HangulSyllable/takingBackLastTwoSetKey``).
    static func takingBackLastKey(_ syllable: HangulSyllable) -> UInt32? { syllable.takingBackLastTwoSetKey }
}

/// Deleting a whole text reads it once: a press takes the last scalar off the end, leaving a
/// prefix of the text, unless that scalar is a precomposed syllable, which it rewrites.
extension KoreanJamoBackspaceRule: WholeTextReadingDeleteRule {
    package func reading(_ text: UTF16Text) -> UTF16Text { text }

    /// The press reads only the scalar that ends at the caret, which is the same in the prefix.
    package func deleteBackward(atEndOfPrefix caret: UTF16Offset, of text: UTF16Text) -> TextEdit? {
        deleteBackward(from: caret, in: text)
    }

    package func prefixLeft(atEndOfPrefix caret: UTF16Offset, of text: UTF16Text) -> UTF16Offset? {
        deleteBackward(from: caret, in: text).flatMap { Self.prefixLeft(by: $0, atEndOfPrefix: caret, of: text) }
    }

    /// What the default finds, without making an edit: a press leaves the prefix before the
    /// last scalar unless ``deleteBackward(from:in:)`` rewrites that scalar (a precomposed
    /// syllable).
    package func pressesLeavingPrefixes(from caret: UTF16Offset, of text: UTF16Text, lengths: inout [Int], limit: Int) -> UTF16Offset {
        Self.pressesLeavingPrefixes(from: caret, lengths: &lengths, limit: limit) { caret in
            let last = text.scalar(endingAt: caret)
            if !last.isLoneSurrogate, let syllable = HangulSyllable(last.value), Self.takingBackLastKey(syllable) != nil { return nil }
            return last.offset
        }
    }
}
