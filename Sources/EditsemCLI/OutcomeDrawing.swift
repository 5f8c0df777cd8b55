import EditingSemantics
import KeyboardSimulation

/// The text form of a simulation outcome: a summary, then the call log step by step.
enum OutcomeDrawing {
    static func draw(_ outcome: SimulationOutcome, hostName: String) -> String {
        var lines = summary(outcome, hostName: hostName)
        lines.append("  calls:")
        let width = String(outcome.log.count).count
        for (index, entry) in outcome.log.enumerated() {
            let number = String(repeating: " ", count: width - String(index + 1).count) + String(index + 1)
            var line = "  \(number). \(entry.call.drawn)"
            switch entry.effect {
            case .returnedText(let text): line += " → " + (text.map { "\"\($0.escaped)\"" } ?? "nil")
            case .returnedFlag(let flag): line += " → \(flag)"
            case .applied:
                line += entry.before == entry.after ? "   (no change)" : "   \(entry.after.drawn)"
                let damage = entry.findingsAfter.map { "\($0.kind.rawValue)@\($0.offset)" }
                if !damage.isEmpty { line += "   damage: " + damage.joined(separator: ", ") }
            case .unknown(let aspect): line += "   unknown: the host model has no \(aspect) rule"
            case .invalidHostAnswer(let message): line += "   refused: \(message)"
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// An Android keyboard's run: the summary, then its InputConnection calls.
    static func draw(_ run: InputConnectionSimulation.Run, hostName: String) -> String {
        var lines = summary(run.outcome, hostName: hostName)
        lines.append("  InputConnection calls:")
        let width = String(run.calls.count).count
        for (index, entry) in run.calls.enumerated() {
            let number = String(repeating: " ", count: width - String(index + 1).count) + String(index + 1)
            var line = "  \(number). \(entry.call)"
            if let returned = entry.returned {
                line += " → \"\(returned.escaped)\""
            } else if entry.call.hasPrefix("get") {
                line += " → null"
            } else {
                line += entry.before == entry.after ? "   (no change)" : "   \(entry.after.drawn)"
            }
            if let effect = entry.effect { line += "   [\(effect)]" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The verdict and the start, expected and resulting documents.
    private static func summary(_ outcome: SimulationOutcome, hostName: String) -> [String] {
        var lines: [String] = []
        var verdict = outcome.kind.rawValue
        switch outcome.kind {
        case .overDeleted: verdict += " (lost \"\(outcome.lost.escaped)\")"
        case .underDeleted, .mismatch: verdict += " (remaining \"\(outcome.remaining.escaped)\")"
        case .unknown: verdict += " (the host model does not know: \(outcome.unknownAspects.joined(separator: ", ")))"
        default: break
        }
        lines.append("\(outcome.strategyID) on \(outcome.hostID) (\(hostName)): \(verdict)")
        lines.append("  start     \(outcome.start.drawn)")
        lines.append("  expected  \(outcome.expected.drawn)")
        lines.append("  result    \(outcome.result.drawn)")
        for finding in outcome.findings {
            lines.append("  damage    \(finding.kind.rawValue) at \(finding.offset): \(finding.detail)")
        }
        for error in outcome.hostErrors { lines.append("  refused   \(error)") }
        return lines
    }
}
