import EditingSemantics

/// Draft.js 0.10's own Backspace and Delete (`keyCommandPlainBackspace`, `keyCommandPlainDelete`):
/// the code unit next to the caret is read alone, and fbjs's `UnicodeUtils.getUTF16Length(unit, 0)`
/// gives 2 when that unit is any surrogate (`isCodeUnitInSurrogateRange`, U+D800…U+DFFF), else 1.
/// So a surrogate pair goes whole, as a code point, but a lone surrogate counts as two units.
enum DraftJS {
    static func isSurrogate(_ unit: UInt16) -> Bool { (0xD800...0xDFFF).contains(unit) }
}

/// Draft.js's Backspace: back two code units when the unit before the caret is a surrogate, else
/// one, never past the start.
package struct DraftJSBackspaceRule: DeleteRule {
    package init() {}
    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        let c = caret.rawValue
        guard c > 0 else { return nil }
        let length = DraftJS.isSurrogate(text.units[c - 1]) ? 2 : 1
        return TextEdit(range: UTF16Offset(max(0, c - length))..<caret)
    }
}

/// Draft.js's Delete as a step: forward two code units when the unit after the caret is a
/// surrogate, else one, never past the end (backward, the mirror image, as Backspace).
///
/// Where the two units overrun the block (a lone high surrogate at the end), Draft.js's
/// `moveSelectionForward` puts the focus in a next block that a one-block text lacks and
/// `DraftModifier.removeRange` throws (a TypeError reading `getEntityAt` of undefined): the press
/// deletes nothing, and the surrogate cannot be deleted forward at all. The rule deletes it, as
/// the host contract wants of every model (pressing Delete from the start empties the text);
/// known-differences.txt lists the observed texts where the host got stuck.
package struct DraftJSDeleteStepRule: StepRule {
    package init() {}
    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        let o = offset.rawValue, units = text.units
        if forward {
            guard o < units.count else { return nil }
            return UTF16Offset(min(units.count, o + (DraftJS.isSurrogate(units[o]) ? 2 : 1)))
        }
        guard o > 0 else { return nil }
        return UTF16Offset(max(0, o - (DraftJS.isSurrogate(units[o - 1]) ? 2 : 1)))
    }
}
