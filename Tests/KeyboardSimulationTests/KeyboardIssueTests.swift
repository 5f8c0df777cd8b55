import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import KeyboardSimulation
import KeyboardStrategies
import Testing

/// The keyboards' own reports (``KeyboardIssueCatalog``): each text fails on the releases it was
/// reported against and is right on those that fixed it, on an EditText, where the reports come
/// from; a port's departure from a fixed release is a known issue until it is mended.
@Suite struct KeyboardIssueTests {
    static func strategy(_ id: String) throws -> (run: (HostModel, UTF16Text) -> SimulationOutcome, id: String) {
        if let port = try? InputMethodCatalog.strategy(id: id) {
            return ({ InputConnectionSimulation.run(port, on: $0, text: $1).outcome }, id)
        }
        let strategy = try StrategyCatalog.strategy(id: id)
        return ({ Simulation.run(strategy, on: $0, text: $1) }, id)
    }

    static func editText() throws -> HostModel { try HostCatalog.model(id: "android-edittext") }

    @Test(arguments: KeyboardIssueCatalog.all.indices)
    func reportedReleasesFailAndFixedOnesDoNot(_ index: Int) throws {
        let issue = KeyboardIssueCatalog.all[index]
        let host = try Self.editText()
        let text = ReportLeading.text + issue.text
        #expect(!issue.reportedAgainst.isEmpty || !issue.fixedIn.isEmpty, "\(issue.url) names no release")
        for id in issue.reportedAgainst {
            let kind = try Self.strategy(id).run(host, text).kind
            #expect(kind != .exact && kind != .unknown, "\(issue.shortName) on \(id): \(kind.rawValue)")
        }
        for id in issue.fixedIn {
            let kind = try Self.strategy(id).run(host, text).kind
            let check = { #expect(kind == .exact, "\(issue.shortName) fixed in \(id): \(kind.rawValue)") }
            if let limitation = issue.modelLimitation { withKnownIssue(Comment(rawValue: limitation), check) } else { check() }
        }
    }

    /// Every id is a strategy's (a renamed one fails here), every tag is the corpus's, every
    /// thread a GitHub issue.
    @Test func idsTagsAndLinksAreReal() throws {
        let tagsFile = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Corpus/tags.txt"), encoding: .utf8)
        let tags = Set(tagsFile.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").first.map(String.init) })
        #expect(tags.contains("zwj-sequence"))
        for issue in KeyboardIssueCatalog.all {
            for id in issue.reportedAgainst + issue.fixedIn { #expect(throws: Never.self) { try Self.strategy(id) } }
            for tag in issue.tags { #expect(tags.contains(tag), "\(issue.shortName): \(tag)") }
            #expect(issue.url.firstMatch(of: /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/issues\/\d+$/) != nil, "\(issue.url)")
            #expect(issue.shortName.contains("#"))
        }
        #expect(Set(KeyboardIssueCatalog.all.map(\.url)).count == KeyboardIssueCatalog.all.count)
    }
}

/// What the report puts before each text, as the issues' runs need it: without it a key that
/// deletes too far would meet the start of the field and look right.
enum ReportLeading {
    static let text: UTF16Text = "ok "
}
