import EditsemTestSupport
import Foundation
import Testing

/// `editsem observe --webdriver` against real WebDriver servers this test starts on a loopback
/// port: the observation must be the one the local path makes, header and all, save the `source`
/// line that names the endpoint (and, for Chromium, the lines that say the local path's headless
/// shell and pipelined keys). A handful of corpus texts, drawn with a fixed seed.
@Suite(.serialized) struct RemoteObserveTests {
    static let root = RepositoryPaths.root.path

    /// Observes `element` of `host` into a fresh folder; the written file's lines.
    func observe(_ host: String, element: String, extra: [String] = []) async throws -> [String] {
        let scratch = try ScratchFolder(prefix: "editsem-remote")
        defer { scratch.remove() }
        let out = scratch.path("out")
        let result = try await EditsemProcess.run([
            "observe", "--host", host, "--element", element, "--sample", "5", "--seed", "11", "--quiet",
            "--corpus", Self.root + "/Corpus", "--out", out,
        ] + extra)
        #expect(result.status == 0, "\(result.errorOutput)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out)
        let file = try #require(files.first, "nothing written: \(result.errorOutput)")
        return try String(contentsOfFile: out + "/" + file, encoding: .utf8).components(separatedBy: "\n")
    }

    func expectSameObservation(local: [String], remote: [String], port: Int, differing: [String] = []) {
        #expect(remote.count == local.count)
        #expect(remote.contains("source: editsem observe, W3C WebDriver endpoint 127.0.0.1:\(port)"))
        #expect(local.contains("source: editsem observe, local driver"))
        for (a, b) in zip(local, remote) where !(["source:"] + differing).contains(where: a.hasPrefix) {
            #expect(a == b)
        }
        #expect(local.filter { $0.contains("\t") }.count == 5, "five texts observed")
    }

    @Test(.needsChromium)
    func chromedriverOnLoopbackGivesTheLocalObservation() async throws {
        try await LoopbackServer.withRunning("/usr/bin/chromedriver", arguments: { ["--port=\($0)", "--allowed-ips=127.0.0.1", "--silent"] }) { server in
            let local = try await observe("chromium@156", element: "textarea")
            let remote = try await observe("chromium@156", element: "textarea", extra: ["--webdriver", server.url])
            // A user's endpoint gets W3C commands only: the whole browser, Perform Actions.
            expectSameObservation(local: local, remote: remote, port: server.port, differing: ["engine:", "method:"])
            let engines = [local, remote].map { $0.first { $0.hasPrefix("engine:") } ?? "" }
            #expect(engines[0].contains(", headless shell)") && engines[0].replacingOccurrences(of: ", headless shell", with: "") == engines[1])
            let methods = [local, remote].map { $0.first { $0.hasPrefix("method:") } ?? "" }
            #expect(methods[0].contains("written to the page's DevTools WebSocket") && methods[1].contains("per Perform Actions call"))
        }
    }

    @Test(.needsWebKitGTK)
    func webKitWebDriverOnLoopbackGivesTheLocalObservation() async throws {
        // WebKitWebDriver starts MiniBrowser, which needs a display: a private Xvfb.
        let display = ":\(Int.random(in: 400...899))"
        try await TestProcess.withRunning("/usr/bin/Xvfb", [display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]) { _ in
            let environment = [
                "DISPLAY": display, "WEBKIT_DISABLE_COMPOSITING_MODE": "1", "LIBGL_ALWAYS_SOFTWARE": "1", "NO_AT_BRIDGE": "1",
            ]
            let (port, remote) = try await LoopbackServer.withRunning(
                "/usr/bin/WebKitWebDriver", arguments: { ["--port=\($0)", "--host=127.0.0.1"] }, environment: environment
            ) { server in
                (server.port, try await observe("webkit-gtk", element: "input", extra: ["--webdriver", server.url]))
            }
            let local = try await observe("webkit-gtk", element: "input")
            expectSameObservation(local: local, remote: remote, port: port)
        }
    }
}
