import EditingSemantics
import EditsemTestSupport
import Foundation
import Testing

/// Very long clusters and lines: every unit answers, and answers what its definition says. These
/// tests assert results, never timings; a segmenter gone quadratic shows up as a run that does not
/// finish (`FlagSegmenter` once took seconds for 20,000 indicators).
@Suite struct LargeInputTests {
    static let marks = 10_000
    /// `a` followed by 10,000 U+0301 COMBINING ACUTE ACCENT: one extended grapheme cluster.
    static let markCluster = UTF16Text(units: [0x61] + Array(repeating: 0x0301, count: marks))

    /// What each unit's definition says about `a` + 10,000 marks, as boundary counts: GB9 keeps
    /// marks with their base in grapheme clusters (legacy and Swift's too); the Hangul, flag and
    /// scalar units treat every other scalar as a unit of its own. nil: no independent answer.
    static func expectedBoundaryCount(_ unit: UnitID) -> Int? {
        switch unit {
        case .grapheme, .legacyGrapheme, .swiftCharacter: return 2
        case .utf16, .codePoint, .hangulJamo, .hangulSyllable, .flag: return marks + 2
        case .aksara: return nil
        }
    }

    @Test(arguments: UnitID.allCases)
    func tenThousandCombiningMarks(_ unit: UnitID) {
        let segmenter = unit.makeSegmenter()
        let text = Self.markCluster
        let boundaries = segmenter.boundaries(in: text)
        #expect(boundaries.first == .zero && boundaries.last == text.endOffset)
        #expect(zip(boundaries, boundaries.dropFirst()).allSatisfy { $0 < $1 })
        if let count = Self.expectedBoundaryCount(unit) { #expect(boundaries.count == count) }
        // One delete-backward and one step forward from either end agree with the list.
        #expect(segmenter.boundary(before: text.endOffset, in: text) == boundaries.dropLast().last)
        #expect(segmenter.boundary(after: .zero, in: text) == boundaries.dropFirst().first)
        let middle = UTF16Offset(Self.marks / 2)
        #expect(segmenter.boundary(before: middle, in: text) == boundaries.last { $0 < middle })
        #expect(segmenter.boundary(after: middle, in: text) == boundaries.first { $0 > middle })
    }

    @Test(arguments: [UnitID.grapheme, .codePoint, .swiftCharacter])
    func tenThousandCombiningMarksThroughTheCommand(_ unit: UnitID) async throws {
        let argument = "a" + String(repeating: "\u{301}", count: Self.marks)
        let outcome = try await EditsemProcess.run("segment", "--unit", unit.rawValue, "--json", argument)
        #expect(outcome.status == 0, "\(outcome.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout)) as? [String: Any])
        #expect(object["utf16Length"] as? Int == Self.marks + 1)
        #expect((object["boundaries"] as? [Int])?.count == Self.expectedBoundaryCount(unit))
    }

    /// A 10 MB line on standard input: Devanagari conjunct, ZWJ family, flag and Hangul syllable,
    /// repeated: 4 clusters each, under ICU 72's CLDR conjunct rule and Unicode 15.1's GB9c alike.
    @Test func tenMegabyteLineOnStandardInput() async throws {
        let piece = "क्षि👨‍👩‍👧🇰🇷각"
        let repetitions = 10_000_000 / piece.utf8.count
        let line = String(repeating: piece, count: repetitions)
        let outcome = try await EditsemProcess.run(["segment", "--unit", "grapheme", "--json"].map { Array($0.utf8) },
                                                   input: Array(line.utf8) + [0x0A])
        #expect(outcome.status == 0, "\(outcome.errorOutput)")
        #expect(outcome.output.split(separator: "\n").count == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout)) as? [String: Any])
        #expect(object["utf16Length"] as? Int == line.utf16.count)
        let boundaries = try #require(object["boundaries"] as? [Int])
        #expect(boundaries == ICUSegmenter.grapheme.boundaries(in: UTF16Text(line)).map(\.rawValue),
                "the command and the library agree")
        #expect(boundaries.count == 4 * repetitions + 1)
    }

    /// A 200,000-unit line of each hard kind through every unit's `boundaries(in:)`.
    @Test(arguments: UnitID.allCases)
    func longLinesOfEachKind(_ unit: UnitID) {
        let segmenter = unit.makeSegmenter()
        let kinds: [[UInt16]] = [
            [0x61],  // ASCII
            [0xD83C, 0xDDF0],  // one regional indicator, repeated: a single run
            [0x1100],  // leading jamo: one syllable
            [0x0915, 0x094D],  // KA VIRAMA: one conjunct chain
            [0xD83D, 0xDC68, 0x200D],  // MAN ZWJ: one ZWJ chain
            [0xD800],  // lone lead surrogates
        ]
        for kind in kinds {
            let text = UTF16Text(units: Array([[UInt16]](repeating: kind, count: 200_000 / kind.count).joined()))
            let boundaries = segmenter.boundaries(in: text)
            #expect(boundaries.first == .zero && boundaries.last == text.endOffset, "\(kind)")
            #expect(segmenter.boundary(before: text.endOffset, in: text) == boundaries.dropLast().last, "\(kind)")
        }
    }
}
