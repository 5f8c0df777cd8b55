import EditingInvariants
import EditingSemantics
import Foundation
import Testing

/// Answers fixed by Lindenberg 2014 (http://norbertlindenberg.com/2014/12/developing-keyboards-for-ios/)
/// and the hosts' own tests and source (as Corpus/vectors cites them) on ICU 72, and by the
/// Unicode definitions each unit stands on.
@Suite struct KnownAnswerTests {
    func boundaries(_ unit: UnitID, _ text: UTF16Text) -> [Int] {
        unit.makeSegmenter().boundaries(in: text).map(\.rawValue)
    }

    @Test(.enabled(if: Versions.icu.hasPrefix("72."), "CLDR's aksara rule answer is for ICU 72; this ICU is \(Versions.icu)"))
    func namasteOnICU72() {
        #expect(boundaries(.grapheme, "नमस्ते") == [0, 1, 2, 6])
        #expect(boundaries(.legacyGrapheme, "नमस्ते") == [0, 1, 2, 4, 6])
    }

    @Test func koreaFlag() {
        #expect(boundaries(.flag, "🇰🇷") == [0, 4])
        #expect(boundaries(.codePoint, "🇰🇷") == [0, 2, 4])
    }

    /// ICU 72 carries CLDR's aksara tailoring (CLDR 35 to 43: unicode-org/cldr@14360f85
    /// common/properties/segments/readme.txt), whose conjunct rule covers six scripts (Beng, Deva,
    /// Gujr, Mlym, Orya, Telu), so हिन्दी is हि | न्दी and Tamil க்க stays two clusters; the aksara
    /// unit joins conjuncts in every script.
    @Test(.enabled(if: Versions.icu.hasPrefix("72."), "the six-script conjunct rule is ICU 72's; this ICU is \(Versions.icu)"))
    func conjunctsOnICU72() {
        #expect(boundaries(.grapheme, "हिन्दी") == [0, 2, 6])
        #expect(boundaries(.grapheme, text(0x0B95, 0x0BCD, 0x0B95)) == [0, 2, 3])
        #expect(boundaries(.aksara, text(0x0B95, 0x0BCD, 0x0B95)) == [0, 3])
        #expect(boundaries(.aksara, "हिन्दी") == [0, 2, 6])
    }

    /// UAX #29: ि (U+093F) is a SpacingMark, joined by GB9a in extended clusters only
    /// (WebKit/WebKit@611c79b1 Tools/TestWebKitAPI/Tests/WTF/TextBreakIterator.cpp: कि is one
    /// cluster in its ICUCharacter and CFComposedCharacter tests).
    @Test func spacingMarkSplitsLegacyClustersOnly() {
        #expect(boundaries(.grapheme, "कि") == [0, 2])
        #expect(boundaries(.legacyGrapheme, "कि") == [0, 1, 2])
        #expect(boundaries(.aksara, "कि") == [0, 2])
    }

    /// UAX #29 GB12 and GB13: regional indicators pair from the start of their run.
    @Test func regionalIndicatorRuns() {
        for unit in [UnitID.grapheme, .legacyGrapheme, .aksara, .flag, .swiftCharacter] {
            #expect(boundaries(unit, "🇺🇸🇯🇵🇰") == [0, 4, 8, 10], "\(unit)")
            #expect(boundaries(unit, "🇮🇳🇰") == [0, 4, 6], "\(unit)")
            // GB12/GB13 for runs of 1 to 41: pairs of 4 units from the start, an odd one last.
            for count in 1...41 {
                let run = text(Array(repeating: 0x1F1F0, count: count))
                let expected = Array(stride(from: 0, to: 2 * count, by: 4)) + [2 * count]
                #expect(boundaries(unit, run) == expected, "\(unit), \(count) regional indicators")
            }
        }
    }

    /// UAX #29 GB6 to GB8 and the Unicode Standard §3.12: a syllable, precomposed or as jamo, is
    /// one cluster; hangul-jamo counts the jamo of a precomposed syllable.
    @Test func hangul() {
        #expect(boundaries(.grapheme, "한국") == [0, 1, 2])
        #expect(boundaries(.hangulSyllable, "한국") == [0, 1, 2])
        let jamo = text(0x1112, 0x1161, 0x11AB)
        #expect(boundaries(.grapheme, jamo) == [0, 3])
        #expect(boundaries(.hangulSyllable, jamo) == [0, 3])
        #expect(boundaries(.hangulJamo, jamo) == [0, 1, 2, 3])

        let jamoUnits = UnitID.hangulJamo.makeSegmenter()
        #expect(jamoUnits.unitCount(in: "한") == 3)
        #expect(jamoUnits.unitCount(in: "하") == 2)
        #expect(jamoUnits.unitCount(in: jamo) == 3)
        #expect(jamoUnits.unitCount(in: "한국어") == 3 + 3 + 2)
        #expect(HangulSyllable(0xD55C)?.lead == 0x1112)
        #expect(HangulSyllable(0xD55C)?.vowel == 0x1161)
        #expect(HangulSyllable(0xD55C)?.trail == 0x11AB)
        #expect(HangulSyllable.compose(lead: 0x1112, vowel: 0x1161, trail: 0x11AB)?.scalar == 0xD55C)
        #expect(HangulSyllable(0xD55C)?.withoutTrail?.scalar == 0xD558)
    }

    /// Swift 6.3.1's Character counts on the standard library's Unicode 17 data
    /// (https://github.com/swiftlang/swift/pull/86298, "[6.3] Update to Unicode 17").
    @Test(.enabled(if: Versions.stdlibUnicode == "17.0", "recorded for Swift's Unicode 17 data; this stdlib has \(Versions.stdlibUnicode)"))
    func swiftCharacterCounts() {
        #expect(boundaries(.swiftCharacter, "नमस्ते").count - 1 == 3)
        #expect(boundaries(.swiftCharacter, "स्ते").count - 1 == 1)
        #expect(boundaries(.swiftCharacter, "कि").count - 1 == 1)
        #expect(boundaries(.swiftCharacter, text(0x0B95, 0x0BCD, 0x0BB7)).count - 1 == 2)
        #expect(boundaries(.swiftCharacter, "a\r\n") == [0, 1, 3])
    }

    /// Texts with lone surrogates at the start, middle and end, next to marks, joiners and
    /// regional indicators: no unit may trap or break its contract.
    ///
    /// What each unit must do with one follows from its definition. Units of scalars (utf16,
    /// code-point, hangul-syllable, hangul-jamo, flag) make it a segment of its own. For the
    /// cluster units, UAX #29 has no rule for surrogates: Grapheme_Cluster_Break is Other for
    /// D800..DFFF (GraphemeBreakProperty.txt does not list them), as for U+FFFD, which is also
    /// neither pictographic, a regional indicator nor Indic. So a cluster unit must segment the
    /// text exactly as the text with each lone surrogate replaced by U+FFFD: a cluster starts at
    /// the surrogate, and a following mark or joiner stays with it (GB9).
    @Test(arguments: UnitID.allCases)
    func loneSurrogates(_ unit: UnitID) {
        let texts: [UTF16Text] = [
            text(0xD800), text(0xDC00), text(0xDC00, 0xD800),
            text(0xD83D, 0x61), text(0x61, 0xDE00), text(0x61, 0xD83D, 0x62),
            text(0xD800, 0x0301), text(0x0915, 0xDC00, 0x094D), text(0x0915, 0x094D, 0xD800, 0x0924),
            text(0x1F468, 0x200D, 0xD800), text(0xDC00, 0x200D, 0x1F469), text(0x1F468, 0x200D, 0xDC00, 0x1F469),
            text(0x1F1F0, 0xD83C), text(0xDDF7, 0x1F1F0), text(0x1F1F0, 0xDC00, 0x1F1F7),
            text(0x1112, 0xD800, 0x1161), text(0xD55C, 0xDFFF, 0x11AB), text(0x0D, 0xD800, 0x0A),
            text(0xD83C, 0xD83C, 0xDDF0), text(0xD83C, 0xDDF0, 0xDDF7), text(0xD800, 0xFE0F, 0x1F3FB, 0xE0067),
        ]
        let segmenter = unit.makeSegmenter()
        let clusterUnits: Set<UnitID> = [.grapheme, .legacyGrapheme, .aksara, .swiftCharacter]
        for sample in texts {
            #expect(SegmenterContract.violations(of: segmenter, on: sample).isEmpty, "\(sample.escaped)")
            let found = segmenter.boundaries(in: sample)
            let lone = sample.loneSurrogateOffsets
            #expect(lone.allSatisfy(found.contains), "\(unit) on \(sample.escaped): no boundary before a lone surrogate")
            if clusterUnits.contains(unit) {
                var replaced = sample
                for offset in lone { replaced.units[offset.rawValue] = 0xFFFD }
                #expect(found == segmenter.boundaries(in: replaced),
                        "\(unit) on \(sample.escaped) differs from the same text with U+FFFD for each lone surrogate")
            } else {
                #expect(lone.allSatisfy { found.contains($0.advanced(by: 1)) },
                        "\(unit) on \(sample.escaped): a lone surrogate is not a segment of its own")
            }
        }
    }

    /// The system ICU agrees that surrogate code points have Grapheme_Cluster_Break=Other.
    @Test func surrogatesHaveGraphemeClusterBreakOther() {
        for value: UInt32 in [0xD800, 0xDBFF, 0xDC00, 0xDFFF] {
            #expect(ICUProperties.graphemeClusterBreak(value) == .other)
        }
    }
}
