import EditingSemantics
import HostModels

/// Host models with the rules a simulated document asks taken out of them once, in arrays per
/// aspect so that comparing two hosts copies no rule: shared by the caches of many texts.
package final class SimulatedHosts: Sendable {
    package let hosts: [HostModel]
    let rules: [HostRules]
    /// Each host's delete-backward and offset step, as closures: calling a rule read out of an
    /// array of optional existentials copies the rule each time.
    let deleteBackward: [(@Sendable (UTF16Offset, UTF16Text) -> TextEdit?)?]
    let step: [(@Sendable (UTF16Offset, Bool, UTF16Text) -> UTF16Offset?)?]
    let knowsDeletion: [Bool]
    let knowsOffset: [Bool]
    let selections: [SelectionRule?]
    /// For each host, the first host before it with the same rules (``HostModel/hasSameRules(as:)``),
    /// whose runs and answers are its own.
    package let twin: [Int?]

    package init(_ hosts: [HostModel]) {
        self.hosts = hosts
        rules = hosts.map(HostRules.init)
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
        twin = hosts.indices.map { h in hosts[..<h].firstIndex { $0.hasSameRules(as: hosts[h]) } }
    }
}
