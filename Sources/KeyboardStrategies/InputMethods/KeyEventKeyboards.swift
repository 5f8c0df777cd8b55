import EditingSemantics
import KeyboardProxy

// Keyboards whose Backspace is the field's own: they send KEYCODE_DEL.

/// AnySoftKeyboard's Backspace on committed text: the key event.
package struct AnySoftKeyboardBackspace: InputMethodStrategy {
    package init() {}
    package var id: String { "anysoftkeyboard-1.13-backspace" }
    package var summary: String {
        "With no word being composed, sendDownUpKeyEvents(KEYCODE_DEL): the field deletes. (While composing it deletes a code point of the composing word with setComposingText; multi-tap deletion uses deleteSurroundingText by code point; neither is modelled.)"
    }
    package var release: KeyboardRelease {
        KeyboardRelease(keyboard: "AnySoftKeyboard", version: "1.13-r1", platform: .android,
                        source: "AnySoftKeyboard/AnySoftKeyboard@8c1db51c ime/app/src/main/java/com/anysoftkeyboard/AnySoftKeyboard.java handleDeleteLastCharacter(false)")
    }
    package var intent: EditIntent { .hostBackspace }
    package func perform<Connection: InputConnection>(on connection: Connection) {
        connection.sendDownUpKeyEvent(KeyEvent.keyCodeDel)
    }
}

/// Thumb-Key's Backspace: a key-down event alone.
package struct ThumbKeyBackspace: InputMethodStrategy {
    package init() {}
    package var id: String { "thumb-key-5.1.9-backspace" }
    package var summary: String {
        "sendKeyEvent(KeyEvent(ACTION_DOWN, KEYCODE_DEL)), with no key-up: the field deletes on the down event."
    }
    package var release: KeyboardRelease {
        KeyboardRelease(keyboard: "Thumb-Key", version: "5.1.9", platform: .android,
                        source: "dessalines/thumb-key@05b0ad92 app/src/main/java/com/dessalines/thumbkey/keyboards/CommonKeys.kt BACKSPACE_TYPESPLIT_KEY_ITEM, utils/Utils.kt performKeyAction KeyAction.SendEvent")
    }
    package var intent: EditIntent { .hostBackspace }
    package func perform<Connection: InputConnection>(on connection: Connection) {
        connection.sendKeyEvent(KeyEvent(.down, KeyEvent.keyCodeDel))
    }
}

/// Unexpected Keyboard's Backspace: the key event, down and up.
package struct UnexpectedKeyboardBackspace: InputMethodStrategy {
    package init() {}
    package var id: String { "unexpected-keyboard-2.0.4-backspace" }
    package var summary: String {
        "send_key_down_up(KEYCODE_DEL): the field deletes. (Right after a suggestion it restores the replaced word instead; not modelled.)"
    }
    package var release: KeyboardRelease {
        KeyboardRelease(keyboard: "Unexpected Keyboard", version: "2.0.4", platform: .android,
                        source: "Julow/Unexpected-Keyboard@2a14ec77 srcs/juloo.keyboard2/KeyEventHandler.java handle_backspace")
    }
    package var intent: EditIntent { .hostBackspace }
    package func perform<Connection: InputConnection>(on connection: Connection) {
        connection.sendDownUpKeyEvent(KeyEvent.keyCodeDel)
    }
}
