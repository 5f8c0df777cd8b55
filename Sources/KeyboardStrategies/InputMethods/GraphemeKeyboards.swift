import EditingSemantics
import KeyboardProxy

/// The length in code units of the last grapheme cluster of `text`, as `android.icu.text.BreakIterator
/// .getCharacterInstance()` measures it with `last()` then `previous()`: here the system ICU's
/// (the device's ICU differs by Android release).
private func lastClusterLength(_ text: [UInt16]) -> Int {
    guard let range = TextPieces.lastCharacter(in: UTF16Text(units: text)) else { return 0 }
    return range.upperBound.rawValue - range.lowerBound.rawValue
}

/// FlorisBoard's Backspace: the last grapheme cluster, measured with ICU, deleted in one call.
package struct FlorisBoardBackspace: InputMethodStrategy {
    package init() {}
    package var id: String { "florisboard-0.5.2-backspace" }
    package var summary: String {
        "Reads getTextBeforeCursor(256); with nothing there sends KEYCODE_DEL (down and up), else measures the last grapheme cluster with ICU's character BreakIterator and calls beginBatchEdit(), finishComposingText(), deleteSurroundingText(length, 0), endBatchEdit() (its setComposingRegion call is not modelled)."
    }
    package var release: KeyboardRelease {
        KeyboardRelease(keyboard: "FlorisBoard", version: "0.5.2", platform: .android,
                        source: "florisboard/florisboard@2e820602 app/src/main/kotlin/dev/patrickgold/florisboard/ime/editor/EditorInstance.kt deleteBackwards, AbstractEditorInstance.kt deleteAroundCursor, ime/nlp/BreakIteratorGroup.kt measureLastUChars")
    }
    package var intent: EditIntent { .hostBackspace }
    package func perform<Connection: InputConnection>(on connection: Connection) {
        let before = connection.getTextBeforeCursor(256, flags: 0) ?? []
        guard !before.isEmpty else { return connection.sendDownUpKeyEvent(KeyEvent.keyCodeDel) }
        connection.beginBatchEdit()
        connection.finishComposingText()
        connection.deleteSurroundingText(lastClusterLength(before), 0)
        connection.endBatchEdit()
    }
}

/// 8VIM's Backspace: the last grapheme cluster of the whole field, deleted before the cursor.
package struct EightVimBackspace: InputMethodStrategy {
    package init() {}
    package var id: String { "8vim-0.17.5-backspace" }
    package var summary: String {
        "With no selection, reads the whole field with getExtractedText, measures the last grapheme cluster of the field (not of the text before the cursor) with ICU's character BreakIterator, at least 1, and calls deleteSurroundingText(length, 0); with no extracted text deletes 1 code unit."
    }
    package var release: KeyboardRelease {
        KeyboardRelease(keyboard: "8VIM", version: "0.17.5", platform: .android,
                        source: "8VIM/8VIM@a04b75ea 8vim/src/main/kotlin/inc/flide/vim8/ime/editor/EditorInstance.kt performDelete, ime/nlp/BreakIteratorGroup.kt measureLastCharacters")
    }
    package var intent: EditIntent { .hostBackspace }
    package func perform<Connection: InputConnection>(on connection: Connection) {
        guard (connection.getSelectedText(flags: 0)?.count ?? 0) == 0 else {
            connection.commitText([], newCursorPosition: 0)
            return
        }
        let length = connection.getExtractedText(flags: 0).map { max(lastClusterLength($0), 1) } ?? 1
        connection.deleteSurroundingText(length, 0)
    }
}
