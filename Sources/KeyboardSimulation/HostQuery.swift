import EditingSemantics
import HostModels

/// One question a simulated document put to its host model.
///
/// A run is a function of its strategy's calls and of the answers to these questions: the document
/// reads nothing else of the model. So a host whose model answers every question of a run as the
/// run's own host did has that very run, which lets ``Simulation`` share runs between hosts.
enum HostQuery: Equatable, Sendable {
    /// Which rule deletes a selection; nil when the model does not know.
    case selectionRule
    /// Whether the model knows deletion (one delete-backward with no selection).
    case deletionKnown
    /// Whether the model knows its offset unit.
    case offsetKnown
    /// A question about a text, by its slot in a ``HostAnswerCache``: one delete-backward or one
    /// offset step.
    case answer(slot: Int)
}

/// The rules of a host model that a simulated document asks, taken out of the model once.
struct HostRules {
    var deletion: (any DeleteRule)?
    var offset: (any StepRule)?
    var selection: SelectionRule?
    /// Whether ``deletion`` and ``offset`` are known, read on every call without copying the rules.
    let knowsDeletion: Bool
    let knowsOffset: Bool

    init(_ host: HostModel) {
        deletion = host.deletionRule
        offset = host.offsetRule
        selection = host.selectionRule
        knowsDeletion = deletion != nil
        knowsOffset = offset != nil
    }
}
