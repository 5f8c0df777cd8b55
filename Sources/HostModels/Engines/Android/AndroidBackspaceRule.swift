import EditingSemantics

/// Android's hardware-key backspace, `BaseKeyListener.getOffsetForBackspaceKey`: the emoji state
/// machine fed Java code points (`Character.codePointBefore`, so a lone surrogate is one unit),
/// deleting back to the UTF-16 offset it counts. `ReplacementSpan` snapping is not modelled
/// (texts here carry no spans).
package struct AndroidBackspaceRule: DeleteRule {
    package init() {}

    /// Complexity: O(length of the emoji sequence before the caret).
    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        var machine = EmojiBackspaceStateMachine(dialect: .android)
        return TextEdit(range: Self.pressStart(caret: caret, in: text, machine: &machine)..<caret)
    }

    /// Where a press with the caret at `caret > 0` starts, counted by `machine` (an Android one,
    /// restarted here).
    @inline(__always)
    static func pressStart(caret: UTF16Offset, in text: UTF16Text, machine: inout EmojiBackspaceStateMachine) -> UTF16Offset {
        // The source returns 0 for an offset of 0 or 1 before running the machine.
        guard caret.rawValue > 1 else { return .zero }
        machine.restart()
        machine.read(before: caret, in: text)
        return UTF16Offset(caret.rawValue - machine.unitsToDelete)
    }
}

/// A press reads only the scalars before the caret (`scalar(endingAt:)`).
extension AndroidBackspaceRule: PrefixReadingDeleteRule {
    /// The presses asked of the whole text with one machine, restarted for each.
    package func deletionStops(in text: UTF16Text) -> [UTF16Offset]? {
        var machine = EmojiBackspaceStateMachine(dialect: .android)
        return deletionStops(in: text) { Self.pressStart(caret: $0, in: text, machine: &machine) }
    }
}
