import EditingSemantics
import HostModels
import KeyboardSimulation
import KeyboardStrategies
import Testing

/// The report's shared runs of an Android keyboard's key (one run for every host when the key
/// sends no key event) give what a run on each host gives.
@Suite struct InputConnectionRunsTests {
    /// Every 15th corpus text and the package's samples, after `ok `, and the samples with text
    /// after the caret.
    static let texts: [(UTF16Text, UTF16Text)] = {
        let corpus = TestCorpus.corpus.cases.enumerated().filter { $0.offset % 15 == 0 }.map { $0.element.text }
        let before = (corpus + TestCorpus.samples).map { ("ok " as UTF16Text) + $0 }
        return before.map { ($0, UTF16Text.empty) } + TestCorpus.samples.map { ($0, " x" as UTF16Text) }
    }()

    @Test(arguments: InputMethodCatalog.all.map(\.id))
    func sharedRunsEqualEachHostsOwn(_ id: String) throws {
        let port = try InputMethodCatalog.strategy(id: id)
        // The report's Android hosts, and every fourth host of the catalog (reference units,
        // hosts with unknown aspects, hosts that rewrite text among them).
        let android = ["android-edittext", "chromium@156", "firefox@153", "flutter"]
        let hosts = HostCatalog.all.enumerated().filter { $0.offset % 4 == 0 || android.contains($0.element.id) }.map(\.element)
        let simulated = SimulatedHosts(hosts)
        try #require(Self.texts.count > 400)
        let androidIndices = hosts.indices.filter { android.contains(hosts[$0].id) }
        for (text, following) in Self.texts {
            let shared = InputConnectionSimulation.outcomes(port, on: simulated, text: text, following: following)
            // As the report asks: the Android hosts alone, through a cache a run on every host
            // has asked already.
            let cache = HostAnswerCache(simulated)
            _ = InputConnectionSimulation.outcomes([port], on: cache, hosts: Array(hosts.indices.reversed()), text: text, following: following)
            let throughCache = InputConnectionSimulation.outcomes([port], on: cache, hosts: androidIndices, text: text, following: following)[0]
            for (h, host) in hosts.enumerated() {
                let own = InputConnectionSimulation.run(port, on: host, text: text, following: following).outcome
                var tried = [shared[h]]
                if let a = androidIndices.firstIndex(of: h) { tried.append(throughCache[a]) }
                for outcome in tried {
                    let same = outcome.kind == own.kind && outcome.result == own.result && outcome.findings == own.findings
                        && outcome.expected == own.expected && outcome.unknownAspects == own.unknownAspects
                    #expect(same, "\(id) on \(host.id), \(text.escaped)|\(following.escaped): \(outcome.kind.rawValue) vs \(own.kind.rawValue)")
                    if !same { return }
                }
            }
        }
    }
}
