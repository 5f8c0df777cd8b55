import EditingSemantics
import EditingSupport

/// Where the fonts Swing draws with (OpenJDK 17, the `Dialog` composite of ``SwingDialogSlots``)
/// make other glyph clusters than legacy grapheme clusters: a conjunct or below-base form after a
/// virama (क्ष, Kannada's subjoined consonants), a reph, a consonant and vowel sign drawn as one
/// glyph (Tamil டு), a vowel sign the font splits and reorders (Khmer ោ, Thai ำ) take out a
/// caret stop; a mark the font draws apart (Malayalam ു), or that starts a font run and is
/// shaped with a dotted circle, adds one.
///
/// HarfBuzz makes these clusters from each font's own substitution tables, which a report that
/// must come out the same on every machine cannot read, so `Corpus/scripts/swing-font-joins.py`
/// asked the JDK's `TextLayout` about every text of a base consonant, its script's virama or none,
/// and a consonant, sign or mark, each drawn by one slot (a virama may get a stop of its own: the
/// Bengali ya-phala ্য is a glyph apart from its consonant). The key is the pair alone: what comes
/// before the base (a conjunct it ends, a reph that moves past a vowel sign) is not asked.
package enum SwingFontJoins {
    /// Where the caret stops in a text of a base, a virama or none, and a following character,
    /// for the texts where the JDK stops otherwise than legacy clusters.
    struct Stops: Equatable {
        /// The virama between the base and the following character, 0 for none.
        var virama: UInt32
        /// A stop before the virama.
        var beforeVirama: Bool
        /// A stop before the following character.
        var beforeFollowing: Bool
        /// A pre-base vowel sign after the following character stays after the virama instead
        /// of moving before the base (Tamil's virama is a glyph of its own).
        var keepsPreBase: Bool
    }

    /// `(slot, base, following)` packed.
    static let table: [UInt64: Stops] = {
        var table: [UInt64: Stops] = [:]
        for row in tableRows.split(separator: "\n") {
            let fields = row.split(separator: "|").map { $0.split(separator: " ") }
            let slot = UInt8(fields[0][0])!
            let stops = Stops(virama: UInt32(fields[0][1], radix: 16)!, beforeVirama: fields[0][2].contains("v"),
                              beforeFollowing: fields[0][2].contains("c"), keepsPreBase: fields[0][2].contains("k"))
            let followings = codePoints(fields[2])
            for base in codePoints(fields[1]) {
                for following in followings {
                    table[key(slot: slot, base: base, following: following)] = stops
                }
            }
        }
        return table
    }()

    /// `(slot, mark)` packed, for the marks with an advance when a run of that slot starts with them.
    static let runInitialMarks: Set<UInt64> = Set(runInitialTable.split(separator: "\n").flatMap { row in
        let fields = row.split(separator: "|").map { $0.split(separator: " ") }
        let slot = UInt8(fields[0][0])!
        return codePoints(fields[1]).map { key(slot: slot, base: 0, following: $0) }
    })

    /// The code points of `first-last` hexadecimal ranges.
    static func codePoints(_ ranges: [Substring]) -> [UInt32] {
        ranges.flatMap { range -> ClosedRange<UInt32> in
            let ends = range.split(separator: "-").map { UInt32($0, radix: 16)! }
            return ends[0]...ends[ends.count - 1]
        }
    }

    static func key(slot: UInt8, base: UInt32, following: UInt32) -> UInt64 {
        UInt64(slot) << 42 | UInt64(base) << 21 | UInt64(following)
    }

    /// Whether `c`, starting a run of `slot`'s font, is drawn with an advance.
    static func hasAdvanceStartingRun(_ c: UInt32, slot: UInt8) -> Bool {
        runInitialMarks.contains(key(slot: slot, base: 0, following: c))
    }

    /// 가 (U+AC00) for an LV syllable, 각 (U+AC01) for an LVT one, `c` itself otherwise: every
    /// Hangul syllable of a type takes a following jamo as these two do, which the script asked.
    static func hangulRepresentative(_ c: UInt32) -> UInt32 {
        guard (0xAC00...0xD7A3).contains(c) else { return c }
        return (c - 0xAC00) % 28 == 0 ? 0xAC00 : 0xAC01
    }

    /// The base before `end` and its marks (nukta, tone marks, none of them a virama), drawn by `slot`.
    static func base(before end: Int, in scalars: [UTF16Text.ScalarSlice], slots: [UInt8], slot: UInt8) -> UInt32? {
        var p = end
        while p >= 0, slots[p] == slot {
            let c = scalars[p].value
            let category = ICUProperties.generalCategoryCode(c)
            guard category == 6 || category == 7 else { return c }  // Mn, Me
            if ICUProperties.combiningClass(c) == 9 { return nil }
            p -= 1
        }
        return nil
    }

    /// The table's entry for `scalars[k]` after the virama at `k - 1` and the base before it.
    static func afterVirama(_ k: Int, in scalars: [UTF16Text.ScalarSlice], slots: [UInt8]) -> Stops? {
        let slot = slots[k], virama = scalars[k - 1].value
        guard k >= 2, slots[k - 1] == slot, ICUProperties.combiningClass(virama) == 9,
              let base = base(before: k - 2, in: scalars, slots: slots, slot: slot),
              let found = table[key(slot: slot, base: base, following: scalars[k].value)], found.virama == virama else { return nil }
        return found
    }

    /// Whether the caret stops before `scalars[k]` where the font of its slot decides otherwise
    /// than legacy clusters, or nil: a virama between a base and a consonant (looked up with the
    /// consonant after it), the consonant after them, or a sign or mark right after a base and its
    /// marks. Every character involved is drawn by that slot.
    /// - Complexity: O(marks before `k`).
    static func stop(before k: Int, in scalars: [UTF16Text.ScalarSlice], slots: [UInt8]) -> Bool? {
        if k + 1 < scalars.count, let found = afterVirama(k + 1, in: scalars, slots: slots) { return found.beforeVirama }
        if let found = afterVirama(k, in: scalars, slots: slots) { return found.beforeFollowing }
        let slot = slots[k], previous = scalars[k - 1].value
        guard ICUProperties.combiningClass(previous) != 9,
              let base = base(before: k - 1, in: scalars, slots: slots, slot: slot),
              let found = table[key(slot: slot, base: hangulRepresentative(base), following: scalars[k].value)],
              found.virama == 0 else { return nil }
        return found.beforeFollowing
    }
}
