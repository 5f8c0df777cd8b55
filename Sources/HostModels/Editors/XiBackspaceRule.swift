import EditingSemantics

/// xi-editor's backspace, `offset_for_delete_backwards` (rust/core-lib/src/backspace.rs), with its
/// default settings (`tab_size` 4, `translate_tabs_to_spaces` and `use_tab_stops` on):
/// - when the spaces before the caret reach back to the previous tab stop (columns counted in
///   UTF-8 bytes from the line start), it deletes those spaces;
/// - otherwise it runs the Android-derived emoji state machine (``EmojiBackspaceDialect/xi``)
///   counting code points, and deletes that many code points.
/// A lone surrogate, which xi's UTF-8 rope cannot hold, counts as one code point.
package struct XiBackspaceRule: DeleteRule {
    package init() {}
    static let tabSize = 4

    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let lineStart = text.lineStart(before: caret)
        // Counted from the line start (a scalar boundary, as it follows U+000A), so a press costs
        // O(line) rather than O(text).
        let column = ScalarBoundaryStepRule.utf8ByteCount(from: lineStart, to: caret, in: text)
        var machine = EmojiBackspaceStateMachine(dialect: .xi)
        return TextEdit(range: Self.pressStart(caret: caret, column: column, in: text, machine: &machine)..<caret)
    }

    /// Where a press with the caret at `caret > 0`, `column` UTF-8 bytes from its line's start,
    /// starts; `machine` (an xi one, restarted here) counts an emoji sequence.
    @inline(__always)
    static func pressStart(caret: UTF16Offset, column: Int, in text: UTF16Text, machine: inout EmojiBackspaceStateMachine) -> UTF16Offset {
        let offset = column % tabSize
        let width = offset == 0 ? tabSize : offset
        // The bytes before the caret are all spaces only if they are ASCII, so units and bytes agree.
        let tabStart = max(0, caret.rawValue - width)
        if text.units[tabStart..<caret.rawValue].allSatisfy({ $0 == 0x20 }) {
            return UTF16Offset(tabStart)
        }
        machine.restart()
        machine.read(before: caret, in: text)
        var start = caret
        for _ in 0..<machine.codePointsToDelete where start > .zero {
            start = text.scalar(endingAt: start).offset
        }
        return start
    }
}

/// A press reads only the line before the caret and its scalars (`scalar(endingAt:)`).
extension XiBackspaceRule: PrefixReadingDeleteRule {
    /// The presses asked of the whole text with one machine, restarted for each, and the caret's
    /// column kept from press to press: what a press removes from its line, it takes off the
    /// column, which is counted again only on a new line.
    /// - Complexity: O(n).
    package func deletionStops(in text: UTF16Text) -> [UTF16Offset]? {
        var machine = EmojiBackspaceStateMachine(dialect: .xi)
        var lineStart = text.lineStart(before: text.endOffset)
        var column = ScalarBoundaryStepRule.utf8ByteCount(from: lineStart, to: text.endOffset, in: text)
        return deletionStops(in: text) { caret in
            if caret < lineStart {
                lineStart = text.lineStart(before: caret)
                column = ScalarBoundaryStepRule.utf8ByteCount(from: lineStart, to: caret, in: text)
            }
            let start = Self.pressStart(caret: caret, column: column, in: text, machine: &machine)
            if start >= lineStart { column -= ScalarBoundaryStepRule.utf8ByteCount(from: start, to: caret, in: text) }
            return start
        }
    }
}
