/// One Hangul syllable per segment, precomposed (LV, LVT) or as a conjoining jamo sequence
/// L* V+ T*, L* LV V* T*, L* LVT T*, L+ or T+ (UAX #29 rules GB6 to GB8); any other scalar alone.
/// Jamo classes come from the system ICU's Grapheme_Cluster_Break.
package struct HangulSyllableSegmenter: ScalarBreakSegmenter {
    package init() {}
    package var unit: UnitID { .hangulSyllable }

    /// Whether a syllable continues from `previous` into `next` (GB6, GB7, GB8).
    static func joins(_ previous: UInt32, _ next: UInt32) -> Bool {
        typealias G = ICUProperties.GraphemeClusterBreak
        switch (ICUProperties.graphemeClusterBreak(previous), ICUProperties.graphemeClusterBreak(next)) {
        case (.l, .l), (.l, .v), (.l, .lv), (.l, .lvt): return true
        case (.lv, .v), (.lv, .t), (.v, .v), (.v, .t): return true
        case (.lvt, .t), (.t, .t): return true
        default: return false
        }
    }

    package func breaks(at offset: UTF16Offset, in text: UTF16Text) -> Bool {
        let previous = text.scalar(endingAt: offset)
        let next = text.scalar(startingAt: offset)
        if previous.isLoneSurrogate || next.isLoneSurrogate { return true }
        return !Self.joins(previous.value, next.value)
    }
}

/// One Hangul jamo per unit. Boundaries are scalar boundaries (a UTF-16 offset cannot split a
/// precomposed syllable), so a precomposed LV syllable is one segment counting 2 units and an LVT
/// syllable one segment counting 3 (``unitCount(ofSegment:in:)``). Any other scalar is one unit.
package struct HangulJamoSegmenter: Segmenter {
    package init() {}
    package var unit: UnitID { .hangulJamo }

    private let scalars = CodePointSegmenter()

    package func boundaries(in text: UTF16Text) -> [UTF16Offset] { scalars.boundaries(in: text) }
    package func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        scalars.boundary(before: offset, in: text)
    }
    package func boundary(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        scalars.boundary(after: offset, in: text)
    }

    package func unitCount(ofSegment range: Range<UTF16Offset>, in text: UTF16Text) -> Int {
        let slice = text.scalar(startingAt: range.lowerBound)
        guard !slice.isLoneSurrogate else { return 1 }
        return HangulSyllable(slice.value)?.jamoCount ?? 1
    }
}

/// A precomposed Hangul syllable (U+AC00 to U+D7A3) and its decomposition into conjoining jamo,
/// by the arithmetic of the Unicode Standard, section 3.12.
package struct HangulSyllable: Hashable, Sendable {
    package static let base: UInt32 = 0xAC00
    package static let leadBase: UInt32 = 0x1100, vowelBase: UInt32 = 0x1161, trailBase: UInt32 = 0x11A7
    package static let vowelCount: UInt32 = 21, trailCount: UInt32 = 28
    package static let count: UInt32 = 11172

    package let scalar: UInt32

    /// nil unless `scalar` is a precomposed syllable.
    package init?(_ scalar: UInt32) {
        guard scalar >= Self.base, scalar < Self.base + Self.count else { return nil }
        self.scalar = scalar
    }

    private var index: UInt32 { scalar - Self.base }
    /// The leading consonant jamo (U+1100...).
    package var lead: UInt32 { Self.leadBase + index / (Self.vowelCount * Self.trailCount) }
    /// The vowel jamo (U+1161...).
    package var vowel: UInt32 { Self.vowelBase + (index % (Self.vowelCount * Self.trailCount)) / Self.trailCount }
    /// The trailing consonant jamo (U+11A8...), or nil for an LV syllable.
    package var trail: UInt32? { index % Self.trailCount == 0 ? nil : Self.trailBase + index % Self.trailCount }
    /// 2 for LV, 3 for LVT.
    package var jamoCount: Int { trail == nil ? 2 : 3 }

    /// The syllable without its trailing consonant, or nil for an LV syllable.
    package var withoutTrail: HangulSyllable? {
        trail == nil ? nil : HangulSyllable(scalar - index % Self.trailCount)
    }

    /// Composes a lead and a vowel (and optionally a trail) jamo; nil when out of range.
    package static func compose(lead: UInt32, vowel: UInt32, trail: UInt32? = nil) -> HangulSyllable? {
        guard lead >= leadBase, lead < leadBase + 19, vowel >= vowelBase, vowel < vowelBase + vowelCount else { return nil }
        var t: UInt32 = 0
        if let trail {
            guard trail > trailBase, trail < trailBase + trailCount else { return nil }
            t = trail - trailBase
        }
        return HangulSyllable(base + ((lead - leadBase) * vowelCount + (vowel - vowelBase)) * trailCount + t)
    }
}
