import EditingSemantics
import HostModels

/// Host models with the rules a simulated document asks taken out of them once, in arrays per
/// aspect so that comparing two hosts copies no rule: shared by the caches of many texts.
package final class SimulatedHosts: Sendable {
    package let hosts: [HostModel]
    /// Each host's delete-backward and offset step, as closures: calling a rule read out of an
    /// array of optional existentials copies the rule each time.
    let deleteBackward: [(@Sendable (UTF16Offset, UTF16Text) -> TextEdit?)?]
    let step: [(@Sendable (UTF16Offset, Bool, UTF16Text) -> UTF16Offset?)?]
    let knowsDeletion: [Bool]
    let knowsOffset: [Bool]
    let selections: [SelectionRule?]
    /// For each host, the first host with its selection rule: equal exactly when the rules are.
    let selectionKey: [Int32]
    /// For each host, the first host before it with the same rules of the aspects a simulated
    /// document asks (deletion, offset, selection; ``HostModel/hasSameRule(_:as:)``, or both
    /// unknown), whose runs are its own.
    package let runTwin: [Int?]
    /// For each aspect and host, the first host before it with the same rule of that aspect
    /// (``HostModel/hasSameRule(_:as:)``), whose answers under that aspect are its own.
    package let aspectTwin: [AspectKind: [Int?]]
    /// `aspectTwin`'s deletion and offset rows, read for every answer a cache computes.
    let deletionTwin: [Int?]
    let offsetTwin: [Int?]

    package init(_ hosts: [HostModel]) {
        self.hosts = hosts
        let rules = hosts.map(HostRules.init)
        deleteBackward = rules.map { rules in
            guard let rule = rules.deletion else { return nil }
            return { @Sendable (caret: UTF16Offset, text: UTF16Text) -> TextEdit? in rule.deleteBackward(from: caret, in: text) }
        }
        step = rules.map { rules in
            guard let rule = rules.offset else { return nil }
            return { @Sendable (offset: UTF16Offset, forward: Bool, text: UTF16Text) -> UTF16Offset? in
                rule.step(from: offset, forward: forward, in: text)
            }
        }
        knowsDeletion = rules.map(\.knowsDeletion)
        knowsOffset = rules.map(\.knowsOffset)
        selections = rules.map(\.selection)
        let selections = selections
        selectionKey = selections.indices.map { h in Int32(selections.firstIndex { $0 == selections[h] }!) }
        let asked: [AspectKind] = [.deletion, .offset, .selection]
        runTwin = hosts.indices.map { h in
            hosts[..<h].firstIndex { other in
                asked.allSatisfy { other.hasSameRule($0, as: hosts[h]) || (!other[$0].isKnown && !hosts[h][$0].isKnown) }
            }
        }
        aspectTwin = Dictionary(uniqueKeysWithValues: AspectKind.allCases.map { kind in
            (kind, hosts.indices.map { h in hosts[..<h].firstIndex { $0.hasSameRule(kind, as: hosts[h]) } })
        })
        deletionTwin = aspectTwin[.deletion]!
        offsetTwin = aspectTwin[.offset]!
    }
}
