import EditingCorpus
import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import HostObservation
import Testing

/// The real web editors: each has a committed observation in Chromium and in Firefox, held to its
/// own model, and a text a host corrupted is on record in the file as a finding.
@Suite struct EditorObservationsTests {
    /// Each browser an editor runs in, and what its engine field names.
    static let browsers = ["chromium": "Blink (Chromium ", "firefox": "Gecko (Firefox "]

    @Test(arguments: ObservableHost.editors.map(\.id), browsers.keys.sorted())
    func everyEditorIsObservedInEachBrowser(_ id: String, browser: String) throws {
        let host = try #require(ObservableHost.named(id))
        let family = try #require(host.modelFamily(element: browser))
        let (observations, _) = try CommittedObservations.read.get()
        let found = observations.first { $0.observation.header.host == id && $0.observation.header.element == browser }
        let observation = try #require(found, "no committed observation of \(id) in \(browser): run `editsem observe --host \(id) --browser \(browser)`").observation
        #expect(observation.header.model.hasPrefix(family + "@"))
        #expect(try HostCatalog.model(id: observation.header.model).id == observation.header.model)
        #expect(observation.header.engine.contains(Self.browsers[browser]!))
    }

    /// 👍🏿 is U+1F44D U+1F3FF: D83D DC4D D83C DFFF. Presses of 1, 1 and 2 units leave D83D DC4D D83C
    /// after the first: a lone high surrogate. A press that rewrote the text is a finding too.
    @Test func aLoneSurrogateLeftByAPressIsAFinding() {
        let header = ObservationHeader(
            host: "codemirror@5", version: "5.65.0", element: "chromium", model: "codemirror-chromium@5", engine: "Blink",
            fonts: "f", method: "m", platform: "Debian GNU/Linux 12 (bookworm)", device: "x86_64 PC",
            source: "editsem observe, local driver", corpus: "sha256:00")
        let dark = UTF16Text("\u{1F44D}\u{1F3FF}"), plain = UTF16Text("\u{1F44D}")
        let texts = ["dark": dark, "plain": plain, "again": dark]
        let observation = Observation(header: header, texts: [
            ObservedText(id: "dark", deletion: .measured([.removed(1), .removed(1), .removed(2)]), caret: .measured([0, 2, 4]), forwardDeletion: .measured([0, 2, 4])),
            ObservedText(id: "plain", deletion: .measured([.removed(2)]), caret: .measured([0, 2]), forwardDeletion: .measured([0, 1, 2])),
            ObservedText(id: "again", deletion: .measured([.rewritten(UTF16Text("x")), .removed(1)]), caret: .measured([0, 4]),
                         forwardDeletion: .unmeasured(reason: "press 1 of Delete left a text that is not the end of the text before it (the host rewrote it)")),
        ])
        #expect(ObservationFindings.lines(observation, texts: texts) == [
            "Backspace left a lone surrogate in 1 text: dark",
            "Backspace rewrote the text in 1 text: again",
            "Delete left a lone surrogate in 1 text: plain",
            "Delete removed text elsewhere than at the caret in 1 text: again",
        ])
        let written = ObservationFormat.write(observation, findings: ObservationFindings.lines(observation, texts: texts))
        #expect(written.contains("\n# finding: Backspace left a lone surrogate in 1 text: dark\n"))
        #expect((try? ObservationFormat.read(written, file: "x"))?.texts == observation.texts)
    }
}
