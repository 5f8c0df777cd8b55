import EditingSemantics
import HostModels
import KeyboardSimulation

/// One run that did not pass: the text, how it ended, and the known divergence that covers it.
public struct FailedRun: Sendable {
    public var text: CheckText
    public var outcome: SimulationOutcome
    /// The entry of ``EditingCheck/knownDivergences`` that accepts this failure, if any.
    public var knownAs: KnownDivergence?
    /// The InputConnection calls of a run through ``EditingCheck/run(inputConnection:)``.
    package var inputConnectionCalls: [InputConnectionCall]?
}

/// How the author's code fared on one host over all the texts.
public struct HostResult: Sendable {
    public enum Status: String, Sendable {
        /// Every text passed.
        case passed
        /// Every failure is a known divergence.
        case knownDivergences = "known divergences"
        /// Some failure is new.
        case failed
        /// The model does not know what the code needed on some texts; the others passed or
        /// failed only in known ways.
        case partlyUnknown = "partly unknown"
        /// The model does not know what the code needed on any text: nothing was judged.
        case unknown
    }

    public let host: HostModel
    /// Texts whose outcome was judged (not unknown).
    public private(set) var judged = 0
    /// Judged texts that passed.
    public private(set) var passing = 0
    /// Failures no known divergence covers, in text order.
    public private(set) var newFailures: [FailedRun] = []
    /// Failures a known divergence covers, in text order.
    public private(set) var knownFailures: [FailedRun] = []
    /// Texts that could not be judged.
    public private(set) var unknownCount = 0
    /// The first text that could not be judged.
    public private(set) var firstUnknown: FailedRun?
    /// The aspects the model lacks (`deletion`, `offset`, `selection`...), in the order met.
    public private(set) var unknownAspects: [String] = []

    init(host: HostModel) { self.host = host }

    mutating func record(_ outcome: SimulationOutcome, calls: [InputConnectionCall]? = nil, text: CheckText,
                         requirement: Requirement, knownAs: KnownDivergence?) {
        if outcome.kind == .unknown {
            unknownCount += 1
            if firstUnknown == nil { firstUnknown = FailedRun(text: text, outcome: outcome, knownAs: nil, inputConnectionCalls: calls) }
            for aspect in outcome.unknownAspects where !unknownAspects.contains(aspect) { unknownAspects.append(aspect) }
            return
        }
        judged += 1
        if requirement.passes(outcome.kind) {
            passing += 1
        } else if let knownAs {
            knownFailures.append(FailedRun(text: text, outcome: outcome, knownAs: knownAs, inputConnectionCalls: calls))
        } else {
            newFailures.append(FailedRun(text: text, outcome: outcome, knownAs: nil, inputConnectionCalls: calls))
        }
    }

    public var status: Status {
        if judged == 0, unknownCount > 0 { return .unknown }
        if !newFailures.isEmpty { return .failed }
        if unknownCount > 0 { return .partlyUnknown }
        return knownFailures.isEmpty ? .passed : .knownDivergences
    }

    /// The smallest new failure: the shortest text in UTF-16 units, then the first in text order.
    package var smallestNewFailure: FailedRun? {
        newFailures.enumerated().min { a, b in
            (a.element.text.text.units.count, a.offset) < (b.element.text.text.units.count, b.offset)
        }?.element
    }

    /// The new failure a message leads with: a text people type. Texts with a usage weight come
    /// first, the most frequent first; then constructed texts, shortest first; ill-formed inputs
    /// (tag `broken`: a lone joiner, half a pair) only when nothing else fails.
    public var leadingNewFailure: FailedRun? {
        newFailures.enumerated().min { a, b in Self.leads(a.element.text, a.offset, before: b.element.text, b.offset) }?.element
    }

    static func leads(_ a: CheckText, _ aOrder: Int, before b: CheckText, _ bOrder: Int) -> Bool {
        let aBroken = a.hasTag("broken"), bBroken = b.hasTag("broken")
        if aBroken != bBroken { return bBroken }
        switch (a.weight, b.weight) {
        case let (x?, y?) where x != y: return x > y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return (a.text.units.count, aOrder) < (b.text.units.count, bOrder)
        }
    }

    /// The new failures as (text id, outcome) pairs: hosts with equal signatures fail alike and
    /// share one message.
    var failureSignature: [String] { newFailures.map { $0.text.id + "\u{0}" + $0.outcome.kind.rawValue } }

    /// How many new failures ended each way, most frequent first, then by name.
    public var newFailureKinds: [(kind: SimulationOutcome.Kind, count: Int)] {
        var counts: [SimulationOutcome.Kind: Int] = [:]
        for failure in newFailures { counts[failure.outcome.kind, default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted { ($1.count, $0.kind.rawValue) < ($0.count, $1.kind.rawValue) }
    }
}
