import EditingSemantics

/// xi-editor's backspace, `offset_for_delete_backwards` (rust/core-lib/src/backspace.rs), with its
/// default settings (`tab_size` 4, `translate_tabs_to_spaces` and `use_tab_stops` on):
/// - when the spaces before the caret reach back to the previous tab stop (columns counted in
///   UTF-8 bytes from the line start), it deletes those spaces;
/// - otherwise it runs the Android-derived emoji state machine (``EmojiBackspaceDialect/xi``)
///   counting code points, and deletes that many code points.
/// A lone surrogate, which xi's UTF-8 rope cannot hold, counts as one code point.
public struct XiBackspaceRule: DeleteRule {
    public init() {}
    static let tabSize = 4

    public func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let lineStart = text.lineStart(before: caret)
        // Counted from the line start (a scalar boundary, as it follows U+000A), so a press costs
        // O(line) rather than O(text).
        let column = ScalarBoundaryStepRule.utf8ByteCount(from: lineStart, to: caret, in: text)
        let offset = column % Self.tabSize
        let width = offset == 0 ? Self.tabSize : offset
        // The bytes before the caret are all spaces only if they are ASCII, so units and bytes agree.
        let tabStart = max(0, caret.rawValue - width)
        if text.units[tabStart..<caret.rawValue].allSatisfy({ $0 == 0x20 }) {
            return TextEdit(range: UTF16Offset(tabStart)..<caret)
        }
        var machine = EmojiBackspaceStateMachine(dialect: .xi)
        machine.read(before: caret, in: text)
        var start = caret
        for _ in 0..<machine.codePointsToDelete where start > .zero {
            start = text.scalar(endingAt: start).offset
        }
        return TextEdit(range: start..<caret)
    }
}

/// A press reads only the line before the caret and its scalars (`scalar(endingAt:)`).
extension XiBackspaceRule: PrefixReadingDeleteRule {}
