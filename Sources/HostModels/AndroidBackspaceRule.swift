import EditingSemantics

/// Android's hardware-key backspace, `BaseKeyListener.getOffsetForBackspaceKey`: the emoji state
/// machine fed Java code points (`Character.codePointBefore`, so a lone surrogate is one unit),
/// deleting back to the UTF-16 offset it counts. `ReplacementSpan` snapping is not modelled
/// (texts here carry no spans).
public struct AndroidBackspaceRule: DeleteRule {
    public init() {}

    /// Complexity: O(length of the emoji sequence before the caret).
    public func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        // The source returns 0 for an offset of 0 or 1 before running the machine.
        guard caret.rawValue > 1 else { return TextEdit(range: .zero..<caret) }
        var machine = EmojiBackspaceStateMachine(dialect: .android)
        machine.read(before: caret, in: text)
        return TextEdit(range: UTF16Offset(caret.rawValue - machine.unitsToDelete)..<caret)
    }
}

/// A press reads only the scalars before the caret (`scalar(endingAt:)`).
extension AndroidBackspaceRule: PrefixReadingDeleteRule {}
