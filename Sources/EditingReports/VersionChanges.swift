import EditingSemantics
import HostModels

/// What changed between consecutive releases of each host family (Qt 6.11 → 6.12, …): on how many
/// texts the newer release deletes or moves the caret differently, with the shortest text that
/// shows it. Folded text by text like the group summaries.
public struct VersionChanges: Sendable {
    /// One aspect's change between two releases.
    public struct Change: Sendable {
        /// Texts on which both releases' aspect is known.
        public var compared = 0
        /// Texts on which they differ.
        public var differing = 0
        /// The shortest differing text.
        public var example: ReportText?
    }

    /// Two consecutive releases of one family.
    public struct Step: Sendable {
        public var family: String
        /// Indices into the hosts, older first.
        public var older: Int
        public var newer: Int
        public var deletion = Change()
        public var caret = Change()
    }

    public private(set) var steps: [Step]

    /// The steps between consecutive real host releases of every family with more than one, in
    /// catalog order (a family's releases stand oldest first in the catalog).
    public init(subjects: ReportSubjects) {
        var byFamily: [(family: String, hosts: [Int])] = []
        for h in subjects.realHosts {
            let family = subjects.hosts[h].family
            if let i = byFamily.firstIndex(where: { $0.family == family }) {
                byFamily[i].hosts.append(h)
            } else {
                byFamily.append((family, [h]))
            }
        }
        steps = byFamily.flatMap { family, hosts in
            zip(hosts, hosts.dropFirst()).map { Step(family: family, older: $0, newer: $1) }
        }
    }

    public mutating func add(_ analysis: TextAnalysis) {
        for i in steps.indices {
            let (a, b) = (steps[i].older, steps[i].newer)
            if let x = analysis.deletions[a], let y = analysis.deletions[b] {
                Self.count(&steps[i].deletion, differs: x != y, text: analysis.text)
            }
            if let x = analysis.caretStops[a], let y = analysis.caretStops[b] {
                Self.count(&steps[i].caret, differs: x != y, text: analysis.text)
            }
        }
    }

    private static func count(_ change: inout Change, differs: Bool, text: ReportText) {
        change.compared += 1
        guard differs else { return }
        change.differing += 1
        if GroupSummary.isShorter(text, than: change.example) { change.example = text }
    }
}
