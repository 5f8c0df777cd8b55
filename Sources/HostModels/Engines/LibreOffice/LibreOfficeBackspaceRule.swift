import EditingSemantics

/// Backspace in LibreOffice Writer 7.4 (`SwWrtShell::DelLeft`): the cursor goes left by one
/// character in `CRSR_SKIP_CHARS` mode, which i18npool answers by stepping back one code point
/// (`BreakIterator_Unicode::previousCharacters`, any mode but `SKIPCELL`), and that one code point
/// is deleted. One exception: when the code point is a variation selector (U+FE00 to U+FE0F,
/// U+E0100 to U+E01EF: `unicode::isIVSSelector`), the selection's script type is Asian and the
/// code point before it is a CJK unified ideograph of the URO, Extension A or Extension B
/// (`unicode::isCJKIVSCharacter`), the cursor goes left once more and the ideographic variation
/// sequence goes in one press. A selector after any other character goes alone (❤ U+FE0F takes
/// two presses). A selector's script type is weak and takes the type of the character before it,
/// so the Asian test holds exactly when the base is such an ideograph.
struct LibreOfficeBackspaceRule: PrefixReadingDeleteRule {
    /// `unicode::isIVSSelector`: the Variation Selectors and Variation Selectors Supplement blocks.
    static func isVariationSelector(_ value: UInt32) -> Bool {
        (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
    }

    /// `unicode::isCJKIVSCharacter`: CJK Unified Ideographs, Extension A, Extension B.
    static func isIVSBase(_ value: UInt32) -> Bool {
        (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) || (0x20000...0x2A6DF).contains(value)
    }

    /// - Complexity: O(1).
    func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let last = text.scalar(endingAt: caret)
        if !last.isLoneSurrogate, Self.isVariationSelector(last.value), last.offset > .zero {
            let base = text.scalar(endingAt: last.offset)
            if !base.isLoneSurrogate, Self.isIVSBase(base.value) { return TextEdit(range: base.offset..<caret) }
        }
        return TextEdit(range: last.offset..<caret)
    }
}
