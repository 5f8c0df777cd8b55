@testable import EditingReports
import EditingSemantics
import EditingSupport
import HostModels
import ReportFormat
import Testing

/// Evidence tallies count by slot; each evidence has its own slot, and a tally says what adding
/// the answers one by one into a dictionary says.
@Suite struct EvidenceTallyTests {
    @Test func eachEvidenceHasItsOwnSlot() {
        #expect(AnswerEvidence.all.count == 4 + EvidenceGrade.allCases.count)
        #expect(Set(AnswerEvidence.all).count == AnswerEvidence.all.count)
        for (i, evidence) in AnswerEvidence.all.enumerated() { #expect(evidence.slot == i, "\(evidence)") }
    }

    @Test func tallyCountsAsADictionaryWould() {
        var rng = SplitMix64(seed: 0xE71D)
        var tally = EvidenceTally(), other = EvidenceTally()
        var counts: [AnswerEvidence: Int] = [:]
        for i in 0..<500 {
            let evidence = AnswerEvidence.all[Int(rng.next() % UInt64(AnswerEvidence.all.count))]
            if i % 3 == 0 { other.add(evidence) } else { tally.add(evidence) }
            counts[evidence, default: 0] += 1
        }
        tally.add(other)
        #expect(tally.counts == counts)
        #expect(tally.total == 500)
        for kind in EvidenceKind.allCases {
            #expect(tally.count(kind) == counts.filter { $0.key.kind == kind }.values.reduce(0, +), "\(kind)")
        }
        var known = counts
        known[.unknown] = nil
        #expect(tally.known.counts == known)
    }
}
