import EditsemTestSupport
import Foundation
import Testing

/// The loopback server of the editor pages (Drivers/editors/serve.py), run for real: it serves a
/// file of its folder, and answers 404 to every way out of it (`..` as is, percent-encoded in
/// either case, an encoded slash, a symbolic link pointing outside, a path under no mount); it
/// listens on 127.0.0.1 only (127.0.0.2, also loopback, is refused).
@Suite struct EditorServerTests {
    static let serve = RepositoryPaths.root.path + "/Sources/HostObservation/Drivers/editors/serve.py"
    static let curl = ["/usr/bin/curl", "/bin/curl"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The HTTP status of `path` sent byte for byte (curl --path-as-is), and the body.
    func get(_ base: String, _ path: String) async throws -> (status: String, body: String) {
        let result = try await TestProcess.run(Self.curl!, ["--silent", "--path-as-is", "--max-time", "10",
                                                            "--output", "-", "--write-out", "\n%{http_code}", base + path])
        let text = result.output
        let cut = try #require(text.lastIndex(of: "\n"), "curl wrote \(text)")
        return (String(text[text.index(after: cut)...]), String(text[..<cut]))
    }

    @Test(.enabled(if: curl != nil, "needs curl (apt install curl)"))
    func servesItsFolderAndNothingOutsideIt() async throws {
        let scratch = try ScratchFolder(prefix: "editor-server")
        defer { scratch.remove() }
        try scratch.write("secret.txt", "outside the mount")
        try scratch.write("pages/page.html", "<p>inside</p>")
        try FileManager.default.createSymbolicLink(atPath: scratch.path("pages/link.txt"), withDestinationPath: scratch.path("secret.txt"))
        let mount = scratch.path("pages")
        try await LoopbackServer.withRunning("/usr/bin/python3", arguments: { [Self.serve, "--port", "\($0)", "--mount", "/pages=\(mount)"] }) { server in
            let good = try await get(server.url, "/pages/page.html")
            #expect(good.status == "200")
            #expect(good.body == "<p>inside</p>")
            for bad in ["/pages/../secret.txt", "/pages/%2e%2e/secret.txt", "/pages/%2E%2E/secret.txt",
                        "/pages/%2e%2e%2fsecret.txt", "/pages/./page.html", "/pages/link.txt", "/secret.txt",
                        "/pages/", "/pages/missing.html", "/pages%2f..%2fsecret.txt", "/pages/%5c..%5csecret.txt"] {
                let answer = try await get(server.url, bad)
                #expect(answer.status == "404", "\(bad): \(answer.status)")
                #expect(!answer.body.contains("outside the mount"), "\(bad) leaked the file outside")
            }
            // Bound to 127.0.0.1 only: another loopback address finds nobody listening (curl's 000).
            let elsewhere = try await get("http://127.0.0.2:\(server.port)", "/pages/page.html")
            #expect(elsewhere.status == "000")
        }
    }
}
