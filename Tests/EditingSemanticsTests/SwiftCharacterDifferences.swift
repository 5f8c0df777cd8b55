import EditingSemantics
import Foundation

/// The known ways Swift's `Character`s (the standard library's own data, Unicode 17 in Swift
/// 6.3.1) and the system ICU 72 grapheme clusters (Unicode 15.0 with CLDR's aksara rule 9.3)
/// legitimately differ. Each class names the offset pattern, the direction and the source.
enum SwiftCharacterDifference: String, CaseIterable, Sendable {
    /// ICU breaks and Swift joins before a consonant that ends a virama conjunct, when a
    /// Grapheme_Cluster_Break=Extend mark of canonical combining class 0 (other than ZWNJ) stands
    /// between the first consonant and the second: CLDR's `$ExtCccZwj` (ICU 72) admits only
    /// ccc≠0 marks and ZWJ, while Unicode 16 redefined InCB=Extend to admit ccc=0 marks
    /// (UTC 179-C31, https://github.com/unicode-org/unicodetools/pull/797). Minimal example: क ् ं त.
    case cccZeroExtendInConjunct = "ccc=0 Extend mark inside a virama conjunct"

    /// ICU joins and Swift breaks after the ZWJ of an Extended_Pictographic ZWJ sequence when a
    /// pictograph on either side of that ZWJ is not an emoji (emoji version E0.0, e.g. U+2701):
    /// Swift 6.3.1 does not apply GB11 to them. Minimal example: ✁ ZWJ ✁, which is also line
    /// `÷ 2701 × 200D × 2701 ÷` of GraphemeBreakTest.txt (Tests/UnicodeData/15.0/GraphemeBreakTest.txt).
    case nonEmojiPictographAfterZWJ = "E0.0 pictograph in a ZWJ sequence"

    /// ICU breaks and Swift joins before the second consonant of a virama conjunct when either
    /// consonant is of a script Unicode 17.0 added to InCB=Consonant (Myanmar, Khmer, Balinese, …):
    /// Swift reads InCB=Consonant from its Unicode 17.0 data but links only through the six
    /// viramas (`Unicode.Scalar._isInCBLinker` in swiftlang/swift's
    /// stdlib/public/core/StringGraphemeBreaking.swift), while ICU 72's conjunct rule takes the six
    /// scripts' consonants alone. Minimal example: क ् ក (Devanagari KA, virama, Khmer KA).
    case consonantOfAUnicode17ConjunctScript = "Unicode 17.0 conjunct consonant outside the six scripts"

    /// The six scripts of ICU 72's conjunct rule, as in Unicode 15.1's InCB=Linker/Consonant.
    static let conjunctScripts: Set<String> = ["Deva", "Beng", "Gujr", "Orya", "Telu", "Mlym"]

    /// Indic_Syllabic_Category values as the system ICU numbers them (UIndicSyllabicCategory).
    private static let consonantCategory = 5, viramaCategory = 31

    private static func isConjunctConsonant(_ value: UInt32) -> Bool {
        ICUProperties.indicSyllabicCategoryCode(value) == consonantCategory && conjunctScripts.contains(ICUProperties.scriptCode(value))
    }

    private static func isConjunctVirama(_ value: UInt32) -> Bool {
        ICUProperties.indicSyllabicCategoryCode(value) == viramaCategory && conjunctScripts.contains(ICUProperties.scriptCode(value))
    }

    /// Unicode 17.0's InCB=Consonant, which the standard library of Swift 6.3.1 uses.
    static let unicode17ConjunctConsonants: Set<UInt32> = {
        let url = TestData.repositoryRoot.appendingPathComponent("Tests/UnicodeData/17.0/DerivedCoreProperties-InCB.txt")
        return Set((try? UCDPropertyFile(contentsOf: url))?.codePoints(withValue: "Consonant") ?? [])
    }()

    /// The class explaining a disagreement at `offset` (a scalar boundary strictly inside `text`)
    /// where ICU breaks (`icuBreaks`) and Swift does the opposite, or nil when none does.
    static func classify(_ offset: UTF16Offset, in text: UTF16Text, icuBreaks: Bool) -> SwiftCharacterDifference? {
        let next = text.scalar(startingAt: offset)
        guard !next.isLoneSurrogate else { return nil }
        // Scalars before `offset`, nearest first, up to the start or a lone surrogate.
        var before: [UInt32] = []
        var position = offset
        while position > .zero {
            let slice = text.scalar(endingAt: position)
            if slice.isLoneSurrogate { break }
            before.append(slice.value)
            position = slice.offset
        }
        typealias G = ICUProperties.GraphemeClusterBreak
        if icuBreaks {
            let marks = before.prefix { [G.extend, .zwj].contains(ICUProperties.graphemeClusterBreak($0)) && $0 != 0x200C }
            guard marks.count < before.count, marks.contains(where: isConjunctVirama) else { return nil }
            let first = before[marks.count]
            if isConjunctConsonant(first) && isConjunctConsonant(next.value) {
                guard marks.contains(where: { ICUProperties.graphemeClusterBreak($0) == .extend && ICUProperties.combiningClass($0) == 0 })
                else { return nil }
                return .cccZeroExtendInConjunct
            }
            guard unicode17ConjunctConsonants.contains(first), unicode17ConjunctConsonants.contains(next.value) else { return nil }
            return .consonantOfAUnicode17ConjunctScript
        } else {
            guard before.first == 0x200D, ICUProperties.isExtendedPictographic(next.value) else { return nil }
            let extend = before.dropFirst().prefix { ICUProperties.graphemeClusterBreak($0) == .extend }
            let pictographIndex = 1 + extend.count
            guard pictographIndex < before.count, ICUProperties.isExtendedPictographic(before[pictographIndex]) else { return nil }
            guard !ICUProperties.isEmoji(next.value) || !ICUProperties.isEmoji(before[pictographIndex]) else { return nil }
            return .nonEmojiPictographAfterZWJ
        }
    }

    /// Every offset where the two segmentations disagree, with its class (nil: unexplained).
    static func disagreements(in text: UTF16Text) -> [(offset: UTF16Offset, icuBreaks: Bool, difference: SwiftCharacterDifference?)] {
        let icu = Set(UnitID.grapheme.makeSegmenter().boundaries(in: text))
        let swift = Set(UnitID.swiftCharacter.makeSegmenter().boundaries(in: text))
        return icu.symmetricDifference(swift).sorted().map { offset in
            let icuBreaks = icu.contains(offset)
            return (offset, icuBreaks, classify(offset, in: text, icuBreaks: icuBreaks))
        }
    }
}
