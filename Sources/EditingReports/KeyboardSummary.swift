import EditingSemantics
import KeyboardSimulation
import KeyboardStrategies

/// How one keyboard release's key did on one host over the corpus: its outcomes counted and
/// weighted by usage, the failing text people type most, and the failing texts per corpus tag.
package struct KeyboardTally: Sendable {
    private static let kinds = StrategyCell.outcomeKinds
    private var counts = [Int](repeating: 0, count: kinds.count)
    private var weights = [Double](repeating: 0, count: kinds.count)
    /// The failing text with the highest usage weight; among equals (or with no weights), the
    /// shortest, then the first met.
    package private(set) var example: ReportText?
    package private(set) var exampleOutcome: SimulationOutcome.Kind?
    /// Failing texts per corpus tag.
    package private(set) var failingTags: [String: Int] = [:]

    /// The texts with outcome `kind`.
    package func count(of kind: SimulationOutcome.Kind) -> Int { counts[Self.kinds.firstIndex(of: kind)!] }

    /// The texts whose outcome is known.
    package var known: Int { counts.reduce(0, +) - count(of: .unknown) }

    /// The share of the known texts with outcome `kind`; nil when none is known.
    package func share(of kind: SimulationOutcome.Kind) -> Double? {
        known == 0 ? nil : Double(count(of: kind)) / Double(known)
    }

    /// The share of the usage weight of the known texts with outcome `kind`; nil when no known
    /// text has a weight.
    package func weightedShare(of kind: SimulationOutcome.Kind) -> Double? {
        let total = weights.enumerated().reduce(0) { $0 + ($1.offset == Self.kinds.firstIndex(of: .unknown)! ? 0 : $1.element) }
        return total == 0 ? nil : weights[Self.kinds.firstIndex(of: kind)!] / total
    }

    /// The texts that failed: known and not exact.
    package var failing: Int { known - count(of: .exact) }

    mutating func add(_ cell: StrategyCell, text: ReportText) {
        let k = Int(cell.outcomeIndex)
        counts[k] += 1
        if let weight = text.weight { weights[k] += weight }
        guard cell.outcome != .exact, cell.outcome != .unknown else { return }
        for tag in text.tags { failingTags[tag, default: 0] += 1 }
        if Self.isMoreCommon(text, than: example) {
            example = text
            exampleOutcome = cell.outcome
        }
    }

    static func isMoreCommon(_ text: ReportText, than other: ReportText?) -> Bool {
        guard let other else { return true }
        let (a, b) = (text.weight ?? 0, other.weight ?? 0)
        if a != b { return a > b }
        return GroupSummary.isShorter(text, than: other)
    }
}

/// Every keyboard release's key on each host of its platform (``KeyboardSubjects``), folded
/// text by text in corpus order.
package struct KeyboardSummary: Sendable {
    /// Indexed [row][host], the hosts those of the row (``KeyboardSubjects/Row/hosts``).
    package private(set) var tallies: [[KeyboardTally]]
    package private(set) var textCount = 0

    init(_ subjects: KeyboardSubjects) {
        tallies = subjects.rows.map { row in row.hosts.map { _ in KeyboardTally() } }
    }

    mutating func add(_ analysis: TextAnalysis, rows: [KeyboardSubjects.Row]) {
        textCount += 1
        let composes = Self.endsInComposableSyllable(analysis.text.text)
        for (r, row) in rows.enumerated() {
            // A key meant for a syllable being composed is counted only where one could be.
            if row.intent.startsComposing && !composes { continue }
            for (c, h) in row.hosts.enumerated() {
                let cell: StrategyCell
                switch row.source {
                case .strategy(let s): cell = analysis.strategyOutcomes[s][h]
                case .port(let p): cell = analysis.portOutcomes[p][c]
                }
                tallies[r][c].add(cell, text: analysis.text)
            }
        }
    }

    /// Whether a 2-set Korean keyboard could be composing the text's last syllable: where a run
    /// of an intent that ``EditIntent/startsComposing`` starts with it marked.
    static func endsInComposableSyllable(_ text: UTF16Text) -> Bool {
        guard text.endOffset > .zero else { return false }
        let last = text.scalar(endingAt: text.endOffset)
        return !last.isLoneSurrogate && ComposingRules.isTwoSetComposing(last.value)
    }
}
