import EditingSemantics
import KeyboardProxy

/// The Backspace path AOSP LatinIME and the keyboards forked from it share
/// (`InputLogic.handleBackspaceEvent`, no composing word, no selection, known cursor): read the
/// code point before the cursor from the `RichInputConnection` cache, which `reloadTextCache`
/// fills with `getTextBeforeCursor(EDITOR_CONTENTS_CACHE_SIZE = 1024)`, and delete a length the
/// release computes with `deleteSurroundingText(length, 0)` (`RichInputConnection.deleteTextBeforeCursor`).
enum LatinIMEFamily {
    static let cacheSize = 1024

    /// What a release does with the cache and the code point before the cursor.
    enum Deletion {
        /// `deleteSurroundingText(n, 0)`.
        case units(Int)
        /// `sendDownUpKeyEvent(KEYCODE_DEL)`: the field's own Backspace.
        case key
    }

    /// One press: with nothing before the cursor (`NOT_A_CODE`), `onEmpty`; else `deletion`,
    /// which is nil where the release's code throws before it edits.
    static func press<Connection: InputConnection>(
        on connection: Connection, onEmpty: Deletion,
        _ deletion: (_ before: [UInt16], _ codePoint: UInt32) -> Deletion?
    ) {
        let before = connection.getTextBeforeCursor(cacheSize, flags: 0) ?? []
        let chosen: Deletion
        if let codePoint = JavaText.codePointBefore(before, before.count) {
            guard let found = deletion(before, codePoint) else { return }
            chosen = found
        } else {
            chosen = onEmpty
        }
        switch chosen {
        case .units(let count): connection.deleteSurroundingText(count, 0)
        case .key: connection.sendDownUpKeyEvent(KeyEvent.keyCodeDel)
        }
    }

    /// `Character.isSupplementaryCodePoint(codePointBeforeCursor) ? 2 : 1`: one code point.
    static func codePointLength(_ codePoint: UInt32) -> Deletion { .units(JavaText.isSupplementary(codePoint) ? 2 : 1) }
}

/// AOSP LatinIME's Backspace: one code point, never a surrogate half, never a whole cluster.
package struct LatinIMEBackspace: InputMethodStrategy {
    package init() {}
    package var id: String { "latinime-backspace" }
    package var summary: String {
        "Reads getTextBeforeCursor(1024) and calls deleteSurroundingText(2, 0) when it ends with a supplementary code point, else deleteSurroundingText(1, 0) (also with nothing before the cursor). TYPE_NULL fields and an unknown cursor get sendDownUpKeyEvent(KEYCODE_DEL) instead (not modelled)."
    }
    package var release: KeyboardRelease {
        KeyboardRelease(keyboard: "AOSP LatinIME", version: "LineageOS commit 099d79d1", platform: .android,
                        source: "LineageOS/android_packages_inputmethods_LatinIME@099d79d1 java/src/com/android/inputmethod/latin/inputlogic/InputLogic.java handleBackspaceEvent")
    }
    package var intent: EditIntent { .hostBackspace }
    package func perform<Connection: InputConnection>(on connection: Connection) {
        LatinIMEFamily.press(on: connection, onEmpty: .units(1)) { _, codePoint in LatinIMEFamily.codePointLength(codePoint) }
    }
}

/// OpenBoard's Backspace, LatinIME's unchanged: a ZWJ sequence goes one code point a press
/// (openboard-team/openboard#805, https://github.com/openboard-team/openboard/issues/805).
package struct OpenBoardBackspace: InputMethodStrategy {
    package init() {}
    package var id: String { "openboard-1.4.5-backspace" }
    package var summary: String {
        "As AOSP LatinIME: getTextBeforeCursor(1024), then deleteSurroundingText(2, 0) after a supplementary code point, else deleteSurroundingText(1, 0)."
    }
    package var release: KeyboardRelease {
        KeyboardRelease(keyboard: "OpenBoard", version: "1.4.5", platform: .android,
                        source: "openboard-team/openboard@6c7582aa app/src/main/java/org/dslul/openboard/inputmethod/latin/inputlogic/InputLogic.java handleBackspaceEvent")
    }
    package var intent: EditIntent { .hostBackspace }
    package func perform<Connection: InputConnection>(on connection: Connection) {
        LatinIMEFamily.press(on: connection, onEmpty: .units(1)) { _, codePoint in LatinIMEFamily.codePointLength(codePoint) }
    }
}

/// Simple Keyboard's Backspace: LatinIME's code-point deletion, and the key when there is no text.
package struct SimpleKeyboardBackspace: InputMethodStrategy {
    package init() {}
    package var id: String { "simple-keyboard-146-backspace" }
    package var summary: String {
        "Reads the text before the cursor and calls deleteSurroundingText(2, 0) after a supplementary code point, else deleteSurroundingText(1, 0); with nothing before the cursor, sendDownUpKeyEvent(KEYCODE_DEL)."
    }
    package var release: KeyboardRelease {
        KeyboardRelease(keyboard: "Simple Keyboard", version: "146", platform: .android,
                        source: "rkkr/simple-keyboard@63ac34e9 app/src/main/java/rkr/simplekeyboard/inputmethod/latin/inputlogic/InputLogic.java handleBackspaceEvent, RichInputConnection.deleteTextBeforeCursor")
    }
    package var intent: EditIntent { .hostBackspace }
    package func perform<Connection: InputConnection>(on connection: Connection) {
        LatinIMEFamily.press(on: connection, onEmpty: .key) { _, codePoint in LatinIMEFamily.codePointLength(codePoint) }
    }
}
