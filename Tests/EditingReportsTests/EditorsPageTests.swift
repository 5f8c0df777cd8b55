import EditingCorpus
@testable import EditingReports
import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import Testing

/// `editors.md`: every host built on another (`HostRelease.builtOn`) against the host under it,
/// held to a recount with the two models, and open to hosts added with the field alone.
@Suite struct EditorsPageTests {
    /// A slice of the corpus (every 7th text) keeps the debug build's run short.
    static let texts: [ReportText] = {
        var texts: [ReportText] = []
        _ = CorpusReader(directory: RepositoryPaths.root.appendingPathComponent("Corpus").path).scan { texts.append(ReportText(corpusCase: $0)) }
        return texts.enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
    }()

    /// A toolkit on GTK 4, as another engineer would add one: the field and nothing else.
    static let toolkit: HostModel = {
        var model = try! HostCatalog.model(id: "code-point")
        model.id = "example-toolkit@1"
        model.release = HostRelease(engines: ["a toolkit that deletes code points"], builtOn: "gtk@4.8")
        return model
    }()

    static let hosts: [HostModel] = HostCatalog.hosts + [toolkit]

    static let result = ReportRunner.run(texts, subjects: ReportSubjects(hosts: hosts, units: [], strategies: []))

    @Test func everyHostBuiltOnAnotherHasItsRowAndNoOtherHostDoes() throws {
        try #require(!Self.texts.isEmpty)
        let layered = Self.hosts.filter { $0.release.builtOn != nil }
        #expect(layered.count > 10)
        #expect(Self.result.changes.layers.map(\.family) == layered.map(\.id))
        for layer in Self.result.changes.layers {
            #expect(Self.hosts[layer.older].id == Self.hosts[layer.newer].release.builtOn)
        }
        let page = EditorsPage.render(Self.result, stamp: ReportStamp(corpusVersion: "", corpusPath: ""))
        for host in Self.hosts {
            let row = "\n| `\(host.id)` | "
            #expect(page.contains(row) == (host.release.builtOn != nil), "\(host.id)")
        }
    }

    @Test func countsAndShortestTextsEqualARecountWithTheTwoModels() {
        for layer in Self.result.changes.layers {
            let (base, host) = (Self.hosts[layer.older], Self.hosts[layer.newer])
            let deletion = Self.texts.filter {
                DeletionTrace(deleting: $0.text, with: host.deletion.rule!) != DeletionTrace(deleting: $0.text, with: base.deletion.rule!)
            }
            let caret = Self.texts.filter { host.caret.rule!.stops(in: $0.text) != base.caret.rule!.stops(in: $0.text) }
            for (change, differing, aspect) in [(layer.deletion, deletion, "deletion"), (layer.caret, caret, "caret")] {
                #expect(change.compared == Self.texts.count, "\(host.id) \(aspect)")
                #expect(change.differing == differing.count, "\(host.id) \(aspect)")
                #expect(change.example?.text.units.count == differing.map(\.text.units.count).min(), "\(host.id) \(aspect)")
            }
        }
    }

    /// Hosts whose source says they leave the keys to the browser follow it; ones with their own
    /// Backspace do not, and the page draws the text that shows it.
    @Test func deferringEditorsFollowTheBrowserAndOthersShowWhere() throws {
        let page = EditorsPage.render(Self.result, stamp: ReportStamp(corpusVersion: "", corpusPath: ""))
        let lines = page.split(separator: "\n")
        func row(_ id: String) throws -> Substring { try #require(lines.first { $0.hasPrefix("| `\(id)` |") }) }
        for id in ["prosemirror-chromium@1", "prosemirror-firefox@1"] {
            #expect(try row(id).contains("| follows it (all \(Self.texts.count) texts) | follows it"), "\(id)")
        }
        #expect(try row("example-toolkit@1").contains("| `gtk@4.8` | differs on "))
        for id in ["ace-chromium@1", "ace-firefox@1"] {
            let ace = try row(id)
            #expect(ace.contains("differs on") && ace.contains("÷") && ace.contains(" vs "), "\(id)")
        }
    }
}
