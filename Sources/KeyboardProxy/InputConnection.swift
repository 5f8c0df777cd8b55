/// The calls an Android input method makes on the text field it edits, with the names, units and
/// results of `android.view.inputmethod.InputConnection`, so a keyboard's editing code ported to
/// Swift runs against a simulated host (``SimulatedInputConnection`` in KeyboardSimulation).
///
/// Texts are UTF-16 code units, as Java's `CharSequence` holds them (lone surrogates included),
/// and lengths and positions count code units, except where a name says code points.
public protocol InputConnection: AnyObject {
    /// Up to `length` code units before the selection (fewer at the start of the text); the
    /// window may begin with the low half of a surrogate pair.
    func getTextBeforeCursor(_ length: Int, flags: Int) -> [UInt16]?
    /// Up to `length` code units after the selection.
    func getTextAfterCursor(_ length: Int, flags: Int) -> [UInt16]?
    /// The selected text, or nil when the selection is empty.
    func getSelectedText(flags: Int) -> [UInt16]?
    /// The field's text as `getExtractedText(new ExtractedTextRequest(), 0).text` gives it, or nil
    /// when the field extracts none.
    func getExtractedText(flags: Int) -> [UInt16]?
    /// Deletes `beforeLength` code units before the selection and `afterLength` after it (the
    /// composing text counts as selected), each clamped to the text; may split a surrogate pair.
    @discardableResult func deleteSurroundingText(_ beforeLength: Int, _ afterLength: Int) -> Bool
    /// As ``deleteSurroundingText(_:_:)`` in code points; deletes nothing when either range
    /// meets a lone surrogate (API 24).
    @discardableResult func deleteSurroundingTextInCodePoints(_ beforeLength: Int, _ afterLength: Int) -> Bool
    /// Sends a key event to the field's own key handling: `KEYCODE_DEL` is the host's own Backspace.
    @discardableResult func sendKeyEvent(_ event: KeyEvent) -> Bool
    /// Replaces the composing text, else the selection, with `text`, no longer composing; the
    /// caret goes `newCursorPosition - 1` after its end when positive, else that far from its start.
    @discardableResult func commitText(_ text: [UInt16], newCursorPosition: Int) -> Bool
    /// As ``commitText(_:newCursorPosition:)``, and marks `text` as the composing text.
    @discardableResult func setComposingText(_ text: [UInt16], newCursorPosition: Int) -> Bool
    /// Leaves the composing text in place, no longer composing.
    @discardableResult func finishComposingText() -> Bool
    /// Selects `start..<end` (a caret when equal); out-of-range positions are ignored.
    @discardableResult func setSelection(_ start: Int, _ end: Int) -> Bool
    @discardableResult func beginBatchEdit() -> Bool
    @discardableResult func endBatchEdit() -> Bool
}

/// A key event as an input method sends it: the action and Android's key code.
public struct KeyEvent: Hashable, Sendable {
    public enum Action: Int, Sendable { case down = 0, up = 1 }
    public var action: Action
    public var keyCode: Int

    public init(_ action: Action, _ keyCode: Int) {
        self.action = action
        self.keyCode = keyCode
    }

    /// `KeyEvent.KEYCODE_DEL`: Backspace.
    public static let keyCodeDel = 67
    /// `KeyEvent.KEYCODE_FORWARD_DEL`: Delete.
    public static let keyCodeForwardDel = 112
}

extension InputConnection {
    /// Sends a key down and up, as LatinIME's `sendDownUpKeyEvent` does.
    public func sendDownUpKeyEvent(_ keyCode: Int) {
        sendKeyEvent(KeyEvent(.down, keyCode))
        sendKeyEvent(KeyEvent(.up, keyCode))
    }
}
