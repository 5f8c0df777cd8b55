import HostModels

/// Figures over the whole corpus, summed from the groups: what the headline sentences of
/// `README.md` rest on.
struct ReportTotals {
    var deletionAgreement = Share()
    /// Per model (indexed like the hosts): deletion and caret against the real hosts' most common.
    var deletionScores: [Share]
    var caretScores: [Share]
    var mismatchCount = 0
    /// Every real-host answer behind the agreement shares.
    var evidence = EvidenceTally()

    init(_ result: ReportResult) {
        let count = result.subjects.hosts.count
        deletionScores = Array(repeating: Share(), count: count)
        caretScores = Array(repeating: Share(), count: count)
        for g in result.groups {
            deletionAgreement.add(g.deletionAgreement)
            for h in 0..<count {
                deletionScores[h].add(g.hostDeletionScores[h])
                caretScores[h].add(g.hostCaretScores[h])
            }
            mismatchCount += g.mismatchCount
            for aspect in AspectKind.textAspects { evidence.add(g.agreementEvidence(aspect)) }
        }
    }
}

extension Share {
    mutating func add(_ other: Share) {
        matching += other.matching
        total += other.total
        matchingWeight += other.matchingWeight
        totalWeight += other.totalWeight
    }
}
