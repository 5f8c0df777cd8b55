@testable import EditingReports
import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import Testing

/// `hosts.md` opens with the hosts whose models say they corrupt text, each with its smallest
/// such text; each of those hosts was observed rewriting texts (a finding of its observation file).
@Suite struct CorruptingHostsTests {
    @Test func hostsThatCorruptTextLeadTheHostsPage() throws {
        let hosts = HostCatalog.hosts
        let result = ReportRunner.run([ReportText(id: "t", group: "emoji", text: "a😀")],
                                      subjects: ReportSubjects(hosts: hosts, units: [], strategies: []))
        let page = MarkdownReport.hostsPage(result, stamp: ReportStamp(corpusVersion: "", corpusPath: ""))
        let section = try #require(page.components(separatedBy: "## Hosts that corrupt text").dropFirst().first?
            .components(separatedBy: "Each aspect's unit").first)
        #expect(page.range(of: "## Hosts that corrupt text")!.lowerBound < page.range(of: "| host | kind |")!.lowerBound)
        let corrupting = hosts.filter { $0.corruption != nil }
        for host in hosts {
            #expect(section.contains("| `\(host.id)` |") == (host.corruption != nil), "\(host.id)")
        }
        for host in corrupting {
            #expect(section.contains(UnicodeNotation.codePoints(host.corruption!.smallest)), "\(host.id)")
        }

        // The models' claim against the observations: every corrupting host was seen rewriting texts
        // (other hosts rewrite too, by design: an editor that normalises line breaks).
        let observed = RepositoryPaths.root.appendingPathComponent("Corpus/observed")
        var rewriting: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: observed.path) where name.hasSuffix(".observed") {
            let lines = try String(contentsOf: observed.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").prefix(20)
            guard lines.contains(where: { $0.hasPrefix("# finding: Backspace rewrote the text") }) else { continue }
            let model = try #require(lines.first { $0.hasPrefix("model: ") }).dropFirst("model: ".count)
            rewriting.insert(String(model))
        }
        #expect(!rewriting.isEmpty)
        #expect(!corrupting.isEmpty)
        #expect(Set(corrupting.map(\.id)).isSubset(of: rewriting), "\(rewriting)")
    }
}
