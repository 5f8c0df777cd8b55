import EditingInvariants
import EditingSemantics
import Foundation
import HostModels
import KeyboardProxy
import KeyboardSimulation
import KeyboardStrategies
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

    /// Running a strategy on all hosts at once, which lets a host whose model answers an earlier
    /// run's questions alike take that run's outcome, gives each host the outcome of its own run,
    /// full log included: with any window, with text after the caret, logged or not; and so does
    /// running every strategy through one ``HostAnswerCache``, which answers each question once.
    @Test func sharedRunsEqualOwnRuns() async {
        let windows: [ContextWindow] = [.unlimited, .limited(UTF16Count(3)), .unavailable]
        let hosts = Self.catalogWithModelsLackingOneAspect()
        await propertyCheck(count: cases(12), input: TextGen.text(maxChoices: 8)) { text in
            let cache = HostAnswerCache(hosts: hosts)
            for strategy in StrategyCatalog.all {
                for window in windows {
                    for (following, keepsLog) in [(UTF16Text.empty, false), (UTF16Text("e\u{301}x"), true)] {
                        let own = hosts.map {
                            Simulation.run(strategy, on: $0, text: "ok " + text, following: following, window: window, keepsLog: keepsLog)
                        }
                        let shared = Simulation.run(strategy, on: hosts, text: "ok " + text, following: following,
                                                    window: window, keepsLog: keepsLog)
                        let cached = Simulation.run(strategy, on: cache, text: "ok " + text, following: following,
                                                    window: window, keepsLog: keepsLog)
                        let differing = zip(shared, own).filter { $0 != $1 }.map(\.1.hostID)
                        let differingCached = zip(cached, own).filter { $0 != $1 }.map(\.1.hostID)
                        #expect(shared.count == own.count && differing.isEmpty,
                                "\(strategy.id), window \(window), on \(text.escaped): \(differing)")
                        #expect(cached.count == own.count && differingCached.isEmpty,
                                "\(strategy.id) through one cache, window \(window), on \(text.escaped): \(differingCached)")
                    }
                }
            }
        }
    }

    /// The same for any sequence of calls, selections and marked text included, on models that
    /// lack an aspect and models that do not.
    @Test func sharedScriptedRunsEqualOwnRuns() async {
        let hosts = Self.catalogWithModelsLackingOneAspect()
        await propertyCheck(count: cases(300), input: Gen.uint8().array(of: 0...120)) { bytes in
            let script = SimulatorContract.script(fromBytes: bytes)
            let strategy = ScriptedCalls(calls: script.calls)
            let own = hosts.map { Simulation.run(strategy, on: $0, text: script.start.text, window: script.window) }
            let shared = Simulation.run(strategy, on: hosts, text: script.start.text, window: script.window)
            let differing = zip(shared, own).filter { $0 != $1 }.map(\.1.hostID)
            #expect(shared.count == own.count && differing.isEmpty, "\(script.calls) on \(script.start.text.escaped): \(differing)")
        }
    }

    /// Every catalog model knows all three aspects the simulator asks; this puts after every
    /// third model a copy of it that lacks one of them.
    static func catalogWithModelsLackingOneAspect() -> [HostModel] {
        var hosts: [HostModel] = []
        for (i, host) in HostCatalog.all.enumerated() {
            hosts.append(host)
            guard i % 3 == 0 else { continue }
            var lacking = host
            switch i % 9 {
            case 0: lacking.selection.rule = nil
            case 3: lacking.deletion.rule = nil
            default: lacking.offset.rule = nil
            }
            lacking.id += "-lacking-one"
            hosts.append(lacking)
        }
        return hosts
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

/// A strategy that makes given proxy calls, for properties of the simulator under any calls.
private struct ScriptedCalls: KeyboardStrategy {
    var calls: [ProxyCall.Call]
    var id: String { "scripted-calls" }
    var summary: String { "makes given proxy calls" }
    var origin: String { "a property test" }
    var intent: EditIntent { .deleteLastCharacter }

    func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        for call in calls {
            switch call {
            case .documentContextBeforeInput: _ = proxy.documentContextBeforeInput
            case .documentContextAfterInput: _ = proxy.documentContextAfterInput
            case .selectedText: _ = proxy.selectedText
            case .hasText: _ = proxy.hasText
            case .insertText(let text): proxy.insertText(text.string)
            case .deleteBackward: proxy.deleteBackward()
            case .adjustTextPosition(let offset): proxy.adjustTextPosition(byCharacterOffset: offset)
            case .setMarkedText(let text, let location, let length):
                proxy.setMarkedText(text.string, selectedRange: NSRange(location: location, length: length))
            case .unmarkText: proxy.unmarkText()
            }
        }
    }
}
