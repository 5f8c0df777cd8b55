import EditingSemantics

/// Android's caret unit: minikin `GraphemeBreak::isGraphemeBreak`, a tailoring of UAX #29
/// extended grapheme clusters, read with no glyph advances.
///
/// With advances (a real `TextView`), every rule from GB9 on is skipped where the following
/// character has a non-zero advance, so the font decides there. Without them minikin assumes no
/// advance, which joins as much as the rules allow; this model takes that reading. Tailorings:
/// - some format controls (SHY, ALM, ZWSP, LRM/RLM, bidi embeddings and isolates, WJ and the
///   invisible operators U+2060–206F, BOM, tags U+E0000–E007F) count as Extend;
/// - U+0E33 THAI SARA AM counts as Other;
/// - GB11 is `ExtPict Extend* ZWJ × ExtPict`; regional indicators pair by parity counted over at
///   most 1,000 code units back;
/// - no break after a virama (combining class 9, not a pure killer) before a letter (Lo).
/// Character properties come from the system ICU, not Android's.
package struct MinikinGraphemeRule: BoundaryPredicateRule {
    package init() {}
    typealias GCB = ICUProperties.GraphemeClusterBreak

    static let extendControls: Set<UInt32> = [0x00AD, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0xFEFF]

    static func tailoredBreakClass(_ c: UInt32) -> GCB {
        if extendControls.contains(c) || (0x202A...0x202E).contains(c) || (c | 0xF) == 0x206F || (c | 0x7F) == 0xE007F {
            return .extend
        }
        if c == 0x0E33 { return .other }
        return ICUProperties.graphemeClusterBreak(c)
    }

    /// Indic_Syllabic_Category=Pure_Killer, as the list in minikin (from Unicode 9.0).
    static let pureKillers: Set<UInt32> = [
        0x0E3A, 0x0E4E, 0x0F84, 0x103A, 0x1714, 0x1734, 0x17D1, 0x1BAA, 0x1BF2, 0x1BF3,
        0xA806, 0xA953, 0xABED, 0x11134, 0x112EA, 0x1172B,
    ]

    package func breaks(at offset: UTF16Offset, in text: UTF16Text) -> Bool {
        let units = text.units
        let i = offset.rawValue
        if UTF16.isTrailSurrogate(units[i]) { return !UTF16.isLeadSurrogate(units[i - 1]) }
        let before = text.scalar(endingAt: offset)
        let c1 = before.value, c2 = text.scalar(startingAt: offset).value
        let p1 = Self.tailoredBreakClass(c1), p2 = Self.tailoredBreakClass(c2)
        // Past GB8 minikin breaks wherever the next character has an advance; with no advances
        // known it assumes none, which leaves GB9–GB9b.
        if let decided = p1.pairRuleBreaks(before: p2) { return decided }
        if before.offset > .zero && p1 == .zwj && ICUProperties.isExtendedPictographic(c2) {
            var position = before.offset
            var c0 = text.scalar(endingAt: position)
            position = c0.offset
            while Self.tailoredBreakClass(c0.value) == .extend && position > .zero {
                c0 = text.scalar(endingAt: position)
                position = c0.offset
            }
            if ICUProperties.isExtendedPictographic(c0.value) { return false }
        }
        if p1 == .regionalIndicator && p2 == .regionalIndicator {
            let barrier = max(0, before.offset.rawValue - 1000)
            var runStart = before.offset.rawValue
            while runStart > barrier {
                let c0 = text.scalar(endingAt: UTF16Offset(runStart))
                guard c0.offset.rawValue >= barrier else { break }
                if Self.tailoredBreakClass(c0.value) != .regionalIndicator { break }
                runStart = c0.offset.rawValue
            }
            return (i - runStart) % 4 == 0
        }
        if ICUProperties.combiningClass(c1) == 9 && !Self.pureKillers.contains(c1)
            && ICUProperties.generalCategoryCode(c2) == 5 /* Lo */ {
            return false
        }
        return true
    }
}
