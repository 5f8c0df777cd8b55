import EditingSemantics
import Foundation
import Testing

/// Unicode's `GraphemeBreakTest.txt` for the system ICU's Unicode version, run against every unit
/// whose expectations follow from the file: `grapheme` directly, and `legacy-grapheme`,
/// `hangul-syllable`, `flag` and `aksara` through the rule each position's comment names.
@Suite(.enabled(if: TestData.unicodeFolder != nil,
                "no Tests/UnicodeData folder for Unicode \(Versions.icuUnicode), the system ICU's version"))
struct GraphemeBreakTestFileTests {
    let cases: [BreakTestCase]

    init() throws {
        let folder = try #require(TestData.unicodeFolder)
        cases = try BreakTestFile.parse(folder.appendingPathComponent("GraphemeBreakTest.txt"))
    }

    /// Runs `unit` on every case in `lines` against `expected`; records each mismatch and returns
    /// how many cases passed.
    func check(_ unit: UnitID, on lines: [BreakTestCase], expected: (BreakTestCase) -> [UTF16Offset]) -> Int {
        let segmenter = unit.makeSegmenter()
        var passed = 0
        for testCase in lines {
            let actual = segmenter.boundaries(in: testCase.text)
            let wanted = expected(testCase)
            if actual == wanted {
                passed += 1
            } else {
                Issue.record("""
                    \(unit), GraphemeBreakTest.txt \(testCase)
                      expected \(BoundaryDrawing.drawCodePoints(testCase.text, boundaries: wanted))
                      got      \(BoundaryDrawing.drawCodePoints(testCase.text, boundaries: actual))
                    """)
            }
        }
        print("GraphemeBreakTest \(Versions.icuUnicode), \(unit) (ICU \(Versions.icu)): \(passed) of \(lines.count) lines pass")
        return passed
    }

    @Test func fileHasCases() {
        #expect(!cases.isEmpty)
    }

    /// The Unicode 15.0 file has 602 cases (Debian unicode-data 15.0.0-1).
    @Test(.enabled(if: Versions.icuUnicode == "15.0", "the system ICU's Unicode is \(Versions.icuUnicode), not 15.0"))
    func unicode15FileHas602Cases() {
        #expect(cases.count == 602)
    }

    @Test func graphemeMatchesEveryLine() {
        let passed = check(.grapheme, on: cases) { $0.boundaries($0.breaks) }
        #expect(passed == cases.count)
    }

    /// Legacy clusters are extended clusters without GB9a (× SpacingMark) and GB9b (Prepend ×),
    /// which the file numbers 9.1 and 9.2: every position those rules join becomes a boundary.
    @Test func legacyGraphemeMatchesEveryLineWithoutRules9_1And9_2() {
        let changed = cases.filter { $0.rules.contains("9.1") || $0.rules.contains("9.2") }.count
        #expect(changed > 0, "the file should exercise GB9a and GB9b")
        let passed = check(.legacyGrapheme, on: cases) { $0.boundaries(breakingAt: ["9.1", "9.2"]) }
        #expect(passed == cases.count)
        print("legacy-grapheme: \(changed) lines differ from the extended expectation by a 9.1 or 9.2 join")
    }

    /// The hangul-syllable unit joins only by GB6 to GB8. No earlier rule (GB3 to GB5 concern
    /// controls and line ends) decides between two jamo, so every position those rules join is
    /// annotated 6.0, 7.0 or 8.0, and every other position must be a boundary. On lines made only
    /// of Hangul that is exactly the file's own expectation.
    @Test func hangulSyllableJoinsExactlyWhereRules6To8Join() {
        let passed = check(.hangulSyllable, on: cases) { $0.boundaries(joiningOnlyAt: ["6.0", "7.0", "8.0"]) }
        #expect(passed == cases.count)
        let hangulOnly = cases.filter { $0.scalars.allSatisfy(isHangul) }
        #expect(!hangulOnly.isEmpty)
        let exact = check(.hangulSyllable, on: hangulOnly) { $0.boundaries($0.breaks) }
        #expect(exact == hangulOnly.count)
    }

    /// The flag unit joins only regional-indicator pairs (GB12 and GB13, numbered 12.0 and 13.0);
    /// on lines made only of regional indicators that is the file's own expectation.
    @Test func flagJoinsExactlyWhereRules12And13Join() {
        let passed = check(.flag, on: cases) { $0.boundaries(joiningOnlyAt: ["12.0", "13.0"]) }
        #expect(passed == cases.count)
        let indicatorsOnly = cases.filter { $0.scalars.allSatisfy { (0x1F1E6...0x1F1FF).contains($0) } }
        #expect(!indicatorsOnly.isEmpty)
        let exact = check(.flag, on: indicatorsOnly) { $0.boundaries($0.breaks) }
        #expect(exact == indicatorsOnly.count)
    }

    /// Aksara rules are the extended grapheme rules plus a conjunct rule that needs a Virama or
    /// Invisible_Stacker (by the shipped IndicSyllabicCategory.txt). On every line without one,
    /// aksara must give the file's extended clusters. (The 15.0 file has no such line at all: its
    /// only Indic character is a visarga; lines that have one would be left out and counted.)
    @Test func aksaraMatchesEveryLineWithoutALinker() throws {
        let folder = try #require(TestData.unicodeFolder)
        let categories = try UCDPropertyFile(contentsOf: folder.appendingPathComponent("IndicSyllabicCategory.txt"))
        let linkers = Set(categories.codePoints(withValue: "Virama") + categories.codePoints(withValue: "Invisible_Stacker"))
        let held = cases.filter { $0.scalars.allSatisfy { !linkers.contains($0) } }
        #expect(!held.isEmpty)
        let passed = check(.aksara, on: held) { $0.boundaries($0.breaks) }
        #expect(passed == held.count)
        print("aksara: held to \(held.count) of \(cases.count) lines (\(cases.count - held.count) contain a linker)")
    }

    private func isHangul(_ scalar: UInt32) -> Bool {
        (0x1100...0x11FF).contains(scalar) || (0xA960...0xA97F).contains(scalar)
            || (0xD7B0...0xD7FF).contains(scalar) || (0xAC00...0xD7A3).contains(scalar)
    }
}
