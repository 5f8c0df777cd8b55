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
            With FILE, only the files given and the listed differences of their hosts are judged; a \
            difference listed for every element of a host (element *) is judged with the folder's \
            other files of that host. \
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
            let scope = CheckScope(given: files.isEmpty ? nil : read.observations)
            let observations = try read.observations + scope.companions(folder: observed, texts: texts)
            let audit: ObservationAudit
            do {
                audit = try ObservationAudit(observations: observations, known: read.known, texts: texts)
            } catch {
                printError("editsem: \(error)")
                throw EditsemExit.dataError
            }
            let unexplained = audit.unexplained.filter { scope.judges(file: $0.file) }
            for item in unexplained {
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
            let stale = audit.stale.filter { scope.judges($0.entry) }
            for item in stale {
                printError("editsem: \(observed)/\(KnownDifferences.fileName):\(item.entry.line): \(item.entry.model) \(item.entry.aspect.rawValue) \(item.caseID): \(item.why)")
            }
            if !json {
                let judged = audit.comparisons.filter { scope.judges(file: $0.file) }
                let total = judged.reduce(0) { $0 + $1.comparison.observation.texts.count }
                let explained = audit.explained.filter { scope.judges(file: $0.file) }.count
                printError("editsem: \(judged.count) files, \(total) texts, \(explained) known differences, \(unexplained.count) unexplained, \(stale.count) stale")
            }
            if !unexplained.isEmpty || !stale.isEmpty { throw ExitCode(1) }
        }
    }
}

/// What `observations check FILE…` judges: the files given, and the listed differences of their
/// hosts (an entry for one element only where that element was given). An entry for every element
/// (`*`) says some element differs, so it is judged with the folder's other files of its host too;
/// their own differences are not reported.
struct CheckScope {
    private let givenFiles: Set<String>?
    private let models: Set<String>
    private let pairs: Set<[String]>

    init(given: [(file: String, observation: Observation)]?) {
        givenFiles = given.map { Set($0.map(\.file)) }
        models = Set((given ?? []).map(\.observation.header.model))
        pairs = Set((given ?? []).map { [$0.observation.header.model, $0.observation.header.element] })
    }

    func judges(file: String) -> Bool { givenFiles?.contains(file) ?? true }

    func judges(_ entry: KnownDifferences.Entry) -> Bool {
        guard givenFiles != nil else { return true }
        return entry.element == "*" ? models.contains(entry.model) : pairs.contains([entry.model, entry.element])
    }

    /// The folder's observations of the given hosts' other elements; none when every file is checked.
    /// Files are named `MODEL-ELEMENT.observed`, so only those of the given models are read; their
    /// headers decide.
    func companions(folder: String, texts: [String: UTF16Text]) throws -> [(file: String, observation: Observation)] {
        guard let givenFiles else { return [] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter { name in
            name.hasSuffix("." + ObservationFormat.fileExtension) && models.contains { name.hasPrefix($0 + "-") }
        }
        let paths = names.map { folder + "/" + $0 }.filter { !givenFiles.contains($0) }
        guard !paths.isEmpty else { return [] }
        return try ObservationFiles.read(paths, folder: folder, texts: texts).observations.filter {
            let header = $0.observation.header
            return models.contains(header.model) && !pairs.contains([header.model, header.element])
        }
    }
}
