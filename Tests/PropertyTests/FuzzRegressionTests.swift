import EditingInvariants
import EditsemTestSupport
import Foundation
import Testing

/// Replays every input a fuzz target once failed on (`Tests/Fuzz/Regressions/<target>/`) through
/// the same check the fuzzer runs; each must now pass.
@Suite struct FuzzRegressionTests {
    static let folder = RepositoryPaths.url("Tests/Fuzz/Regressions")

    static var cases: [String] {
        FuzzTarget.allCases.flatMap { target in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(target.rawValue).path)) ?? []
            return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map { "\(target.rawValue)/\($0)" }
        }
    }

    @Test(arguments: cases)
    func replays(_ path: String) throws {
        let target = try #require(FuzzTarget(rawValue: String(path.prefix { $0 != "/" })))
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(path)))
        let violations = target.violations(bytes)
        #expect(violations.isEmpty, "\(path): \(violations.prefix(3).map(\.description))")
    }
}
