import ArgumentParser
import EditingCorpus
import EditingSemantics
import EditingSupport
import Foundation
import HostObservation

struct ObservationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "observations",
        abstract: "Check observation files of real hosts against the corpus, their models and the known differences.",
        subcommands: [Check.self, Import.self])

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check observation files: format, corpus texts, and every difference from the model listed with a reason.",
            discussion: """
            Without FILE, every *.observed file of --observed. A malformed file, a header that does \
            not say the host version, device, OS version, fonts or method, a model not in the \
            catalog, a text not in the corpus, or a result no press can give (a Backspace removing \
            more than is before the caret, a caret past the end) is `FILE:LINE: reason`, every \
            problem of every file, and exit 65 (Drivers/FORMAT.md). A difference from the model that \
            known-differences.txt does not list, or a listed one that no longer occurs, exits 1. \
            --json writes one object per difference: {"file","model","element","aspect","case","tags",\
            "text","host","modelled"}.
            """)

        @Argument(help: ArgumentHelp("Observation files (default: all of --observed).", valueName: "file"))
        var files: [String] = []

        @Option(name: .long, help: ArgumentHelp("The folder of observations and known-differences.txt.", valueName: "dir"))
        var observed = "Corpus/observed"

        @Option(name: .long, help: ArgumentHelp("The corpus folder.", valueName: "dir"))
        var corpus = "Corpus"

        @Flag(name: .long, help: "Write the unexplained differences as JSON lines.")
        var json = false

        func run() throws {
            let (cases, scan) = CorpusReader(directory: corpus).loadAll()
            guard scan.isClean else {
                for error in scan.errors { printError("editsem: \(error)") }
                throw scan.hasMissingInput ? EditsemExit.noInput : EditsemExit.dataError
            }
            let byID = Dictionary(cases.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            let texts = byID.mapValues(\.text)
            let read = try ObservationFiles.read(files.isEmpty ? nil : files, folder: observed, texts: texts)
            for note in read.notes { printError("editsem: \(note)") }
            let audit: ObservationAudit
            do {
                audit = try ObservationAudit(observations: read.observations, known: read.known, texts: texts)
            } catch {
                printError("editsem: \(error)")
                throw EditsemExit.dataError
            }
            for item in audit.unexplained {
                let d = item.difference
                if json {
                    printJSON(.object([
                        ("file", .string(item.file)), ("model", .string(item.model)), ("element", .string(item.element)),
                        ("aspect", .string(d.aspect.rawValue)), ("case", .string(d.caseID)),
                        ("tags", .array((byID[d.caseID]?.tags ?? []).map(JSONValue.string))),
                        ("text", .text(d.text)), ("host", .string(d.observed)), ("modelled", .string(d.modelled)),
                    ]))
                } else {
                    print("\(item.file): \(item.model) \(item.element) \(d.aspect.rawValue) \(d.caseID) \(d.text.escaped): host \(d.observed), model \(d.modelled)")
                }
            }
            // With files named, only the entries of their models can be judged stale.
            let models = Set(audit.comparisons.map(\.comparison.observation.header.model))
            let stale = audit.stale.filter { files.isEmpty || models.contains($0.entry.model) }
            for item in stale {
                printError("editsem: \(observed)/\(KnownDifferences.fileName):\(item.entry.line): \(item.entry.model) \(item.entry.aspect.rawValue) \(item.caseID): \(item.why)")
            }
            if !json {
                let total = audit.comparisons.reduce(0) { $0 + $1.comparison.observation.texts.count }
                printError("editsem: \(audit.comparisons.count) files, \(total) texts, \(audit.explained.count) known differences, \(audit.unexplained.count) unexplained, \(stale.count) stale")
            }
            if !audit.unexplained.isEmpty || !stale.isEmpty { throw ExitCode(1) }
        }
    }
}
