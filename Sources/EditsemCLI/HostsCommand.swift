import ArgumentParser
import EditingSemantics
import EditingSupport
import HostModels
import HostObservation

struct HostsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hosts",
        abstract: "List the host models with the unit and sources of each aspect.",
        discussion: """
        Each host has these aspects: \(AspectKind.listing). Each names its unit and its sources \
        with an evidence grade: observed, test, ran, source, derived, observation or unknown; an \
        aspect no source was read for is unknown and cites nothing. A host id names a release, \
        `chromium@156`; `--host chromium` picks the family's newest.

        JSON: an array of {"id", "family", "version", "kind" (host or reference), "engines", \
        "builtOn" (the id of the host it runs on, e.g. a web editor's browser, or null), "name", \
        "summary", "unicodeBasis", then one key per aspect (\(AspectKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))), \
        "observations"}, each aspect {"unit", "known", "grade", "summary", "citations": [{"source", \
        "grade", "note"}]}. "known" is false when the behaviour is not modelled; "grade" is then \
        "unknown".
        """)

    @Flag(name: .long, help: "Write JSON.")
    var json = false

    @Option(name: .long, help: ArgumentHelp("Observations of real hosts (with their known-differences.txt) to show; nothing is shown when the folder is absent.", valueName: "dir"))
    var observed = "Corpus/observed"

    @Option(name: .long, help: ArgumentHelp("The corpus the observations were made on.", valueName: "dir"))
    var corpus = "Corpus"

    func run() throws {
        let observations = try ObservationSummary.load(observed: observed, corpus: corpus)
        if json {
            printJSON(.array(HostCatalog.all.map { host in
                guard case .object(var fields) = Self.json(host) else { return Self.json(host) }
                fields.append(("observations", .array(observations.filter { $0.model == host.id }.map(\.json))))
                return .object(fields)
            }))
            return
        }
        for (index, host) in HostCatalog.all.enumerated() {
            if index > 0 { print("") }
            print("\(host.id): \(host.name)")
            print("  \(host.summary)")
            if !host.release.engines.isEmpty {
                print("  Release: \(host.release.engines.joined(separator: "; "))")
            }
            if let base = host.release.builtOn { print("  Built on: \(base)") }
            print("  Unicode basis: \(host.unicodeBasis)")
            if let corruption = host.corruption {
                print("  CORRUPTS TEXT (\(corruption.aspects.map(\.rawValue).sorted().joined(separator: ", ")); smallest: \(corruption.smallest.escaped)): \(corruption.summary)")
            }
            for kind in AspectKind.allCases {
                let aspect = host[kind]
                let unit = aspect.isKnown ? aspect.unit : "unknown (\(aspect.unit))"
                print("  \(kind.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)) \(unit) [\(aspect.grade.rawValue)]")
                print("      \(aspect.summary)")
                for citation in aspect.citations {
                    print("      [\(citation.grade.rawValue)] \(citation.source)" + (citation.note.isEmpty ? "" : ": \(citation.note)"))
                }
            }
            for summary in observations where summary.model == host.id {
                print("  observed   \(summary.line)")
                print("      \(summary.provenance)")
                for known in summary.knownDifferences {
                    print("      known difference, \(known.aspect.rawValue), \(known.cases.count) texts: \(known.reason)")
                }
            }
        }
    }

    static func json(_ host: HostModel) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .string(host.id)),
            ("family", .string(host.family)),
            ("version", .string(host.version)),
            ("kind", .string(host.release.kind.rawValue)),
            ("engines", .array(host.release.engines.map(JSONValue.string))),
            ("builtOn", host.release.builtOn.map(JSONValue.string) ?? .null),
            ("name", .string(host.name)),
            ("summary", .string(host.summary)),
            ("unicodeBasis", .string(host.unicodeBasis)),
        ]
        for kind in AspectKind.allCases {
            let aspect = host[kind]
            fields.append((kind.rawValue, .object([
                ("unit", .string(aspect.unit)),
                ("known", .bool(aspect.isKnown)),
                ("grade", .string(aspect.grade.rawValue)),
                ("summary", .string(aspect.summary)),
                ("citations", .array(aspect.citations.map { citation in
                    .object([
                        ("source", .string(citation.source)),
                        ("grade", .string(citation.grade.rawValue)),
                        ("note", .string(citation.note)),
                    ])
                })),
            ])))
        }
        return .object(fields)
    }
}
