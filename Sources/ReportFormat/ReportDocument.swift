import EditingSemantics
import HostModels

/// `report.json`: what `editsem report` writes, the guide reads and `report.schema.json`
/// describes. Offsets and lengths are UTF-16 code units.
package struct ReportDocument: ReportObject {
    /// The version of this shape; a reader refuses others.
    package static let version = 3

    package var schemaVersion = Self.version
    package var stamp: Stamp
    package var texts: Int
    package var hosts: [Host]
    package var knownDifferences: [KnownDifference]
    package var units: [String]
    package var strategies: [Strategy]
    package var groups: [Group]

    package init(stamp: Stamp, texts: Int, hosts: [Host], knownDifferences: [KnownDifference], units: [String],
                 strategies: [Strategy], groups: [Group]) {
        self.stamp = stamp
        self.texts = texts
        self.hosts = hosts
        self.knownDifferences = knownDifferences
        self.units = units
        self.strategies = strategies
        self.groups = groups
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case schemaVersion, stamp, texts, hosts, knownDifferences, units, strategies, groups
    }

    package static let summary: String? =
        "Divergence of text hosts' delete-backward, caret and offset units over a corpus. Offsets and lengths are UTF-16 code units."

    package static func schema(of field: CodingKeys) -> ReportSchema {
        switch field {
        case .schemaVersion: .constant(version)
        case .stamp: .object(Stamp.self)
        case .texts: ReportSchema.integer.described("Corpus texts run.")
        case .hosts: ReportSchema.array(.object(Host.self))
            .described("Every column: real host versions (kind host) and reference units (kind reference).")
        case .knownDifferences: ReportSchema.array(.object(KnownDifference.self))
            .described("Differences between a model and its real host's observation that are understood and kept, with the reason.")
        case .units: ReportSchema.array(.string).described("Unit ids the grids compare hosts with.")
        case .strategies: .array(.object(Strategy.self))
        case .groups: .array(.object(Group.self))
        }
    }

    /// The group named `name`.
    package func group(_ name: String) -> Group? { groups.first { $0.name == name } }

    // MARK: Parts

    /// The versions every figure stands on, and the corpus identity.
    package struct Stamp: ReportObject {
        package var icu, icuUnicode, swift, stdlibUnicode, corpus, corpusVersion: String

        package init(icu: String, icuUnicode: String, swift: String, stdlibUnicode: String, corpus: String, corpusVersion: String) {
            (self.icu, self.icuUnicode, self.swift, self.stdlibUnicode, self.corpus, self.corpusVersion) =
                (icu, icuUnicode, swift, stdlibUnicode, corpus, corpusVersion)
        }

        package enum CodingKeys: String, CodingKey, CaseIterable {
            case icu, icuUnicode, swift, stdlibUnicode, corpus, corpusVersion
        }

        package static let summary: String? = "The versions every figure stands on, and the corpus identity."
        package static func schema(of field: CodingKeys) -> ReportSchema { .string }
    }

    /// A column of the report: a real host version or a reference unit.
    package struct Host: ReportObject {
        package var id: String
        package var name: String
        package var kind: HostRelease.Kind
        package var family: String
        package var version: String
        package var aspects: PerAspect<AspectSummary>
        package var unicodeBasis: String
        package var observedIn: [String]

        package init(id: String, name: String, kind: HostRelease.Kind, family: String, version: String,
                     aspects: PerAspect<AspectSummary>, unicodeBasis: String, observedIn: [String]) {
            self.id = id
            self.name = name
            self.kind = kind
            self.family = family
            self.version = version
            self.aspects = aspects
            self.unicodeBasis = unicodeBasis
            self.observedIn = observedIn
        }

        /// A real host version; false for a reference unit (a plain UTF-16 unit, code point, cluster).
        package var isReal: Bool { kind == .host }

        package enum CodingKeys: String, CodingKey, CaseIterable {
            case id, name, kind, family, version, aspects, unicodeBasis, observedIn
        }

        package static let definition: String? = "host"

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .id, .name, .family, .unicodeBasis: .string
            case .kind: .hostKind
            case .version: ReportSchema.string.described("Empty for a model with no versioned release.")
            case .aspects: .perAspect(AspectKind.allCases, .object(AspectSummary.self))
            case .observedIn: ReportSchema.array(.string).described(
                "The elements this host version was observed in, with the version the host reported and where and how it was observed (device, platform, source).")
            }
        }
    }

    /// What a host version's model says about one aspect.
    package struct AspectSummary: ReportObject {
        package var unit: String
        package var grade: EvidenceGrade
        package var known: Bool

        package init(unit: String, grade: EvidenceGrade, known: Bool) {
            self.unit = unit
            self.grade = grade
            self.known = known
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case unit, grade, known }

        package static let definition: String? = "aspect"

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .unit: .string
            case .grade: .oneOf(EvidenceGrade.self)
            case .known: .boolean
            }
        }
    }

    /// A difference between a model and its host's observation, understood and kept.
    package struct KnownDifference: ReportObject {
        package var host: String
        package var element: String
        package var aspect: AspectKind
        package var reason: String
        package var cases: [String]

        package init(host: String, element: String, aspect: AspectKind, reason: String, cases: [String]) {
            self.host = host
            self.element = element
            self.aspect = aspect
            self.reason = reason
            self.cases = cases
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case host, element, aspect, reason, cases }

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .host, .element, .reason: .string
            case .aspect: .oneOf(AspectKind.observed.map(\.rawValue))
            case .cases: .array(.string)
            }
        }
    }

    /// A keyboard-side strategy the report runs against every host.
    package struct Strategy: ReportObject {
        package var id: String
        package var summary: String

        package init(id: String, summary: String) {
            self.id = id
            self.summary = summary
        }

        package enum CodingKeys: String, CodingKey, CaseIterable { case id, summary }

        package static func schema(of field: CodingKeys) -> ReportSchema { .string }
    }

    /// A corpus text: its case id, its UTF-16 code units (lone surrogates included) and a display
    /// string in which a lone surrogate shows as U+FFFD.
    package struct Text: ReportObject {
        package var id: String
        package var text: String
        package var utf16: [UInt16]

        package init(id: String, text: UTF16Text) {
            self.id = id
            self.text = text.string
            self.utf16 = text.units
        }

        /// The text itself.
        package var units: UTF16Text { UTF16Text(units: utf16) }

        package enum CodingKeys: String, CodingKey, CaseIterable { case id, text, utf16 }

        package static let definition: String? = "text"

        package static func schema(of field: CodingKeys) -> ReportSchema {
            switch field {
            case .id: ReportSchema.string.described("The corpus case id.")
            case .text: ReportSchema.string.described("The text for display; a lone surrogate shows as U+FFFD.")
            case .utf16: ReportSchema.array(.integer).described("The text's UTF-16 code units, lone surrogates included.")
            }
        }
    }
}

extension ReportSchema {
    /// A real host version, or a reference unit (not counted in the interop score).
    static var hostKind: ReportSchema {
        ReportSchema.oneOf(HostRelease.Kind.self)
            .described("A real host version, or a reference unit (not counted in the interop score).")
    }
}
