import ArgumentParser
import EditingSemantics
import EditingSupport
import Foundation

struct VersionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "versions",
        abstract: "Print the ICU, Unicode and Swift versions behind every figure, and how every unit fares on each shipped GraphemeBreakTest.txt.",
        discussion: """
            The table runs every unit, and `grapheme --unicode V` for every V, on the \
            GraphemeBreakTest.txt of each folder of --unicode-data, now: a cell is the lines whose \
            boundaries the unit gives exactly, of all the file's lines. JSON adds "conformance": \
            [{"unit", "unicode" (null: the unit's own data), "basis", "results": [{"file", \
            "passed", "total"}]}], or null when there is no data folder. Then what changed between \
            consecutive shipped Unicode versions, each with its shortest text: the lines of the \
            newer GraphemeBreakTest.txt the two split differently, the rules alone (a text of code \
            points whose data did not change), and the data; JSON "unicodeChanges": [{"older", \
            "newer", "findings": [{"kind", "count", "line", "codePoints", "olderBoundaries", \
            "newerBoundaries"}]}]. Exit 66 when a folder given with --unicode-data is missing or a \
            file in it cannot be read.
            """)

    @Flag(name: .long, help: "Write JSON.")
    var json = false

    @Option(name: .customLong("unicode-data"), help: ArgumentHelp(
        "The folder of <version>/GraphemeBreakTest.txt files (default: Tests/UnicodeData, when it exists).",
        valueName: "dir"))
    var unicodeData: String?

    func run() throws {
        let folder = URL(fileURLWithPath: unicodeData ?? "Tests/UnicodeData")
        var isDirectory: ObjCBool = false
        let folderExists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
        if unicodeData != nil && !folderExists {
            printError("editsem: \(folder.path): the Unicode data folder does not exist")
            throw EditsemExit.noInput
        }
        let table: ConformanceTable?
        let changes: UnicodeChangesSummary
        do {
            table = folderExists ? try ConformanceTable.measure(folder: folder) : nil
            changes = try UnicodeChangesSummary.measure(folder: folderExists ? folder : nil)
        } catch {
            printError("editsem: \(error)")
            throw EditsemExit.noInput
        }

        let fields: [(String, JSONValue)] = [
            ("icu", .string(Versions.icu)),
            ("icuUnicode", .string(Versions.icuUnicode)),
            ("swift", .string(Versions.swift)),
            ("stdlibUnicode", .string(Versions.stdlibUnicode)),
            ("foundationICU", Versions.foundationICU.map { .string($0) } ?? .null),
            ("conformance", table.map(\.json) ?? .null),
            ("unicodeChanges", changes.json),
        ]
        if json {
            printJSON(.object(fields))
            return
        }
        print("system ICU:             \(Versions.icu) (Unicode \(Versions.icuUnicode))")
        print("Swift compiler:         \(Versions.swift)")
        print("Swift stdlib Unicode:   \(Versions.stdlibUnicode) (newest Age among scalars)")
        print("Foundation's ICU:       \(Versions.foundationICU ?? "not loaded in this process")")
        print()
        if let table {
            print(table.text(folder: folder.path))
        } else {
            print("GraphemeBreakTest.txt: no folder \(folder.path) here (run from the repository or pass --unicode-data)")
        }
        print()
        print(changes.text)
    }
}

/// Every ``SegmenterID`` run on every GraphemeBreakTest.txt of a data folder.
struct ConformanceTable {
    var versions: [String]
    var rows: [(id: SegmenterID, results: [GraphemeBreakTestFile.Conformance])]

    static func measure(folder: URL) throws -> ConformanceTable {
        let versions = GraphemeBreakTestFile.versions(in: folder)
        let files = try versions.map {
            try GraphemeBreakTestFile.parse(contentsOf: folder.appendingPathComponent($0).appendingPathComponent("GraphemeBreakTest.txt"))
        }
        let rows = SegmenterID.all.map { id in
            let segmenter = id.makeSegmenter()
            return (id, files.map { GraphemeBreakTestFile.check(segmenter, on: $0) })
        }
        return ConformanceTable(versions: versions, rows: rows)
    }

    var json: JSONValue {
        .array(rows.map { row in
            .object([
                ("unit", .string(row.id.unit.rawValue)),
                ("unicode", row.id.unicode.map { .string($0.rawValue) } ?? .null),
                ("basis", .string(row.id.basis)),
                ("results", .array(zip(versions, row.results).map { version, result in
                    .object([("file", .string(version)), ("passed", .int(result.passed)), ("total", .int(result.total))])
                })),
            ])
        })
    }

    func text(folder: String) -> String {
        let header = ["unit"] + versions
        let body = rows.map { row in [row.id.description] + row.results.map { "\($0.passed)/\($0.total)" } }
        let widths = header.indices.map { i in ([header] + body).map { $0[i].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).enumerated().map { i, cell in
                i == 0 ? cell.0.padding(toLength: cell.1, withPad: " ", startingAt: 0)
                       : String(repeating: " ", count: cell.1 - cell.0.count) + cell.0
            }.joined(separator: "  ")
        }
        var out = ["GraphemeBreakTest.txt lines passed, per Unicode version (\(folder)):", line(header)]
        out += body.map(line)
        return out.joined(separator: "\n")
    }
}
