import EditingSemantics
import HostModels

/// What changed between consecutive releases of each host family (Qt 6.11 → 6.12, …): on how many
/// texts the newer release deletes or moves the caret differently, with the shortest text that
/// shows it. Folded text by text like the group summaries.
package struct VersionChanges: Sendable {
    /// One aspect's change between two releases.
    package struct Change: Sendable {
        /// Texts on which both releases' aspect is known.
        package var compared = 0
        /// Texts on which they differ.
        package var differing = 0
        /// The shortest differing text.
        package var example: ReportText?
    }

    /// Two consecutive releases of one family.
    package struct Step: Sendable {
        package var family: String
        /// Indices into the hosts, older first.
        package var older: Int
        package var newer: Int
        package var deletion = Change()
        package var caret = Change()
    }

    package private(set) var steps: [Step]
    /// Each host built on another host of the catalog (`HostRelease.builtOn`) against that host:
    /// `older` is the host underneath, `newer` the one on top, `family` the top host's id.
    package private(set) var layers: [Step]

    /// The steps between consecutive real host releases of every family with more than one, in
    /// catalog order (a family's releases stand oldest first in the catalog).
    package init(subjects: ReportSubjects) {
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
        let hosts = subjects.hosts
        layers = subjects.realHosts.compactMap { h in
            guard let base = hosts[h].release.builtOn else { return nil }
            // A report of chosen hosts may leave the one underneath out: the page says so.
            guard let b = hosts.firstIndex(where: { $0.id == base }) else { return nil }
            return Step(family: hosts[h].id, older: b, newer: h)
        }
    }

    package mutating func add(_ analysis: TextAnalysis) {
        Self.add(analysis, to: &steps)
        Self.add(analysis, to: &layers)
    }

    private static func add(_ analysis: TextAnalysis, to steps: inout [Step]) {
        for i in steps.indices {
            let (a, b) = (steps[i].older, steps[i].newer)
            if let x = analysis.deletions[a], let y = analysis.deletions[b] {
                count(&steps[i].deletion, differs: x != y, text: analysis.text)
            }
            if let x = analysis.stops[.caret]![a], let y = analysis.stops[.caret]![b] {
                count(&steps[i].caret, differs: x != y, text: analysis.text)
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
