import EditsemTestSupport
import Foundation
import Testing

/// `editsem observations check FILE` judges the file given and the listed differences of its
/// host, so each committed observation file passes on its own, as the whole folder does.
@Suite struct ObservationsCheckTests {
    static let root = RepositoryPaths.root.path
    static let files = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Corpus/observed")) ?? [])
        .filter { $0.hasSuffix(".observed") }.sorted()

    @Test func thereAreObservationFiles() {
        #expect(Self.files.count >= 20, "Corpus/observed holds \(Self.files.count) observation files")
    }

    @Test(arguments: files)
    func eachFilePassesOnItsOwn(_ name: String) async throws {
        let observed = Self.root + "/Corpus/observed"
        let result = try await EditsemProcess.run(["observations", "check", observed + "/" + name, "--observed", observed, "--corpus", Self.root + "/Corpus"])
        #expect(result.status == 0, "\(result.output)\(result.errorOutput)")
        #expect(result.errorOutput.contains("editsem: 1 files, "), "\(result.errorOutput)")
    }
}
