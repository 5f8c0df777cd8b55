import EditsemTestSupport
import Foundation
import Testing

/// `editsem report`'s error contract: a missing or empty corpus is 66, a malformed one 65 with
/// FILE:LINE:COLUMN, an output that cannot be written 73; in every failing case nothing is written
/// and nothing already there is lost (reports are written to a staging folder and moved in).
@Suite final class ReportCommandErrorTests {
    let folder: URL
    let corpus: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-report-\(UUID().uuidString)")
        corpus = folder.appendingPathComponent("corpus")
        try FileManager.default.createDirectory(at: corpus, withIntermediateDirectories: true)
        try Data("devanagari\tDevanagari script\nword\ta word\n".utf8).write(to: corpus.appendingPathComponent("tags.txt"))
        try Data("source: s\nlicense: l\ntags: devanagari\n\nhi-namaste\tनमस्ते\tword\n".utf8)
            .write(to: corpus.appendingPathComponent("hindi.corpus"))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func report(corpus: URL? = nil, out: String) async throws -> EditsemProcess.Outcome {
        try await EditsemProcess.run("report", "--quiet", "--corpus", (corpus ?? self.corpus).path, "--out", out)
    }

    /// Everything in `folder`, recursively, with contents: to show nothing changed.
    func snapshot() throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let name = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
            result[name] = isFolder.boolValue ? Data() : try Data(contentsOf: url)
        }
        return result
    }

    @Test func writesTheReportAndLeavesNoStagingBehind() async throws {
        let out = folder.appendingPathComponent("out")
        let outcome = try await report(out: out.path)
        #expect(outcome.status == 0, "\(outcome.errorOutput)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(names.contains("README.md") && names.contains("report.json") && names.contains("index.html"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["corpus", "out"])
        // A second run replaces the earlier report as a whole.
        #expect(try await report(out: out.path).status == 0)
    }

    /// The observation files are read beside the corpus; their errors still stop the report.
    @Test func aBrokenObservationFileStopsTheReportWithItsLine() async throws {
        let observed = folder.appendingPathComponent("observed")
        try FileManager.default.createDirectory(at: observed, withIntermediateDirectories: false)
        try Data("format: 3\nbogus: 1\n".utf8).write(to: observed.appendingPathComponent("x.observed"))
        let before = try snapshot()
        let outcome = try await EditsemProcess.run("report", "--quiet", "--corpus", corpus.path, "--observed", observed.path,
                                                   "--out", folder.appendingPathComponent("out").path)
        #expect(outcome.status == 65)
        #expect(outcome.errorLines.first.map(String.init)?.hasPrefix("editsem: \(observed.path)/x.observed:2: unknown header key 'bogus'") == true,
                "\(outcome.errorOutput)")
        #expect(try snapshot() == before)
    }

    @Test func missingOrEmptyCorpusFolder() async throws {
        let before = try snapshot()
        let missing = folder.appendingPathComponent("absent")
        let outcome = try await report(corpus: missing, out: folder.appendingPathComponent("out").path)
        #expect(outcome.status == 66)
        #expect(outcome.errorLines.map(String.init) == ["editsem: \(missing.path): the corpus directory does not exist"])
        let empty = folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        let emptyOutcome = try await report(corpus: empty, out: folder.appendingPathComponent("out").path)
        #expect(emptyOutcome.status == 66)
        #expect(emptyOutcome.errorOutput.contains("\(empty.path): the corpus directory holds no .corpus file"))
        try FileManager.default.removeItem(at: empty)
        #expect(try snapshot() == before, "nothing is written")
    }

    @Test func malformedCorpusWritesNothingAndKeepsTheEarlierReport() async throws {
        let out = folder.appendingPathComponent("out")
        #expect(try await report(out: out.path).status == 0)
        let before = try snapshot()
        let bad = corpus.appendingPathComponent("bad.corpus")
        try Data(Array("source: s\nlicense: l\nid-1\tab\\u{12\tword\nid-2\tx".utf8) + [0xFF] + Array("\tword\n".utf8)).write(to: bad)
        let outcome = try await report(out: out.path)
        #expect(outcome.status == 65)
        #expect(outcome.errorLines.count == 2, "\(outcome.errorOutput)")
        #expect(outcome.errorOutput.contains("\(bad.path):3:"), "the escape's line")
        #expect(outcome.errorOutput.contains("\(bad.path):4:"), "the invalid UTF-8 line")
        try FileManager.default.removeItem(at: bad)
        #expect(try snapshot() == before, "the earlier report is untouched")
    }

    @Test func unwritableOutputs() async throws {
        let before = try snapshot()
        // Not even root may create folders in /proc.
        let proc = try await report(out: "/proc/editsem-report-test")
        #expect(proc.status == 73, "\(proc.errorOutput)")
        #expect(proc.errorLines.count == 1 && proc.errorOutput.hasPrefix("editsem: /proc"), "\(proc.errorOutput)")
        let file = folder.appendingPathComponent("notes.txt")
        try Data("keep me".utf8).write(to: file)
        let underFile = try await report(out: file.appendingPathComponent("out").path)
        #expect(underFile.status == 73 && underFile.errorLines.count == 1, "\(underFile.errorOutput)")
        #expect(try Data(contentsOf: file) == Data("keep me".utf8))
        try FileManager.default.removeItem(at: file)
        #expect(try snapshot() == before)
    }

    /// `--out` naming a file deleted the file and put the report there (found writing these tests).
    @Test func neverReplacesAFileOrAForeignFolder() async throws {
        let file = folder.appendingPathComponent("notes.txt")
        try Data("keep me".utf8).write(to: file)
        let onFile = try await report(out: file.path)
        #expect(onFile.status == 73)
        #expect(onFile.errorLines.map(String.init) == ["editsem: \(file.path): a file, not a folder; refusing to replace it"])
        #expect(try Data(contentsOf: file) == Data("keep me".utf8))
        let foreign = folder.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: false)
        try Data("jpeg".utf8).write(to: foreign.appendingPathComponent("cat.jpg"))
        let onFolder = try await report(out: foreign.path)
        #expect(onFolder.status == 73)
        #expect(onFolder.errorOutput.contains("not empty and not an editsem report folder"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: foreign.path) == ["cat.jpg"])
    }
}
