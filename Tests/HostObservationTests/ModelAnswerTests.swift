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
            guard answer.deletion == pressed else {
                Issue.record("\(id) on \(text.escaped): answer \(answer.deletion.map(ObservationComparison.draw) ?? "nil"), pressed \(ObservationComparison.draw(pressed))")
                return
            }
        }
        // GTK's models rewrite some texts: the fallback is exercised there.
        if id.hasPrefix("gtk@") { #expect(rewritten > 0) }
    }
}
