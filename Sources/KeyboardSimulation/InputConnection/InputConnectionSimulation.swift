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
    /// model does not know.
    public static func run(
        _ intent: EditIntent, named id: String, on host: HostModel, text: UTF16Text, following: UTF16Text = .empty,
        _ routine: (SimulatedInputConnection) -> Void
    ) -> Run {
        let (start, expectation) = Simulation.setUp(intent, text: text, following: following)
        let connection = SimulatedInputConnection(host: host, state: start)
        routine(connection)
        let outcome = SimulationOutcome(hostID: host.id, strategyID: id, expectation: expectation,
                                        result: connection.state, log: connection.keyLog)
        return Run(outcome: outcome, calls: connection.log)
    }
}
