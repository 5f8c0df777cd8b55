import ArgumentParser
import EditingCorpus
import EditingReports
import EditingSemantics
import EditingSupport

/// `editsem corpus`: checks a corpus directory and prints its counts per file and per tag.
struct CorpusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus",
        abstract: "Check a corpus directory and print its cases per file and per tag, and its version stamp.",
        discussion: """
        Every error is printed on standard error as PATH:LINE:COLUMN: reason (the column counts \
        Unicode scalars, or bytes on a line that is not UTF-8); a script or language tag of tags.txt \
        that no report page takes is an error too. The counts of the cases that did \
        load are still printed. Exit codes: 0 clean; 65 malformed data; 66 the directory, its \
        tags.txt or a file is missing or unreadable, or the directory holds no .corpus file.
        """)

    @Option(name: .long, help: ArgumentHelp("The corpus directory.", valueName: "dir"))
    var corpus = "Corpus"

    @Flag(name: .long, help: "Write JSON.")
    var json = false

    func run() throws {
        var scan = CorpusReader(directory: corpus).scan { _ in }
        scan.append(ReportText.scriptTagsWithoutGroup(in: scan))
        for error in scan.errors { printError("editsem: \(error)") }
        if scan.errorCount > scan.errors.count {
            printError("editsem: \(scan.errorCount - scan.errors.count) more errors not shown")
        }
        if json {
            printJSON(jsonReport(scan))
        } else {
            printTable(scan)
        }
        if scan.hasMissingInput { throw EditsemExit.noInput }
        if !scan.isClean { throw EditsemExit.dataError }
    }

    private func jsonReport(_ scan: CorpusScan) -> JSONValue {
        .object([
            ("directory", .string(scan.directory)),
            ("version", scan.version.map { .string($0.sha256) } ?? .null),
            ("cases", .int(scan.caseCount)),
            ("files", .array(scan.files.map { file in
                .object([
                    ("path", .string(file.relativePath)),
                    ("cases", .int(file.caseCount)),
                    ("errors", .int(file.errorCount)),
                    ("sha256", file.sha256.map { .string($0) } ?? .null),
                    ("sources", .array(file.sources.map { .string($0) })),
                    ("licenses", .array(file.licenses.map { .string($0) })),
                ])
            })),
            ("tags", .array(scan.sortedTagCounts.map { entry in
                .object([
                    ("tag", .string(entry.tag)),
                    ("cases", .int(entry.count)),
                    ("meaning", scan.vocabulary.meaning(of: entry.tag).map { .string($0) } ?? .null),
                ])
            })),
            ("errorCount", .int(scan.errorCount)),
            ("errors", .array(scan.errors.map { error in
                .object([
                    ("kind", .string(error.kind.rawValue)),
                    ("path", .string(error.path)),
                    ("line", error.line.map { .int($0) } ?? .null),
                    ("column", error.column.map { .int($0) } ?? .null),
                    ("reason", .string(error.reason)),
                ])
            })),
        ])
    }

    private func printTable(_ scan: CorpusScan) {
        print("corpus \(scan.directory): \(scan.caseCount) cases in \(scan.files.count) files")
        print("version: \(scan.version?.description ?? "none (the corpus did not read completely)")")
        guard !scan.files.isEmpty else { return }
        print("")
        let fileWidth = max(4, scan.files.map(\.relativePath.count).max() ?? 0)
        print("file".padding(toLength: fileWidth + 2, withPad: " ", startingAt: 0) + "cases  errors")
        for file in scan.files {
            print(file.relativePath.padding(toLength: fileWidth + 2, withPad: " ", startingAt: 0)
                  + leftPadded(file.caseCount, 5) + "  " + leftPadded(file.errorCount, 6))
        }
        print("")
        let tags = scan.sortedTagCounts
        let tagWidth = max(3, tags.map(\.tag.count).max() ?? 0)
        print("tag".padding(toLength: tagWidth + 2, withPad: " ", startingAt: 0) + "cases  meaning")
        for entry in tags {
            print(entry.tag.padding(toLength: tagWidth + 2, withPad: " ", startingAt: 0)
                  + leftPadded(entry.count, 5) + "  " + (scan.vocabulary.meaning(of: entry.tag) ?? ""))
        }
    }

    private func leftPadded(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
