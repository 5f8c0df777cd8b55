import HostModels
import ReportFormat

/// How one host's answer on one text is known, as every report cell states it.
package enum AnswerEvidence: Hashable, Sendable, Comparable {
    /// The real host (this version) was run on this text and did what the model says.
    case observed
    /// Put together from other models' evidence, neither run nor observed as a whole.
    case derived
    /// A model built from the host's source, tests or runs, with that grade.
    case modelled(EvidenceGrade)
    /// A reference unit: the answer follows from the unit's definition.
    case reference
    /// The aspect is not modelled.
    case unknown

    /// The evidence for `host`'s `aspect` on the text with case id `caseID`.
    static func of(_ host: HostModel, aspect: AspectKind, caseID: String, observed: ObservedEvidence) -> AnswerEvidence {
        Basis(host, aspect: aspect, observed: observed).evidence(caseID: caseID)
    }

    /// How one host's answers under one aspect are known, whatever the text: computed once per
    /// host and aspect, so that a text costs one lookup of its case id.
    package struct Basis: Sendable {
        /// The evidence where no observation confirms the answer.
        let unobserved: AnswerEvidence
        /// The texts on which observations confirm the answer; nil when none can (a reference
        /// unit, an unknown aspect) or none was observed.
        let observedCases: Set<String>?
        /// Whether an observation can confirm the answer: not for a reference unit or an
        /// unknown aspect.
        let observable: Bool

        package init(_ host: HostModel, aspect: AspectKind, observed: ObservedEvidence) {
            if host.release.kind == .reference {
                (unobserved, observedCases, observable) = (.reference, nil, false)
                return
            }
            let grade = host[aspect].grade, citations = host[aspect].citations
            if grade == .unknown {
                (unobserved, observedCases, observable) = (.unknown, nil, false)
                return
            }
            observable = true
            observedCases = observed.agreeing[host.id]?[aspect]
            if grade == .derived {
                unobserved = .derived
                return
            }
            // A model that cites an observation but was not observed agreeing on this text stands
            // on its other sources here.
            let modelGrade = citations.map(\.grade).filter { $0 != .observed }.min() ?? .source
            unobserved = modelGrade == .derived ? .derived : .modelled(modelGrade)
        }

        /// The evidence for the answer on the text with case id `caseID`.
        package func evidence(caseID: String) -> AnswerEvidence {
            observedCases?.contains(caseID) == true ? .observed : unobserved
        }

        /// The evidence for the answer on the text with case id `caseID`, which observation
        /// files not yet counted in the sets show observed in agreement when `observedHere`.
        func evidence(caseID: String, observedHere: Bool) -> AnswerEvidence {
            observedHere && observable ? .observed : evidence(caseID: caseID)
        }
    }

    /// The JSON `evidence` value.
    package var kind: EvidenceKind {
        switch self {
        case .observed: .observed
        case .derived: .derived
        case .modelled: .modelled
        case .reference: .reference
        case .unknown: .unknown
        }
    }

    /// The grade of a modelled answer (`test`, `ran`, `source`, `observation`), else nil.
    package var grade: EvidenceGrade? {
        if case .modelled(let grade) = self { return grade }
        return nil
    }

    /// For people: `observed`, `modelled (source)`, …
    package var label: String { grade.map { "modelled: \($0.rawValue)" } ?? kind.rawValue }

    private var rank: Int {
        switch self {
        case .observed: 0
        case .derived: 1
        case .modelled(let g): 2 + EvidenceGrade.allCases.firstIndex(of: g)!
        case .reference: 20
        case .unknown: 21
        }
    }

    package static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }

    /// Every evidence, modelled ones by grade, in the order of ``slot``.
    static let all: [AnswerEvidence] = [.observed, .derived] + EvidenceGrade.allCases.map { .modelled($0) } + [.reference, .unknown]

    /// The evidence's position in ``all``.
    var slot: Int {
        switch self {
        case .observed: 0
        case .derived: 1
        case .modelled(let grade): 2 + EvidenceGrade.allCases.firstIndex(of: grade)!
        case .reference: 2 + EvidenceGrade.allCases.count
        case .unknown: 3 + EvidenceGrade.allCases.count
        }
    }
}

/// Counts of answers by evidence, for a cell that sums many texts.
package struct EvidenceTally: Sendable, Hashable {
    // Counted by ``AnswerEvidence/slot``: the fold adds an answer per host, aspect and text, and
    // an array costs less there than hashing into a dictionary.
    private var slots = [Int](repeating: 0, count: AnswerEvidence.all.count)
    package init() {}

    /// The answers by evidence, evidence never met left out.
    package var counts: [AnswerEvidence: Int] {
        var counts: [AnswerEvidence: Int] = [:]
        for (evidence, count) in zip(AnswerEvidence.all, slots) where count > 0 { counts[evidence] = count }
        return counts
    }

    mutating func add(_ evidence: AnswerEvidence) { slots[evidence.slot] += 1 }
    mutating func add(_ other: EvidenceTally) { for i in slots.indices { slots[i] += other.slots[i] } }

    /// The known answers only: an unknown aspect takes no part in an agreement share.
    var known: EvidenceTally {
        var tally = self
        tally.slots[AnswerEvidence.unknown.slot] = 0
        return tally
    }

    package var total: Int { slots.reduce(0, +) }
    package func count(_ kind: EvidenceKind) -> Int {
        zip(AnswerEvidence.all, slots).reduce(0) { sum, pair in pair.0.kind == kind ? sum + pair.1 : sum }
    }

    /// For a table cell: `100% observed`, `41% observed`, or with none observed what the answers
    /// rest on, e.g. `modelled (test, source)`, `derived, modelled (source)`.
    package var short: String {
        let total = self.total
        guard total > 0 else { return "no answers" }
        let observed = count(.observed)
        if observed > 0 { return "\(Format.percent(Double(observed) / Double(total))) observed" }
        var parts: [String] = []
        for kind in EvidenceKind.allCases where kind != .observed && count(kind) > 0 {
            if kind == .modelled {
                parts.append("modelled: " + counts.keys.sorted().compactMap(\.grade).map(\.rawValue).joined(separator: ", "))
            } else {
                parts.append(kind.rawValue)
            }
        }
        return parts.joined(separator: ", ")
    }

    /// E.g. `observed`, `modelled (source)`, or `41% observed, 59% modelled (source, test)`.
    package var summary: String {
        let total = self.total
        guard total > 0 else { return "no answers" }
        let kinds = counts.keys.sorted()
        if kinds.count == 1 { return kinds[0].label }
        var parts: [String] = []
        for kind in EvidenceKind.allCases {
            let n = count(kind)
            guard n > 0 else { continue }
            var part = "\(Format.percent(Double(n) / Double(total))) \(kind.rawValue)"
            if kind == .modelled {
                part += ": " + kinds.compactMap(\.grade).map(\.rawValue).joined(separator: ", ")
            }
            parts.append(part)
        }
        return parts.joined(separator: ", ")
    }
}
