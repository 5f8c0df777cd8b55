import EditingSemantics
import HostModels
import KeyboardSimulation
import KeyboardStrategies

extension ReportSubjects {
    /// The units the grids compare hosts with: all but `hangul-jamo`, whose boundaries are the
    /// code points' (it differs only in how many jamo a precomposed syllable counts).
    package static let gridUnits = UnitID.allCases.filter { $0 != .hangulJamo }

    /// Every host of the catalog, every grid unit, every keyboard strategy and Android keyboard port.
    package static var standard: ReportSubjects { standard(observed: .none) }

    /// The standard subjects, with what observations of real hosts say.
    package static func standard(observed: ObservedEvidence) -> ReportSubjects {
        ReportSubjects(hosts: HostCatalog.all, units: gridUnits, strategies: StrategyCatalog.all.map(ReportStrategy.init),
                       ports: InputMethodCatalog.all, observed: observed)
    }
}

extension ReportStrategy {
    /// What stands before each corpus text when a strategy runs on it, so that a strategy that
    /// deletes past the start of the text (an over-deletion) shows in the report.
    package static let leadingText: UTF16Text = "ok "

    /// A keyboard strategy run in the simulated document of each host, on ``leadingText`` followed
    /// by the corpus text, with the caret after it.
    package init(_ strategy: any KeyboardStrategy) {
        self.init(id: strategy.id, summary: strategy.summary, intent: strategy.intent, release: strategy.release, strategy: strategy) { text, answers in
            // The report reads the outcome only, so only the calls it needs are logged.
            let runs = Simulation.runs(strategy, on: answers, text: ReportStrategy.leadingText + text, keepsLog: false)
            let cells = runs.outcomes.indices.map { StrategyCell(outcome: runs.outcomes[$0].kind, findings: runs.outcomes[$0].findings.map(\.kind)) }
            return runs.runOfHost.map { cells[$0] }
        }
    }
}
