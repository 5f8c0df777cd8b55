@testable import EditingGuide
import EditsemTestSupport
import Foundation
import Testing

/// The guide's DocC catalog must be what `editsem guide` writes from today's host catalog and
/// `Reports/report.json`.
@Suite struct CommittedGuideTests {
    static let root = RepositoryPaths.root
    static let docc = root.appendingPathComponent("Sources/EditingSemanticsTesting/EditingSemanticsTesting.docc")
    static let reportURL = root.appendingPathComponent("Reports/report.json")
    static var reportExists: Bool { FileManager.default.fileExists(atPath: reportURL.path) }

    /// The committed files and the expected ones.
    static func compare() throws -> (current: [String: String], expected: [String: String]) {
        let current = try GuideGenerator.readCatalog(at: docc)
        let report = try GuideGenerator.readReport(at: reportURL)
        return (current, try GuideGenerator(report: report).expectedFiles(current: current))
    }

    /// Host pages, the index and the unknowns follow the host catalog; figures are left out here.
    @Test func pagesFollowTheHostCatalog() throws {
        let (current, expected) = try Self.compare()
        let stale = expected.keys.filter {
            current[$0].map(GuideGenerator.withoutFigures) != GuideGenerator.withoutFigures(expected[$0]!)
        }.sorted()
        #expect(stale.isEmpty, "the guide is stale in \(stale.joined(separator: ", ")): run `swift run editsem guide` and commit the result")
        let extra = GuideGenerator.differences(current: current, expected: expected).delete
        #expect(extra.isEmpty, "host pages of hosts no longer in the catalog: \(extra.joined(separator: ", ")): run `swift run editsem guide`")
    }

    @Test(.enabled(if: reportExists, "Reports/report.json is absent: the guide's figures are placeholders until `swift run editsem report` and `swift run editsem guide` are run"))
    func figuresFollowReportJSON() throws {
        let (current, expected) = try Self.compare()
        let stale = GuideGenerator.differences(current: current, expected: expected).write
        #expect(stale.isEmpty, "figures differ from Reports/report.json in \(stale.joined(separator: ", ")): run `swift run editsem guide` and commit the result")
    }

    /// Every article the landing page lists exists, and every file is listed or generated.
    @Test func everyArticleIsReachable() throws {
        let current = try GuideGenerator.readCatalog(at: Self.docc)
        let landing = try #require(current["EditingSemanticsTesting.md"])
        for path in current.keys where !path.hasPrefix("Hosts/") && !["EditingSemanticsTesting.md", "README.md"].contains(path) {
            let name = String(path.dropLast(3))
            #expect(landing.contains("<doc:\(name)>"), "\(path) is not in the landing page's Topics")
        }
    }
}
