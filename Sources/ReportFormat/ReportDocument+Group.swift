import HostModels

extension ReportDocument {
    /// The figures of one script group (hindi, korean, emoji, …).
    package struct Group: ReportObject {
        package var name: String
        package var texts: Int
        package var weightedTexts: Int
        package var agreement: PerAspect<Agreement>
        package var hostDeletionScores: [Score]
        package var hostCaretScores: [Score]
        package var grids: PerAspect<[GridRow]>
        package var offsetMismatches: OffsetMismatches
        package var splits: Splits
        package var strategies: [StrategyResults]

        package init(name: String, texts: Int, weightedTexts: Int, agreement: PerAspect<Agreement>, hostDeletionScores: [Score],
                     hostCaretScores: [Score], grids: PerAspect<[GridRow]>, offsetMismatches: OffsetMismatches, splits: Splits,
                     strategies: [StrategyResults]) {
            self.name = name
            self.texts = texts
            self.weightedTexts = weightedTexts
            self.agreement = agreement
            self.hostDeletionScores = hostDeletionScores
            self.hostCaretScores = hostCaretScores
            self.grids = grids
            self.offsetMismatches = offsetMismatches
            self.splits = splits
            self.strategies = strategies
        }

        package enum CodingKeys: String, CodingKey, CaseIterable {
            case name, texts, weightedTexts, agreement, hostDeletionScores, hostCaretScores, grids, offsetMismatches, splits, strategies
        }

        package static let definition: String? = "group"

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .name: .string
            case .texts, .weightedTexts: .integer
            case .agreement: .perAspect(AspectKind.textAspects, .object(Agreement.self))
            case .hostDeletionScores: ReportSchema.array(.object(Score.self))
                .described("Per column: texts on which its deletion is the real hosts' most common.")
            case .hostCaretScores: ReportSchema.array(.object(Score.self))
                .described("Per column: texts on which its caret stops are the real hosts' most common.")
            case .grids: .perAspect(AspectKind.textAspects, .array(.object(GridRow.self)))
            case .offsetMismatches: .object(OffsetMismatches.self)
            case .splits: .object(Splits.self)
            case .strategies: .array(.object(StrategyResults.self))
            }
        }

        /// The score of the host `id`'s deletion; nil when the host is absent or its deletion unknown.
        package func deletionScore(of id: String) -> Share? { hostDeletionScores.first { $0.host == id }?.score }

        /// The cells of the host `id` in the `aspect` grid, in unit order.
        package func cells(_ aspect: AspectKind, of id: String) -> [GridCell] {
            grids[aspect]?.first { $0.host == id }?.cells ?? []
        }

        /// The outcome counts of `strategy` on the host `id`; nil when the report has no such run.
        package func outcomes(of strategy: String, on id: String) -> Counts? {
            strategies.first { $0.strategy == strategy }?.hosts.first { $0.host == id }?.outcomes
        }
    }

    /// How many texts match, in all and weighted by corpus frequency.
    package struct Share: ReportObject {
        package var matching: Int
        package var total: Int
        package var fraction: Double?
        package var weightedFraction: Double?

        package init(matching: Int, total: Int, fraction: Double?, weightedFraction: Double?) {
            self.matching = matching
            self.total = total
            self.fraction = fraction
            self.weightedFraction = weightedFraction
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case matching, total, fraction, weightedFraction }

        package static let definition: String? = "share"

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .matching, .total: .integer
            case .fraction: .nullable(.number)
            case .weightedFraction: ReportSchema.nullable(.number)
                .described("Weighted by the corpus frequency of each text; null when no text had a weight.")
            }
        }
    }

    /// Texts on which every real host version whose aspect is known does the same thing.
    package struct Agreement: ReportObject {
        package var matching: Int
        package var total: Int
        package var fraction: Double?
        package var weightedFraction: Double?
        package var evidence: EvidenceTally

        package init(_ share: Share, evidence: EvidenceTally) {
            (matching, total, fraction, weightedFraction) = (share.matching, share.total, share.fraction, share.weightedFraction)
            self.evidence = evidence
        }

        package var share: Share { Share(matching: matching, total: total, fraction: fraction, weightedFraction: weightedFraction) }

        package enum CodingKeys: String, CodingKey, CaseIterable { case matching, total, fraction, weightedFraction, evidence }

        package static let definition: String? = "agreement"
        package static let summary: String? =
            "Texts on which every real host version whose aspect is known does the same thing; evidence counts their known answers."

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .matching, .total: .integer
            case .fraction, .weightedFraction: .nullable(.number)
            case .evidence: .object(EvidenceTally.self)
            }
        }
    }

    /// How many answers are known each way.
    package struct EvidenceTally: ReportObject {
        package var observed, derived, modelled, reference, unknown: Int

        package init(_ count: (EvidenceKind) -> Int) {
            (observed, derived, modelled, reference, unknown) =
                (count(.observed), count(.derived), count(.modelled), count(.reference), count(.unknown))
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case observed, derived, modelled, reference, unknown }

        package static let definition: String? = "evidenceTally"
        package static let summary: String? = "How many answers are known each way."

        package static func schema(of field: CodingKeys) -> ReportSchema { .integer }
    }

    /// One column's share of texts on which it does what most real hosts do.
    package struct Score: ReportObject {
        package var host: String
        package var kind: HostRelease.Kind
        package var score: Share?
        package var evidence: EvidenceTally

        package init(host: String, kind: HostRelease.Kind, score: Share?, evidence: EvidenceTally) {
            self.host = host
            self.kind = kind
            self.score = score
            self.evidence = evidence
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case host, kind, score, evidence }

        package static let definition: String? = "score"

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .host: .string
            case .kind: .hostKind
            case .score: .nullable(.object(Share.self))
            case .evidence: .object(EvidenceTally.self)
            }
        }
    }

    /// One column of a grid: how the host compares with each unit.
    package struct GridRow: ReportObject {
        package var host: String
        package var kind: HostRelease.Kind
        package var evidence: EvidenceTally
        package var cells: [GridCell]

        package init(host: String, kind: HostRelease.Kind, evidence: EvidenceTally, cells: [GridCell]) {
            self.host = host
            self.kind = kind
            self.evidence = evidence
            self.cells = cells
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case host, kind, evidence, cells }

        package static let definition: String? = "gridRow"

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .host: .string
            case .kind: .hostKind
            case .evidence: .object(EvidenceTally.self)
            case .cells: .array(.object(GridCell.self))
            }
        }
    }

    package struct GridCell: ReportObject {
        package var unit: String
        package var code: GridCode
        /// A text on which the host and the unit differ, when they do.
        package var example: Text?

        package init(unit: String, code: GridCode, example: Text?) {
            self.unit = unit
            self.code = code
            self.example = example
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case unit, code, example }

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .unit: .string
            case .code: .oneOf(GridCode.self)
            case .example: .nullable(.object(Text.self))
            }
        }
    }

    /// (text, host) pairs that take a different number of offset steps than delete presses.
    package struct OffsetMismatches: ReportObject {
        package var count: Int
        package var rows: [Mismatch]

        package init(count: Int, rows: [Mismatch]) {
            self.count = count
            self.rows = rows
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case count, rows }

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .count: .integer
            case .rows: .array(.object(Mismatch.self))
            }
        }
    }

    package struct Mismatch: ReportObject {
        package var text: Text
        package var host: String
        package var offsetSteps: Int
        package var presses: Int
        package var evidence: EvidenceKind
        package var grade: EvidenceGrade?

        package init(text: Text, host: String, offsetSteps: Int, presses: Int, evidence: EvidenceKind, grade: EvidenceGrade?) {
            self.text = text
            self.host = host
            self.offsetSteps = offsetSteps
            self.presses = presses
            self.evidence = evidence
            self.grade = grade
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case text, host, offsetSteps, presses, evidence, grade }

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .text: .object(Text.self)
            case .host: .string
            case .offsetSteps, .presses: .integer
            case .evidence: .evidenceKind
            case .grade: .modelGrade
            }
        }
    }

    /// The texts whose deletion splits the real hosts, grouped by how each host deletes them.
    package struct Splits: ReportObject {
        package var kinds: Int
        package var top: [Split]

        package init(kinds: Int, top: [Split]) {
            self.kinds = kinds
            self.top = top
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case kinds, top }

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .kinds: .integer
            case .top: .array(.object(Split.self))
            }
        }
    }

    package struct Split: ReportObject {
        package var text: Text
        /// Texts deleted the same way by every host.
        package var count: Int
        package var hosts: [SplitHost]
        package var behaviours: [Behaviour]

        package init(text: Text, count: Int, hosts: [SplitHost], behaviours: [Behaviour]) {
            self.text = text
            self.count = count
            self.hosts = hosts
            self.behaviours = behaviours
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case text, count, hosts, behaviours }

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .text: .object(Text.self)
            case .count: .integer
            case .hosts: .array(.object(SplitHost.self))
            case .behaviours: ReportSchema.array(.object(Behaviour.self))
                .described("The real hosts grouped by what they do with the text, most hosts first.")
            }
        }

        /// How the host `id` deletes the text; nil when the host is absent or its deletion unknown.
        package func deletion(by id: String) -> Deletion? { hosts.first { $0.host == id }?.deletion }

        package func evidence(of id: String) -> EvidenceKind? { hosts.first { $0.host == id }?.evidence }
    }

    package struct SplitHost: ReportObject {
        package var host: String
        package var kind: HostRelease.Kind
        package var deletion: Deletion?
        package var evidence: EvidenceKind
        package var grade: EvidenceGrade?

        package init(host: String, kind: HostRelease.Kind, deletion: Deletion?, evidence: EvidenceKind, grade: EvidenceGrade?) {
            self.host = host
            self.kind = kind
            self.deletion = deletion
            self.evidence = evidence
            self.grade = grade
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case host, kind, deletion, evidence, grade }

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .host: .string
            case .kind: .hostKind
            case .deletion: .nullable(.object(Deletion.self))
            case .evidence: .evidenceKind
            case .grade: .modelGrade
            }
        }
    }

    package struct Behaviour: ReportObject {
        package var deletion: Deletion?
        package var hosts: [String]

        package init(deletion: Deletion?, hosts: [String]) {
            self.deletion = deletion
            self.hosts = hosts
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case deletion, hosts }

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .deletion: .nullable(.object(Deletion.self))
            case .hosts: .array(.string)
            }
        }
    }

    /// Deleting the whole text from its end.
    package struct Deletion: ReportObject {
        package var presses: Int
        package var lengths: [Int]
        package var keepsPrefix: Bool
        package var illFormed: Bool

        package init(presses: Int, lengths: [Int], keepsPrefix: Bool, illFormed: Bool) {
            self.presses = presses
            self.lengths = lengths
            self.keepsPrefix = keepsPrefix
            self.illFormed = illFormed
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case presses, lengths, keepsPrefix, illFormed }

        package static let definition: String? = "deletion"
        package static let summary: String? = "Deleting the whole text from its end; null where used when unknown."

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .presses: .integer
            case .lengths: ReportSchema.array(.integer).described("UTF-16 units removed per press, last first.")
            case .keepsPrefix: ReportSchema.boolean.described("False when a press re-inserted text.")
            case .illFormed: ReportSchema.boolean.described("True when a press left a lone surrogate.")
            }
        }
    }

    /// One strategy's outcomes and findings on every host.
    package struct StrategyResults: ReportObject {
        package var strategy: String
        package var hosts: [StrategyHost]

        package init(strategy: String, hosts: [StrategyHost]) {
            self.strategy = strategy
            self.hosts = hosts
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case strategy, hosts }

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .strategy: .string
            case .hosts: .array(.object(StrategyHost.self))
            }
        }
    }

    package struct StrategyHost: ReportObject {
        package var host: String
        package var outcomes: Counts
        package var findings: Counts

        package init(host: String, outcomes: Counts, findings: Counts) {
            self.host = host
            self.outcomes = outcomes
            self.findings = findings
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case host, outcomes, findings }

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .host: .string
            case .outcomes, .findings: .counts
            }
        }
    }
}

extension ReportSchema {
    static var evidenceKind: ReportSchema {
        ReportSchema.oneOf(EvidenceKind.self).described(
            "observed: this host version was run on the text and did what the model says; derived: combined from other models' evidence; "
            + "modelled: from the host's source, tests or runs (see grade); reference: a unit's definition; unknown: not modelled.")
    }

    /// The grade of a modelled answer; null otherwise.
    static var modelGrade: ReportSchema { .nullable(.oneOf(EvidenceGrade.self)) }
}
