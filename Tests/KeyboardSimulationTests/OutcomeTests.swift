import EditingSemantics
import KeyboardSimulation
import Testing

/// How a result is judged against an expectation, on hand-made results.
@Suite struct OutcomeTests {
    /// "xy ab" with "ab" to be replaced by "cd".
    let expectation = Expectation(start: DocumentState(text: "xy ab"), removing: 3..<5, inserting: "cd")

    func judge(_ text: UTF16Text, caret: UTF16Offset? = nil, log: [ProxyCall] = []) -> SimulationOutcome {
        SimulationOutcome(hostID: "h", strategyID: "s", expectation: expectation, result: DocumentState(text: text, caret: caret), log: log)
    }

    @Test func kinds() {
        #expect(judge("xy cd").kind == .exact)
        let over = judge("xcd")
        #expect(over.kind == .overDeleted && over.lost == "y ")
        let under = judge("xy acd")
        #expect(under.kind == .underDeleted && under.remaining == "a")
        let underAfter = judge("xy cdb")
        #expect(underAfter.kind == .underDeleted && underAfter.remaining == "b")
        let mismatch = judge("xy ce")
        #expect(mismatch.kind == .mismatch && mismatch.remaining == "ce")
        #expect(judge("xy cd", caret: 3).kind == .caretMisplaced)
        let damaged = judge("xy cd\u{200D}")
        #expect(damaged.kind == .damaged && damaged.findings.map(\.kind) == [.orphanedZWJ])
    }

    /// Damage the expected result has too is not new damage.
    @Test func damageAlreadyExpectedIsNotCounted() {
        let withModifier = Expectation(start: DocumentState(text: "🏻ab"), removing: 2..<4)
        let outcome = SimulationOutcome(hostID: "h", strategyID: "s", expectation: withModifier, result: DocumentState(text: "🏻a"), log: [])
        #expect(outcome.kind == .underDeleted && outcome.remaining == "a")
        #expect(outcome.findings.isEmpty)
        let worse = SimulationOutcome(hostID: "h", strategyID: "s", expectation: withModifier, result: DocumentState(text: "🏻a🏻"), log: [])
        #expect(worse.kind == .damaged && worse.findings.map(\.offset) == [0, 3])
    }

    @Test func unknownWins() {
        let state = DocumentState(text: "xy ab")
        let call = ProxyCall(call: .deleteBackward, before: state, after: state, effect: .unknown(aspect: "deletion"))
        let outcome = judge("xy ab", log: [call])
        #expect(outcome.kind == .unknown && outcome.unknownAspects == ["deletion"])
    }

    /// The JSON form keeps the documented key order and writes lone surrogates as \u escapes.
    @Test func json() {
        let outcome = judge(UTF16Text(units: [0x78, 0xD83D]))
        let rendered = outcome.json.rendered()
        #expect(rendered.hasPrefix(#"{"host":"h","strategy":"s","outcome":"damaged","before":"xy ab","after":"x\ud83d","expected":"xy cd","lost":"y ","remaining":"""#))
        #expect(rendered.contains(#""findings":[{"kind":"lone-surrogate","utf16Offset":1,"#))
        #expect(rendered.hasSuffix(#""unknown":[],"errors":[],"log":[]}"#))
    }
}
