import EditingSemantics
import HostObservation
import Testing

/// The audit sorts differences into explained and unexplained, and finds listed cases that no
/// longer differ, on a small observation of the `code-point` model (one code point per press).
@Suite struct ObservationAuditTests {
    static func observation(element: String, _ texts: [ObservedText]) -> (file: String, observation: Observation) {
        var header = ObservationFormatTests.header
        header.model = "code-point"
        header.element = element
        return ("\(element).observed", Observation(header: header, texts: texts))
    }

    static let agreeing = ObservedText(id: "agrees", deletion: .measured([.removed(1), .removed(1)]), caret: .unmeasured(reason: "r"))
    static let differing = ObservedText(id: "differs", deletion: .measured([.removed(2)]), caret: .unmeasured(reason: "r"))
    static let unmeasured = ObservedText.unmeasured(id: "unmeasured", reason: "r")
    static let texts: [String: UTF16Text] = ["agrees": "ab", "differs": "ab", "unmeasured": "ab", "other": "ab"]

    @Test func listedCasesThatNoLongerDifferAreStale() throws {
        let known = try KnownDifferences.read("""
            model: code-point
            element: *
            aspect: deletion
            reason: every element
            cases: agrees differs unmeasured absent

            model: code-point
            element: input
            aspect: deletion
            reason: an element never observed
            cases: differs

            """, file: "k.txt")
        let audit = try ObservationAudit(
            observations: [Self.observation(element: "textarea", [Self.agreeing, Self.differing, Self.unmeasured])],
            known: known, texts: Self.texts)
        #expect(audit.unexplained.isEmpty)
        #expect(audit.explained.map(\.difference.caseID) == ["differs"])
        #expect(audit.stale.map { "\($0.entry.line) \($0.caseID) \($0.why)" }
                == ["1 agrees agrees now", "1 unmeasured not observed", "1 absent not observed", "7 differs not observed"])
    }

    /// A case listed for one element is explained there only, and stale where another element
    /// of the same model agrees.
    @Test func anEntryCoversItsElementOnly() throws {
        let known = try KnownDifferences.read("""
            model: code-point
            element: textarea
            aspect: deletion
            reason: one element
            cases: differs

            """, file: "k.txt")
        let audit = try ObservationAudit(
            observations: [Self.observation(element: "textarea", [Self.differing]),
                           Self.observation(element: "input", [Self.differing, Self.agreeing])],
            known: known, texts: Self.texts)
        #expect(audit.unexplained.map { "\($0.element) \($0.difference.caseID)" } == ["input differs"])
        #expect(audit.stale.isEmpty)
        let agreeingOnly = try ObservationAudit(
            observations: [Self.observation(element: "textarea", [Self.agreeing, Self.differing.withID("agrees-too")])],
            known: try KnownDifferences.read("model: code-point\nelement: textarea\naspect: deletion\nreason: r\ncases: agrees\n", file: "k.txt"),
            texts: Self.texts.merging(["agrees-too": "ab"]) { a, _ in a })
        #expect(agreeingOnly.stale.map(\.why) == ["agrees now"])
    }
}

private extension ObservedText {
    func withID(_ id: String) -> ObservedText {
        var copy = self
        copy.id = id
        return copy
    }
}
