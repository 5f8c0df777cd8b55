import EditsemTestSupport
import Foundation
import Testing

/// The error contract for the commands that read files or take ids: `keyboard-test` and
/// `simulate`. Missing files are 66, malformed files 65 with FILE:LINE:COLUMN, unknown ids 64.
@Suite final class CommandInputErrorTests {
    /// A fresh folder per test (Swift Testing makes one suite instance per test), removed after.
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-inputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    func expectOneLine(_ outcome: EditsemProcess.Outcome, code: Int32, _ parts: String..., sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.status == code, "exit \(outcome.status): \(outcome.errorOutput)", sourceLocation: sourceLocation)
        #expect(outcome.errorLines.count == 1, "\(outcome.errorOutput)", sourceLocation: sourceLocation)
        for part in parts {
            #expect(outcome.errorOutput.contains(part), "'\(outcome.errorOutput)' should mention '\(part)'", sourceLocation: sourceLocation)
        }
    }

    @Test func keyboardTestFileMissingOrAFolder() async throws {
        let missing = folder.appendingPathComponent("absent.xml").path
        expectOneLine(try await EditsemProcess.run("keyboard-test", "run", missing), code: 66, missing)
        expectOneLine(try await EditsemProcess.run("keyboard-test", "run", folder.path), code: 66, folder.path)
    }

    @Test func keyboardTestFileMalformed() async throws {
        let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        let open = #"<keyboardTest3 conformsTo="techpreview"><info keyboard="k" name="n"/>"#
        let empty = try file("empty.xml", [])
        expectOneLine(try await EditsemProcess.run("keyboard-test", "run", empty), code: 65, "\(empty):1:1: no <keyboardTest3> element")
        let truncated = try file("truncated.xml", Array((header + open + "<tests name=\"s\"><test name=\"t").utf8))
        expectOneLine(try await EditsemProcess.run("keyboard-test", "run", truncated), code: 65, "\(truncated):2:", "malformed XML")
        let badEscape = try file("escape.xml", Array((header + open + "\n<tests name=\"s\"><test name=\"t\"><startContext to=\"a\\u{12\"/></test></tests></keyboardTest3>").utf8))
        expectOneLine(try await EditsemProcess.run("keyboard-test", "run", badEscape), code: 65, "\(badEscape):3:", "unterminated")
        let invalidUTF8 = try file("utf8.xml", Array((header + open.replacingOccurrences(of: "name=\"n\"", with: "name=\"n")).utf8) + [0xFF] + Array("\"/></keyboardTest3>".utf8))
        expectOneLine(try await EditsemProcess.run("keyboard-test", "run", invalidUTF8), code: 65, "\(invalidUTF8):2:69: invalid UTF-8: byte 0xFF never occurs in UTF-8; keyboard test files are UTF-8")
    }

    /// Bytes that once crashed the system libxml2 inside `keyboard-test run` (signal 11).
    @Test func keyboardTestFileThatCrashedLibxml2() async throws {
        let crash = try file("crash.xml", Array(#"<?xml version="1.0" encoding="UTF8.""#.utf8) + [0xAF])
        expectOneLine(try await EditsemProcess.run("keyboard-test", "run", crash), code: 65, "\(crash):1:37: invalid UTF-8: continuation byte 0xAF without a lead byte")
        let instruction = try file("pi.xml", Array("<?xml version=\"1.0\"?><?x?>".utf8))
        expectOneLine(try await EditsemProcess.run("keyboard-test", "run", instruction), code: 65, "\(instruction):1:22: a processing instruction with no data")
    }

    /// Standard input is read as bytes: invalid UTF-8 is an error naming its line, not U+FFFD.
    @Test func keyboardTestRecordInvalidUTF8() async throws {
        let first = try await EditsemProcess.run(["keyboard-test", "record", "--host", "chromium"].map { Array($0.utf8) }, input: [0xFF, 0x0A])
        expectOneLine(first, code: 65, "<stdin>:1:1: invalid UTF-8: byte 0xFF never occurs in UTF-8")
        #expect(first.stdout.isEmpty)
        let third = try await EditsemProcess.run(["keyboard-test", "record", "--host", "chromium"].map { Array($0.utf8) },
                                                 input: Array("a\nb\nxy".utf8) + [0xC3, 0x28, 0x0A])
        expectOneLine(third, code: 65, "<stdin>:3:3: invalid UTF-8")
    }

    @Test func keyboardTestUnknownHost() async throws {
        let outcome = try await EditsemProcess.run("keyboard-test", "record", "--host", "safari-99", "a")
        expectOneLine(outcome, code: 64, "unknown host 'safari-99'", "grapheme-icu")
        #expect(outcome.stdout.isEmpty, "nothing is written for an unknown host")
    }

    @Test func simulateUnknownIdsAndBadOptions() async throws {
        expectOneLine(try await EditsemProcess.run("simulate", "--host", "nope", "--strategy", "recommended-delete-character", "a"), code: 64, "unknown host 'nope'")
        expectOneLine(try await EditsemProcess.run("simulate", "--host", "chromium", "--strategy", "nope", "a"), code: 64, "unknown strategy 'nope'", "recommended-delete-character")
        expectOneLine(try await EditsemProcess.run("simulate", "--host", "chromium", "--strategy", "recommended-delete-character", "--context", "lots", "a"), code: 64, "--context 'lots'")
        expectOneLine(try await EditsemProcess.run("simulate", "--host", "chromium", "--strategy", "recommended-delete-character", "--after", "x\\u{", "a"), code: 64, "--after, column 2")
    }

    @Test func simulateReadsStandardInputLineByLine() async throws {
        let input: [UInt8] = Array("ab\n".utf8) + [0xFF, 0x0A] + Array("c\\u{1F1F0}\\u{1F1F7}\n".utf8)
        let outcome = try await EditsemProcess.run(["simulate", "--host", "chromium", "--strategy", "recommended-delete-character", "--json"].map { Array($0.utf8) }, input: input)
        #expect(outcome.status == 65)
        #expect(outcome.errorLines.map(String.init) == ["editsem: <stdin>:2:1: invalid UTF-8: byte 0xFF never occurs in UTF-8; write such text with \\u{XXXX} escapes"])
        #expect(outcome.output.split(separator: "\n").count == 2, "the two good lines are simulated")
    }

    @Test func corpusCommandOnMissingAndMalformedCorpora() async throws {
        let missing = folder.appendingPathComponent("absent")
        let outcome = try await EditsemProcess.run("corpus", "--corpus", missing.path)
        #expect(outcome.status == 66)
        #expect(outcome.errorLines.map(String.init) == ["editsem: \(missing.path): the corpus directory does not exist"])
        let corpus = folder.appendingPathComponent("corpus")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: false)
        try Data("word\ta word\n".utf8).write(to: corpus.appendingPathComponent("tags.txt"))
        let bad = try file("corpus/bad.corpus", Array("source: s\nlicense: l\nid-1\t".utf8) + [0xC3] + Array("\tword\n".utf8))
        let malformed = try await EditsemProcess.run("corpus", "--corpus", corpus.path)
        #expect(malformed.status == 65)
        #expect(malformed.errorLines.count == 1 && malformed.errorOutput.contains("\(bad):3:"), "\(malformed.errorOutput)")
    }

    @Test func hostCommandsRefuseUnknownHostsAndBadInput() async throws {
        expectOneLine(try await EditsemProcess.run("delete", "--host", "nope", "a"), code: 64, "unknown host 'nope'", "chromium")
        expectOneLine(try await EditsemProcess.run("offset", "--host", "chromium", "a\\u{"), code: 64, "TEXT argument, column 2")
        let input: [UInt8] = Array("ab\n".utf8) + [0xFF, 0x0A]
        let outcome = try await EditsemProcess.run(["delete", "--host", "chromium", "--json"].map { Array($0.utf8) }, input: input)
        #expect(outcome.status == 65)
        #expect(outcome.errorLines.map(String.init) == ["editsem: <stdin>:2:1: invalid UTF-8: byte 0xFF never occurs in UTF-8; write such text with \\u{XXXX} escapes"])
        #expect(outcome.output.split(separator: "\n").count == 1, "the good line is answered")
    }
}
