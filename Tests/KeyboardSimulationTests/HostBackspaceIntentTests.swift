import EditingSemantics
import HostModels
import KeyboardProxy
@testable import KeyboardSimulation
import KeyboardStrategies
import Testing

/// ``EditIntent/hostBackspace``: judged by each host's own deletion, also where hosts share runs.
@Suite struct HostBackspaceIntentTests {
    /// A Backspace that reads the context and deletes nothing: it asks the hosts no question, so
    /// every host would share its one run if the expectation were taken as host-independent.
    struct SilentBackspace: KeyboardStrategy {
        var id: String { "test-silent-backspace" }
        var summary: String { "Reads documentContextBeforeInput and deletes nothing." }
        var origin: String { "KeyboardSimulationTests" }
        var intent: EditIntent { .hostBackspace }
        func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) { _ = proxy.documentContextBeforeInput }
    }

    /// The Backspace key itself: one deleteBackward().
    struct OneDeleteBackward: KeyboardStrategy {
        var id: String { "test-one-delete-backward" }
        var summary: String { "deleteBackward()." }
        var origin: String { "KeyboardSimulationTests" }
        var intent: EditIntent { .hostBackspace }
        func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) { proxy.deleteBackward() }
    }

    static let family: UTF16Text = "👨\u{200D}👩\u{200D}👧"

    /// The host's deletion, read from its model directly.
    static func ownDeletion(_ host: HostModel, _ text: UTF16Text) throws -> UTF16Text {
        let edit = try #require(host.deletionRule?.deleteBackward(from: text.endOffset, in: text))
        return edit.applied(to: text)
    }

    @Test func twoHostsWithDifferentDeletionsJudgeOneStrategyDifferently() throws {
        let codePoint = try HostCatalog.model(id: "code-point")
        let editText = try HostCatalog.model(id: "android-edittext")
        let hosts = [codePoint, editText, TestHosts.unknown]
        let outcomes = Simulation.run(SilentBackspace(), on: hosts, text: Self.family)
        #expect(outcomes[0].expected.text == (try Self.ownDeletion(codePoint, Self.family)))
        #expect(outcomes[1].expected.text == (try Self.ownDeletion(editText, Self.family)))
        #expect(outcomes[0].expected.text != outcomes[1].expected.text, "a code point and a whole cluster")
        #expect(outcomes[0].kind == .underDeleted && outcomes[1].kind == .underDeleted)
        #expect(outcomes[2].kind == .unknown)
        #expect(outcomes[2].unknownAspects == [SimulationOutcome.expectationUnknown])
        // The cached runs are those of one host at a time.
        for (host, outcome) in zip(hosts, outcomes) {
            #expect(outcome == Simulation.run(SilentBackspace(), on: host, text: Self.family), "\(host.id)")
        }
    }

    /// One cache, a host-independent intent first: the host-dependent set-ups are the hosts' own.
    @Test func oneCacheKeepsEachHostsExpectation() throws {
        let hosts = [try HostCatalog.model(id: "android-edittext"), try HostCatalog.model(id: "code-point")]
        let cache = HostAnswerCache(hosts: hosts)
        _ = Simulation.run(CodePointCountDelete(), on: cache, text: Self.family)
        let first = Simulation.run(SilentBackspace(), on: cache, text: Self.family)
        let again = Simulation.run(OneDeleteBackward(), on: cache, text: Self.family)
        for (index, host) in hosts.enumerated() {
            #expect(first[index].expected.text == (try Self.ownDeletion(host, Self.family)), "\(host.id)")
            #expect(again[index].kind == .exact, "\(host.id)")
        }
    }

    /// The host's own key meets the intent on every host whose deletion the model knows.
    @Test func theHostsOwnKeyIsExactWhereDeletionIsKnown() {
        let texts: [UTF16Text] = [Self.family, "ok👍🏽", "नमस्ते", "한", "e\u{301}", "🇺🇸🇱🇰"]
        for text in texts {
            for outcome in Simulation.run(OneDeleteBackward(), on: HostCatalog.all, text: text) {
                let host = HostCatalog.all.first { $0.id == outcome.hostID }!
                #expect(outcome.kind == (host.deletionRule == nil ? .unknown : .exact), "\(outcome.hostID) \(text.escaped)")
            }
        }
    }
}
