import EditingSemantics
import HostModels
import KeyboardStrategies

/// Runs an Android input method's editing code on a host model through ``SimulatedInputConnection``
/// and judges the field it leaves as ``Simulation`` judges an iOS keyboard's document.
public enum InputConnectionSimulation {
    /// How one run ended, with every call the code made.
    public struct Run: Sendable {
        public var outcome: SimulationOutcome
        public var calls: [InputConnectionCall]
    }

    /// Runs `routine`, code meant to carry out `intent`, on `host` with `text` before the caret
    /// (and `following` after it). The outcome is `unknown` when a key needed a host aspect the
    /// model does not know, or when the intent takes its result from the host
    /// (``EditIntent/hostBackspace``) and the model does not know it.
    public static func run(
        _ intent: EditIntent, named id: String, on host: HostModel, text: UTF16Text, following: UTF16Text = .empty,
        _ routine: (SimulatedInputConnection) -> Void
    ) -> Run {
        let (start, expectation) = Simulation.setUp(intent, text: text, following: following, asker: HostAsker(rules: HostRules(host)))
        let connection = SimulatedInputConnection(host: host, state: start)
        routine(connection)
        let outcome = SimulationOutcome(hostID: host.id, strategyID: id, expectation: expectation, start: start,
                                        result: connection.state, log: connection.keyLog, damage: DamageDetector.findings(in:))
        return Run(outcome: outcome, calls: connection.log)
    }

    /// Runs a ported keyboard's key on `host`, as the routine-taking `run` does.
    public static func run(
        _ strategy: any InputMethodStrategy, on host: HostModel, text: UTF16Text, following: UTF16Text = .empty
    ) -> Run {
        run(strategy.intent, named: strategy.id, on: host, text: text, following: following) { strategy.perform(on: $0) }
    }
}
