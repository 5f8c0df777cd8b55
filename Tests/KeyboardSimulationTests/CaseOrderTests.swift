import HostModels
@testable import KeyboardSimulation
import Testing

/// The enums the report keys dictionaries by are hashed (and sorted) by a position each case
/// states in a switch, not by their raw strings: each case must equal itself only, hash so that
/// a dictionary finds it, and sort as `allCases` lists it.
@Suite struct CaseOrderTests {
    @Test func aspectKinds() {
        checkEquality(AspectKind.self)
        checkOrder(AspectKind.self)
    }

    @Test func damageKinds() {
        checkEquality(DamageFinding.Kind.self)
        checkOrder(DamageFinding.Kind.self)
    }

    @Test func evidenceGrades() {
        checkEquality(EvidenceGrade.self)
        checkOrder(EvidenceGrade.self)
    }

    @Test func outcomeKinds() {
        checkEquality(SimulationOutcome.Kind.self)
        // Unordered, so its positions are checked directly: two cases at one position would hash alike.
        for (i, kind) in SimulationOutcome.Kind.allCases.enumerated() { #expect(kind.position == i, "\(kind.rawValue)") }
    }

    private func checkEquality<Kind: CaseIterable & Hashable & RawRepresentable>(_ kind: Kind.Type) where Kind.RawValue == String {
        let cases = Array(Kind.allCases)
        for (i, a) in cases.enumerated() {
            for (j, b) in cases.enumerated() { #expect((a == b) == (i == j), "\(a.rawValue) and \(b.rawValue)") }
        }
        let positions = Dictionary(uniqueKeysWithValues: cases.enumerated().map { ($1, $0) })
        for (i, a) in cases.enumerated() { #expect(positions[a] == i, "\(a.rawValue)") }
    }

    private func checkOrder<Kind: CaseIterable & Comparable & RawRepresentable>(_ kind: Kind.Type) where Kind.RawValue == String {
        let cases = Array(Kind.allCases)
        for (i, a) in cases.enumerated() {
            for (j, b) in cases.enumerated() { #expect((a < b) == (i < j), "\(a.rawValue) < \(b.rawValue)") }
        }
    }
}
