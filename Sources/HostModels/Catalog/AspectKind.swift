import EditingSemantics

/// The behaviours a host model describes. A new aspect is a case here, with its shape and
/// wording, plus the hosts that know it: the CLI, the reports, the guide and the contracts iterate
/// over ``allCases``, and a host that does not state an aspect has it ``Aspect/unstudied(_:)``.
public enum AspectKind: String, CaseIterable, Sendable, Codable, Comparable {
    /// What one delete-backward removes before the caret (empty selection).
    case deletion
    /// What one step of the host's offset API counts (`adjustTextPosition(byCharacterOffset:)` on
    /// iOS, the DOM / `InputConnection` / editor offset elsewhere).
    case offset
    /// Where arrow keys stop.
    case caret
    /// What delete-backward does with a non-empty selection.
    case selection
    /// What one forward delete (the Delete key) removes after the caret (empty selection): from
    /// the caret to the rule's next stop in the text as it stands.
    case forwardDeletion = "forward-delete"

    /// The kind of rule an aspect's behaviour is.
    package enum Shape: Sendable {
        /// A ``DeleteRule``.
        case deletion
        /// A ``StepRule`` whose steps are the answer (caret stops, offset steps).
        case steps
        /// A ``StepRule`` each press deletes one step of, from the caret forward.
        case forwardDeletion
        /// A ``SelectionRule``.
        case selection
    }

    package var shape: Shape {
        switch self {
        case .deletion: .deletion
        case .offset, .caret: .steps
        case .forwardDeletion: .forwardDeletion
        case .selection: .selection
        }
    }

    /// What the aspect is, in a few words, for help texts and headings.
    package var question: String {
        switch self {
        case .deletion: "one delete-backward"
        case .offset: "one step of the host's offset API"
        case .caret: "arrow keys"
        case .selection: "delete-backward with a selection"
        case .forwardDeletion: "one forward delete"
        }
    }

    /// A heading for the aspect on a host's page.
    package var heading: String {
        switch self {
        case .deletion: "What deleteBackward deletes"
        case .offset: "What one offset step counts"
        case .caret: "Where the caret stops"
        case .selection: "What a selection does on delete"
        case .forwardDeletion: "What one forward delete deletes"
        }
    }

    /// What a whole text's answer is made of, e.g. "caret stops"; nil for an aspect that gives
    /// none (``answersTexts``).
    package var textAnswer: String? {
        switch self {
        case .deletion: "delete presses stop"
        case .offset: "offset steps stop"
        case .caret: "caret stops"
        case .forwardDeletion: "forward-delete presses from the start end"
        case .selection: nil
        }
    }

    /// Whether the aspect gives a whole text an answer that reports compare across hosts: the
    /// presses of deleting it from the end, or the offsets reached from its start.
    package var answersTexts: Bool { textAnswer != nil }

    /// The aspects reports compare text by text.
    package static let textAspects = allCases.filter(\.answersTexts)

    /// The aspects an observation file measures (see `Sources/HostObservation/Drivers/FORMAT.md`).
    package static let observed: [AspectKind] = [.deletion, .caret, .forwardDeletion]

    /// `deletion (one delete-backward), offset (…), …`: every aspect for a help text.
    package static var listing: String {
        allCases.map { "\($0.rawValue) (\($0.question))" }.joined(separator: ", ")
    }

    /// The case's position in `allCases`.
    var rank: Int {
        switch self {
        case .deletion: 0
        case .offset: 1
        case .caret: 2
        case .selection: 3
        case .forwardDeletion: 4
        }
    }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
    /// Hashes the case, not its raw string as the standard library's default for raw values
    /// does: the report looks aspects up in dictionaries millions of times.
    public func hash(into hasher: inout Hasher) { hasher.combine(rank) }
}

/// An aspect's rule with its type erased, so that every aspect of a host sits in one table.
public enum AspectRule: Sendable {
    case deletion(any DeleteRule)
    case steps(any StepRule)
    case selection(SelectionRule)

    public var deleteRule: (any DeleteRule)? {
        if case .deletion(let rule) = self { return rule }
        return nil
    }

    public var stepRule: (any StepRule)? {
        if case .steps(let rule) = self { return rule }
        return nil
    }

    public var selectionRule: SelectionRule? {
        if case .selection(let rule) = self { return rule }
        return nil
    }

    /// Whether the rule is of the kind `shape` needs.
    func fits(_ shape: AspectKind.Shape) -> Bool {
        switch (self, shape) {
        case (.deletion, .deletion), (.steps, .steps), (.steps, .forwardDeletion), (.selection, .selection): true
        default: false
        }
    }
}

extension StepRule {
    /// The offsets, in `text`, at which presses of forward delete from offset 0 end, 0 first: each
    /// press removes from 0 to the rule's next stop in what the earlier presses left.
    /// - Complexity: that of ``stops(in:)`` where the rule's stops split suffixes alike, else that
    ///   of ``forwardDeletionStopsByPressing(in:)``.
    public func forwardDeletionStops(in text: UTF16Text) -> [UTF16Offset] {
        stopsSplitSuffixesAlike ? stops(in: text) : forwardDeletionStopsByPressing(in: text)
    }

    /// ``forwardDeletionStops(in:)`` one press at a time, each stepping from 0 in what the earlier
    /// presses left: the definition, to which the stops are held where a rule says they agree.
    /// - Complexity: O(n²) in the length of `text` at worst, one copy of the rest per press.
    package func forwardDeletionStopsByPressing(in text: UTF16Text) -> [UTF16Offset] {
        var result: [UTF16Offset] = [.zero]
        var rest = text
        var removed = 0
        while let next = step(from: .zero, forward: true, in: rest) {
            precondition(next > .zero, "a forward step must advance")
            removed += next.rawValue
            result.append(UTF16Offset(removed))
            rest.units.removeFirst(next.rawValue)
        }
        return result
    }
}

extension HostModel {
    /// The model with forward delete stated as removing from the caret to the caret aspect's next
    /// stop, in the caret's unit: what every host whose source was read does (its sources say so).
    /// - Precondition: the caret aspect is known.
    func forwardDeletingToCaretStops(summary: String, citations: [Citation]) -> HostModel {
        precondition(caret.isKnown, "forward delete to the caret's stops needs a known caret")
        return with(.forwardDeletion, Aspect(rule: .steps(caret.rule!), unit: caret.unit, summary: summary, citations: citations))
    }
}
