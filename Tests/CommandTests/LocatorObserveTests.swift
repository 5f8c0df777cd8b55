import EditsemTestSupport
import Foundation
import Testing

/// Native-app mode (`observe --webdriver … --locator`) against a real chromedriver on a loopback
/// port: a page's `<textarea id=editor>` found by `css selector=#editor` and driven with W3C element
/// commands only. Its deletions must be those the local path observes (the page recorder and
/// script-set text) for the same texts; its carets are reasons, never numbers.
@Suite(.serialized) struct LocatorObserveTests {
    static let root = RepositoryPaths.root.path
    static let sample = ["--sample", "8", "--seed", "11"]

    /// The written file's text lines by case id: the fields after the id.
    func observe(_ extra: [String]) async throws -> (lines: [String], byID: [String: [String]]) {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-locator-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try await EditsemProcess.run([
            "observe", "--host", "chromium", "--element", "textarea", "--quiet", "--corpus", Self.root + "/Corpus", "--out", out,
        ] + Self.sample + extra)
        #expect(result.status == 0, "\(result.errorOutput)")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first, "nothing written: \(result.errorOutput)")
        let lines = try String(contentsOfFile: out + "/" + file, encoding: .utf8).components(separatedBy: "\n")
        var byID: [String: [String]] = [:]
        for line in lines where line.contains("\t") {
            let fields = line.components(separatedBy: "\t")
            byID[fields[0]] = Array(fields.dropFirst())
        }
        return (lines, byID)
    }

    @Test(.needsChromium)
    func aLocatedTextareaDeletesAsTheLocalObservationDoes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("editor.html")
        try #"<!DOCTYPE html><meta charset="utf-8"><textarea id="editor" spellcheck="false"></textarea>"#
            .write(to: page, atomically: true, encoding: .utf8)

        let native = try await LoopbackServer.withRunning(
            "/usr/bin/chromedriver", arguments: { ["--port=\($0)", "--allowed-ips=127.0.0.1", "--silent"] }
        ) { server in
            try await observe(["--webdriver", server.url, "--url", page.absoluteString, "--locator", "css selector=#editor"])
        }
        let local = try await observe([])

        #expect(native.lines.contains { $0.hasPrefix("method: ") && $0.contains("css selector=#editor") && $0.contains("deletion only") })
        #expect(native.byID.keys.sorted() == local.byID.keys.sorted())
        var compared = 0
        for (id, fields) in native.byID {
            // DELETION, CARET and FORWARD: element commands give neither the caret nor Delete.
            guard fields.count == 3, let theirs = local.byID[id] else { continue }
            #expect(fields[1].hasPrefix("! native app"), "\(id): a caret from element commands: \(fields[1])")
            #expect(fields[2].hasPrefix("! "), "\(id): a forward delete from element commands: \(fields[2])")
            guard !fields[0].hasPrefix("! "), theirs.count == 3, !theirs[0].hasPrefix("! ") else { continue }
            #expect(fields[0] == theirs[0], "\(id): native deletion \(fields[0]), local \(theirs[0])")
            compared += 1
        }
        #expect(compared >= 6, "only \(compared) of 8 texts measured both ways")
    }
}
