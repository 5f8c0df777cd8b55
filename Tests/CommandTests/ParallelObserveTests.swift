import EditsemTestSupport
import Foundation
import Testing

/// `observe --jobs 2` on real hosts writes the very file `--jobs 1` writes for the same texts:
/// sessions at once share no display, profile, port or cache.
@Suite(.serialized) struct ParallelObserveTests {
    static let root = RepositoryPaths.root.path

    /// The file written by observing `sample` texts (seed 5) with `jobs` sessions.
    func observed(_ host: String, _ element: String, sample: Int, jobs: Int) async throws -> String {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-jobs-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: out) }
        try FileManager.default.copyItem(atPath: Self.root + "/Corpus/observed/known-differences.txt", toPath: out + "/known-differences.txt")
        let result = try await EditsemProcess.run([
            "observe", "--host", host, "--element", element, "--sample", "\(sample)", "--seed", "5", "--jobs", "\(jobs)",
            "--quiet", "--corpus", Self.root + "/Corpus", "--out", out,
        ])
        #expect(result.status == 0, "\(result.errorOutput)")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: out).first { $0.hasSuffix(".observed") },
                                "nothing written: \(result.errorOutput)")
        return try String(contentsOfFile: out + "/" + file, encoding: .utf8)
    }

    func expectSameFile(_ host: String, _ element: String, sample: Int) async throws {
        let one = try await observed(host, element, sample: sample, jobs: 1)
        let two = try await observed(host, element, sample: sample, jobs: 2)
        let textLines = one.split(separator: "\n").filter { $0.contains("\t") }
        #expect(textLines.count >= sample, "\(host): \(textLines.count) texts written, not \(sample)")
        let differing = zip(one.components(separatedBy: "\n"), two.components(separatedBy: "\n")).filter { $0 != $1 }
        #expect(one == two, "\(host) \(element): --jobs 2 wrote another file; first lines that differ: \(differing.prefix(3))")
    }

    @Test(.needsGTK4UnderXvfb)
    func gtk4WritesTheSameFile() async throws { try await expectSameFile("gtk@4", "entry", sample: 300) }

    @Test(.needsChromium)
    func chromiumWritesTheSameFile() async throws { try await expectSameFile("chromium", "textarea", sample: 60) }

    /// Two Emacs 28 sessions sharing ~/.emacs.d raced on its native-compilation cache, and one
    /// did not start in 5 of 30 runs of 40 texts; each now has its own home.
    @Test(.needsEmacsInTmux)
    func emacsWritesTheSameFile() async throws { try await expectSameFile("emacs", "tty", sample: 60) }

    @Test func jobsMustBePositiveAndLocal() async throws {
        let zero = try await EditsemProcess.run(["observe", "--host", "gtk@4", "--jobs", "0"])
        #expect(zero.status == 64 && zero.errorOutput.contains("--jobs takes a positive number"), "\(zero.errorOutput)")
        let remote = try await EditsemProcess.run(["observe", "--host", "chromium", "--jobs", "2", "--webdriver", "http://127.0.0.1:9"])
        #expect(remote.status == 64 && remote.errorOutput.contains("--webdriver endpoint serves at once"), "\(remote.errorOutput)")
    }
}
