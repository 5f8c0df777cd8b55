import EditsemCLI
import EditsemTestSupport
import Foundation
import Testing

/// `bench --instructions` reads the count callgrind prints; checked on callgrind's own output.
@Suite struct ReportInstructionsTests {
    static var valgrind: String? {
        ["/usr/bin/valgrind", "/usr/local/bin/valgrind"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: valgrind != nil, "valgrind is not installed (Debian package valgrind)"))
    func readsTheCountCallgrindPrints() async throws {
        let run = try await TestProcess.run(try #require(Self.valgrind), ["--tool=callgrind", "--callgrind-out-file=/dev/null", "/bin/true"])
        try #require(run.status == 0, "\(run.errorOutput)")
        let count = try #require(ReportInstructions.collected(in: run.errorOutput), "no count in: \(run.errorOutput)")
        #expect(count > 1_000, "even /bin/true runs the dynamic loader")
        #expect(ReportInstructions.collected(in: "==1== Events    : Ir\n") == nil)
    }

    @Test func withoutValgrindBenchExits69() async throws {
        let empty = try ScratchFolder()
        defer { empty.remove() }
        let editsem = try #require(EditsemProcess.executable).path
        let result = try await TestProcess.run(editsem, ["bench", "--only", "none", "--seconds", "0.01", "--instructions",
                                                         "--corpus", RepositoryPaths.url("Corpus").path],
                                               environment: ["PATH": empty.url.path])
        #expect(result.status == 69, "\(result.errorOutput)")
        #expect(result.errorOutput.contains("--instructions needs valgrind on PATH (Debian package valgrind)"))
    }
}
