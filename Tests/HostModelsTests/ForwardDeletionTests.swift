import EditingInvariants
import EditingSemantics
import HostModels
import Testing

/// Forward delete as an aspect: what a model states, the reference definition it is held to, and
/// Swift's own `String.remove(at:)` for the swift-string model.
@Suite struct ForwardDeletionTests {
    /// Swift's `remove(at: startIndex)` press by press: the UTF-16 offsets, in the original text,
    /// where each removal ends.
    static func removeAtStartStops(_ string: String) -> [Int] {
        var rest = string
        var stops = [0]
        while !rest.isEmpty {
            let removed = rest.remove(at: rest.startIndex)
            stops.append(stops.last! + String(removed).utf16.count)
        }
        return stops
    }

    @Test func swiftStringForwardDeletionIsRemoveAt() throws {
        let model = try HostCatalog.model(id: "swift-string")
        var compared = 0
        for text in HardCases.texts(seed: 0x5eed_f0d, count: 2_000, maxFragments: 6) + HardCases.fragments.map(\.text) {
            // String(decoding:) repairs lone surrogates; only well-formed texts say what Swift does.
            guard text.isWellFormed else { continue }
            let string = String(decoding: text.units, as: UTF16.self)
            #expect(model.stops(.forwardDeletion, in: text)?.map(\.rawValue) == Self.removeAtStartStops(string),
                    "\(text.escaped)")
            compared += 1
        }
        #expect(compared > 1_000)
    }

    /// Every model that knows forward delete keeps the host contract for it: every step moves on,
    /// and pressing Delete from the start empties the text.
    @Test func everyKnownForwardDeletionKeepsTheContract() {
        let hosts = HostCatalog.all.filter { $0[.forwardDeletion].isKnown }
        #expect(hosts.count >= 20)
        for host in hosts {
            for text in HardCases.texts(seed: 0xf0d, count: 150, maxFragments: 6) {
                let violations = HostContract.violations(of: host, on: text).filter { $0.message.contains("forward-delete") }
                #expect(violations.isEmpty, "\(host.id): \(violations.first?.message ?? "")")
            }
        }
    }

    /// A rule that gives up one unit before the end breaks the forward-delete contract.
    struct StopsShortRule: StepRule {
        func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
            guard forward else { return offset > .zero ? UTF16Offset(offset.rawValue - 1) : nil }
            return offset.rawValue + 1 < text.units.count ? UTF16Offset(offset.rawValue + 1) : nil
        }
    }

    @Test func theContractCatchesADeleteThatStopsShort() {
        let violations = HostContract.forwardDeletionViolations(of: StopsShortRule(), name: "short", on: "abc")
        #expect(violations.map(\.message) == ["short: pressing from the start leaves \"c\" after 2 presses"])
        #expect(HostContract.forwardDeletionViolations(of: SegmentStepRule(UnitID.codePoint.makeSegmenter()), name: "ok", on: "abc").isEmpty)
    }

    @Test func anAspectNoSourceWasReadForIsUnknownAndCitesNothing() throws {
        let host = try HostCatalog.model(id: "ios8-safari")
        let aspect = host[.forwardDeletion]
        #expect(!aspect.isKnown)
        #expect(aspect.grade == .unknown)
        #expect(aspect.citations.isEmpty)
        #expect(host.stops(.forwardDeletion, in: UTF16Text("ab")) == nil)
    }

    @Test func statingAnAspectChangesOnlyThatAspect() throws {
        let host = try HostCatalog.model(id: "ios8-safari")
        let stated = host.with(.forwardDeletion, Aspect(
            rule: .steps(SegmentStepRule(UnitID.codePoint.makeSegmenter())), unit: "code-point", summary: "test",
            citations: [Citation("this test", grade: .source)]))
        #expect(stated.stops(.forwardDeletion, in: UTF16Text("e\u{301}"))?.map(\.rawValue) == [0, 1, 2])
        #expect(stated[.forwardDeletion].grade == .source)
        for kind in AspectKind.allCases where kind != .forwardDeletion {
            #expect(stated[kind].unit == host[kind].unit && stated[kind].citations == host[kind].citations)
        }
    }
}
