import EditingCorpus
import EditingInvariants
import EditingSemantics
import EditsemTestSupport
import HostModels
@testable import HostObservation
import Testing

/// A model's answer takes its presses from the deletion's fast paths where every press leaves a
/// prefix; held here to the presses made one at a time, on every corpus text and random hard
/// cases, for every host model (GTK's rewrites included).
@Suite struct ModelAnswerTests {
    static let texts: [UTF16Text] = {
        let (cases, _) = CorpusReader(directory: RepositoryPaths.root.appendingPathComponent("Corpus").path).loadAll()
        return cases.map(\.text) + HardCases.texts(seed: 0x0B5E, count: 400, maxFragments: 6)
    }()

    @Test(arguments: HostCatalog.all.filter { $0.deletion.rule != nil }.map(\.id))
    func deletionIsThePressesMadeOneAtATime(_ id: String) throws {
        let model = try HostCatalog.model(id: id)
        let rule = try #require(model.deletion.rule)
        #expect(!Self.texts.isEmpty)
        var rewritten = 0
        for text in Self.texts {
            let pressed = ModelAnswer.presses(deleting: text, with: rule)
            if pressed.contains(where: { if case .rewritten = $0 { true } else { false } }) { rewritten += 1 }
            let answer = ModelAnswer(model: model, text: text)
            if model.corrupts(.deletion, text) {
                #expect(answer.deletion == nil && answer.corrupted.contains(.deletion), "\(id) on \(text.escaped)")
                continue
            }
            guard answer.deletion == pressed else {
                Issue.record("\(id) on \(text.escaped): answer \(answer.deletion.map(ObservationComparison.draw) ?? "nil"), pressed \(ObservationComparison.draw(pressed))")
                return
            }
        }
        // GTK's models rewrite some texts: the fallback is exercised there.
        if id.hasPrefix("gtk@") { #expect(rewritten > 0) }
    }

    /// Where a model says the host corrupts a text, an observation agrees by showing the text
    /// corrupted (a rewrite, a press that removed nothing with text left, a crash), and differs
    /// by showing a clean edit; its other aspects are compared as usual.
    @Test func aCorruptingModelIsHeldToTheCorruption() throws {
        let model = try HostCatalog.model(id: "tk-entry@8.6")
        let text: UTF16Text = "a😀"
        let answer = ModelAnswer(model: model, text: text)
        #expect(answer.corrupted == [.deletion])
        #expect(answer.caret == [0, 1, 2, 3])
        #expect(answer.forwardDeletion == [0, 1, 3])
        #expect(ModelAnswer(model: model, text: "ab").corrupted.isEmpty)
        func deletionAgrees(_ deletion: Measured<[ObservedPress]>) -> Bool? {
            var result: Bool?
            let observed = ObservedText(id: "x", deletion: deletion, caret: .measured([0, 1, 2, 3]), forwardDeletion: .measured([0, 1, 3]))
            observed.compare(with: answer) { aspect, agree in
                if aspect == .deletion { result = agree } else { #expect(agree) }
            }
            return result
        }
        #expect(deletionAgrees(.measured([.removed(0)])) == true)
        #expect(deletionAgrees(.measured([.rewritten(UTF16Text(units: [0x61, 0xD83D, 0xDE00, 0x7F])), .removed(1), .removed(3)])) == true)
        #expect(deletionAgrees(.unmeasured(reason: ObservedText.crashPrefix + "pressing BackSpace (press 1): killed by SIGABRT (signal 6)")) == true)
        #expect(deletionAgrees(.measured([.removed(2), .removed(1)])) == false)
        #expect(deletionAgrees(.unmeasured(reason: "the element holds a different text")) == nil)
    }

    /// Stops as hosts gave them for U+0891 ١ ٢ (the committed Corpus/observed files): a caret that
    /// did not move (GTK 3's entry, `0`) and one that went back (django-codemirror6's CodeMirror 6
    /// in Chromium, codemirror-2022-chromium@6, `0,2,1,3`) are told apart from a jump to the end,
    /// which the `÷` drawing alone cannot show.
    @Test func stopsOutOfOrderOrShortOfTheEndAreListed() {
        let text = UTF16Text("\u{0891}\u{0661}\u{0662}")
        let stuck = ObservationComparison.draw(stops: [0], in: text)
        let back = ObservationComparison.draw(stops: [0, 2, 1, 3], in: text)
        let plain = ObservationComparison.draw(stops: [0, 2, 3], in: text)
        #expect(stuck.hasSuffix(" (stops in press order 0; the end, 3, not reached)"), "\(stuck)")
        #expect(back.hasSuffix(" (stops in press order 0,2,1,3)"), "\(back)")
        #expect(plain == BoundaryDrawing.draw(text, boundaries: [0, 2, 3]))
        #expect(stuck.hasPrefix(BoundaryDrawing.draw(text, boundaries: [0])))
    }
}
