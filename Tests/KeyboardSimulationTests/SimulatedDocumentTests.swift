import EditingSemantics
import EditingSupport
import Foundation
import HostModels
import KeyboardSimulation
import KeyboardStrategies
import Testing

@Suite struct SimulatedDocumentTests {
    let codePoint = try! HostCatalog.model(id: "code-point")
    let utf16 = try! HostCatalog.model(id: "utf16-unit")

    @Test func contextWindows() {
        let text: UTF16Text = "abc👍|xyz"
        let caret = UTF16Offset(5)
        #expect(SimulatedDocument(host: codePoint, text: text, caret: caret).documentContextBeforeInput == "abc👍")
        #expect(SimulatedDocument(host: codePoint, text: text, caret: caret).documentContextAfterInput == "|xyz")
        let two = SimulatedDocument(host: codePoint, text: text, caret: caret, window: .limited(2))
        #expect(two.documentContextBeforeInput == "👍")
        #expect(two.documentContextAfterInput == "|x")
        // A window of one unit would show half of 👍: it shows nothing instead.
        #expect(SimulatedDocument(host: codePoint, text: text, caret: caret, window: .limited(1)).documentContextBeforeInput == "")
        let none = SimulatedDocument(host: codePoint, text: text, caret: caret, window: .unavailable)
        #expect(none.documentContextBeforeInput == nil && none.documentContextAfterInput == nil)
        #expect(none.hasText)
        #expect(none.selectedText == nil)
        #expect(ContextWindow("none") == .unavailable && ContextWindow("unlimited") == .unlimited && ContextWindow("12") == .limited(12))
        #expect(ContextWindow("-1") == nil && ContextWindow("many") == nil)
    }

    /// The contexts read as units are the `String` contexts' units, lone surrogates (which the
    /// `String` shows as U+FFFD) and windows that cut a pair included, and are logged alike.
    @Test(arguments: 0..<40) func contextUnitsAreTheStringContextsUnits(seed: UInt64) {
        var rng = SplitMix64(seed: 0xC0E7 + seed)
        let pieces: [[UInt16]] = [[0x61], [0xD83D, 0xDC4D], [0xD800], [0xDC00], [0x0928, 0x094D], [0xFFFD], [0x0A]]
        let units = (0..<Int(rng.next() % 9)).flatMap { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }
        let text = UTF16Text(units: units)
        let caret = UTF16Offset(Int(rng.next() % UInt64(units.count + 1)))
        for window in [ContextWindow.unlimited, .limited(UTF16Count(Int(rng.next() % 4))), .unavailable] {
            let byString = SimulatedDocument(host: utf16, text: text, caret: caret, window: window)
            let byUnits = SimulatedDocument(host: utf16, text: text, caret: caret, window: window)
            #expect(byUnits.documentContextBeforeInputUTF16 == byString.documentContextBeforeInput.map { Array($0.utf16) },
                    "\(text.escaped) caret \(caret) window \(window)")
            #expect(byUnits.documentContextAfterInputUTF16 == byString.documentContextAfterInput.map { Array($0.utf16) },
                    "\(text.escaped) caret \(caret) window \(window)")
            #expect(byUnits.log == byString.log)
        }
        #expect(text.replacingLoneSurrogates == UTF16Text(text.string))
    }

    @Test func contextShowsLoneSurrogatesAsReplacementCharacters() {
        let document = SimulatedDocument(host: utf16, text: UTF16Text(units: [0x61, 0xD83D]))
        #expect(document.documentContextBeforeInput == "a\u{FFFD}")
        #expect(document.text.units == [0x61, 0xD83D])
    }

    @Test func deleteBackwardFollowsTheHostModel() {
        let pair: UTF16Text = "a👍"
        let byUnit = SimulatedDocument(host: utf16, text: pair)
        byUnit.deleteBackward()
        #expect(byUnit.text.units == [0x61, 0xD83D])
        let byScalar = SimulatedDocument(host: codePoint, text: pair)
        byScalar.deleteBackward()
        #expect(byScalar.text == "a")
        byScalar.deleteBackward()
        byScalar.deleteBackward()
        #expect(byScalar.text.isEmpty && byScalar.state.caret == .zero)
        #expect(byScalar.log.last?.effect == .applied && byScalar.log.last?.before == byScalar.log.last?.after)
    }

    @Test func adjustStepsByTheOffsetUnitAndStopsAtTheEnds() {
        let document = SimulatedDocument(host: utf16, text: "a👍b", caret: 0)
        document.adjustTextPosition(byCharacterOffset: 2)
        #expect(document.state.caret == 2)  // between the halves of 👍
        document.adjustTextPosition(byCharacterOffset: 100)
        #expect(document.state.caret == 4)
        document.adjustTextPosition(byCharacterOffset: -100)
        #expect(document.state.caret == 0)
        let graphemes = SimulatedDocument(host: try! HostCatalog.model(id: "grapheme-icu"), text: "a👍🏽b", caret: 0)
        graphemes.adjustTextPosition(byCharacterOffset: 2)
        #expect(graphemes.state.caret == 5)
    }

    @Test func insertTextReplacesTheSelection() {
        let document = SimulatedDocument(host: codePoint, state: DocumentState(text: "abcd", selection: 1..<3))
        #expect(document.selectedText == "bc")
        #expect(document.documentContextBeforeInput == "a" && document.documentContextAfterInput == "d")
        document.insertText("XY")
        #expect(document.text == "aXYd" && document.state.selection == 3..<3)
        let selected = SimulatedDocument(host: codePoint, state: DocumentState(text: "abcd", selection: 1..<3))
        selected.deleteBackward()
        #expect(selected.text == "ad" && selected.state.caret == 1)
    }

    @Test func markedText() {
        let document = SimulatedDocument(host: codePoint, text: "a")
        document.setMarkedText("ㅎ", selectedRange: NSRange(location: 1, length: 0))
        #expect(document.state.marked == 1..<2 && document.state.caret == 2)
        document.setMarkedText("하", selectedRange: NSRange(location: 1, length: 0))
        #expect(document.text == "a하" && document.state.marked == 1..<2)
        document.setMarkedText("한", selectedRange: NSRange(location: NSNotFound, length: 0))
        #expect(document.text == "a한" && document.state.caret == 2)
        document.insertText("한")
        #expect(document.text == "a한" && document.state.marked == nil)
        document.setMarkedText("ab", selectedRange: NSRange(location: 0, length: 2))
        #expect(document.state.selection == 2..<4)
        document.unmarkText()
        #expect(document.text == "a한ab" && document.state.marked == nil && document.state.selection == 2..<4)
    }

    @Test func unknownAspectsAreNotSimulated() {
        let document = SimulatedDocument(host: TestHosts.unknown, state: DocumentState(text: "ab"))
        document.deleteBackward()
        document.adjustTextPosition(byCharacterOffset: -1)
        document.adjustTextPosition(byCharacterOffset: 0)
        #expect(document.text == "ab" && document.state.caret == 2)
        #expect(document.log.map(\.effect) == [.unknown(aspect: "deletion"), .unknown(aspect: "offset"), .applied])
        let selected = SimulatedDocument(host: TestHosts.unknown, state: DocumentState(text: "ab", selection: 0..<1))
        selected.deleteBackward()
        #expect(selected.log.last?.effect == .unknown(aspect: "selection"))
        let known = SimulatedDocument(host: codePoint, state: DocumentState(text: "ab", selection: 0..<1))
        known.adjustTextPosition(byCharacterOffset: 1)
        #expect(known.log.last?.effect == .unknown(aspect: "offset-with-selection"))
        #expect(known.state.selection == 0..<1)
    }

    /// A run that needs an unknown aspect is unknown; one that only reads and inserts (typing ㄴ
    /// or a vowel sign after an emoji) needs none and is judged.
    @Test func unknownHostGivesUnknownOutcomes() {
        for strategy in StrategyCatalog.all {
            let outcome = Simulation.run(strategy, on: TestHosts.unknown, text: "ab 👍🏽")
            let needsHost = outcome.log.contains { $0.call == .deleteBackward || ($0.call != .adjustTextPosition(byCharacterOffset: 0) && $0.call.name == "adjustTextPosition") }
            #expect(outcome.kind == (needsHost ? .unknown : .exact), "\(strategy.id)")
            #expect(outcome.unknownAspects.isEmpty == !needsHost, "\(strategy.id)")
        }
    }

    @Test func answersOutsideTheContractAreRefused() {
        let document = SimulatedDocument(host: TestHosts.hostile, text: "abc", caret: 1)
        document.deleteBackward()
        document.adjustTextPosition(byCharacterOffset: 1)
        #expect(document.text == "abc" && document.state.caret == 1)
        #expect(document.log.allSatisfy { if case .invalidHostAnswer = $0.effect { return true } else { return false } })
    }

    @Test func drawing() {
        #expect(DocumentState(text: "a|b", caret: 1).drawn == "a|\\u{007C}b")
        #expect(DocumentState(text: "👍", caret: 1).drawn == "\\u{D83D}|\\u{DC4D}")
        #expect(DocumentState(text: "a\u{200D}b", selection: 0..<1, marked: 0..<3).drawn == "⟦[a]\\u{200D}b⟧")
    }
}
