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
        let (start, expectation) = setUp(intent, text: text, following: following, asker: HostAsker(rules: HostRules(host)))
        return run(id, routine, on: host, start: start, expectation: expectation, window: window, keepsLog: keepsLog)
    }

    /// Runs `strategy` on each of `hosts`; the outcomes are those of the one-host `run` on each
    /// host, in order.
    /// - Complexity: that of the run taking a `HostAnswerCache`.
    public static func run(
        _ strategy: any KeyboardStrategy, on hosts: [HostModel], text: UTF16Text,
        following: UTF16Text = .empty, window: ContextWindow = .unlimited, keepsLog: Bool = true
    ) -> [SimulationOutcome] {
        run(strategy, on: HostAnswerCache(hosts: hosts), text: text, following: following, window: window, keepsLog: keepsLog)
    }

    /// Runs `strategy` on each of the cache's hosts, asking them through `cache`; the outcomes are
    /// those of the one-host `run` on each host, in order. Strategies run on one text may share a
    /// cache, so that each host answers a question once.
    /// - Complexity: that of ``runs(_:on:text:following:window:keepsLog:)``.
    package static func run(
        _ strategy: any KeyboardStrategy, on cache: HostAnswerCache, text: UTF16Text,
        following: UTF16Text = .empty, window: ContextWindow = .unlimited, keepsLog: Bool = true
    ) -> [SimulationOutcome] {
        let runs = runs(strategy, on: cache, text: text, following: following, window: window, keepsLog: keepsLog)
        return cache.hosts.indices.map { runs.outcome(ofHost: $0, in: cache) }
    }

    /// The runs `strategy` needs to know its outcome on each of the cache's hosts.
    ///
    /// A run is a function of the strategy's calls and of the model's answers to the document's
    /// questions (``HostQuery``), so a host whose model answers every question of an earlier run
    /// as that run's host did has that run's outcome, and does not run again: the runs so far
    /// form a ``RunTree``, which a host walks down.
    /// - Precondition: `strategy` learns about the host only through the proxy's calls, as keyboard
    ///   code does (it does not read a ``SimulatedDocument``'s `host`), and does the same on the
    ///   same answers; the hosts' rules answer the same question alike every time. A run that
    ///   asks otherwise than an earlier one on the same answers stops the program.
    /// - Complexity: a shared outcome costs one answer per question on its path down the tree,
    ///   each answer computed at most once per host and cache.
    package static func runs(
        _ strategy: any KeyboardStrategy, on cache: HostAnswerCache, text: UTF16Text,
        following: UTF16Text = .empty, window: ContextWindow = .unlimited, keepsLog: Bool = true
    ) -> SharedRuns {
        let dependsOnHost = strategy.intent.dependsOnHost
        let group = cache.setUpGroup(strategy.intent, text: text, following: following)
        let twins = cache.simulatedHosts.runTwin
        var runs = SharedRuns()
        runs.runOfHost.reserveCapacity(twins.count)
        // A host shares a run only when it expects what the run's host did: each expectation
        // has its own tree.
        var tree = RunTree()
        for host in twins.indices {
            // A host with an earlier host's rules of what a document asks answers every question
            // alike: the same run.
            if let twin = twins[host] {
                runs.runOfHost.append(runs.runOfHost[twin])
                continue
            }
            let expected = dependsOnHost ? cache.expectationID(group, host: host) : 0
            if let run = tree.run(expectation: expected, answerKey: { cache.answerKey($0, host: host) }) {
                runs.runOfHost.append(run)
                continue
            }
            // The set-up is read only for a new run: a copy for every host that shares an earlier
            // run cost a sixteenth of a report.
            let (start, expectation) = cache.setUp(group, host: host)
            let document = SimulatedDocument(cache: cache, host: host, state: start, window: window, keepsLog: keepsLog)
            strategy.perform(on: document)
            tree.add(runs.outcomes.count, asked: document.queries ?? [], expectation: expected,
                     answerKey: { cache.answerKey($0, host: host) })
            runs.runOfHost.append(runs.outcomes.count)
            runs.outcomes.append(SimulationOutcome(hostID: document.host.id, strategyID: strategy.id, expectation: expectation, start: start,
                                                   result: document.state, log: document.log, damage: cache.damage(in:)))
        }
        return runs
    }

    /// The document a run starts from, and what `intent` expects of it on the host `asker` asks
    /// (nil when its model does not know).
    static func setUp(_ intent: EditIntent, text: UTF16Text, following: UTF16Text, asker: HostAsker) -> (DocumentState, Expectation?) {
        let start = start(intent, text: text, following: following)
        return (start, intent.expectation(for: start, asker: asker))
    }

    /// The document a run starts from and what `intent` expects of it; neither depends on the host.
    /// - Precondition: `intent` does not depend on the host.
    static func setUp(_ intent: EditIntent, text: UTF16Text, following: UTF16Text) -> (DocumentState, Expectation) {
        let start = start(intent, text: text, following: following)
        return (start, intent.expectation(for: start))
    }

    /// The document a run of `intent` starts from: `text` then `following`, the caret where the
    /// intent wants it; for an intent that ``EditIntent/startsComposing``, the syllable a 2-set
    /// Korean keyboard may be composing just before the caret is marked.
    static func start(_ intent: EditIntent, text: UTF16Text, following: UTF16Text) -> DocumentState {
        let caret: UTF16Offset
        switch intent.caretPlacement {
        case .end: caret = text.endOffset
        case .beforeLastCharacter: caret = TextPieces.lastCharacter(in: text)?.lowerBound ?? text.endOffset
        }
        var marked: Range<UTF16Offset>? = nil
        if intent.startsComposing, caret > .zero {
            let last = text.scalar(endingAt: caret)
            if !last.isLoneSurrogate, ComposingRules.isTwoSetComposing(last.value) { marked = last.offset..<caret }
        }
        return DocumentState(text: text + following, selection: caret..<caret, marked: marked)
    }

    private static func run(
        _ id: String, _ routine: (SimulatedDocument) -> Void, on host: HostModel, start: DocumentState,
        expectation: Expectation?, window: ContextWindow, keepsLog: Bool
    ) -> SimulationOutcome {
        let document = SimulatedDocument(host: host, state: start, window: window, keepsLog: keepsLog)
        routine(document)
        return SimulationOutcome(hostID: host.id, strategyID: id, expectation: expectation, start: start, result: document.state,
                                 log: document.log, damage: DamageDetector.findings(in:))
    }
}
