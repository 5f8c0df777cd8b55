import EditingSemantics
import HostModels

/// One question a simulated document put to its host model, with the model's answer.
///
/// A run is a function of its strategy's calls and of these answers: the document reads nothing
/// else of the model. So a host whose model answers every question of a run as recorded has that
/// very run, which lets ``Simulation`` share runs between hosts.
enum HostQuery: Equatable, Sendable {
    /// Which rule deletes a selection; nil when the model does not know.
    case selectionRule(SelectionRule?)
    /// Whether the model knows deletion (one delete-backward with no selection).
    case deletionKnown(Bool)
    /// What one delete-backward with the caret at `caret` does to `text`.
    case deleteBackward(caret: UTF16Offset, text: UTF16Text, answer: TextEdit?)
    /// Whether the model knows its offset unit.
    case offsetKnown(Bool)
    /// Where one offset step from `offset` lands in `text`.
    case step(from: UTF16Offset, forward: Bool, text: UTF16Text, answer: UTF16Offset?)

    /// Whether a host with these rules gives the recorded answer.
    func isAnsweredAlike(by rules: HostRules) -> Bool {
        switch self {
        case .selectionRule(let rule):
            return rules.selection == rule
        case .deletionKnown(let known):
            return (rules.deletion != nil) == known
        case .deleteBackward(let caret, let text, let answer):
            guard let rule = rules.deletion else { return false }
            return rule.deleteBackward(from: caret, in: text) == answer
        case .offsetKnown(let known):
            return (rules.offset != nil) == known
        case .step(let offset, let forward, let text, let answer):
            guard let rule = rules.offset else { return false }
            return rule.step(from: offset, forward: forward, in: text) == answer
        }
    }
}

/// The rules of a host model that a simulated document asks, taken out of the model once.
struct HostRules {
    var deletion: (any DeleteRule)?
    var offset: (any StepRule)?
    var selection: SelectionRule?

    init(_ host: HostModel) {
        deletion = host.deletionRule
        offset = host.offsetRule
        selection = host.selectionRule
    }
}
