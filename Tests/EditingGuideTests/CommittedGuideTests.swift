@testable import EditingGuide
import EditsemTestSupport
import Foundation
import ReportFormat
import ReportTestSupport
import Testing

/// The guide's DocC catalog must be what `editsem guide` writes from today's host catalog and the
/// `report.json` that `editsem report` writes today (drawn here, as it is not committed).
@Suite struct CommittedGuideTests {
    static let root = RepositoryPaths.root
    static let docc = root.appendingPathComponent("Sources/EditingSemanticsTesting/EditingSemanticsTesting.docc")

    /// The committed files and the expected ones.
    static func compare() throws -> (current: [String: String], expected: [String: String]) {
        let current = try GuideGenerator.readCatalog(at: docc)
        let json = try #require(try FreshReport.files().contents(of: "report.json"))
        let report = try ReportDocument(json: Data(json.utf8))
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

    @Test func figuresFollowReportJSON() throws {
        let (current, expected) = try Self.compare()
        let stale = GuideGenerator.differences(current: current, expected: expected).write
        #expect(stale.isEmpty, "figures differ from today's report.json in \(stale.joined(separator: ", ")): run `swift run editsem guide` and commit the result")
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
