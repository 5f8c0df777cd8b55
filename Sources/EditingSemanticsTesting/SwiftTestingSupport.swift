#if canImport(Testing)
import KeyboardSimulation
import KeyboardStrategies
import Testing

extension EditingCheckReport {
    /// Records this report in the running Swift Testing test: one issue per failure message
    /// (``failureMessages``) at `sourceLocation`, and each warning message (``warningMessages``:
    /// unknown hosts, unused known divergences) as a warning, which does not fail the test.
    public func recordIssues(sourceLocation: SourceLocation = #_sourceLocation) {
        for message in failureMessages {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        for message in warningMessages {
            #if compiler(>=6.3)
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
            #else
            print("warning: \(message)")
            #endif
        }
    }
}

extension EditingCheck {
    /// Runs `routine` (see ``run(_:)-((SimulatedDocument)->Void)``) and records the report's issues in the running Swift
    /// Testing test. Returns the report.
    @discardableResult
    public func expect(sourceLocation: SourceLocation = #_sourceLocation, _ routine: (SimulatedDocument) -> Void) -> EditingCheckReport {
        let report = run(routine)
        report.recordIssues(sourceLocation: sourceLocation)
        return report
    }

    /// Runs `routine` on an InputConnection (see ``run(inputConnection:)``) and records the
    /// report's issues in the running Swift Testing test. Returns the report.
    @discardableResult
    public func expect(sourceLocation: SourceLocation = #_sourceLocation, inputConnection routine: (SimulatedInputConnection) -> Void) -> EditingCheckReport {
        let report = run(inputConnection: routine)
        report.recordIssues(sourceLocation: sourceLocation)
        return report
    }

    /// Runs a strategy and records the report's issues in the running Swift Testing test.
    @discardableResult
    public func expect<Strategy: KeyboardStrategy>(_ strategy: Strategy, sourceLocation: SourceLocation = #_sourceLocation) -> EditingCheckReport {
        let report = run(strategy)
        report.recordIssues(sourceLocation: sourceLocation)
        return report
    }
}
#endif
