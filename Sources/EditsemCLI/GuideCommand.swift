import ArgumentParser
import EditingGuide
import ReportFormat
import Foundation
import HostModels

struct GuideCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guide",
        abstract: "Regenerate the keyboard authors' guide from the host catalog and Reports/report.json.",
        discussion: """
        Writes one page per host, the hosts' index and the list of what is unknown into the DocC \
        catalog, and redraws every figure region (<!-- figure: KIND ... --> to <!-- end figure -->) \
        of its other articles from report.json. Without report.json the figures become placeholders. \
        Host pages of hosts no longer in the catalog are deleted. The output depends only on the \
        catalog and the report.

        With --check nothing is written: the command lists the files that differ and exits 1 when \
        any does. Exit 65 when report.json or a figure marker is malformed (FILE:LINE: reason); \
        66 when the catalog folder is missing; 73 when a file cannot be written.
        """)

    @Option(name: .long, help: ArgumentHelp("The DocC catalog of the guide.", valueName: "dir"))
    var docc = "Sources/EditingSemanticsTesting/EditingSemanticsTesting.docc"

    @Option(name: .long, help: ArgumentHelp("The report's JSON file.", valueName: "file"))
    var report = "Reports/report.json"

    @Flag(name: .long, help: "Only list the files that differ; exit 1 when any does.")
    var check = false

    func run() throws {
        let directory = URL(fileURLWithPath: docc, isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            printError("editsem: \(docc): the DocC catalog folder does not exist")
            throw EditsemExit.noInput
        }
        let current: [String: String]
        let figures: ReportDocument?
        do {
            current = try GuideGenerator.readCatalog(at: directory)
        } catch {
            printError("editsem: \(docc): \(error)")
            throw EditsemExit.noInput
        }
        do {
            figures = try GuideGenerator.readReport(at: URL(fileURLWithPath: report))
        } catch {
            printError("editsem: \(report): \(error)")
            throw EditsemExit.dataError
        }
        if figures == nil { printError("editsem: \(report) is absent: figures become placeholders (run `editsem report` first)") }
        let expected: [String: String]
        do {
            expected = try GuideGenerator(report: figures).expectedFiles(current: current)
        } catch {
            printError("editsem: \(docc)/\(error)")
            throw EditsemExit.dataError
        }
        let (write, delete) = GuideGenerator.differences(current: current, expected: expected)
        if check {
            for path in write { print("stale: \(docc)/\(path)") }
            for path in delete { print("stale: \(docc)/\(path) (no such host)") }
            if !write.isEmpty || !delete.isEmpty { throw ExitCode(1) }
            return
        }
        for path in write {
            let url = directory.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(expected[path]!.utf8).write(to: url, options: .atomic)
            } catch {
                printError("editsem: \(url.path): \(error.localizedDescription)")
                throw EditsemExit.cannotCreate
            }
            print("wrote \(docc)/\(path)")
        }
        for path in delete {
            do { try FileManager.default.removeItem(at: directory.appendingPathComponent(path)) } catch {
                printError("editsem: \(docc)/\(path): \(error.localizedDescription)")
                throw EditsemExit.cannotCreate
            }
            print("deleted \(docc)/\(path)")
        }
    }
}
