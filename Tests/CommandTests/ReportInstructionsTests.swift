import EditsemCLI
import EditsemTestSupport
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

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

    /// Whether this build runs under AddressSanitizer or ThreadSanitizer, whose runtimes cannot run
    /// under valgrind; editsem is built alike.
    static let sanitized = ["__asan_init", "__tsan_init"].contains { (name: String) in dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) != nil }

    /// Debian 12's valgrind gives up on a Swift 6 build's DWARF 5 before the program starts; the
    /// copy the bench counts has no debugging sections and runs under it.
    @Test(.enabled(if: valgrind != nil, "valgrind is not installed (Debian package valgrind)"),
          .enabled(if: !sanitized, "a sanitizer's runtime does not run under valgrind"))
    func countsAStrippedCopyOfEditsem() async throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let editsem = try #require(EditsemProcess.executable).path
        let copy = try ReportInstructions.strippedCopy(of: editsem, into: folder.url.path)
        let sections = try await TestProcess.run("/usr/bin/readelf", ["-S", "-W", copy])
        #expect(sections.status == 0 && sections.output.contains(".text") && !sections.output.contains(".debug_info"), "\(sections.output)")
        let count = try ReportInstructions.collected(valgrind: try #require(Self.valgrind),
                                                     outFile: folder.url.path + "/callgrind.out", [copy, "--help"])
        #expect(count > 1_000_000, "editsem --help ran \(count) instructions")
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
