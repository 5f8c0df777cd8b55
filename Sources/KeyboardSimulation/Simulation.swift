import EditingSemantics
import HostModels
import KeyboardStrategies

/// Runs keyboard strategies on simulated host documents.
public enum Simulation {
    /// Runs `strategy` on `host` with a document holding `text` then `following`. The caret starts
    /// where the strategy's intent wants it in `text` (its end, or before its last character for
    /// operations on the character after the caret). With `keepsLog` false the outcome's log
    /// holds only the calls the model could not simulate, and the outcome is otherwise the same.
    public static func run(
        _ strategy: any KeyboardStrategy, on host: HostModel, text: UTF16Text,
        following: UTF16Text = .empty, window: ContextWindow = .unlimited, keepsLog: Bool = true
    ) -> SimulationOutcome {
        run(strategy.intent, named: strategy.id, on: host, text: text, following: following, window: window,
            keepsLog: keepsLog) { strategy.perform(on: $0) }
    }

    /// Runs `routine`, keyboard code that means to carry out `intent`, as the one-strategy `run`
    /// runs a strategy; the outcome's strategy id is `id`.
    public static func run(
        _ intent: EditIntent, named id: String, on host: HostModel, text: UTF16Text,
        following: UTF16Text = .empty, window: ContextWindow = .unlimited, keepsLog: Bool = true,
        _ routine: (SimulatedDocument) -> Void
    ) -> SimulationOutcome {
        let (start, expectation) = setUp(intent, text: text, following: following)
        return run(id, routine, on: host, start: start, expectation: expectation, window: window, keepsLog: keepsLog).outcome
    }

    /// Runs `strategy` on each of `hosts`; the outcomes are those of the one-host `run` on each
    /// host, in order.
    ///
    /// A run is a function of the strategy's calls and of the model's answers to the document's
    /// questions (``HostQuery``), so a host whose model answers every question of an earlier run
    /// alike takes that run's outcome under its own id instead of running again.
    /// - Precondition: `strategy` learns about the host only through the proxy's calls, as keyboard
    ///   code does (it does not read a ``SimulatedDocument``'s `host`), and does the same on the
    ///   same answers.
    /// - Complexity: a shared outcome costs the earlier run's host questions, not a run.
    public static func run(
        _ strategy: any KeyboardStrategy, on hosts: [HostModel], text: UTF16Text,
        following: UTF16Text = .empty, window: ContextWindow = .unlimited, keepsLog: Bool = true
    ) -> [SimulationOutcome] {
        let (start, expectation) = setUp(strategy.intent, text: text, following: following)
        var questions: [[HostQuery]] = []
        var outcomes: [SimulationOutcome] = []
        return hosts.map { host in
            let rules = HostRules(host)
            // Hosts of one family stand together in a catalog, so the latest runs match most often.
            if let r = questions.indices.last(where: { questions[$0].allSatisfy { $0.isAnsweredAlike(by: rules) } }) {
                var outcome = outcomes[r]
                outcome.hostID = host.id
                return outcome
            }
            let run = run(strategy.id, { strategy.perform(on: $0) }, on: host, start: start, expectation: expectation,
                          window: window, keepsLog: keepsLog, recordsQueries: true)
            questions.append(run.queries ?? [])
            outcomes.append(run.outcome)
            return run.outcome
        }
    }

    /// The document a run starts from and what `intent` expects of it; neither depends on the host.
    private static func setUp(_ intent: EditIntent, text: UTF16Text, following: UTF16Text) -> (DocumentState, Expectation) {
        let caret: UTF16Offset
        switch intent.caretPlacement {
        case .end: caret = text.endOffset
        case .beforeLastCharacter: caret = TextPieces.lastCharacter(in: text)?.lowerBound ?? text.endOffset
        }
        let start = DocumentState(text: text + following, caret: caret)
        return (start, intent.expectation(for: start))
    }

    private static func run(
        _ id: String, _ routine: (SimulatedDocument) -> Void, on host: HostModel, start: DocumentState,
        expectation: Expectation, window: ContextWindow, keepsLog: Bool, recordsQueries: Bool = false
    ) -> (outcome: SimulationOutcome, queries: [HostQuery]?) {
        let document = SimulatedDocument(host: host, state: start, window: window, keepsLog: keepsLog)
        if recordsQueries { document.queries = [] }
        routine(document)
        let outcome = SimulationOutcome(hostID: host.id, strategyID: id, expectation: expectation,
                                        result: document.state, log: document.log)
        return (outcome, document.queries)
    }
}
