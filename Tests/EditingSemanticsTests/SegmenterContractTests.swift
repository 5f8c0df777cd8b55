import EditingSemantics
import EditingSupport
import Foundation
import Testing
import EditingInvariants

/// The `Segmenter` promises (see ``SegmenterContract``) for every unit, on emoji sequences, the
/// reference samples, Hindi and Korean prose and seeded random texts.
@Suite struct SegmenterContractTests {
    /// Checks every text and records at most a few violations, so one broken rule does not bury
    /// the report; returns the number of violations.
    @discardableResult
    static func check(_ unit: UnitID, on texts: [UTF16Text], corpus: String) -> Int {
        let segmenter = unit.makeSegmenter()
        var violations: [String] = []
        for text in texts { violations += SegmenterContract.violations(of: segmenter, on: text).map(\.description) }
        for violation in violations.prefix(8) { Issue.record(Comment(rawValue: violation)) }
        if violations.count > 8 { Issue.record("\(unit): \(violations.count - 8) more violations on \(corpus)") }
        return violations.count
    }

    /// The fully-qualified sequences of emoji-test.txt, one per text, and in runs of eight
    /// neighbours (so flags, tags and ZWJ sequences also meet each other).
    static let emojiTexts: [UTF16Text] = {
        guard let folder = TestData.unicodeFolder,
              let sequences = try? EmojiTestFile.parse(folder.appendingPathComponent("emoji-test.txt"))
        else { return [] }
        let texts = sequences.filter { $0.status == "fully-qualified" }.map { text($0.scalars) }
        let runs = stride(from: 0, to: texts.count, by: 8).map { texts[$0..<min($0 + 8, texts.count)].reduce(UTF16Text.empty, +) }
        return texts + runs
    }()

    @Test(.enabled(if: TestData.unicodeFolder != nil, "no Tests/UnicodeData folder for Unicode \(Versions.icuUnicode)"),
          arguments: UnitID.allCases)
    func emojiSequences(_ unit: UnitID) {
        #expect(Self.emojiTexts.count > 3000)
        Self.check(unit, on: Self.emojiTexts, corpus: "emoji-test.txt")
    }

    @Test(arguments: UnitID.allCases)
    func referenceSamples(_ unit: UnitID) {
        Self.check(unit, on: SampleTexts.all, corpus: "this package's samples A to K (Corpus/vectors/host-semantics-matrix.txt), the hosts' test texts and Hindi/Korean prose")
    }

    /// 2 000 texts of up to 12 hard fragments from a fixed seed; the same texts on every run.
    static let randomTexts = HardCases.texts(seed: 0x5EED_0001, count: 2000, maxFragments: 12)

    @Test(arguments: UnitID.allCases)
    func randomAdversarialTexts(_ unit: UnitID) {
        Self.check(unit, on: Self.randomTexts, corpus: "random texts (seed 0x5EED0001)")
    }

    /// `grapheme --unicode V`, whose rules this package generates, keeps the same promises.
    @Test(arguments: UnicodeVersion.allCases)
    func versionedGraphemeOnSamplesAndRandomTexts(_ version: UnicodeVersion) {
        let segmenter = ICUSegmenter.grapheme(unicode: version)
        var violations: [String] = []
        for text in SampleTexts.all + Self.randomTexts + Self.emojiTexts {
            violations += SegmenterContract.violations(of: segmenter, on: text).map { "Unicode \(version): \($0)" }
        }
        for violation in violations.prefix(8) { Issue.record(Comment(rawValue: violation)) }
        #expect(violations.isEmpty)
    }

    /// The generator really produces what the contract tests rely on: lone surrogates of both
    /// kinds, surrogate pairs to split, and the empty text.
    @Test func randomTextsCoverTheHardCases() {
        let texts = Self.randomTexts
        #expect(texts.contains(.empty))
        #expect(texts.contains { $0.scalars.contains { $0.isLoneSurrogate && UTF16.isLeadSurrogate(UInt16($0.value)) } })
        #expect(texts.contains { $0.scalars.contains { $0.isLoneSurrogate && UTF16.isTrailSurrogate(UInt16($0.value)) } })
        #expect(texts.contains { $0.scalars.contains { $0.length == 2 } })
        #expect(texts.contains { $0.units.contains(0x200D) && $0.units.contains(0x094D) })
    }

    /// SplitMix64 seeded with 0 gives Vigna's published first outputs.
    @Test func splitMix64MatchesTheReferenceSequence() {
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }
}
