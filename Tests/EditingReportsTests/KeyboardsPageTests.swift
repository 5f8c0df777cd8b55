import EditingCorpus
@testable import EditingReports
import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import KeyboardSimulation
import KeyboardStrategies
import Testing

/// `keyboards.md`: every keyboard release on its platform's hosts, held to a recount with each
/// key run on each host alone, and the tracker's reports where their releases are.
@Suite struct KeyboardsPageTests {
    /// Every 11th corpus text keeps the debug build's run short.
    static let texts: [ReportText] = {
        var texts: [ReportText] = []
        _ = CorpusReader(directory: RepositoryPaths.root.appendingPathComponent("Corpus").path).scan { texts.append(ReportText(corpusCase: $0)) }
        return texts.enumerated().filter { $0.offset % 11 == 0 }.map(\.element)
    }()

    static let hosts = HostCatalog.all.filter { (KeyboardSubjects.androidHostIDs + KeyboardSubjects.iOSHostIDs).contains($0.id) }
    static let strategies = StrategyCatalog.all.map(ReportStrategy.init)
    static let result = ReportRunner.run(texts, subjects: ReportSubjects(hosts: hosts, units: [], strategies: strategies,
                                                                        ports: InputMethodCatalog.all))
    static let page = KeyboardsPage.render(result, stamp: ReportStamp(corpusVersion: "", corpusPath: ""))

    @Test func everyReleaseHasARowOnItsPlatformsHosts() throws {
        let rows = Self.result.subjects.keyboards.rows
        let released = StrategyCatalog.all.filter { $0.release != nil }.map(\.id) + InputMethodCatalog.all.map(\.id)
        #expect(rows.map(\.id) == released)
        #expect(Self.result.subjects.keyboards.missingHostIDs.isEmpty)
        for row in rows {
            let ids = row.hosts.map { Self.hosts[$0].id }
            #expect(ids == (row.release.platform == .android ? KeyboardSubjects.androidHostIDs : KeyboardSubjects.iOSHostIDs), "\(row.id)")
            #expect(Self.page.contains("(`\(row.id)`)"), "\(row.id)")
            #expect(Self.page.contains("](#\(KeyboardsPage.anchor(row)))"), "\(row.id)")
        }
    }

    /// Each tally equals the outcomes of the key run on each host and text on its own.
    @Test func talliesEqualARecount() throws {
        try #require(Self.texts.count > 500)
        let keyboards = Self.result.subjects.keyboards
        for (r, row) in keyboards.rows.enumerated() {
            for (c, h) in row.hosts.enumerated() {
                var counts: [SimulationOutcome.Kind: Int] = [:]
                for text in Self.texts {
                    let outcome = try #require(KeyboardsPage.outcome(row, on: Self.hosts[h], text: text.text, result: Self.result))
                    // A composing key counts where its run starts with a syllable marked.
                    if row.intent.startsComposing && outcome.start.marked == nil { continue }
                    counts[outcome.kind, default: 0] += 1
                }
                if row.intent.startsComposing { #expect(counts.values.reduce(0, +) > 20, "\(row.id): few composing texts") }
                let tally = Self.result.keyboards.tallies[r][c]
                for kind in SimulationOutcome.Kind.allCases {
                    #expect(tally.count(of: kind) == counts[kind, default: 0], "\(row.id) on \(Self.hosts[h].id): \(kind.rawValue)")
                }
            }
        }
    }

    /// The failing example is the failing text with the most usage weight.
    @Test func examplesAreTheMostWeightedFailingTexts() throws {
        let keyboards = Self.result.subjects.keyboards
        var checked = 0
        for (r, row) in keyboards.rows.enumerated() {
            for (c, h) in row.hosts.enumerated() {
                let failing = Self.texts.filter { text in
                    let outcome = KeyboardsPage.outcome(row, on: Self.hosts[h], text: text.text, result: Self.result)!
                    if row.intent.startsComposing && outcome.start.marked == nil { return false }
                    return outcome.kind != .exact && outcome.kind != .unknown
                }
                let example = Self.result.keyboards.tallies[r][c].example
                if let most = failing.compactMap(\.weight).max() {
                    #expect(example?.weight == most, "\(row.id)")
                } else if !failing.isEmpty {
                    #expect(example?.text.units.count == failing.map(\.text.units.count).min(), "\(row.id)")
                }
                #expect((example == nil) == failing.isEmpty)
                checked += failing.isEmpty ? 0 : 1
            }
        }
        #expect(checked > 10)
    }

    /// A report is linked under each release it was reported against or fixed in, and nowhere else.
    @Test func trackerReportsStandUnderTheirReleases() throws {
        let sections = Self.page.components(separatedBy: "\n### ").dropFirst()
        for issue in KeyboardIssueCatalog.all {
            let link = "[\(issue.shortName)](\(issue.url))"
            for section in sections {
                let id = try #require(section.firstMatch(of: /\(`([^`]+)`\)/)).1
                let expected = issue.reportedAgainst.contains(String(id)) || issue.fixedIn.contains(String(id))
                #expect(section.contains(link) == expected, "\(issue.shortName) under \(id)")
            }
        }
    }
}
