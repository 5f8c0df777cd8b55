import EditingInvariants
import EditingSemantics
import Testing

/// The hard-case table and its random texts keep what the tests and the fuzz inputs rely on.
@Suite struct HardCasesTests {
    /// Each fragment is distinct, non-empty and named by one fuzz byte; each group has some.
    @Test func tableIsWellFormed() {
        let fragments = HardCases.fragments
        #expect(fragments.count <= 0xC0, "a byte below 0xC0 names a fragment")
        #expect(fragments.allSatisfy { !$0.text.isEmpty })
        #expect(Set(fragments.map(\.text.units)).count == fragments.count, "a fragment appears twice")
        #expect(Set(fragments.map(\.name)).count == fragments.count, "two fragments share a name")
        #expect(Set(fragments.map(\.group)) == Set(HardCases.Group.allCases))
    }

    /// Committed fuzz inputs (Tests/Fuzz/Regressions) name fragments by index, so the first 69
    /// keep their order and their units.
    @Test func committedFuzzInputsKeepTheirMeaning() {
        // FNV-1a over each fragment's length and units.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for fragment in HardCases.fragments.prefix(69) {
            for value in [UInt16(fragment.text.units.count)] + fragment.text.units {
                hash = (hash ^ UInt64(value)) &* 0x100_0000_01B3
            }
        }
        #expect(hash == 0xC63C_D8C7_93EA_1B02)
        // Regressions/segmenters/icu-preceding-inside-pair: fragments 0 and 2, then U+E0100.
        #expect(HardCases.text(fromBytes: [0x00, 0x02, 0xE0, 0x0E, 0x01, 0x00]) == UTF16Text(units: [0x61, 0x0D, 0xDB40, 0xDD00]))
    }

    @Test func aSeedAlwaysGivesTheSameTexts() {
        let texts = HardCases.texts(seed: 7, count: 200, maxFragments: 10)
        #expect(texts == HardCases.texts(seed: 7, count: 200, maxFragments: 10))
        #expect(texts != HardCases.texts(seed: 8, count: 200, maxFragments: 10))
    }

    /// Texts from a subset of groups hold only those groups' units.
    @Test func textsStayInTheirGroups() {
        let groups: Set<HardCases.Group> = [.devanagariConsonants, .devanagariVirama, .zwj]
        let allowed = Set(HardCases.fragments.filter { groups.contains($0.group) }.flatMap(\.text.units))
        let texts = HardCases.texts(seed: 1, count: 500, maxFragments: 12, from: groups)
        #expect(texts.allSatisfy { $0.units.allSatisfy(allowed.contains) })
        #expect(texts.contains { $0.units.contains(0x200D) && $0.units.contains(0x094D) })
    }

    /// Lone surrogates drawn one after another stay lone: no lead is followed by a trail.
    @Test func loneSurrogatesNeverPairUp() {
        let texts = HardCases.texts(seed: 2, count: 500, maxFragments: 12, from: [.loneSurrogates])
        #expect(texts.allSatisfy { $0.scalars.allSatisfy(\.isLoneSurrogate) })
        #expect(texts.contains { $0.units.contains(where: UTF16.isLeadSurrogate) && $0.units.contains(where: UTF16.isTrailSurrogate) })
    }
}
