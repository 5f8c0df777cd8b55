import EditingSemantics
import HostModels
import ReportFormat
import KeyboardSimulation

/// A share of texts, counted and weighted by usage.
package struct Share: Sendable, Hashable {
    package var matching = 0
    package var total = 0
    package var matchingWeight = 0.0
    package var totalWeight = 0.0

    mutating func add(_ matches: Bool, weight: Double?) {
        total += 1
        if matches { matching += 1 }
        if let weight {
            totalWeight += weight
            if matches { matchingWeight += weight }
        }
    }

    /// The share as a fraction of the texts counted, or nil when none were.
    package var fraction: Double? { total == 0 ? nil : Double(matching) / Double(total) }
    /// The share weighted by usage, or nil when no text had a weight.
    package var weightedFraction: Double? { totalWeight == 0 ? nil : matchingWeight / totalWeight }
}

/// One cell of a host × unit grid: the code and the shortest text that shows it.
package struct GridCell: Sendable {
    package var code: GridCode
    /// The shortest text where the host differs from the unit; nil when the code is same or unknown.
    package var example: ReportText?
}

/// A text on which a host's offset count and delete-press count differ.
package struct OffsetMismatch: Sendable {
    package var text: ReportText
    package var host: Int
    package var offsetSteps: Int
    package var presses: Int
    /// The weaker of how the host's offset and deletion on the text are known.
    package var evidence: AnswerEvidence
}

/// A way the real hosts split on a text, with the shortest text showing it.
package struct Split: Sendable {
    /// Every model's deletion of ``example`` (real hosts and reference units), indexed like the hosts.
    package var signature: [DeletionTrace?]
    /// How each model's deletion of ``example`` is known.
    package var evidence: [AnswerEvidence]
    package var count: Int
    package var example: ReportText
    var firstSeen: Int

    /// One deletion and the real hosts that share it.
    package struct Behaviour: Sendable {
        package var trace: DeletionTrace?
        /// Indices into the hosts, in catalog order.
        package var hosts: [Int]
    }

    /// The real hosts grouped by what they do with ``example``: one entry per distinct deletion,
    /// most hosts first (ties: the one whose first host comes first in the catalog); hosts whose
    /// deletion is unknown come last.
    package func behaviours(realHosts: [Int]) -> [Behaviour] {
        var groups: [Behaviour] = []
        for h in realHosts {
            if let i = groups.firstIndex(where: { $0.trace == signature[h] }) {
                groups[i].hosts.append(h)
            } else {
                groups.append(Behaviour(trace: signature[h], hosts: [h]))
            }
        }
        return groups.enumerated().sorted { a, b in
            if (a.element.trace == nil) != (b.element.trace == nil) { return b.element.trace == nil }
            return (a.element.hosts.count, -a.offset) > (b.element.hosts.count, -b.offset)
        }.map(\.element)
    }
}

/// One strategy on one host over a group: outcome counts, damage kinds, and an example per outcome.
package struct StrategyTally: Sendable {
    // Counted by the kinds' positions in `allCases`: the fold adds one cell per host, strategy
    // and text, and an array costs less there than hashing into a dictionary.
    private static let outcomeKinds = StrategyCell.outcomeKinds
    private static let findingKinds = StrategyCell.findingKinds
    private var outcomeCounts = [Int](repeating: 0, count: outcomeKinds.count)
    private var findingCounts = [Int](repeating: 0, count: findingKinds.count)
    private var exampleOfKind = [ReportText?](repeating: nil, count: outcomeKinds.count)
    /// The length in UTF-16 units of each example, `Int.max` where there is none: compared
    /// without reading the example.
    private var exampleLength = [Int](repeating: .max, count: outcomeKinds.count)

    /// The shortest text with outcome `kind` (the first met among equals); nil for exact.
    package func example(of kind: SimulationOutcome.Kind) -> ReportText? {
        exampleOfKind[Self.outcomeKinds.firstIndex(of: kind)!]
    }

    /// The texts with outcome `kind`.
    package func count(of kind: SimulationOutcome.Kind) -> Int { outcomeCounts[Self.outcomeKinds.firstIndex(of: kind)!] }

    /// The texts per outcome, outcomes that never happened left out.
    package var outcomes: [SimulationOutcome.Kind: Int] { Self.nonZero(outcomeCounts, of: Self.outcomeKinds) }
    /// The texts per kind of damage found, kinds never found left out.
    package var findings: [DamageFinding.Kind: Int] { Self.nonZero(findingCounts, of: Self.findingKinds) }
    package var total: Int { outcomeCounts.reduce(0, +) }

    /// Counts one text's outcome and the kinds of damage found in it (each kind once), and keeps
    /// the text as its outcome's example when it is the shortest so far (exact runs keep none).
    /// `length` is the text's length in UTF-16 units.
    mutating func add(_ cell: StrategyCell, text: ReportText, length: Int) {
        let k = Int(cell.outcomeIndex)
        outcomeCounts[k] += 1
        if k != Self.exactIndex, length < exampleLength[k] {
            exampleOfKind[k] = text
            exampleLength[k] = length
        }
        var bits = cell.findingBits
        while bits != 0 {
            findingCounts[bits.trailingZeroBitCount] += 1
            bits &= bits - 1
        }
    }

    private static let exactIndex = outcomeKinds.firstIndex(of: .exact)!

    private static func nonZero<Kind: Hashable>(_ counts: [Int], of kinds: [Kind]) -> [Kind: Int] {
        var result: [Kind: Int] = [:]
        for (kind, count) in zip(kinds, counts) where count > 0 { result[kind] = count }
        return result
    }
}

/// Everything reported for one group (script) of texts, folded text by text in corpus order so
/// that memory does not grow with the corpus.
package struct GroupSummary: Sendable {
    package static let mismatchRowLimit = 40
    package static let splitLimit = 12
    static let signatureLimit = 2000

    package let name: String
    package private(set) var textCount = 0
    package private(set) var weightedTexts = 0
    /// Per text aspect: texts on which every real host whose aspect is known does the same.
    package private(set) var agreement: [AspectKind: Share]
    package var deletionAgreement: Share { agreement[.deletion]! }
    /// Per model: texts on which its deletion matches the most common deletion among the real hosts.
    package private(set) var hostDeletionScores: [Share]
    /// Per model: texts on which its caret stops match the most common among the real hosts.
    package private(set) var hostCaretScores: [Share]
    /// [aspect][host]: how the answers behind each host's cells are known.
    package private(set) var evidence: [AspectKind: [EvidenceTally]]
    /// Indices of the real hosts, whose answers the agreement shares count.
    package let realHosts: [Int]
    /// [aspect][host][unit].
    package private(set) var grids: [AspectKind: [[GridCell]]]
    package private(set) var mismatches: [OffsetMismatch] = []
    package private(set) var mismatchCount = 0
    /// Keyed by the real hosts' deletions.
    private var splitTable: [[DeletionTrace?]: Split] = [:]
    /// [strategy][host].
    package private(set) var strategies: [[StrategyTally]]

    package init(name: String, subjects: ReportSubjects) {
        self.name = name
        let hostCount = subjects.hosts.count
        hostDeletionScores = Array(repeating: Share(), count: hostCount)
        hostCaretScores = Array(repeating: Share(), count: hostCount)
        realHosts = subjects.realHosts
        agreement = Dictionary(uniqueKeysWithValues: AspectKind.textAspects.map { ($0, Share()) })
        evidence = Dictionary(uniqueKeysWithValues: AspectKind.textAspects.map { ($0, Array(repeating: EvidenceTally(), count: hostCount)) })
        var grids: [AspectKind: [[GridCell]]] = [:]
        for aspect in AspectKind.textAspects {
            grids[aspect] = subjects.hosts.map { host in
                let known = host[aspect].isKnown
                return subjects.units.map { _ in GridCell(code: known ? .same : .unknown, example: nil) }
            }
        }
        self.grids = grids
        strategies = subjects.strategies.map { _ in Array(repeating: StrategyTally(), count: hostCount) }
    }

    /// Adds one text's analysis. Call in corpus order for deterministic examples.
    /// Folds in one text's analysis, with how each host's answers on it are known
    /// (``ReportSubjects/evidence(caseID:)``).
    package mutating func add(_ analysis: TextAnalysis, evidence answerEvidence: [AspectKind: [AnswerEvidence]]) {
        let weight = analysis.text.weight
        textCount += 1
        if weight != nil { weightedTexts += 1 }
        for (aspect, agrees) in analysis.agrees {
            if let agrees { agreement[aspect]!.add(agrees, weight: weight) }
        }

        let modal = Self.mostCommon(realHosts.map { analysis.deletions[$0] })
        for (h, trace) in analysis.deletions.enumerated() {
            if let trace { hostDeletionScores[h].add(trace == modal, weight: weight) }
        }
        let caretStops = analysis.stops[.caret]!
        let modalCaret = Self.mostCommon(realHosts.map { caretStops[$0] })
        for (h, stops) in caretStops.enumerated() {
            if let stops { hostCaretScores[h].add(stops == modalCaret, weight: weight) }
        }
        for (aspect, answers) in answerEvidence {
            // Taken out of the dictionary so that the tallies change in place, one lookup per aspect.
            var tallies = evidence.removeValue(forKey: aspect)!
            for (h, e) in answers.enumerated() { tallies[h].add(e) }
            evidence[aspect] = tallies
        }

        for (aspect, hosts) in analysis.gridCodes {
            // Taken out of the dictionary so that the cells change in place, without copies.
            var grid = grids.removeValue(forKey: aspect)!
            for (h, codes) in hosts.enumerated() {
                guard let codes else { continue }
                // A case pattern: `!=` on the other module's enum is a generic call per cell.
                for (u, code) in codes.enumerated() {
                    if case .same = code { continue }
                    grid[h][u].code = grid[h][u].code.combined(with: code)
                    if Self.isShorter(analysis.text, than: grid[h][u].example) { grid[h][u].example = analysis.text }
                }
            }
            grids[aspect] = grid
        }

        for h in realHosts {
            guard let trace = analysis.deletions[h], let offsets = analysis.stops[.offset]![h] else { continue }
            let steps = offsets.count - 1
            guard steps != trace.presses else { continue }
            mismatchCount += 1
            if mismatches.count < Self.mismatchRowLimit {
                mismatches.append(OffsetMismatch(
                    text: analysis.text, host: h, offsetSteps: steps, presses: trace.presses,
                    evidence: max(answerEvidence[.offset]![h], answerEvidence[.deletion]![h])))
            }
        }

        if analysis.agrees[.deletion] == false {
            let key = realHosts.map { analysis.deletions[$0] }
            let evidence = answerEvidence[.deletion]!
            if var split = splitTable[key] {
                split.count += 1
                if Self.isShorter(analysis.text, than: split.example) {
                    split.example = analysis.text
                    split.signature = analysis.deletions
                    split.evidence = evidence
                }
                splitTable[key] = split
            } else if splitTable.count < Self.signatureLimit {
                splitTable[key] = Split(
                    signature: analysis.deletions, evidence: evidence, count: 1, example: analysis.text, firstSeen: textCount)
            }
        }

        let length = analysis.text.text.units.count
        for (s, row) in analysis.strategyOutcomes.enumerated() {
            // In place, through buffers: a copy of a tally would copy its arrays, and each cell
            // read through the nested arrays checks that they are not shared.
            strategies[s].withUnsafeMutableBufferPointer { tallies in
                row.withUnsafeBufferPointer { cells in
                    for h in cells.indices { tallies[h].add(cells[h], text: analysis.text, length: length) }
                }
            }
        }
    }

    /// The most frequent ways the hosts split, most frequent first (ties: first seen).
    package var splits: [Split] {
        Array(splitTable.values.sorted { ($0.count, -$0.firstSeen) > ($1.count, -$1.firstSeen) }.prefix(Self.splitLimit))
    }

    /// How the real hosts' known answers behind an agreement share are known.
    package func agreementEvidence(_ aspect: AspectKind) -> EvidenceTally {
        var tally = EvidenceTally()
        for h in realHosts { tally.add(evidence[aspect]![h].known) }
        return tally
    }

    /// The number of distinct ways the hosts split (up to the tracking limit).
    package var splitKinds: Int { splitTable.count }

    static func isShorter(_ text: ReportText, than other: ReportText?) -> Bool {
        guard let other else { return true }
        return text.text.units.count < other.text.units.count
    }

    /// The most common known value; ties go to the one that appears first.
    /// - Complexity: O(n × d) for d distinct values, found by equality: a text's hosts give few.
    static func mostCommon<T: Equatable>(_ values: [T?]) -> T? {
        var distinct: [T] = []
        var counts: [Int] = []
        for case let value? in values {
            if let i = distinct.firstIndex(of: value) {
                counts[i] += 1
            } else {
                distinct.append(value)
                counts.append(1)
            }
        }
        var best: Int? = nil
        for i in counts.indices where best == nil || counts[i] > counts[best!] { best = i }
        return best.map { distinct[$0] }
    }
}
