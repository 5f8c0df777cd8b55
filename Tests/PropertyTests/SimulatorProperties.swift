import EditingInvariants
import EditingSemantics
import HostModels
import KeyboardSimulation
import PropertyBased
import Testing

/// The keyboard simulator under random call sequences on random hosts (``SimulatorContract``):
/// consistent documents, a log that chains and replays, no invalid host answer.
@Suite struct SimulatorProperties {
    @Test func randomCallSequences() async {
        await propertyCheck(count: cases(1000), input: Gen.uint8().array(of: 0...120)) { bytes in
            let violations = SimulatorContract.violations(fromBytes: bytes)
            #expect(violations.isEmpty, "\(violations.prefix(3).map(\.description))")
        }
    }

    @Test func everyStrategyOnEveryHost() async {
        await propertyCheck(count: cases(30), input: TextGen.text(maxChoices: 8)) { text in
            let violations = SimulatorContract.strategyViolations(on: text)
            #expect(violations.isEmpty, "\(violations.prefix(3).map(\.description))")
        }
    }

    /// A run that keeps only the calls the model could not simulate (as the report runs) judges
    /// every strategy on every host as the fully logged run does, and its log is exactly those
    /// calls of the full log.
    @Test func unloggedRunsJudgeAlike() async {
        await propertyCheck(count: cases(20), input: TextGen.text(maxChoices: 8)) { text in
            for host in HostCatalog.all {
                for strategy in StrategyCatalog.all {
                    var full = Simulation.run(strategy, on: host, text: text)
                    let lean = Simulation.run(strategy, on: host, text: text, keepsLog: false)
                    full.log = full.log.filter {
                        switch $0.effect {
                        case .unknown, .invalidHostAnswer: true
                        default: false
                        }
                    }
                    #expect(full == lean, "\(host.id) \(strategy.id) on \(text.escaped)")
                }
            }
        }
    }

    /// The decoder reaches every kind of call, so the property above exercises all of them.
    @Test func scriptsReachEveryCall() {
        var names: Set<String> = []
        for kind in UInt8(0)..<10 { names.formUnion(SimulatorContract.script(fromBytes: [0, 0, 0, 0, kind, 1]).calls.map(\.name)) }
        #expect(names == ["documentContextBeforeInput", "documentContextAfterInput", "selectedText", "hasText", "insertText",
                          "deleteBackward", "adjustTextPosition", "setMarkedText", "unmarkText"])
    }

    /// The log checker must notice a log that does not match the document.
    @Test func logCheckCatchesATamperedLog() throws {
        let host = try HostCatalog.model(id: "grapheme-icu")
        let document = SimulatedDocument(host: host, text: "ab\u{1F1F0}\u{1F1F7}")
        document.deleteBackward()
        document.insertText("x")
        let start = try #require(document.log.first).before
        #expect(SimulatorContract.logViolations(document.log, start: start, end: document.state, host: host, window: .unlimited).isEmpty)
        var tampered = document.log
        tampered[0] = ProxyCall(call: .deleteBackward, before: start, after: DocumentState(text: "a"), effect: tampered[0].effect)
        #expect(!SimulatorContract.logViolations(tampered, start: start, end: document.state, host: host, window: .unlimited).isEmpty)
        #expect(!SimulatorContract.logViolations(document.log, start: start, end: DocumentState(text: ""), host: host, window: .unlimited).isEmpty)
    }
}
