import EditingSemantics
import HostModels
import KeyboardSimulation
import KeyboardStrategies

/// A check of the author's own editing code against host models: it runs the code once per (host,
/// text) on a `SimulatedDocument` and judges each result against what the
/// `EditIntent` says should happen, e.g. "my word delete is exact on every
/// host" or "my autocomplete replacement never damages text".
///
/// Each run starts from a document holding ``leading`` + the text + ``trailing``, with the caret
/// after the text (before its last character for a forward delete). A failure is a run whose
/// outcome the ``requirement`` does not allow, unless a ``knownDivergences`` entry covers it.
/// A run on a host whose model does not know an aspect the code needed is `unknown`: reported,
/// never a pass.
public struct EditingCheck: Sendable {
    /// What the code is meant to do.
    public var intent: EditIntent
    /// The outcomes that pass.
    public var requirement: Requirement
    /// The hosts to run on.
    public var hosts: HostSelection
    /// The texts to run on.
    public var texts: TextSelection
    /// Divergences that do not fail the check.
    public var knownDivergences: [KnownDivergence]
    /// Text before each text, so that deleting too much shows (a routine that deletes past the
    /// start of a document deletes nothing there). The default, `ok `, is a word and a space.
    public var leading: UTF16Text
    /// Text after the caret.
    public var trailing: UTF16Text
    /// What the context reads show.
    public var window: ContextWindow
    /// Whether a host whose model does not know what the code needed fails the check (it is
    /// always reported).
    public var unknownFails: Bool
    /// A name for messages; the intent's summary when nil.
    public var name: String?

    public init(
        _ intent: EditIntent,
        requirement: Requirement = .exact,
        hosts: HostSelection = .all,
        texts: TextSelection = .bundledCorpus(),
        knownDivergences: [KnownDivergence] = [],
        leading: UTF16Text = "ok ",
        trailing: UTF16Text = .empty,
        window: ContextWindow = .unlimited,
        unknownFails: Bool = false,
        name: String? = nil
    ) {
        self.intent = intent
        self.requirement = requirement
        self.hosts = hosts
        self.texts = texts
        self.knownDivergences = knownDivergences
        self.leading = leading
        self.trailing = trailing
        self.window = window
        self.unknownFails = unknownFails
        self.name = name
    }

    /// The name messages use.
    public var displayName: String { name ?? intent.summary }

    /// Runs `routine` (the author's editing code, acting on the proxy it is given) on every host
    /// and text, in host order then text order, on the calling thread.
    ///
    /// - Complexity: hosts × texts runs of `routine`.
    public func run(_ routine: (SimulatedDocument) -> Void) -> EditingCheckReport {
        check { model, text in (run(routine, on: model, text: text), nil) }
    }

    /// Runs `routine`, an Android input method's editing code acting on the `InputConnection` it
    /// is given, on every host and text, as ``run(_:)-((SimulatedDocument)->Void)`` does; failure
    /// messages list its InputConnection calls.
    ///
    /// - Complexity: hosts × texts runs of `routine`.
    public func run(inputConnection routine: (SimulatedInputConnection) -> Void) -> EditingCheckReport {
        check { model, text in
            let run = InputConnectionSimulation.run(intent, named: displayName, on: model, text: leading + text.text,
                                                    following: trailing, routine)
            return (run.outcome, run.calls)
        }
    }

    private func check(_ one: (HostModel, CheckText) -> (SimulationOutcome, [InputConnectionCall]?)) -> EditingCheckReport {
        let (models, hostProblems) = hosts.resolve()
        let resolved = texts.resolve()
        var problems = hostProblems + resolved.problems
        let catalogIDs = Set(HostCatalog.all.map(\.id)).union(models.map(\.id))
        for known in knownDivergences where !catalogIDs.contains(known.host) {
            problems.append("the known divergence \(known) names the unknown host '\(known.host)'")
        }
        var results: [HostResult] = []
        for model in models {
            var result = HostResult(host: model)
            for text in resolved.texts {
                let (outcome, calls) = one(model, text)
                result.record(outcome, calls: calls, text: text, requirement: requirement,
                              knownAs: knownDivergences.first { $0.covers(text, onHost: model.id) })
            }
            results.append(result)
        }
        let matched = Set(results.flatMap { $0.knownFailures.compactMap(\.knownAs) })
        return EditingCheckReport(
            checkName: displayName, intent: intent, requirement: requirement, leading: leading,
            textCount: resolved.texts.count, textSources: resolved.sources, problems: problems,
            hosts: results, unusedKnownDivergences: knownDivergences.filter { !matched.contains($0) },
            unknownFails: unknownFails)
    }

    /// Runs a `KeyboardStrategy` as the routine (judged by this check's
    /// intent, not the strategy's own).
    public func run<Strategy: KeyboardStrategy>(_ strategy: Strategy) -> EditingCheckReport {
        run { strategy.perform(on: $0) }
    }

    /// One run of `routine` on `host` with `text`.
    func run(_ routine: (SimulatedDocument) -> Void, on host: HostModel, text: CheckText) -> SimulationOutcome {
        Simulation.run(intent, named: displayName, on: host, text: leading + text.text, following: trailing, window: window, routine)
    }
}
