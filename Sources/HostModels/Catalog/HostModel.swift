import EditingSemantics

/// One aspect of a host's behaviour (deletion, offset counting, caret movement, selection), with
/// the unit it works in and the evidence for it. A nil `rule` means the behaviour is unknown and
/// is not simulated; reports show it as unknown.
public struct Aspect<Rule: Sendable>: Sendable {
    /// The behaviour, or nil when unknown.
    public var rule: Rule? {
        get { storedRule }
        set {
            storedRule = newValue
            identity = newValue.map { _ in RuleIdentity() }
        }
    }
    private var storedRule: Rule?
    /// Made with the rule, and kept by copies and by changes of what is said of it (unit,
    /// summary, citations): two models whose aspects share it answer alike (``HostModel/hasSameRules(as:)``).
    fileprivate var identity: RuleIdentity?
    /// A stable name for the unit: a ``UnitID`` raw value, or a host-specific id such as
    /// `cf-backward-deletion` or `android-backspace`.
    public var unit: String
    /// One or two sentences a keyboard author can act on.
    public var summary: String
    /// The sources; at least one, except for an ``unstudied(_:)`` aspect. An unknown aspect cites
    /// what was looked at and found silent.
    public var citations: [Citation]

    public init(rule: Rule?, unit: String, summary: String, citations: [Citation]) {
        precondition(!citations.isEmpty, "every aspect names its sources")
        self.init(unchecked: rule, unit: unit, summary: summary, citations: citations)
    }

    private init(unchecked rule: Rule?, unit: String, summary: String, citations: [Citation], identity: RuleIdentity?? = nil) {
        storedRule = rule
        self.identity = identity ?? rule.map { _ in RuleIdentity() }
        self.unit = unit
        self.summary = summary
        self.citations = citations
    }

    /// The aspect of a host that does not state it: unknown, citing nothing because nothing was
    /// read.
    public static func unstudied(_ kind: AspectKind) -> Self {
        Self(unchecked: nil, unit: kind.rawValue, summary: "Not studied: no source for this host's \(kind.question) has been read.", citations: [])
    }

    /// The same aspect with its rule transformed.
    package func map<Other>(_ transform: (Rule) -> Other) -> Aspect<Other> {
        Aspect<Other>(unchecked: rule.map(transform), unit: unit, summary: summary, citations: citations, identity: .some(identity))
    }

    /// The strongest grade among the citations, or `unknown` when there is no rule.
    public var grade: EvidenceGrade {
        guard rule != nil else { return .unknown }
        return citations.map(\.grade).min() ?? .unknown
    }

    public var isKnown: Bool { rule != nil }
}

/// The identity of one rule as it was made: compared by reference.
final class RuleIdentity: Sendable {}

/// What a non-empty selection does on delete-backward.
public enum SelectionRule: String, Sendable {
    /// The selection is deleted and nothing else.
    case deletesSelection = "deletes-selection"
}

/// A text host as keyboards and users meet it: one ``Aspect`` per ``AspectKind`` (what one
/// delete-backward removes, what one offset step counts, where the caret stops…), each with its
/// sources.
public struct HostModel: Sendable, Identifiable {
    /// A stable id, e.g. `ios8-safari`.
    public var id: String {
        _read { yield box.fields.id }
        set { update { $0.id = newValue } }
    }
    /// A human name, e.g. "Safari on iOS 8.1".
    public var name: String {
        _read { yield box.fields.name }
        set { update { $0.name = newValue } }
    }
    /// What the model stands for, and its scope.
    public var summary: String {
        _read { yield box.fields.summary }
        set { update { $0.summary = newValue } }
    }
    /// The Unicode data the model stands on, e.g. "system ICU 72.1, Unicode 15.0".
    public var unicodeBasis: String {
        _read { yield box.fields.unicodeBasis }
        set { update { $0.unicodeBasis = newValue } }
    }
    /// Which release of the host the model stands for, and what that release's behaviour rests on.
    public var release: HostRelease {
        _read { yield box.fields.release }
        set { update { $0.release = newValue } }
    }

    /// The texts the host corrupts instead of editing, if any.
    public var corruption: TextCorruption? {
        _read { yield box.fields.corruption }
        set { update { $0.corruption = newValue } }
    }

    /// One aspect, its rule erased; ``Aspect/unstudied(_:)`` when the model does not state it.
    /// - Precondition: a new value's rule fits `kind`'s shape.
    public subscript(kind: AspectKind) -> Aspect<AspectRule> {
        get { box.fields.aspects[kind] ?? .unstudied(kind) }
        set {
            precondition(newValue.rule?.fits(kind.shape) ?? true, "\(kind.rawValue) needs a rule of its shape")
            update { $0.aspects[kind] = newValue }
        }
    }

    /// The model with one more aspect stated.
    /// - Precondition: the rule fits `kind`'s shape.
    public func with(_ kind: AspectKind, _ aspect: Aspect<AspectRule>) -> HostModel {
        var copy = self
        copy[kind] = aspect
        return copy
    }

    /// What one delete-backward removes before the caret (empty selection).
    public var deletion: Aspect<any DeleteRule> {
        get { self[.deletion].map { $0.deleteRule! } }
        set { self[.deletion] = newValue.map(AspectRule.deletion) }
    }
    /// What one step of the host's offset API counts.
    public var offset: Aspect<any StepRule> {
        get { self[.offset].map { $0.stepRule! } }
        set { self[.offset] = newValue.map(AspectRule.steps) }
    }
    /// Where arrow keys stop.
    public var caret: Aspect<any StepRule> {
        get { self[.caret].map { $0.stepRule! } }
        set { self[.caret] = newValue.map(AspectRule.steps) }
    }
    /// What delete-backward does with a non-empty selection.
    public var selection: Aspect<SelectionRule> {
        get { self[.selection].map { $0.selectionRule! } }
        set { self[.selection] = newValue.map(AspectRule.selection) }
    }

    /// The host family: the id without its `@version`, e.g. `chromium` for `chromium@156`.
    public var family: String { HostID(id).family }
    /// The release's version, e.g. `156`; empty for a model with no versioned release.
    public var version: String { HostID(id).version ?? "" }

    /// The offsets `kind` reaches on a whole text: caret or offset stops from 0, or where presses
    /// of forward delete from 0 end; nil when the aspect is unknown or answers no text that way.
    public func stops(_ kind: AspectKind, in text: UTF16Text) -> [UTF16Offset]? {
        guard let rule = stepRule(kind) else { return nil }
        switch kind.shape {
        case .steps: return rule.stops(in: text)
        case .forwardDeletion: return rule.forwardDeletionStops(in: text)
        case .deletion, .selection: return nil
        }
    }

    private struct Fields: Sendable {
        var id, name, summary: String
        var aspects: [AspectKind: Aspect<AspectRule>]
        var unicodeBasis: String
        var release: HostRelease
        var corruption: TextCorruption?
    }

    /// The fields behind one reference, so that copying a model (every simulated document and
    /// outcome holds one, a million times in a report) costs one reference count, not twenty.
    private final class Box: Sendable {
        let fields: Fields
        let deletionRule: (any DeleteRule)?
        let offsetRule: (any StepRule)?
        /// Each aspect's step rule at its ``AspectKind`` rank: read for every host and text, where a
        /// dictionary lookup would hash the aspect each time.
        let stepRules: [(any StepRule)?]
        let selectionRule: SelectionRule?
        init(_ fields: Fields) {
            self.fields = fields
            deletionRule = fields.aspects[.deletion]?.rule?.deleteRule
            offsetRule = fields.aspects[.offset]?.rule?.stepRule
            var stepRules = [(any StepRule)?](repeating: nil, count: AspectKind.allCases.count)
            for (kind, aspect) in fields.aspects { stepRules[kind.rank] = aspect.rule?.stepRule }
            self.stepRules = stepRules
            selectionRule = fields.aspects[.selection]?.rule?.selectionRule
        }
    }

    /// Whether every aspect's rule is the one `other` has, as made once and copied (a web editor
    /// that leaves the keys to its browser is the browser's model under another id), and neither
    /// corrupts texts: the two answer every question alike, so the report asks one of them.
    /// Changing an aspect's summary or citations keeps its rule; setting a rule makes a new one.
    package func hasSameRules(as other: HostModel) -> Bool {
        guard box.fields.corruption == nil, other.box.fields.corruption == nil else { return false }
        for kind in AspectKind.allCases where box.fields.aspects[kind]?.identity !== other.box.fields.aspects[kind]?.identity {
            return false
        }
        return true
    }

    /// Whether `other`'s rule of aspect `kind` is this model's own rule, made once and copied
    /// (``hasSameRules(as:)`` for one aspect): then the two answer every question of that aspect
    /// alike. False where either does not know the aspect.
    package func hasSameRule(_ kind: AspectKind, as other: HostModel) -> Bool {
        guard let identity = box.fields.aspects[kind]?.identity else { return false }
        return identity === other.box.fields.aspects[kind]?.identity
    }

    /// The step rule of `kind`, read without copying the aspect; nil when the aspect is unknown
    /// or is no step rule.
    package func stepRule(_ kind: AspectKind) -> (any StepRule)? { box.stepRules[kind.rank] }

    /// ``deletion``'s rule, read without copying the aspect: the simulator asks for it millions
    /// of times in a report.
    package var deletionRule: (any DeleteRule)? { box.deletionRule }
    /// ``offset``'s rule, read without copying the aspect.
    package var offsetRule: (any StepRule)? { box.offsetRule }
    /// ``selection``'s rule, read without copying the aspect.
    package var selectionRule: SelectionRule? { box.selectionRule }

    private var box: Box

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = box.fields
        change(&fields)
        box = Box(fields)
    }

    /// A model stating the four aspects every host has been studied for; more with ``with(_:_:)``.
    public init(
        id: String, name: String, summary: String,
        deletion: Aspect<any DeleteRule>, offset: Aspect<any StepRule>, caret: Aspect<any StepRule>,
        selection: Aspect<SelectionRule>, unicodeBasis: String, release: HostRelease = .unversioned
    ) {
        let aspects: [AspectKind: Aspect<AspectRule>] = [
            .deletion: deletion.map(AspectRule.deletion), .offset: offset.map(AspectRule.steps),
            .caret: caret.map(AspectRule.steps), .selection: selection.map(AspectRule.selection),
        ]
        box = Box(Fields(id: id, name: name, summary: summary, aspects: aspects, unicodeBasis: unicodeBasis, release: release))
    }
}
