import EditsemTestSupport
import Foundation
import Testing

/// `editsem guide` on a scratch catalog: it writes the host pages, redraws figures, reports a
/// stale file with --check, and names the line of a bad marker.
@Suite struct GuideCommandTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guide-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func writesPagesThenChecksClean() async throws {
        let docc = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: docc) }
        try Data("# A\n\n<!-- figure: stamp -->\n<!-- end figure -->\n".utf8).write(to: docc.appendingPathComponent("A.md"))
        try Data("# Gone\n".utf8).write(to: docc.appendingPathComponent("Hosts/no-such-host.md").creatingFolder())
        let noReport = docc.appendingPathComponent("absent.json").path

        let stale = try await EditsemProcess.run(["guide", "--docc", docc.path, "--report", noReport, "--check"])
        #expect(stale.status == 1)
        #expect(stale.output.contains("stale: \(docc.path)/A.md"))
        #expect(stale.output.contains("Hosts/no-such-host.md (no such host)"))

        let write = try await EditsemProcess.run(["guide", "--docc", docc.path, "--report", noReport])
        #expect(write.status == 0)
        #expect(write.errorOutput.contains("is absent: figures become placeholders"))
        #expect(FileManager.default.fileExists(atPath: docc.appendingPathComponent("Hosts/ios8-uitextview.md").path))
        #expect(!FileManager.default.fileExists(atPath: docc.appendingPathComponent("Hosts/no-such-host.md").path))
        let article = try String(contentsOf: docc.appendingPathComponent("A.md"), encoding: .utf8)
        #expect(article.contains("Reports/report.json`, which is absent"))

        let clean = try await EditsemProcess.run(["guide", "--docc", docc.path, "--report", noReport, "--check"])
        #expect(clean.status == 0)
        #expect(clean.output.isEmpty)
    }

    @Test func badMarkerAndMissingFolder() async throws {
        let docc = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: docc) }
        try Data("# A\n\n<!-- figure: pie -->\n<!-- end figure -->\n".utf8).write(to: docc.appendingPathComponent("A.md"))
        let bad = try await EditsemProcess.run(["guide", "--docc", docc.path, "--report", "/nonexistent.json"])
        #expect(bad.status == 65)
        #expect(bad.errorOutput.contains("A.md:3: unknown figure kind 'pie'"))

        let missing = try await EditsemProcess.run(["guide", "--docc", docc.appendingPathComponent("nope").path])
        #expect(missing.status == 66)
    }
}

private extension URL {
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
