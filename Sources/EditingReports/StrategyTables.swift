import EditingSemantics
import Foundation
import HostModels
import KeyboardSimulation

/// The strategy × host outcome matrix of a group page.
enum StrategyTables {
    /// Outcomes that are neither exact nor unknown, in the simulator's order.
    static let failures = SimulationOutcome.Kind.allCases.filter { $0 != .exact && $0 != .unknown }

    static func markdown(_ g: GroupSummary, result: ReportResult) -> String {
        let hosts = result.subjects.hosts
        let strategies = result.subjects.strategies
        var out = "\n## Keyboard strategies × hosts\n\n"
        out += "The share of texts on which each keyboard strategy does exactly what it means to "
        out += "(`editsem strategies` describes them), run with the caret after the text and "
        out += "`\(ReportStrategy.leadingText.escaped)` before it, so deleting too far shows. "
        out += "A cell below 100% is followed by its most frequent failure.\n\n"
        out += "| host | " + strategies.map { "`\($0.id)`" }.joined(separator: " | ") + " |\n"
        out += "|---|" + strategies.map { _ in "---|" }.joined() + "\n"
        for (h, host) in hosts.enumerated() {
            let cells = strategies.indices.map { s in cell(g.strategyTally(s, host: h)) }
            out += "| `\(host.id)` | " + cells.joined(separator: " | ") + " |\n"
        }
        out += "\n### Damage and failures\n\n"
        var any = false
        for (s, strategy) in strategies.enumerated() {
            var lines: [String] = []
            for (h, host) in hosts.enumerated() {
                let tally = g.strategyTally(s, host: h)
                let bad = failures.filter { tally.count(of: $0) > 0 }
                guard !bad.isEmpty else { continue }
                let counts = bad.map { "\($0.rawValue) \(tally.count(of: $0))" }.joined(separator: ", ")
                let damage = tally.findings.keys.sorted { $0.rawValue < $1.rawValue }.map { "\($0.rawValue) ×\(tally.findings[$0]!)" }.joined(separator: ", ")
                let example = bad.compactMap { tally.example(of: $0) }.first.map { " e.g. \(Format.code($0.text.escaped))" } ?? ""
                lines.append("  - `\(host.id)`: \(counts)\(damage.isEmpty ? "" : "; damage: \(damage)")\(example)")
            }
            guard !lines.isEmpty else { continue }
            any = true
            out += "- `\(strategy.id)`\n" + lines.joined(separator: "\n") + "\n"
        }
        if !any { out += "None: every strategy is exact on every host whose behaviour is known.\n" }
        return out
    }

    static func cell(_ tally: StrategyTally) -> String {
        let known = tally.total - tally.count(of: .unknown)
        guard known > 0 else { return "unknown" }
        let exact = tally.count(of: .exact)
        let share = Format.percent(Double(exact) / Double(known))
        guard exact < known else { return share }
        let worst = failures.max { tally.count(of: $0) < tally.count(of: $1) }!
        return "\(share) (\(worst.rawValue))"
    }
}
