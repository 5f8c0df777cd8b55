import EditingSemantics
import Foundation
import Testing

/// What Unicode's `emoji-test.txt` fixes about each fully-qualified emoji: UTS #51 defines emoji
/// sequences so that each is a single extended grapheme cluster (GB9, GB11, GB12/13 exist for
/// that), they contain no SpacingMark, Prepend or Indic linker (so legacy clusters and aksaras
/// agree), and a flag sequence is exactly one regional-indicator pair.
@Suite(.enabled(if: TestData.unicodeFolder != nil, "no Tests/UnicodeData folder for Unicode \(Versions.icuUnicode)"))
struct EmojiTestFileTests {
    let sequences: [EmojiTestSequence]

    init() throws {
        let folder = try #require(TestData.unicodeFolder)
        sequences = try EmojiTestFile.parse(folder.appendingPathComponent("emoji-test.txt")).filter { $0.status == "fully-qualified" }
    }

    /// The Unicode 15.0 file states 3655 fully-qualified lines in its Status Counts.
    @Test(.enabled(if: Versions.icuUnicode == "15.0", "the system ICU's Unicode is \(Versions.icuUnicode), not 15.0"))
    func unicode15FileHas3655FullyQualifiedSequences() {
        #expect(sequences.count == 3655)
    }

    @Test(arguments: [UnitID.grapheme, .legacyGrapheme, .aksara, .swiftCharacter])
    func eachFullyQualifiedSequenceIsOneCluster(_ unit: UnitID) {
        #expect(!sequences.isEmpty)
        let segmenter = unit.makeSegmenter()
        var split = 0
        for sequence in sequences {
            let sample = text(sequence.scalars)
            let found = segmenter.boundaries(in: sample)
            if found != [.zero, sample.endOffset] {
                split += 1
                if split <= 8 {
                    Issue.record("\(unit) splits emoji-test.txt line \(sequence.line) (\(sequence.name)): \(BoundaryDrawing.drawCodePoints(sample, boundaries: found))")
                }
            }
        }
        print("emoji-test \(Versions.icuUnicode), \(unit): \(sequences.count - split) of \(sequences.count) fully-qualified sequences are one segment")
        #expect(split == 0)
    }

    @Test func scalarUnitsCountTheListedCodePoints() {
        for sequence in sequences {
            let sample = text(sequence.scalars)
            let utf16Length = sequence.scalars.reduce(0) { $0 + ($1 > 0xFFFF ? 2 : 1) }
            #expect(UnitID.codePoint.makeSegmenter().unitCount(in: sample) == sequence.scalars.count, "line \(sequence.line)")
            #expect(UnitID.utf16.makeSegmenter().unitCount(in: sample) == utf16Length, "line \(sequence.line)")
        }
    }

    @Test func eachFlagIsOneFlagUnit() {
        let flags = sequences.filter { $0.scalars.allSatisfy { (0x1F1E6...0x1F1FF).contains($0) } }
        #expect(flags.count > 200)
        for flag in flags {
            #expect(flag.scalars.count == 2)
            #expect(UnitID.flag.makeSegmenter().boundaries(in: text(flag.scalars)) == [0, 4], "line \(flag.line)")
        }
    }
}
