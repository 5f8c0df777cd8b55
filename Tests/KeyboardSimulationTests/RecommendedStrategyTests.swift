import EditingSemantics
import HostModels
import KeyboardSimulation
import Testing

/// The recommended strategies must be exact, and leave no damage, on every host whose deletion and
/// offset aspects are known, for every corpus text; on other hosts they must say unknown, never guess.
@Suite struct RecommendedStrategyTests {
    /// The samples alone, after a letter, after a word and a space, and with text after the caret;
    /// emoji-test.txt's sequences between two letters (which catches over-deletion on both sides).
    static let cases: [(text: UTF16Text, following: UTF16Text)] = {
        var cases: [(text: UTF16Text, following: UTF16Text)] = []
        for text in TestCorpus.samples {
            let prefixed: [UTF16Text] = [text, "a" + text, "ab " + text]
            cases += prefixed.map { ($0, UTF16Text.empty) }
            cases.append((text, "z"))
        }
        for line in TestCorpus.emojiTest { cases.append(("a" + line.text, "z")) }
        return cases
    }()

    @Test(arguments: HostCatalog.all.map(\.id))
    func exactOnEveryCorpusText(hostID: String) throws {
        try #require(!TestCorpus.emojiTest.isEmpty, "no emoji-test.txt for Unicode \(Versions.icuUnicode)")
        let host = try HostCatalog.model(id: hostID)
        let known = host.deletion.isKnown && host.offset.isKnown
        var failures: [String] = []
        var runs = 0
        for strategy in StrategyCatalog.recommended {
            for (document, following) in Self.cases {
                let outcome = Simulation.run(strategy, on: host, text: document, following: following)
                runs += 1
                let acceptable = outcome.kind == .exact || (!known && outcome.kind == .unknown)
                if !acceptable, failures.count < 20 {
                    failures.append("\(strategy.id) on \"\(document.escaped)|\(following.escaped)\": \(outcome.kind.rawValue), result \(outcome.result.drawn), expected \(outcome.expected.drawn)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of \(runs) runs on \(hostID) failed:\n\(failures.joined(separator: "\n"))")
    }

    @Test func thereAreRecommendationsForEveryIntentAStrategyServes() {
        let served = Set(StrategyCatalog.all.map { "\($0.intent.caretPlacement)-\($0.intent.summary)" })
        let recommended = Set(StrategyCatalog.recommended.map { "\($0.intent.caretPlacement)-\($0.intent.summary)" })
        #expect(served == recommended)
    }
}
