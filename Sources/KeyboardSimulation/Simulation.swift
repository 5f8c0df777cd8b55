import EditingSemantics
import HostModels

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
        let caret: UTF16Offset
        switch strategy.intent.caretPlacement {
        case .end: caret = text.endOffset
        case .beforeLastCharacter: caret = TextPieces.lastCharacter(in: text)?.lowerBound ?? text.endOffset
        }
        let start = DocumentState(text: text + following, caret: caret)
        let expectation = strategy.intent.expectation(for: start)
        let document = SimulatedDocument(host: host, state: start, window: window, keepsLog: keepsLog)
        strategy.perform(on: document)
        return SimulationOutcome(hostID: host.id, strategyID: strategy.id, expectation: expectation,
                                 result: document.state, log: document.log)
    }
}
