import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import KeyboardTestData
import Testing

@Suite struct KeyboardTestFileTests {
    static let examples = RepositoryPaths.url("Corpus/keyboard-tests/uts35-examples.xml")

    func load() throws -> KeyboardTestFile {
        try KeyboardTestFile(xml: Data(contentsOf: Self.examples), path: "uts35-examples.xml")
    }

    @Test func readsTheSpecExamples() throws {
        let file = try load()
        #expect(file.conformsTo == "techpreview")
        #expect(file.suites.map(\.name) == ["spec-sample", "default-backspace"])
        let emoji = file.suites[1].tests[1]
        #expect(emoji.actions.first == .startContext(UTF16Text("a👍🏽")), "\\u{1F44D 1F3FD} holds two code points")
    }

    @Test func roundTripsThroughExport() throws {
        let file = try load()
        let again = try KeyboardTestFile(xml: Data(file.xml.utf8), path: "exported.xml")
        #expect(again == file)
        #expect(again.xml == file.xml)
    }

    /// Expected statuses follow from what each unit is: a code-point host deletes one code point
    /// (so the decomposed letter keeps its base, and the emoji loses only its modifier); a
    /// grapheme host deletes whole clusters (the opposite). The Android, Blink and xi backspace
    /// state machines do what UTS #35's default backspace asks, one code point except for emoji
    /// sequences: e + U+0301 takes 2 presses as Corpus/vectors/host-semantics-matrix.txt traces
    /// their source, and their own emoji-modifier tests (Corpus/vectors/android-coretests-backspace.txt,
    /// blink-backspace-state-machine.txt, xi-editor-deletion.txt) delete a base with its modifier
    /// in one press.
    @Test(arguments: [
        ("android-edittext", ["passed", "skipped", "passed", "passed", "passed"]),
        ("chromium", ["passed", "skipped", "passed", "passed", "passed"]),
        ("xi-editor", ["passed", "skipped", "passed", "passed", "passed"]),
        ("code-point", ["passed", "skipped", "passed", "failed", "passed"]),
        ("grapheme-icu", ["passed", "skipped", "failed", "passed", "passed"]),
        ("swift-string", ["passed", "skipped", "failed", "passed", "passed"]),
        ("utf16-unit", ["passed", "skipped", "passed", "failed", "passed"]),
    ])
    func runsAgainstHosts(host id: String, expected: [String]) throws {
        let results = KeyboardTestRunner.run(try load(), on: try HostCatalog.model(id: id))
        #expect(results.map(\.status.rawValue) == expected, "\(results.map { "\($0.test): \($0.detail)" })")
    }

    @Test func recordedDeletionReplaysAsPassing() throws {
        let host = try HostCatalog.model(id: "code-point")
        let file = try #require(KeyboardTestRunner.recordDeletion(of: [("namaste", "नमस्ते"), ("flag", "🇰🇷")], on: host))
        let reread = try KeyboardTestFile(xml: Data(file.xml.utf8), path: "recorded.xml")
        #expect(KeyboardTestRunner.run(reread, on: host).allSatisfy { $0.status == .passed })
        let other = try HostCatalog.model(id: "grapheme-icu")
        #expect(KeyboardTestRunner.run(reread, on: other).allSatisfy { $0.status == .failed })
    }

    /// A recording larger than libxml2 takes in one piece (10 MB) reads back whole.
    @Test func aFileOverTenMegabytesReadsBack() throws {
        let host = try HostCatalog.model(id: "code-point")
        let texts = (0..<2_000).map { (name: "text-\($0)", text: UTF16Text("नमस्ते" + String(repeating: "a", count: 100))) }
        let file = try #require(KeyboardTestRunner.recordDeletion(of: texts, on: host))
        let xml = Data(file.xml.utf8)
        try #require(xml.count > 10_000_000, "\(xml.count) bytes")
        #expect(try KeyboardTestFile(xml: xml, path: "large.xml") == file)
    }

    @Test func errorsNameLineAndColumn() {
        func error(_ xml: String) -> KeyboardTestError? {
            do { _ = try KeyboardTestFile(xml: Data(xml.utf8), path: "x.xml"); return nil } catch { return error }
        }
        let head = "<keyboardTest3 conformsTo=\"techpreview\">\n<info keyboard=\"k\" name=\"n\"/>\n"
        let bad = error(head + "<tests name=\"s\"><test name=\"t\">\n<check result=\"a\\u{12\"/></test></tests></keyboardTest3>")
        #expect(bad?.line == 4)
        #expect(bad?.reason.contains("unterminated") == true)
        #expect(error(head + "<tests name=\"s\"><oops/></tests></keyboardTest3>")?.reason == "unexpected <oops> inside <tests>")
        #expect(error(head + "<tests><test name=\"t\"/></tests></keyboardTest3>")?.reason == "<tests> needs the attribute name")
        #expect(error("<keyboardTest3 conformsTo=\"x\"><info keyboard=\"k\" name=\"n\"/>")?.reason.hasPrefix("malformed XML") == true)
    }
}
