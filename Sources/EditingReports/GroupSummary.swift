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
    static let outcomeKinds = StrategyCell.outcomeKinds
    static let findingKinds = StrategyCell.findingKinds
    static let exactIndex = outcomeKinds.firstIndex(of: .exact)!
    /// Indexed like `outcomeKinds` and `findingKinds`.
    private let outcomeCounts: [Int]
    private let findingCounts: [Int]
    private let exampleOfKind: [ReportText?]

    init(outcomeCounts: [Int], findingCounts: [Int], exampleOfKind: [ReportText?]) {
        self.outcomeCounts = outcomeCounts
        self.findingCounts = findingCounts
        self.exampleOfKind = exampleOfKind
    }

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

    private static func nonZero<Kind: Hashable>(_ counts: [Int], of kinds: [Kind]) -> [Kind: Int] {
        var result: [Kind: Int] = [:]
        for (kind, count) in zip(kinds, counts) where count > 0 { result[kind] = count }
        return result
    }
}

/// The strategy cells of a group's texts, counted per strategy and host: the texts per outcome
/// and per kind of damage found (each kind once a text), and per outcome but exact the shortest
/// text (the first met among equals).
///
/// Kept flat, cell `c` being strategy `s` on host `h` at `s * hosts + h`: the fold counts one
/// cell per strategy, host and text, and one buffer per count costs less there than a tally of
/// arrays per cell, each written through a check that it is not shared.
struct StrategyCounts: Sendable {
    let hosts: Int
    /// Cell `c`'s count of the `k`th outcome at `c * outcomeKinds.count + k`.
    private var outcomeCounts: [Int]
    /// Cell `c`'s count of the `f`th damage kind at `c * findingKinds.count + f`.
    private var findingCounts: [Int]
    /// Indexed like `outcomeCounts`, with the examples' lengths in UTF-16 units (`Int.max` where
    /// there is none) so that a text is compared without reading an example.
    private var examples: [ReportText?]
    private var exampleLengths: [Int]

    init(strategies: Int, hosts: Int) {
        self.hosts = hosts
        let cells = strategies * hosts
        outcomeCounts = Array(repeating: 0, count: cells * StrategyTally.outcomeKinds.count)
        findingCounts = Array(repeating: 0, count: cells * StrategyTally.findingKinds.count)
        examples = Array(repeating: nil, count: outcomeCounts.count)
        exampleLengths = Array(repeating: .max, count: outcomeCounts.count)
    }

    /// Counts one text's cells, indexed [strategy][host].
    mutating func add(_ rows: [[StrategyCell]], text: ReportText) {
        let length = text.text.units.count
        let (kinds, findingKinds, exact, hosts) = (StrategyTally.outcomeKinds.count, StrategyTally.findingKinds.count,
                                                   StrategyTally.exactIndex, hosts)
        var shorter: [Int] = []
        outcomeCounts.withUnsafeMutableBufferPointer { counts in
            findingCounts.withUnsafeMutableBufferPointer { found in
                exampleLengths.withUnsafeMutableBufferPointer { lengths in
                    for (s, row) in rows.enumerated() {
                        row.withUnsafeBufferPointer { cells in
                            for h in cells.indices {
                                let c = s * hosts + h, k = Int(cells[h].outcomeIndex)
                                counts[c * kinds + k] += 1
                                if k != exact, length < lengths[c * kinds + k] {
                                    lengths[c * kinds + k] = length
                                    shorter.append(c * kinds + k)
                                }
                                var bits = cells[h].findingBits
                                while bits != 0 {
                                    found[c * findingKinds + bits.trailingZeroBitCount] += 1
                                    bits &= bits - 1
                                }
                            }
                        }
                    }
                }
            }
        }
        for i in shorter { examples[i] = text }
    }

    /// Strategy `s` on host `h`.
    func tally(_ s: Int, host h: Int) -> StrategyTally {
        let c = s * hosts + h
        let (kinds, findingKinds) = (StrategyTally.outcomeKinds.count, StrategyTally.findingKinds.count)
        return StrategyTally(outcomeCounts: Array(outcomeCounts[(c * kinds)..<((c + 1) * kinds)]),
                             findingCounts: Array(findingCounts[(c * findingKinds)..<((c + 1) * findingKinds)]),
                             exampleOfKind: Array(examples[(c * kinds)..<((c + 1) * kinds)]))
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
    private var strategyCounts: StrategyCounts

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
        strategyCounts = StrategyCounts(strategies: subjects.strategies.count, hosts: hostCount)
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
            // Through buffers: each write through the nested arrays checks that both are not shared.
            grid.withUnsafeMutableBufferPointer { rows in
                for (h, codes) in hosts.enumerated() {
                    guard let codes else { continue }
                    rows[h].withUnsafeMutableBufferPointer { cells in
                        // A case pattern: `!=` on the other module's enum is a generic call per cell.
                        for (u, code) in codes.enumerated() {
                            if case .same = code { continue }
                            cells[u].code = cells[u].code.combined(with: code)
                            if Self.isShorter(analysis.text, than: cells[u].example) { cells[u].example = analysis.text }
                        }
                    }
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

        strategyCounts.add(analysis.strategyOutcomes, text: analysis.text)
    }

    /// Strategy `s` (indexed like ``ReportSubjects/strategies``) on host `h` over the group.
    package func strategyTally(_ s: Int, host h: Int) -> StrategyTally { strategyCounts.tally(s, host: h) }

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
