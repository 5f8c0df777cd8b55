import EditingSemantics
import HostModels
import ReportFormat
import KeyboardSimulation
import KeyboardStrategies

/// Everything the report needs to know about one text: each host's answer under every text aspect
/// (``AspectKind/textAspects``), and each unit's boundaries.
package struct TextAnalysis: Sendable {
    package var text: ReportText
    /// Indexed like the hosts; nil where the host's aspect is unknown.
    package var deletions: [DeletionTrace?]
    /// The offsets each host reaches under each text aspect other than deletion, indexed
    /// [aspect][host]; nil where the host's aspect is unknown.
    package var stops: [AspectKind: [[UTF16Offset]?]]
    /// Indexed like ``ReportSubjects/units``.
    package var unitBoundaries: [[UTF16Offset]]
    /// How each host's boundaries compare with each unit's, indexed [aspect][host][unit]; nil where
    /// the host's aspect is unknown. Computed here, in parallel, rather than where groups are folded.
    package var gridCodes: [AspectKind: [[GridCode]?]]
    /// Indexed [strategy][host].
    package var strategyOutcomes: [[StrategyCell]]
    /// Each Android keyboard port's outcome on each Android host: indexed [port][host], the hosts
    /// those of ``KeyboardSubjects/androidHosts``.
    package var portOutcomes: [[StrategyCell]]
    /// Per aspect, whether every real host whose aspect is known behaves the same; nil when fewer
    /// than two are known. Reference units are not hosts and take no part.
    package var agrees: [AspectKind: Bool?]
    /// Whether the text's grapheme clusters change across each step between shipped Unicode
    /// versions (``UnicodeChanges/stepsDiffering(in:)``).
    package var unicodeStepsDiffering: [Bool]

    package init(_ text: ReportText, subjects: ReportSubjects) {
        self.text = text
        let t = text.text
        // A host with an earlier host's rule of an aspect (a web editor that leaves a key to its
        // browser) has that host's answers under the aspect.
        let aspectTwin = subjects.simulatedHosts.aspectTwin
        let sameDeletion = aspectTwin[.deletion]!
        var deletions: [DeletionTrace?] = []
        deletions.reserveCapacity(sameDeletion.count)
        for h in sameDeletion.indices {
            deletions.append(sameDeletion[h].map { deletions[$0] } ?? subjects.deletionTracers[h]?.trace(deleting: t))
        }
        self.deletions = deletions
        var stops: [AspectKind: [[UTF16Offset]?]] = [:]
        for aspect in AspectKind.textAspects where aspect != .deletion {
            let twin = aspectTwin[aspect]!
            var hostStops: [[UTF16Offset]?] = []
            hostStops.reserveCapacity(twin.count)
            for h in twin.indices {
                hostStops.append(twin[h].map { hostStops[$0] } ?? subjects.hosts[h].stops(aspect, in: t))
            }
            stops[aspect] = hostStops
        }
        self.stops = stops
        unitBoundaries = subjects.segmenters.map { $0.boundaries(in: t) }
        var gridCodes: [AspectKind: [[GridCode]?]] = [:]
        // Most hosts stop alike on a text, under every aspect: each distinct set of boundaries is
        // compared with the units once.
        var compared: [(boundaries: [UTF16Offset]?, codes: [GridCode])] = []
        for aspect in AspectKind.textAspects {
            let hostStops = aspect == .deletion ? nil : stops[aspect]!
            let twin = aspectTwin[aspect]!
            var codes: [[GridCode]?] = []
            codes.reserveCapacity(twin.count)
            for h in twin.indices {
                if let t = twin[h] {
                    codes.append(codes[t])
                    continue
                }
                // A deletion that rewrites the text has no boundaries, and compares as mixed.
                let hostBoundaries: [UTF16Offset]??
                if let hostStops { hostBoundaries = hostStops[h].map { Optional($0) } } else { hostBoundaries = deletions[h].map { $0.boundaries } }
                guard let boundaries = hostBoundaries else {
                    codes.append(nil)
                    continue
                }
                if let known = compared.first(where: { $0.boundaries == boundaries }) {
                    codes.append(known.codes)
                    continue
                }
                let found = unitBoundaries.map { GridCode.compare(host: boundaries, unit: $0) }
                compared.append((boundaries, found))
                codes.append(found)
            }
            gridCodes[aspect] = codes
        }
        self.gridCodes = gridCodes
        // One cache for every strategy and port: they ask the hosts many of the same questions.
        let answers = HostAnswerCache(subjects.simulatedHosts)
        strategyOutcomes = subjects.strategies.map { strategy in strategy.run(text.text, answers) }
        portOutcomes = subjects.keyboards.portOutcomes(t, answers: answers)
        let real = subjects.realHosts
        var agrees: [AspectKind: Bool?] = [.deletion: Self.allAgree(deletions, among: real)]
        for (aspect, hostStops) in stops { agrees[aspect] = Self.allAgree(hostStops, among: real) }
        self.agrees = agrees
        unicodeStepsDiffering = UnicodeChanges.stepsDiffering(in: t)
    }

    /// Whether every host among `hosts` whose aspect is known behaves the same; nil when fewer
    /// than two are known.
    /// - Complexity: O(hosts), without copying an answer.
    static func allAgree<T: Equatable>(_ answers: [T?], among hosts: [Int]) -> Bool? {
        var first: Int? = nil, another = false
        for h in hosts where answers[h] != nil {
            guard let f = first else { first = h; continue }
            if answers[h] != answers[f] { return false }
            another = true
        }
        return another ? true : nil
    }
}

/// The outcome of one keyboard strategy on one host for one text, as the report counts it.
///
/// Held as small numbers, not an array: the fold counts one cell per strategy, host and text.
package struct StrategyCell: Hashable, Sendable {
    static let outcomeKinds = SimulationOutcome.Kind.allCases
    static let findingKinds: [DamageFinding.Kind] = {
        // A kind past the 64th would shift out of `findingBits` and be dropped without a word.
        precondition(DamageFinding.Kind.allCases.count <= 64, "StrategyCell keeps damage kinds as the bits of a UInt64")
        return Array(DamageFinding.Kind.allCases)
    }()
    /// The outcome's position in `SimulationOutcome.Kind.allCases`.
    let outcomeIndex: UInt8
    /// The kinds of damage found: bit `i` for the `i`th of `DamageFinding.Kind.allCases`.
    let findingBits: UInt64

    package init(outcome: SimulationOutcome.Kind, findings: [DamageFinding.Kind] = []) {
        outcomeIndex = UInt8(Self.outcomeKinds.firstIndex(of: outcome)!)
        var bits: UInt64 = 0
        for (i, kind) in Self.findingKinds.enumerated() where findings.contains(kind) { bits |= 1 << UInt64(i) }
        findingBits = bits
    }

    package var outcome: SimulationOutcome.Kind { Self.outcomeKinds[Int(outcomeIndex)] }
    /// The kinds of damage found, if any, each once, in `allCases` order.
    package var findings: [DamageFinding.Kind] { Self.findingKinds.indices.filter { findingBits & (1 << UInt64($0)) != 0 }.map { Self.findingKinds[$0] } }
}

/// A keyboard strategy as the report runs it.
package struct ReportStrategy: Sendable {
    package var id: String
    package var summary: String
    package var intent: EditIntent
    /// The keyboard release it models, if any.
    package var release: KeyboardRelease?
    /// The strategy itself, to run again on a text the pages draw; nil for one made of a closure alone.
    package var strategy: (any KeyboardStrategy)?
    /// The outcome on each of the cache's hosts, in their order.
    package var run: @Sendable (UTF16Text, HostAnswerCache) -> [StrategyCell]

    package init(id: String, summary: String, intent: EditIntent, release: KeyboardRelease? = nil,
                 strategy: (any KeyboardStrategy)? = nil, run: @escaping @Sendable (UTF16Text, HostAnswerCache) -> [StrategyCell]) {
        self.id = id
        self.summary = summary
        self.intent = intent
        self.release = release
        self.strategy = strategy
        self.run = run
    }
}

/// What a report compares: host models (real host versions and reference units), units,
/// keyboard strategies, and what observations of real hosts say.
package struct ReportSubjects: Sendable {
    /// Every model, real hosts and reference units together, in catalog order.
    package let hosts: [HostModel]
    package var units: [UnitID]
    package var segmenters: [any Segmenter]
    package var strategies: [ReportStrategy]
    /// The keyboards page's rows: the strategies that model a keyboard release, and the ports.
    package let keyboards: KeyboardSubjects
    package let observed: ObservedEvidence
    /// How each host's answers are known under each text aspect, indexed like the hosts.
    let evidenceBases: [AspectKind: [AnswerEvidence.Basis]]
    /// The hosts as the strategies' simulated documents ask them, rules taken out once.
    let simulatedHosts: SimulatedHosts
    /// Each host's deletion rule as traces are made with it; nil where deletion is unknown.
    let deletionTracers: [DeletionTrace.Tracer?]
    /// The index among ``hosts`` of each observation file's model (``ObservedEvidence/files``).
    let observedHostOfFile: [Int?]
    /// Indices into ``hosts`` of real host versions: the interop score is computed over these.
    package let realHosts: [Int]
    /// Indices into ``hosts`` of reference units (a plain UTF-16 unit, code point, cluster).
    package let references: [Int]

    /// `ports` are Android keyboards' code, run on the Android hosts for the keyboards page only.
    package init(hosts: [HostModel], units: [UnitID], strategies: [ReportStrategy], ports: [any InputMethodStrategy] = [],
                 observed: ObservedEvidence = .none) {
        self.hosts = hosts
        self.units = units
        self.segmenters = units.map { $0.makeSegmenter() }
        self.strategies = strategies
        keyboards = KeyboardSubjects(hosts: hosts, strategies: strategies, ports: ports)
        self.observed = observed
        evidenceBases = Dictionary(uniqueKeysWithValues: AspectKind.textAspects.map { aspect in
            (aspect, hosts.map { AnswerEvidence.Basis($0, aspect: aspect, observed: observed) })
        })
        simulatedHosts = SimulatedHosts(hosts)
        deletionTracers = hosts.map { $0.deletionRule.map(DeletionTrace.Tracer.init) }
        observedHostOfFile = observed.files?.hostOfFile(among: hosts) ?? []
        realHosts = hosts.indices.filter { hosts[$0].release.kind == .host }
        references = hosts.indices.filter { hosts[$0].release.kind == .reference }
    }

    /// The same subjects with what `observed` says.
    package func with(observed: ObservedEvidence) -> ReportSubjects {
        ReportSubjects(hosts: hosts, units: units, strategies: strategies, ports: keyboards.ports, observed: observed)
    }

    /// How each host's answer on the text with case id `caseID` is known, per text aspect,
    /// indexed like the hosts.
    package func evidence(caseID: String) -> [AspectKind: [AnswerEvidence]] {
        evidenceBases.mapValues { bases in bases.map { $0.evidence(caseID: caseID) } }
    }

    /// How each host's answer on `analysis`'s text is known, per text aspect, indexed like the
    /// hosts, with the observation files (``ObservedEvidence/files``) held to the analysis; and
    /// the host and aspect pairs those files show observed in agreement.
    func evidence(for analysis: TextAnalysis) -> (evidence: [AspectKind: [AnswerEvidence]], agreeing: [(host: Int, aspect: AspectKind)]) {
        let caseID = analysis.text.id
        guard let files = observed.files else { return (evidence(caseID: caseID), []) }
        let agreeing = files.agreement(on: analysis, hosts: hosts, hostOfFile: observedHostOfFile)
        var evidence: [AspectKind: [AnswerEvidence]] = [:]
        for (aspect, bases) in evidenceBases {
            var observedHere = [Bool](repeating: false, count: bases.count)
            for pair in agreeing where pair.aspect == aspect { observedHere[pair.host] = true }
            evidence[aspect] = bases.indices.map { h in bases[h].evidence(caseID: caseID, observedHere: observedHere[h]) }
        }
        return (evidence, agreeing)
    }
}
