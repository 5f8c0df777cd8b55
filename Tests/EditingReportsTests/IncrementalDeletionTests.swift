@testable import EditingReports
import EditingInvariants
import EditingSemantics
import EditingSupport
import HostModels
import ReportFormat
import Testing

/// `DeleteRule.deleteAll` edits the text in place and `DeletionTrace` looks only around each
/// edit; both must agree with the plain definitions, which rebuild and rescan the whole text
/// after every press (written out here as the oracle).
@Suite struct IncrementalDeletionTests {
    /// The edits of pressing from the end until a press changes nothing, by whole-text copies.
    static func plainDeleteAll(_ rule: any DeleteRule, _ text: UTF16Text) -> [TextEdit] {
        var edits: [TextEdit] = []
        var current = text
        var caret = text.endOffset
        let limit = 8 * (text.units.count + 1)
        while edits.count < limit, let edit = rule.deleteBackward(from: caret, in: current) {
            let next = edit.applied(to: current)
            guard next.units.count < current.units.count || edit.caretAfter < caret || next != current else { break }
            edits.append(edit)
            current = next
            caret = edit.caretAfter
        }
        return edits
    }

    /// Lengths, whether every state is a prefix of the text, and whether some state is
    /// ill-formed, by rebuilding each state from the edits.
    static func plainTrace(_ rule: any DeleteRule, _ text: UTF16Text) -> (lengths: [Int], keepsPrefix: Bool, illFormed: Bool) {
        var lengths: [Int] = []
        var keepsPrefix = true, illFormed = false
        var current = text
        for edit in plainDeleteAll(rule, text) {
            let next = edit.applied(to: current)
            lengths.append(current.units.count - next.units.count)
            if next.units != Array(text.units.prefix(next.units.count)) { keepsPrefix = false }
            if next.scalars.contains(where: \.isLoneSurrogate) { illFormed = true }
            current = next
        }
        return (lengths, keepsPrefix, illFormed)
    }

    /// Deletes the first unit of the text wherever the caret is: the rest stays a prefix of the
    /// original only when the text repeats one unit.
    struct FirstUnitRule: DeleteRule {
        func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
            caret > .zero ? TextEdit(range: .zero..<UTF16Offset(1)) : nil
        }
    }

    /// Replaces the unit before the caret by a lone lead surrogate, then stops (a press that
    /// replaces a unit by itself changes nothing).
    struct LoneLeadRule: DeleteRule {
        func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
            guard caret > .zero else { return nil }
            return TextEdit(range: UTF16Offset(caret.rawValue - 1)..<caret, replacement: UTF16Text(units: [0xD83D]))
        }
    }

    /// Puts back a trail surrogate after deleting two units, so pairs are split and rejoined.
    struct TrailRestoringRule: DeleteRule {
        func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
            guard caret.rawValue >= 2 else { return caret > .zero ? TextEdit(range: .zero..<caret) : nil }
            return TextEdit(range: UTF16Offset(caret.rawValue - 2)..<caret, replacement: UTF16Text(units: [0xDE00]))
        }
    }

    static let rules: [(String, any DeleteRule)] =
        HostCatalog.all.compactMap { host in host.deletion.rule.map { ("host \(host.id)", $0) } }
        + [("first unit", FirstUnitRule()), ("lone lead", LoneLeadRule()), ("trail restoring", TrailRestoringRule())]

    static let texts: [UTF16Text] = {
        var rng = SplitMix64(seed: 0xDE1E_7E01)
        let random = (0..<300).map { _ in HardCases.text(fromChoices: (0..<rng.inRange(0...8)).map { _ in rng.below(8) == 0 ? -1 - rng.below(0x10000) : rng.below(1000) }) }
        let ill = [[0xD83D, 0x78, 0xDE00], [0x78, 0xD83D], [0xDE00, 0x78], [0xD83D, 0x61, 0x62]].map { UTF16Text(units: $0) }
        return random + ill + ["aaaa", "한국어", "नमस्ते", "🇰🇷🇯🇵", "a\r\nb\nc"]
    }()

    @Test(arguments: rules.map(\.0))
    func deleteAllMatchesThePlainLoop(_ name: String) {
        let rule = Self.rules.first { $0.0 == name }!.1
        var mismatches: [String] = []
        for text in Self.texts where rule.deleteAll(text) != Self.plainDeleteAll(rule, text) {
            mismatches.append(text.escaped)
        }
        #expect(mismatches.count == 0, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    @Test(arguments: rules.map(\.0))
    func traceMatchesThePlainRescan(_ name: String) {
        let rule = Self.rules.first { $0.0 == name }!.1
        var mismatches: [String] = []
        for text in Self.texts {
            let trace = DeletionTrace(deleting: text, with: rule)
            let plain = Self.plainTrace(rule, text)
            if trace.lengths != plain.lengths || trace.keepsPrefix != plain.keepsPrefix || trace.illFormed != plain.illFormed {
                mismatches.append("\(text.escaped): \(trace.lengths) \(trace.keepsPrefix) \(trace.illFormed), plainly \(plain)")
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    /// The texts reach the cases the incremental checks special-case.
    @Test func theTextsExerciseTheSpecialCases() throws {
        #expect(Self.texts.contains { !$0.isWellFormed })
        #expect(Self.plainTrace(FirstUnitRule(), "aaaa").keepsPrefix)
        #expect(!Self.plainTrace(FirstUnitRule(), "ab").keepsPrefix)
        #expect(Self.plainTrace(LoneLeadRule(), "ab").illFormed)
        #expect(Self.texts.contains { Self.plainTrace(TrailRestoringRule(), $0).illFormed })
        // A press that repairs a lone surrogate: the count of lone ones must go down as well as up.
        let repairable = UTF16Text(units: [0xD83D, 0x61, 0x62])
        #expect(Self.texts.contains(repairable))
        let firstPress = try #require(TrailRestoringRule().deleteBackward(from: repairable.endOffset, in: repairable))
        #expect(!repairable.isWellFormed && firstPress.applied(to: repairable).isWellFormed)
    }

    /// Merging sorted boundaries gives what the set comparison gives.
    @Test func gridComparisonMatchesSetComparison() {
        var rng = SplitMix64(seed: 0x621D_0001)
        func sortedSample() -> [UTF16Offset] {
            var values: [UTF16Offset] = []
            for _ in 0..<rng.inRange(0...6) { values.append(UTF16Offset((values.last?.rawValue ?? 0) + rng.below(3))) }
            return values
        }
        for _ in 0..<5000 {
            let host = sortedSample(), unit = sortedSample()
            let h = Set(host), u = Set(unit)
            let expected: GridCode = host == unit ? .same : h.isSubset(of: u) ? .coarser : h.isSuperset(of: u) ? .finer : .mixed
            #expect(GridCode.compare(host: host, unit: unit) == expected, "\(host) \(unit)")
        }
        #expect(GridCode.compare(host: [3, 1], unit: [1, 2, 3]) == .coarser)
        #expect(GridCode.compare(host: nil, unit: [0]) == .mixed)
    }
}
