import EditingSemantics
import HostModels
import KeyboardSimulation

/// Everything the report needs to know about one text: each host's deletion, offset and caret
/// behaviour, and each unit's boundaries.
package struct TextAnalysis: Sendable {
    package var text: ReportText
    /// Indexed like the hosts; nil where the host's aspect is unknown.
    package var deletions: [DeletionTrace?]
    package var offsetStops: [[Int]?]
    package var caretStops: [[Int]?]
    /// Indexed like ``ReportSubjects/units``.
    package var unitBoundaries: [[Int]]
    /// How each host's boundaries compare with each unit's, indexed [aspect][host][unit]; nil where
    /// the host's aspect is unknown. Computed here, in parallel, rather than where groups are folded.
    package var gridCodes: [ReportAspect: [[GridCode]?]]
    /// Indexed [strategy][host].
    package var strategyOutcomes: [[StrategyCell]]
    /// How each host's answer is known, per aspect, indexed like the hosts.
    package var evidence: [ReportAspect: [AnswerEvidence]]
    /// Whether every real host whose aspect is known behaves the same; nil when fewer than two
    /// are known. Reference units are not hosts and take no part.
    package var deletionAgrees: Bool?
    package var offsetAgrees: Bool?
    package var caretAgrees: Bool?

    package init(_ text: ReportText, subjects: ReportSubjects) {
        self.text = text
        let t = text.text
        deletions = subjects.hosts.map { host in host.deletion.rule.map { DeletionTrace(deleting: t, with: $0) } }
        offsetStops = subjects.hosts.map { host in host.offset.rule.map { $0.stops(in: t).map(\.rawValue) } }
        caretStops = subjects.hosts.map { host in host.caret.rule.map { $0.stops(in: t).map(\.rawValue) } }
        unitBoundaries = subjects.segmenters.map { $0.boundaries(in: t).map(\.rawValue) }
        var gridCodes: [ReportAspect: [[GridCode]?]] = [:]
        for aspect in ReportAspect.allCases {
            gridCodes[aspect] = subjects.hosts.indices.map { [deletions, offsetStops, caretStops, unitBoundaries] h in
                // A deletion that rewrites the text has no boundaries, and compares as mixed.
                let hostBoundaries: [Int]??
                switch aspect {
                case .deletion: hostBoundaries = deletions[h].map { $0.boundaries }
                case .caret: hostBoundaries = caretStops[h].map { Optional($0) }
                case .offset: hostBoundaries = offsetStops[h].map { Optional($0) }
                }
                guard let boundaries = hostBoundaries else { return nil }
                return unitBoundaries.map { GridCode.compare(host: boundaries, unit: $0) }
            }
        }
        self.gridCodes = gridCodes
        strategyOutcomes = subjects.strategies.map { strategy in strategy.run(text.text, subjects.hosts) }
        var evidence: [ReportAspect: [AnswerEvidence]] = [:]
        for aspect in ReportAspect.allCases {
            evidence[aspect] = subjects.hosts.map { AnswerEvidence.of($0, aspect: aspect, caseID: text.id, observed: subjects.observed) }
        }
        self.evidence = evidence
        let real = subjects.realHosts
        deletionAgrees = Self.allAgree(real.map { deletions[$0] })
        offsetAgrees = Self.allAgree(real.map { offsetStops[$0] })
        caretAgrees = Self.allAgree(real.map { caretStops[$0] })
    }

    /// Whether every host whose aspect is known behaves the same; nil when fewer than two are known.
    static func allAgree<T: Equatable>(_ values: [T?]) -> Bool? {
        let known = values.compactMap { $0 }
        guard known.count >= 2 else { return nil }
        return known.allSatisfy { $0 == known[0] }
    }
}

/// The outcome of one keyboard strategy on one host for one text, as the report counts it.
package struct StrategyCell: Hashable, Sendable {
    package var outcome: SimulationOutcome.Kind
    /// The kinds of damage found, if any.
    package var findings: [DamageFinding.Kind]

    package init(outcome: SimulationOutcome.Kind, findings: [DamageFinding.Kind] = []) {
        self.outcome = outcome
        self.findings = findings
    }
}

/// A keyboard strategy as the report runs it.
package struct ReportStrategy: Sendable {
    package var id: String
    package var summary: String
    /// The outcome on each of the hosts, in their order.
    package var run: @Sendable (UTF16Text, [HostModel]) -> [StrategyCell]

    package init(id: String, summary: String, run: @escaping @Sendable (UTF16Text, [HostModel]) -> [StrategyCell]) {
        self.id = id
        self.summary = summary
        self.run = run
    }
}

/// What a report compares: host models (real host versions and reference units), units,
/// keyboard strategies, and what observations of real hosts say.
package struct ReportSubjects: Sendable {
    /// Every model, real hosts and reference units together, in catalog order.
    package var hosts: [HostModel]
    package var units: [UnitID]
    package var segmenters: [any Segmenter]
    package var strategies: [ReportStrategy]
    package var observed: ObservedEvidence
    /// Indices into ``hosts`` of real host versions: the interop score is computed over these.
    package let realHosts: [Int]
    /// Indices into ``hosts`` of reference units (a plain UTF-16 unit, code point, cluster).
    package let references: [Int]

    package init(hosts: [HostModel], units: [UnitID], strategies: [ReportStrategy], observed: ObservedEvidence = .none) {
        self.hosts = hosts
        self.units = units
        self.segmenters = units.map { $0.makeSegmenter() }
        self.strategies = strategies
        self.observed = observed
        realHosts = hosts.indices.filter { hosts[$0].release.kind == .host }
        references = hosts.indices.filter { hosts[$0].release.kind == .reference }
    }
}
