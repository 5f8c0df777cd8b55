import EditingSemantics

/// One aspect of a host's behaviour (deletion, offset counting, caret movement, selection), with
/// the unit it works in and the evidence for it. A nil `rule` means the behaviour is unknown and
/// is not simulated; reports show it as unknown.
public struct Aspect<Rule: Sendable>: Sendable {
    /// The behaviour, or nil when unknown.
    public var rule: Rule?
    /// A stable name for the unit: a ``UnitID`` raw value, or a host-specific id such as
    /// `cf-backward-deletion` or `android-backspace`.
    public var unit: String
    /// One or two sentences a keyboard author can act on.
    public var summary: String
    /// The sources; at least one. An unknown aspect cites what was looked at and found silent.
    public var citations: [Citation]

    public init(rule: Rule?, unit: String, summary: String, citations: [Citation]) {
        precondition(!citations.isEmpty, "every aspect names its sources")
        self.rule = rule
        self.unit = unit
        self.summary = summary
        self.citations = citations
    }

    /// The strongest grade among the citations, or `unknown` when there is no rule.
    public var grade: EvidenceGrade {
        guard rule != nil else { return .unknown }
        return citations.map(\.grade).min() ?? .unknown
    }

    public var isKnown: Bool { rule != nil }
}

/// What a non-empty selection does on delete-backward.
public enum SelectionRule: String, Sendable {
    /// The selection is deleted and nothing else.
    case deletesSelection = "deletes-selection"
}

/// A text host as keyboards and users meet it: what one delete-backward removes, what one offset
/// step counts, where the caret stops, what a selection does, and the sources for each.
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
    /// What one delete-backward removes before the caret (empty selection).
    public var deletion: Aspect<any DeleteRule> {
        _read { yield box.fields.deletion }
        set { update { $0.deletion = newValue } }
    }
    /// What one step of the host's offset API counts (`adjustTextPosition(byCharacterOffset:)` on
    /// iOS, the DOM / `InputConnection` / editor offset elsewhere).
    public var offset: Aspect<any StepRule> {
        _read { yield box.fields.offset }
        set { update { $0.offset = newValue } }
    }
    /// Where arrow keys stop.
    public var caret: Aspect<any StepRule> {
        _read { yield box.fields.caret }
        set { update { $0.caret = newValue } }
    }
    /// What delete-backward does with a non-empty selection.
    public var selection: Aspect<SelectionRule> {
        _read { yield box.fields.selection }
        set { update { $0.selection = newValue } }
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

    /// The host family: the id without its `@version`, e.g. `chromium` for `chromium@156`.
    public var family: String { HostID(id).family }
    /// The release's version, e.g. `156`; empty for a model with no versioned release.
    public var version: String { HostID(id).version ?? "" }

    private struct Fields: Sendable {
        var id, name, summary: String
        var deletion: Aspect<any DeleteRule>
        var offset, caret: Aspect<any StepRule>
        var selection: Aspect<SelectionRule>
        var unicodeBasis: String
        var release: HostRelease
    }

    /// The fields behind one reference, so that copying a model (every simulated document and
    /// outcome holds one, a million times in a report) costs one reference count, not twenty.
    private final class Box: Sendable {
        let fields: Fields
        let deletionRule: (any DeleteRule)?
        let offsetRule: (any StepRule)?
        init(_ fields: Fields) {
            self.fields = fields
            deletionRule = fields.deletion.rule
            offsetRule = fields.offset.rule
        }
    }

    /// ``deletion``'s rule, read without copying the aspect: the simulator asks for it millions
    /// of times in a report.
    package var deletionRule: (any DeleteRule)? { box.deletionRule }
    /// ``offset``'s rule, read without copying the aspect.
    package var offsetRule: (any StepRule)? { box.offsetRule }

    private var box: Box

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = box.fields
        change(&fields)
        box = Box(fields)
    }

    public init(
        id: String, name: String, summary: String,
        deletion: Aspect<any DeleteRule>, offset: Aspect<any StepRule>, caret: Aspect<any StepRule>,
        selection: Aspect<SelectionRule>, unicodeBasis: String, release: HostRelease = .unversioned
    ) {
        box = Box(Fields(id: id, name: name, summary: summary, deletion: deletion, offset: offset, caret: caret,
                         selection: selection, unicodeBasis: unicodeBasis, release: release))
    }
}
