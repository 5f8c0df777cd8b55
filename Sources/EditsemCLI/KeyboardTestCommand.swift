import ArgumentParser
import EditingSemantics
import Foundation
import HostModels
import KeyboardTestData

struct KeyboardTestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keyboard-test",
        abstract: "Run or record CLDR keyboard test files (UTS #35 Part 7 <keyboardTest3>) against host models.",
        subcommands: [Run.self, Record.self])

    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run keyboard test files against hosts.",
            discussion: """
            <emit> inserts its text, <backspace> is one delete-backward as the host performs it,
            <check> compares the whole document. <keystroke> needs a keyboard layout, which is not
            modelled: such a test is skipped. Exits 1 when a test fails, 65 on a malformed file.
            """)

        @Option(name: .long, help: ArgumentHelp("A host id; repeat for several (default: every host).", valueName: "id"))
        var host: [String] = []

        @Flag(name: .long, help: "Write JSON: one object per test and host.")
        var json = false

        @Argument(help: ArgumentHelp("keyboardTest3 XML files.", valueName: "file"))
        var files: [String]

        func run() throws {
            let hosts = try resolveHosts(host)
            var failed = false
            for path in files {
                let data: Data
                do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
                    printError("editsem: \(path): cannot read the file")
                    throw EditsemExit.noInput
                }
                let file: KeyboardTestFile
                do { file = try KeyboardTestFile(xml: data, path: path) } catch {
                    printError("editsem: \(error)")
                    throw EditsemExit.dataError
                }
                for model in hosts {
                    for result in KeyboardTestRunner.run(file, on: model) {
                        if result.status == .failed { failed = true }
                        if json {
                            printJSON(.object([
                                ("file", .string(path)), ("suite", .string(result.suite)), ("test", .string(result.test)),
                                ("host", .string(result.host)), ("status", .string(result.status.rawValue)), ("detail", .string(result.detail)),
                            ]))
                        } else {
                            print("\(result.status.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)) \(model.id)  \(result.suite) / \(result.test): \(result.detail)")
                        }
                    }
                }
            }
            if failed { throw ExitCode(1) }
        }
    }

    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a keyboard test file recording how a host deletes texts press by press.",
            discussion: "Each TEXT (or each line of standard input) becomes a test: the text as start context, then a backspace and a check per press.")

        @Option(name: .long, help: ArgumentHelp("The host id.", valueName: "id"))
        var host: String

        @Argument(help: ArgumentHelp("Texts, with \\u{XXXX} escapes. Left out: one per line from standard input.", valueName: "text"))
        var texts: [String] = []

        func run() throws {
            let model = try resolveHosts([host])[0]
            var items: [(name: String, text: UTF16Text)] = []
            func add(_ raw: String, _ place: String) throws {
                do { items.append(("text-\(items.count + 1)", try UTF16Text(escaped: raw))) } catch {
                    printError("editsem: \(place):\(error.column): \(error.reason)")
                    throw texts.isEmpty ? EditsemExit.dataError : EditsemExit.usage
                }
            }
            if texts.isEmpty {
                // Raw lines, so invalid UTF-8 is an error instead of `readLine`'s silent U+FFFD.
                for (index, read) in StandardInputLines().enumerated() {
                    switch read {
                    case .success(let raw): try add(raw, "<stdin>:\(index + 1)")
                    case .failure(let error):
                        printError("editsem: <stdin>:\(index + 1):\(error.column): \(error.reason)")
                        throw EditsemExit.dataError
                    }
                }
            } else {
                for (i, raw) in texts.enumerated() { try add(raw, "TEXT argument \(i + 1), column") }
            }
            guard let file = KeyboardTestRunner.recordDeletion(of: items, on: model) else {
                printError("editsem: \(model.id)'s delete-backward is unknown; nothing to record")
                throw EditsemExit.usage
            }
            print(file.xml, terminator: "")
        }
    }
}

/// Looks host ids up (all hosts when empty); an unknown id is a usage error listing the valid ones.
func resolveHosts(_ ids: [String]) throws -> [HostModel] {
    guard !ids.isEmpty else { return HostCatalog.all }
    return try ids.map { id in
        do { return try HostCatalog.model(id: id) } catch {
            printError("editsem: \(error)")
            throw EditsemExit.usage
        }
    }
}
