import ArgumentParser
import EditingSemantics
import HostModels

struct HostsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hosts",
        abstract: "List the host models with the unit and sources of each aspect.",
        discussion: """
        Each host has four aspects: deletion (one delete-backward), offset (one step of the host's \
        offset API), caret (arrow keys) and selection (delete-backward with a selection). Each names \
        its unit and its sources with an evidence grade: test, ran, source, observation or unknown.

        JSON: an array of {"id", "name", "summary", "unicodeBasis", "deletion", "offset", "caret", \
        "selection"}, each aspect {"unit", "known", "grade", "summary", "citations": [{"source", \
        "grade", "note"}]}. "known" is false when the behaviour is not modelled; "grade" is then \
        "unknown".
        """)

    @Flag(name: .long, help: "Write JSON.")
    var json = false

    func run() throws {
        if json {
            printJSON(.array(HostCatalog.all.map(Self.json)))
            return
        }
        for (index, host) in HostCatalog.all.enumerated() {
            if index > 0 { print("") }
            print("\(host.id): \(host.name)")
            print("  \(host.summary)")
            print("  Unicode basis: \(host.unicodeBasis)")
            for (name, aspect) in Self.aspects(of: host) {
                let unit = aspect.known ? aspect.unit : "unknown (\(aspect.unit))"
                print("  \(name.padding(toLength: 10, withPad: " ", startingAt: 0)) \(unit) [\(aspect.grade.rawValue)]")
                print("      \(aspect.summary)")
                for citation in aspect.citations {
                    print("      [\(citation.grade.rawValue)] \(citation.source)" + (citation.note.isEmpty ? "" : ": \(citation.note)"))
                }
            }
        }
    }

    /// One aspect with the rule type erased, for reports.
    struct AspectReport {
        var unit: String
        var known: Bool
        var grade: EvidenceGrade
        var summary: String
        var citations: [Citation]

        init<Rule>(_ aspect: Aspect<Rule>) {
            unit = aspect.unit
            known = aspect.isKnown
            grade = aspect.grade
            summary = aspect.summary
            citations = aspect.citations
        }
    }

    static func aspects(of host: HostModel) -> [(String, AspectReport)] {
        [
            ("deletion", AspectReport(host.deletion)),
            ("offset", AspectReport(host.offset)),
            ("caret", AspectReport(host.caret)),
            ("selection", AspectReport(host.selection)),
        ]
    }

    static func json(_ host: HostModel) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .string(host.id)),
            ("name", .string(host.name)),
            ("summary", .string(host.summary)),
            ("unicodeBasis", .string(host.unicodeBasis)),
        ]
        for (name, aspect) in aspects(of: host) {
            fields.append((name, .object([
                ("unit", .string(aspect.unit)),
                ("known", .bool(aspect.known)),
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
