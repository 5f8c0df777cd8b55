/// The members of `android.view.inputmethod.InputConnection` the Backspace code uses, with
/// Android's names and units (UTF-16 code units, as Java's `CharSequence` holds them). On a
/// device the Kotlin or Java keyboard calls the real connection; in tests EditingSemantics'
/// `SimulatedInputConnection` conforms by an empty extension.
public protocol EditorConnection: AnyObject {
    func getTextBeforeCursor(_ length: Int, flags: Int) -> [UInt16]?
    @discardableResult func deleteSurroundingText(_ beforeLength: Int, _ afterLength: Int) -> Bool
    /// A key down and up: `KEYCODE_DEL` (67) reaches the field's own Backspace.
    func sendDownUpKeyEvent(_ keyCode: Int)
}

/// `KeyEvent.KEYCODE_DEL`.
public let keyCodeDel = 67
