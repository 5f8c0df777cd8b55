import EditingSemantics
import KeyboardProxy

/// HeliBoard's Backspace on its Korean 2-set layout while a syllable is being composed.
///
/// The layout's `HangulCombiner` keeps a history of the syllable after each key typed; the
/// delete event drops the last entry and the composing text becomes the one before
/// (`InputLogic.handleConsumedEvent`: `setComposingText(typedWord, 1)`). With one entry left it
/// resets and returns a space keypress chained before the delete event: the space replaces the
/// composing text (`handleSeparatorEvent`, `commitCodePoint`), then the delete event takes the
/// committed-text path, ``HeliBoardBackspace`` 3.7, and deletes the space. The combiner was
/// written for OpenBoard's `hangul` branch (Lee0701, Helium314/HeliBoard@eac79e9a, 2020), which no
/// openboard-team/openboard release tag (1.0 to 1.4.5) contains; HeliBoard merged it (0c8f1dc3,
/// 2023) and has it in every release from 1.0-alpha1 with the same delete handling.
package struct HeliBoardHangulBackspace: InputMethodStrategy {
    package init() {}
    package var id: String { "heliboard-3.7-hangul-backspace" }
    package var summary: String {
        "Korean 2-set layout, composing the syllable before the cursor: the HangulCombiner's history (one syllable per key typed; rebuilt here from the composing syllable, read with getTextBeforeCursor(1), as if typed after committed text) loses its last entry and setComposingText(previous, 1) shows it; with one entry left, commitText(\" \", 1) replaces the composing text and the delete event that follows deletes the space as heliboard-3.7-backspace does. With no composing syllable, that Backspace alone. Its later reads of the word at the cursor are not modelled."
    }
    package var release: KeyboardRelease {
        KeyboardRelease(keyboard: "HeliBoard", version: "3.7", platform: .android,
                        source: "Helium314/HeliBoard@267ffbf9 app/src/main/java/helium314/keyboard/event/HangulCombiner.kt processEvent (KeyCode.DELETE), latin/inputlogic/InputLogic.java onCodeInput, handleConsumedEvent, handleSeparatorEvent")
    }
    package var intent: EditIntent { .deleteLastJamoWhileComposing }

    package func perform<Connection: InputConnection>(on connection: Connection) {
        let last = connection.getTextBeforeCursor(1, flags: 0) ?? []
        var history = last.count == 1 ? ComposingRules.twoSetKeystrokes(composing: UInt32(last[0])) : []
        connection.beginBatchEdit()
        if history.count > 1 {
            history.removeLast()
            connection.setComposingText(history[history.count - 1].units, newCursorPosition: 1)
        } else {
            if history.count == 1 { connection.commitText([0x20], newCursorPosition: 1) }
            HeliBoardBackspace(.v3_7).perform(on: connection)
        }
        connection.endBatchEdit()
    }
}

/// FlorisBoard's Backspace on its Korean layouts, whose `hangul-unicode` composer composes
/// syllables as keys are typed but has no part in deletion: the key is the one
/// ``FlorisBoardBackspace`` models, which ends the composing and deletes the whole last cluster,
/// so a syllable being composed goes at once. Reported as
/// https://github.com/florisboard/florisboard/issues/2465 (backspace on 글 deletes the syllable, not ㄹ).
package struct FlorisBoardHangulBackspace: InputMethodStrategy {
    package init() {}
    package var id: String { "florisboard-0.5.2-hangul-backspace" }
    package var summary: String {
        "Korean layouts (composer hangul-unicode, used on typing only): the Backspace of florisboard-0.5.2-backspace, which calls finishComposingText() and deletes the last grapheme cluster, the whole composing syllable."
    }
    package var release: KeyboardRelease {
        KeyboardRelease(keyboard: "FlorisBoard", version: "0.5.2", platform: .android,
                        source: "florisboard/florisboard@2e820602 app/src/main/kotlin/dev/patrickgold/florisboard/ime/editor/EditorInstance.kt deleteBackwards, ime/text/composing/HangulUnicode.kt getActions, assets/ime/keyboard/org.florisboard.localization/extension.json (ko subtypes)")
    }
    package var intent: EditIntent { .deleteLastJamoWhileComposing }

    package func perform<Connection: InputConnection>(on connection: Connection) {
        FlorisBoardBackspace().perform(on: connection)
    }
}
