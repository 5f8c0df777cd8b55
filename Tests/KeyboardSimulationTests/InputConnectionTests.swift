import EditingSemantics
import HostModels
import KeyboardProxy
import KeyboardSimulation
import KeyboardStrategies
import Testing

/// `SimulatedInputConnection` against what AOSP's `BaseInputConnection` does
/// (crdroidandroid/android_frameworks_base@55e57b38 core/java/android/view/inputmethod/BaseInputConnection.java).
@Suite struct InputConnectionTests {
    static let thumb: UTF16Text = "a👍"  // a, then U+1F44D as D83D DC4D

    func connection(_ text: UTF16Text, host: String = "code-point", selection: Range<Int>? = nil, composing: Range<Int>? = nil) throws -> SimulatedInputConnection {
        let end = text.units.count
        let selected = selection ?? end..<end
        let state = DocumentState(text: text, selection: UTF16Offset(selected.lowerBound)..<UTF16Offset(selected.upperBound),
                                  marked: composing.map { UTF16Offset($0.lowerBound)..<UTF16Offset($0.upperBound) })
        return SimulatedInputConnection(host: try HostCatalog.model(id: host), state: state)
    }

    /// Code units, unchecked: one unit of a pair leaves its lead half.
    @Test func deleteSurroundingTextCountsCodeUnitsAndSplitsPairs() throws {
        let ic = try connection(Self.thumb)
        #expect(ic.deleteSurroundingText(1, 0))
        #expect(ic.text.units == [0x61, 0xD83D])
        #expect(ic.state.caret == UTF16Offset(2))
    }

    /// Lengths past either end are clamped, not refused.
    @Test func deleteSurroundingTextClampsToTheText() throws {
        let ic = try connection("abcd", selection: 2..<2)
        ic.deleteSurroundingText(10, 10)
        #expect(ic.text.isEmpty)
    }

    @Test func codePointsTakeAPairWholeAndALoneSurrogateStopsTheCall() throws {
        let ic = try connection(Self.thumb)
        ic.deleteSurroundingTextInCodePoints(1, 0)
        #expect(ic.text == "a")
        let broken = try connection(UTF16Text(units: [0x61, 0xDC4D]))
        #expect(broken.deleteSurroundingTextInCodePoints(1, 0), "returns true even when it deletes nothing")
        #expect(broken.text.units == [0x61, 0xDC4D])
    }

    /// The window may start with the trail half of a pair.
    @Test func getTextBeforeCursorCutsInCodeUnits() throws {
        let ic = try connection(Self.thumb)
        #expect(ic.getTextBeforeCursor(1, flags: 0) == [0xDC4D])
        #expect(ic.getTextBeforeCursor(99, flags: 0) == [0x61, 0xD83D, 0xDC4D])
        #expect(ic.getTextAfterCursor(5, flags: 0) == [])
    }

    /// The composing text counts as selected: deletions around it leave it alone.
    @Test func deletionsSkipTheComposingText() throws {
        let ic = try connection("ab하", composing: 2..<3)
        ic.deleteSurroundingText(1, 0)
        #expect(ic.text == "a하")
        #expect(ic.state.marked == UTF16Offset(1)..<UTF16Offset(2))
    }

    @Test func commitTextReplacesTheComposingTextAndPlacesTheCaret() throws {
        let ic = try connection("ab하", composing: 2..<3)
        ic.commitText(Array("한".utf16), newCursorPosition: 1)
        #expect(ic.text == "ab한")
        #expect(ic.state.marked == nil)
        #expect(ic.state.caret == UTF16Offset(3))
        ic.setComposingText(Array("xy".utf16), newCursorPosition: 0)
        #expect(ic.text == "ab한xy")
        #expect(ic.state.caret == UTF16Offset(3), "0 puts the caret at the start of the new text")
        #expect(ic.state.marked == UTF16Offset(3)..<UTF16Offset(5))
        ic.finishComposingText()
        #expect(ic.state.marked == nil && ic.text == "ab한xy")
    }

    @Test func setSelectionOutOfRangeIsIgnored() throws {
        let ic = try connection("abc")
        ic.setSelection(1, 9)
        #expect(ic.state.selection == UTF16Offset(3)..<UTF16Offset(3))
        ic.setSelection(2, 1)
        #expect(ic.state.selection == UTF16Offset(1)..<UTF16Offset(2))
    }

    /// KEYCODE_DEL is the host's own Backspace: one code point on `code-point`, a whole Swift
    /// `Character` on `swift-string` (स्ते is one under Unicode 17's GB9c, which Swift 6.3.1 follows).
    @Test func theDeleteKeyIsTheHostsBackspace() throws {
        let codePoint = try connection("नमस्ते")
        codePoint.sendDownUpKeyEvent(KeyEvent.keyCodeDel)
        #expect(codePoint.text == "नमस्त")
        let grapheme = try connection("नमस्ते", host: "swift-string")
        grapheme.sendDownUpKeyEvent(KeyEvent.keyCodeDel)
        #expect(grapheme.text == "नम")
        let forward = try connection("ab", selection: 0..<0)
        forward.sendKeyEvent(KeyEvent(.down, KeyEvent.keyCodeForwardDel))
        #expect(forward.text == "ab", "a key the simulation does not model changes nothing")
        #expect(forward.log.last?.effect?.hasPrefix("unknown") == true)
    }

    /// AOSP LatinIME's regular Backspace deletes one code point through deleteSurroundingText
    /// (LineageOS/android_packages_inputmethods_LatinIME@099d79d1
    /// java/src/com/android/inputmethod/latin/inputlogic/InputLogic.java, handleBackspaceEvent:
    /// `Character.isSupplementaryCodePoint(codePointBeforeCursor) ? 2 : 1`). It never splits a
    /// pair, whatever the host, but takes a ZWJ sequence apart where a user expects it whole.
    @Test func latinIMEBackspaceRunsOnEveryHostModel() {
        func latinBackspace(_ ic: SimulatedInputConnection) {
            guard let before = ic.getTextBeforeCursor(2, flags: 0), let last = before.last else { return }
            let supplementary = UTF16.isTrailSurrogate(last) && before.count == 2 && UTF16.isLeadSurrogate(before[0])
            ic.deleteSurroundingText(supplementary ? 2 : 1, 0)
        }
        for host in HostCatalog.all {
            let thumb = InputConnectionSimulation.run(.deleteLastCharacter, named: "latinime", on: host, text: "ok👍", latinBackspace)
            #expect(thumb.outcome.kind == .exact, "\(host.id): \(thumb.outcome.kind)")
            let family = InputConnectionSimulation.run(.deleteLastCharacter, named: "latinime", on: host, text: "👨‍👩‍👧", latinBackspace)
            #expect(family.outcome.kind == .damaged, "\(host.id): \(family.outcome.kind)")
            #expect(family.calls.map(\.call) == ["getTextBeforeCursor(2)", "deleteSurroundingText(2, 0)"])
        }
    }
}
