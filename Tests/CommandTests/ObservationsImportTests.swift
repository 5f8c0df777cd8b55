import EditsemTestSupport
import Foundation
import Testing

/// `editsem observations import` on fixture files (Tests/HostObservationTests/Fixtures): a real
/// Chromium observation made through a loopback WebDriver endpoint, and a copy with one impossible
/// press. Imports go to a temporary folder, never Corpus/observed.
@Suite struct ObservationsImportTests {
    static let root = RepositoryPaths.root.path
    static let fixtures = root + "/Tests/HostObservationTests/Fixtures"
    static let good = fixtures + "/chromium@156-contenteditable-loopback.observed"
    static let broken = fixtures + "/broken-press.observed"

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-import-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func editsem(_ arguments: [String], observed: String) async throws -> EditsemProcess.Outcome {
        try await EditsemProcess.run(arguments + ["--observed", observed, "--corpus", Self.root + "/Corpus"])
    }

    @Test func aBrokenLineIsRejectedWithItsNumberAndNothingIsImported() async throws {
        let observed = try folder()
        defer { try? FileManager.default.removeItem(atPath: observed) }
        let result = try await editsem(["observations", "import", Self.broken], observed: observed)
        #expect(result.status == 65)
        #expect(result.errorOutput.contains("broken-press.observed:19: DELETION: press 3 removes 9 units; the text before the caret has 1"), "\(result.errorOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: observed).isEmpty)
        let check = try await editsem(["observations", "check", Self.broken], observed: observed)
        #expect(check.status == 65)
        #expect(check.errorOutput.contains("broken-press.observed:19: "))
    }

    @Test func aGoodFileIsImportedUnchangedAndListedWithItsProvenance() async throws {
        let observed = try folder()
        defer { try? FileManager.default.removeItem(atPath: observed) }
        let result = try await editsem(["observations", "import", Self.good], observed: observed)
        #expect(result.status == 0, "\(result.errorOutput)")
        let imported = observed + "/chromium@156-contenteditable-loopback.observed"
        #expect(FileManager.default.contents(atPath: imported) == FileManager.default.contents(atPath: Self.good))
        #expect(result.output.contains("editsem observe, W3C WebDriver endpoint 127.0.0.1:9519"))

        let hosts = try await editsem(["hosts"], observed: observed)
        #expect(hosts.status == 0)
        let lines = hosts.output.components(separatedBy: "\n")
        let entry = try #require(lines.firstIndex { $0.contains("(chromium@156-contenteditable-loopback.observed)") })
        #expect(lines[entry].contains("deletion 6/6, caret 6/6 agree"))
        #expect(lines[entry + 1].contains("Debian GNU/Linux 12 (bookworm); editsem observe, W3C WebDriver endpoint 127.0.0.1:9519"))

        #expect(try await editsem(["observations", "check"], observed: observed).status == 0)
        // The same file again is no change; a different file of that name needs --replace.
        #expect(try await editsem(["observations", "import", Self.good], observed: observed).status == 0)
        let other = try folder()
        defer { try? FileManager.default.removeItem(atPath: other) }
        let renamed = other + "/chromium@156-contenteditable-loopback.observed"
        let changed = try String(contentsOfFile: Self.good, encoding: .utf8)
            .replacingOccurrences(of: "device: ", with: "device: another ")
        try changed.write(toFile: renamed, atomically: true, encoding: .utf8)
        #expect(try await editsem(["observations", "import", renamed], observed: observed).status == 73)
        #expect(try await editsem(["observations", "import", "--replace", renamed], observed: observed).status == 0)
        #expect(try String(contentsOfFile: imported, encoding: .utf8) == changed)
    }
}
