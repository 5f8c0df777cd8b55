import KeyboardSimulation

/// What counts as a pass for one run of the author's routine: the outcomes it may end with.
/// A run on a host whose model does not know an aspect the routine needed ends `unknown` and is
/// never a pass, whatever the requirement.
public struct Requirement: Hashable, Sendable, CustomStringConvertible {
    /// The outcomes that pass. Never contains `unknown`.
    public let allowed: Set<SimulationOutcome.Kind>
    /// A short name for messages.
    public let name: String

    public init(allowing allowed: Set<SimulationOutcome.Kind>, name: String) {
        precondition(!allowed.isEmpty, "a requirement allows at least one outcome")
        var kinds = allowed
        kinds.remove(.unknown)
        self.allowed = kinds
        self.name = name
    }

    /// The document ends exactly as the intent says: text, caret and no marked text.
    public static let exact = Requirement(allowing: [.exact], name: "exact")

    /// Nothing that should stay is lost and no new damage appears (lone surrogates, orphaned
    /// joiners, variation selectors, skin-tone modifiers, tags, regional indicators or marks, a
    /// caret inside a cluster). Leaving part of what should go (`under-deleted`), putting in
    /// something else (`mismatch`) or leaving the caret at another boundary passes.
    public static let noDamage = Requirement(
        allowing: [.exact, .underDeleted, .mismatch, .caretMisplaced], name: "no damage")

    package func passes(_ kind: SimulationOutcome.Kind) -> Bool { allowed.contains(kind) }

    public var description: String { name }
}
