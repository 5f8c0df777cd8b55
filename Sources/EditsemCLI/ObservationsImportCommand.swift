import ArgumentParser
import EditingCorpus
import EditingSemantics
import Foundation
import HostModels
import HostObservation

extension ObservationsCommand {
    /// Observation files recorded elsewhere (an iPhone, a Mac's Safari, an Android device) taken
    /// into the observed folder, after the same check as `observations check`; from then on they
    /// are held to their models like the local ones.
    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Add observation files recorded on other machines to the observed folder, after checking them.",
            discussion: """
            Each FILE is checked as `observations check` does (Drivers/FORMAT.md) and must be \
            format 2, which says the device and the source; any problem is `FILE:LINE: reason` and \
            exit 65, and nothing is imported. The files are copied unchanged under their own names; \
            a file of that name already there with other contents is left alone (exit 73) unless \
            --replace. Each imported file is then held to its model: differences that \
            known-differences.txt does not explain are counted here and listed by \
            `observations check`.
            """)

        @Argument(help: ArgumentHelp("Observation files to import.", valueName: "file"))
        var files: [String]

        @Option(name: .long, help: ArgumentHelp("The folder of observations and known-differences.txt.", valueName: "dir"))
        var observed = "Corpus/observed"

        @Option(name: .long, help: ArgumentHelp("The corpus folder.", valueName: "dir"))
        var corpus = "Corpus"

        @Flag(name: .long, help: "Overwrite a file of the same name with other contents.")
        var replace = false

        func validate() throws {
            if files.isEmpty { throw ValidationError("name at least one observation file") }
            for file in files where !file.hasSuffix("." + ObservationFormat.fileExtension) {
                throw ValidationError("\(file): an observation file's name ends in .\(ObservationFormat.fileExtension)")
            }
        }

        func run() throws {
            let (cases, scan) = CorpusReader(directory: corpus).loadAll()
            guard scan.isClean else {
                for error in scan.errors { printError("editsem: \(error)") }
                throw scan.hasMissingInput ? EditsemExit.noInput : EditsemExit.dataError
            }
            let texts = Dictionary(cases.map { ($0.id, $0.text) }, uniquingKeysWith: { a, _ in a })
            let read = try ObservationFiles.read(files, folder: observed, texts: texts)
            let old = read.files.filter { $0.file.format < 2 }
            for item in old {
                printError("editsem: \(item.path):\(item.file.headerLines["format"] ?? 1): format \(item.file.format) says no device or source; a contributed file must be format 2")
            }
            if !old.isEmpty { throw EditsemExit.dataError }
            var targets: [(item: (path: String, file: ObservationFile, contents: Data), target: String)] = []
            for item in read.files {
                let target = observed + "/" + (item.path as NSString).lastPathComponent
                if targets.contains(where: { $0.target == target }) {
                    printError("editsem: \(item.path): two files named \((target as NSString).lastPathComponent)")
                    throw EditsemExit.usage
                }
                if let existing = FileManager.default.contents(atPath: target), existing != item.contents, !replace {
                    printError("editsem: \(target) exists with other contents; --replace to overwrite it")
                    throw EditsemExit.cannotCreate
                }
                targets.append((item, target))
            }
            do {
                try FileManager.default.createDirectory(atPath: observed, withIntermediateDirectories: true)
                for (item, target) in targets {
                    try item.contents.write(to: URL(fileURLWithPath: target), options: .atomic)
                }
            } catch {
                printError("editsem: \(observed): \(error.localizedDescription)")
                throw EditsemExit.cannotCreate
            }
            let audit: ObservationAudit
            do {
                audit = try ObservationAudit(observations: targets.map { ($0.target, $0.item.file.observation) }, known: read.known, texts: texts)
            } catch {
                printError("editsem: \(error)")
                throw EditsemExit.dataError
            }
            for (file, comparison) in audit.comparisons {
                let h = comparison.observation.header
                let counts = AspectKind.observed.map { "\($0.rawValue) \(comparison.agreeing[$0] ?? 0)/\(comparison.measured[$0] ?? 0)" }
                let unexplained = audit.unexplained.filter { $0.file == file }.count
                print("imported \(file): \(h.host) \(h.version) \(h.element) against \(h.model): \(counts.joined(separator: ", ")) agree, \(unexplained) unexplained")
                print("  on \(h.device), \(h.platform); \(h.source)")
            }
        }
    }
}
