import EditingInvariants
import EditingSemantics
import Foundation
import Testing

/// Swift's `Character`s against ICU's grapheme clusters. They are not required to be equal:
/// every disagreement must belong to a documented ``SwiftCharacterDifference`` class.
@Suite struct SwiftCharacterDifferenceTests {
    /// The measured pair: ICU 72 (Unicode 15.0) against Swift 6.3.1's stdlib (Unicode 17.0).
    static let measuredVersions = Versions.icuUnicode == "15.0" && Versions.stdlibUnicode == "17.0"

    /// Each class's minimal example differs as documented, in the documented direction.
    @Test(.enabled(if: measuredVersions, "classes recorded for ICU Unicode 15.0 and stdlib Unicode 17.0; here \(Versions.icuUnicode) and \(Versions.stdlibUnicode)"),
          arguments: [
            (SwiftCharacterDifference.cccZeroExtendInConjunct, [0x0915, 0x094D, 0x0902, 0x0924] as [UInt32], [0, 3, 4], [0, 4]),
            (.cccZeroExtendInConjunct, [0x0915, 0x094D, 0x0941, 0x0924], [0, 3, 4], [0, 4]),
            (.nonEmojiPictographAfterZWJ, [0x2701, 0x200D, 0x2701], [0, 3], [0, 2, 3]),
            (.nonEmojiPictographAfterZWJ, [0x1F600, 0x200D, 0x2701], [0, 4], [0, 3, 4]),
            (.consonantOfAUnicode17ConjunctScript, [0x0915, 0x094D, 0x1780], [0, 2, 3], [0, 3]),
            (.consonantOfAUnicode17ConjunctScript, [0x0995, 0x09CD, 0x17D2, 0x1780], [0, 3, 4], [0, 4]),
          ])
    func minimalExample(_ difference: SwiftCharacterDifference, _ scalars: [UInt32], icu: [Int], swift: [Int]) {
        let sample = text(scalars)
        #expect(UnitID.grapheme.makeSegmenter().boundaries(in: sample).map(\.rawValue) == icu)
        #expect(UnitID.swiftCharacter.makeSegmenter().boundaries(in: sample).map(\.rawValue) == swift)
        let found = SwiftCharacterDifference.disagreements(in: sample)
        #expect(!found.isEmpty && found.allSatisfy { $0.difference == difference })
    }

    /// The classifier does not excuse the cases right next to each class, which agree.
    @Test func neighboursOfTheClassesAgree() {
        let agreeing: [[UInt32]] = [
            [0x0915, 0x094D, 0x0924],              // plain conjunct: one cluster in both
            [0x0915, 0x094D, 0x093C, 0x0924],      // nukta (ccc 7) inside: both join
            [0x0915, 0x094D, 0x200C, 0x0924],      // ZWNJ: both break
            [0x0B95, 0x0BCD, 0x0B95],              // Tamil: no conjunct rule in either
            [0x1F600, 0x200D, 0x1F600],            // emoji ZWJ emoji: both join
            [0x1780, 0x17D2, 0x1780],              // Khmer coeng: a linker to Unicode 17, not to Swift
            [0x0915, 0x094D, 0x0E01],              // Thai KO KAI: no InCB=Consonant
        ]
        for scalars in agreeing {
            #expect(SwiftCharacterDifference.disagreements(in: text(scalars)).isEmpty, "\(text(scalars).escaped)")
        }
        #expect(SwiftCharacterDifference.classify(3, in: text(0x0915, 0x094D, 0x0902, 0x0041), icuBreaks: true) == nil)
        #expect(SwiftCharacterDifference.classify(2, in: text(0x0041, 0x200D, 0x2701), icuBreaks: false) == nil)
    }

    /// Random texts over every hard fragment (the non-emoji pictograph U+2701 among them), and
    /// over the groups where the classes live (Devanagari and other Brahmic scripts, joiners,
    /// marks, pictographs): every disagreement must be explained by a class.
    @Test func randomDisagreementsFallIntoKnownClasses() {
        let indic: Set<HardCases.Group> = [
            .devanagariConsonants, .devanagariVirama, .devanagariVowelSigns, .devanagariSigns, .otherBrahmic,
            .zwj, .zwnj, .variationSelectors, .emojiModifiers, .keycaps, .tags,
        ]
        let pictographs: Set<HardCases.Group> = [
            .emoji, .nonEmojiPictographs, .zwj, .zwnj, .variationSelectors, .emojiModifiers, .tags, .regionalIndicators,
        ]
        let texts = HardCases.texts(seed: 0x5EED_0008, count: 4000, maxFragments: 10)
            + HardCases.texts(seed: 0x5EED_0009, count: 3000, maxFragments: 8, from: indic)
            + HardCases.texts(seed: 0x5EED_000A, count: 3000, maxFragments: 8, from: pictographs)
        var counts: [SwiftCharacterDifference: Int] = [:]
        var unexplained: [String] = []
        for sample in texts {
            for disagreement in SwiftCharacterDifference.disagreements(in: sample) {
                if let difference = disagreement.difference {
                    counts[difference, default: 0] += 1
                } else {
                    unexplained.append("\"\(sample.escaped)\" at \(disagreement.offset): ICU \(disagreement.icuBreaks ? "breaks" : "joins")")
                }
            }
        }
        print("swift-character vs grapheme on \(texts.count) random texts: "
              + SwiftCharacterDifference.allCases.map { "\(counts[$0, default: 0]) × \($0.rawValue)" }.joined(separator: ", ")
              + ", \(unexplained.count) unexplained")
        for line in unexplained.prefix(10) { Issue.record("unexplained disagreement: \(line)") }
        #expect(unexplained.isEmpty)
        if Self.measuredVersions {
            for difference in SwiftCharacterDifference.allCases {
                #expect(counts[difference, default: 0] > 0, "the random texts should reach '\(difference.rawValue)'")
            }
        }
    }

    /// GraphemeBreakTest.txt against swift-character: every line passes except where a class
    /// explains the difference.
    @Test(.enabled(if: TestData.unicodeFolder != nil, "no Tests/UnicodeData folder for Unicode \(Versions.icuUnicode)"))
    func graphemeBreakTestLinesDifferOnlyByKnownClasses() throws {
        let cases = try BreakTestFile.parse(try #require(TestData.unicodeFolder).appendingPathComponent("GraphemeBreakTest.txt"))
        let swift = UnitID.swiftCharacter.makeSegmenter()
        var passed = 0, explained = 0
        for testCase in cases {
            let sample = testCase.text
            let expected = Set(testCase.boundaries(testCase.breaks))
            let actual = Set(swift.boundaries(in: sample))
            if expected == actual { passed += 1; continue }
            let excused = expected.symmetricDifference(actual).allSatisfy {
                SwiftCharacterDifference.classify($0, in: sample, icuBreaks: expected.contains($0)) != nil
            }
            if excused { explained += 1 } else { Issue.record("swift-character fails GraphemeBreakTest.txt \(testCase)") }
        }
        print("GraphemeBreakTest \(Versions.icuUnicode), swift-character (stdlib Unicode \(Versions.stdlibUnicode)): \(passed) of \(cases.count) pass, \(explained) differ by a known class")
        #expect(passed + explained == cases.count)
    }
}
