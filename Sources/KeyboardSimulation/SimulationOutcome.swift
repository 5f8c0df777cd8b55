import EditingSemantics
import EditingSupport

/// How one (strategy, host, text) run ended, judged against the operation's `Expectation`.
public struct SimulationOutcome: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        /// The document is exactly the expected one, caret included.
        case exact
        /// The host model does not know an aspect some call needed (see ``unknownAspects``); the
        /// run says nothing about this host.
        case unknown
        /// The result holds damage the expected document does not: more findings of some kind
        /// (lone surrogates, orphaned joiners or modifiers, a caret inside a cluster...).
        case damaged
        /// Text that should have stayed is gone (``SimulationOutcome/lost``).
        case overDeleted = "over-deleted"
        /// The kept text is intact, but part of what should have gone is still there
        /// (``SimulationOutcome/remaining``), before or after what was to be inserted.
        case underDeleted = "under-deleted"
        /// The kept text is intact, but what stands between it differs from the expected insertion
        /// otherwise (``SimulationOutcome/remaining`` holds it).
        case mismatch
        /// The text is right, the caret is elsewhere (at a cluster boundary: otherwise damaged), or
        /// the marked (composing) text is not what the operation leaves marked.
        case caretMisplaced = "caret-misplaced"

        /// The case's position in `allCases`.
        var position: Int {
            switch self {
            case .exact: 0
            case .unknown: 1
            case .damaged: 2
            case .overDeleted: 3
            case .underDeleted: 4
            case .mismatch: 5
            case .caretMisplaced: 6
            }
        }
        /// Hashes the case, not its raw string as the standard library's default for raw values
        /// does: the report tallies millions of outcomes.
        public func hash(into hasher: inout Hasher) { hasher.combine(position) }
    }

    public var hostID: String
    public var strategyID: String
    public var kind: Kind
    package var expectation: Expectation
    /// The document when the run ended.
    public var result: DocumentState
    /// Kept text that is gone: the end of the text before the edit, then the start of the text after it.
    public var lost: UTF16Text
    /// What stands between the kept texts besides the expected insertion (under-deleted), or
    /// instead of it (mismatch).
    public var remaining: UTF16Text
    /// The damage the run caused: the result's findings of every kind that occurs more often in
    /// the result than in the expected document (so damage the text already had is not counted,
    /// and an exact run has none).
    public var findings: [DamageFinding]
    /// The aspects calls needed but the host model does not know, in the order met.
    public var unknownAspects: [String]
    /// Host model answers the simulator refused, in the order met.
    public var hostErrors: [String]
    /// Every proxy call of the run.
    public var log: [ProxyCall]

    public var start: DocumentState { expectation.start }
    public var expected: DocumentState { expectation.result }

    /// Judges `result` against `expectation`, given the calls that led there.
    package init(hostID: String, strategyID: String, expectation: Expectation, result: DocumentState, log: [ProxyCall]) {
        self.init(hostID: hostID, strategyID: strategyID, expectation: expectation, result: result, log: log,
                  damage: DamageDetector.findings(in:))
    }

    /// Judges `result` as the public initializer does, with `damage` giving what
    /// ``DamageDetector/findings(in:)`` gives for a document (runs on one text share them).
    init(hostID: String, strategyID: String, expectation: Expectation, result: DocumentState, log: [ProxyCall],
         damage: (DocumentState) -> [DamageFinding]) {
        self.hostID = hostID
        self.strategyID = strategyID
        self.expectation = expectation
        self.result = result
        self.log = log
        var unknown: [String] = []
        var errors: [String] = []
        for entry in log {
            switch entry.effect {
            case .unknown(let aspect) where !unknown.contains(aspect): unknown.append(aspect)
            case .invalidHostAnswer(let message): errors.append(message)
            default: break
            }
        }
        unknownAspects = unknown
        hostErrors = errors
        let isExact = result.text == expectation.result.text && result.selection == expectation.result.selection
            && result.marked == expectation.result.marked
        // An exact text loses nothing and leaves nothing: the comparison is needed only otherwise.
        let comparison = isExact ? TextComparison() : TextComparison(result: result.text, expectation: expectation)
        lost = comparison.lost
        remaining = comparison.remaining
        findings = isExact ? [] : Self.newDamage(damage(result), comparedWith: damage(expectation.result))
        if !unknown.isEmpty {
            kind = .unknown
        } else if isExact {
            kind = .exact
        } else if !findings.isEmpty {
            kind = .damaged
        } else {
            kind = comparison.kind ?? .caretMisplaced
        }
    }

    /// The aspect named when a host model does not know what a host-dependent intent expects.
    static let expectationUnknown = "deletion (what the intent expects)"

    /// Judges `result` against `expectation`, or, when the host model does not know what the
    /// intent expects (nil), an `unknown` outcome naming ``expectationUnknown``, judged against
    /// the start left alone.
    init(hostID: String, strategyID: String, expectation: Expectation?, start: DocumentState, result: DocumentState,
         log: [ProxyCall], damage: (DocumentState) -> [DamageFinding]) {
        guard let expectation else {
            let placeholder = Expectation(start: start, removing: start.caret..<start.caret)
            self.init(hostID: hostID, strategyID: strategyID, expectation: placeholder, result: result, log: log, damage: damage)
            kind = .unknown
            unknownAspects.insert(Self.expectationUnknown, at: 0)
            return
        }
        self.init(hostID: hostID, strategyID: strategyID, expectation: expectation, result: result, log: log, damage: damage)
    }

    /// The findings in `found` of every kind that occurs more often there than in `expected`.
    static func newDamage(_ found: [DamageFinding], comparedWith expected: [DamageFinding]) -> [DamageFinding] {
        var counts: [DamageFinding.Kind: Int] = [:]
        for finding in found { counts[finding.kind, default: 0] += 1 }
        for finding in expected { counts[finding.kind, default: 0] -= 1 }
        return found.filter { counts[$0.kind]! > 0 }
    }
}

/// Compares a resulting text with an expectation's kept parts and insertion, in UTF-16 units.
struct TextComparison {
    var lost: UTF16Text = .empty
    var remaining: UTF16Text = .empty
    /// over-deleted, under-deleted or mismatch; nil when the text is as expected.
    var kind: SimulationOutcome.Kind?

    /// The comparison of a text that is as expected.
    init() {}

    init(result: UTF16Text, expectation: Expectation) {
        let text = result.units
        let before = expectation.keptBefore.units
        let after = expectation.keptAfter.units
        let inserted = expectation.inserted.units
        let prefix = commonPrefixCount(text, before)
        let suffix = commonSuffixCount(text.dropFirst(prefix), after)
        if prefix < before.count || suffix < after.count {
            lost = UTF16Text(units: Array(before[prefix...]) + Array(after[..<(after.count - suffix)]))
            kind = .overDeleted
            return
        }
        let middle = Array(text[prefix..<(text.count - suffix)])
        if middle == inserted { return }
        if middle.count > inserted.count, middle.suffix(inserted.count).elementsEqual(inserted) {
            remaining = UTF16Text(units: middle.dropLast(inserted.count))
            kind = .underDeleted
        } else if middle.count > inserted.count, middle.prefix(inserted.count).elementsEqual(inserted) {
            remaining = UTF16Text(units: middle.dropFirst(inserted.count))
            kind = .underDeleted
        } else {
            remaining = UTF16Text(units: middle)
            kind = .mismatch
        }
    }
}

private func commonPrefixCount(_ a: [UInt16], _ b: [UInt16]) -> Int {
    var i = 0
    while i < a.count, i < b.count, a[i] == b[i] { i += 1 }
    return i
}

private func commonSuffixCount(_ a: ArraySlice<UInt16>, _ b: [UInt16]) -> Int {
    var i = 0
    while i < a.count, i < b.count, a[a.endIndex - 1 - i] == b[b.count - 1 - i] { i += 1 }
    return i
}

extension SimulationOutcome: JSONRepresentable {
    /// `{"host", "strategy", "outcome", "before", "after", "expected", "lost", "remaining",
    /// "selection":{"before","after","expected"}, "marked" (when any document has marked text), "findings", "unknown", "errors", "log"}`.
    package var json: JSONValue {
        func range(_ r: Range<UTF16Offset>) -> JSONValue { .array([.int(r.lowerBound.rawValue), .int(r.upperBound.rawValue)]) }
        func marked(_ r: Range<UTF16Offset>?) -> JSONValue { r.map(range) ?? .null }
        var fields: [(String, JSONValue)] = [
            ("host", .string(hostID)),
            ("strategy", .string(strategyID)),
            ("outcome", .string(kind.rawValue)),
            ("before", .text(start.text)),
            ("after", .text(result.text)),
            ("expected", .text(expected.text)),
            ("lost", .text(lost)),
            ("remaining", .text(remaining)),
            ("selection", .object([("before", range(start.selection)), ("after", range(result.selection)), ("expected", range(expected.selection))])),
        ]
        if start.marked != nil || result.marked != nil || expected.marked != nil {
            fields.append(("marked", .object([("before", marked(start.marked)), ("after", marked(result.marked)), ("expected", marked(expected.marked))])))
        }
        fields += [
            ("findings", .array(findings.map(\.json))),
            ("unknown", .array(unknownAspects.map { .string($0) })),
            ("errors", .array(hostErrors.map { .string($0) })),
            ("log", .array(log.map(\.json))),
        ]
        return .object(fields)
    }
}
