import HostModels

/// Host models with the rules a simulated document asks taken out of them once, in arrays per
/// aspect so that comparing two hosts copies no rule: shared by the caches of many texts.
public final class SimulatedHosts: Sendable {
    public let hosts: [HostModel]
    let rules: [HostRules]
    let deletions: [(any DeleteRule)?]
    let offsets: [(any StepRule)?]
    let knowsDeletion: [Bool]
    let knowsOffset: [Bool]
    let selections: [SelectionRule?]

    public init(_ hosts: [HostModel]) {
        self.hosts = hosts
        rules = hosts.map(HostRules.init)
        deletions = rules.map(\.deletion)
        offsets = rules.map(\.offset)
        knowsDeletion = rules.map(\.knowsDeletion)
        knowsOffset = rules.map(\.knowsOffset)
        selections = rules.map(\.selection)
    }
}
