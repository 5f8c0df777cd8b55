import EditingSemantics

/// Blink's caret unit: `IsGraphemeBreak` (editing/state_machines/state_machine_util.cc) between
/// two code points, with regional indicators paired by parity as its grapheme boundary state
/// machines do. It is UAX #29 (GB3–GB9b) plus:
/// - "Cluster Indic syllables together": no break after an Indic_Syllabic_Category=Virama
///   character (a fixed list from Unicode 9.0, without Tamil U+0BCD, crbug.com/693687) before a
///   letter (Lo);
/// - GB11 reduced to `ZWJ × Emoji` (the `Emoji` property, no look-back).
/// A lone surrogate is a cluster of its own. Properties come from the system ICU, except `Emoji`,
/// which follows the Unicode data the Chromium release bundles (`isEmoji`).
package struct BlinkGraphemeRule: BoundaryPredicateRule {
    package var isEmoji: @Sendable (UInt32) -> Bool
    package init(isEmoji: @escaping @Sendable (UInt32) -> Bool = { ICUProperties.isEmoji($0) }) {
        self.isEmoji = isEmoji
    }
    typealias GCB = ICUProperties.GraphemeClusterBreak

    /// Whether `c` is one of Blink's viramas.
    static func isVirama(_ c: UInt32) -> Bool {
        switch c {
        case 0x094D, 0x09CD, 0x0A4D, 0x0ACD, 0x0B4D, 0x0C4D, 0x0CCD, 0x0D4D,
             0x0DCA, 0x1B44, 0xA8C4, 0xA9C0, 0x11046, 0x110B9, 0x111C0, 0x11235,
             0x1134D, 0x11442, 0x114C2, 0x115BF, 0x1163F, 0x116B6, 0x11C3F:
            true
        default:
            false
        }
    }

    /// `IsGraphemeBreak(prev, next)` for two code points that are not both regional indicators.
    static func isGraphemeBreak(_ c1: UInt32, _ c2: UInt32, isEmoji: (UInt32) -> Bool = { ICUProperties.isEmoji($0) }) -> Bool {
        isGraphemeBreak(c1, ICUProperties.graphemeClusterBreak(c1), c2, ICUProperties.graphemeClusterBreak(c2), isEmoji: isEmoji)
    }

    /// `IsGraphemeBreak(prev, next)` given the Grapheme_Cluster_Break values `p1` of `c1` and
    /// `p2` of `c2`.
    @inline(__always)
    static func isGraphemeBreak(_ c1: UInt32, _ p1: GCB, _ c2: UInt32, _ p2: GCB, isEmoji: (UInt32) -> Bool) -> Bool {
        if p1 == .cr && p2 == .lf { return false }
        if p1.isOne(of: .control, .cr, .lf) || p2.isOne(of: .control, .cr, .lf) { return true }
        if p1 == .l && p2.isOne(of: .l, .v, .lv, .lvt) { return false }
        if p1.isOne(of: .lv, .v) && p2.isOne(of: .v, .t) { return false }
        if p1.isOne(of: .lvt, .t) && p2 == .t { return false }
        if p2 == .extend || c2 == CodePoints.zeroWidthJoiner || p2 == .spacingMark { return false }
        if p1 == .prepend { return false }
        if isVirama(c1) && ICUProperties.generalCategoryCode(c2) == 5 /* Lo */ { return false }
        if c1 == CodePoints.zeroWidthJoiner && isEmoji(c2) { return false }
        return true
    }

    /// The Grapheme_Cluster_Break values of the last two code points looked up: a step backward
    /// asks each code point once on each side of a position, and a press from the end asks again
    /// the one before the stop of the press before it.
    struct PropertyMemo {
        private var values: (UInt32, UInt32) = (.max, .max)
        private var properties: (GCB, GCB) = (.other, .other)

        @inline(__always)
        mutating func graphemeClusterBreak(_ c: UInt32) -> GCB {
            if c == values.0 { return properties.0 }
            if c == values.1 { return properties.1 }
            let property = ICUProperties.graphemeClusterBreak(c)
            values = (c, values.0)
            properties = (property, properties.0)
            return property
        }
    }

    package func breaks(at offset: UTF16Offset, in text: UTF16Text) -> Bool {
        var memo = PropertyMemo()
        return breaks(at: offset, in: text, memo: &memo)
    }

    /// ``breaks(at:in:)`` with the properties looked up through `memo`.
    @inline(__always)
    func breaks(at offset: UTF16Offset, in text: UTF16Text, memo: inout PropertyMemo) -> Bool {
        let before = text.scalar(endingAt: offset), after = text.scalar(startingAt: offset)
        if before.isLoneSurrogate || after.isLoneSurrogate { return true }
        if CodePoints.isRegionalIndicator(before.value) && CodePoints.isRegionalIndicator(after.value) {
            var count = 0
            var position = offset
            while position > .zero {
                let slice = text.scalar(endingAt: position)
                guard !slice.isLoneSurrogate, CodePoints.isRegionalIndicator(slice.value) else { break }
                count += 1
                position = slice.offset
            }
            return count % 2 == 0
        }
        let p2 = memo.graphemeClusterBreak(after.value), p1 = memo.graphemeClusterBreak(before.value)
        return Self.isGraphemeBreak(before.value, p1, after.value, p2, isEmoji: isEmoji)
    }

    /// ``step(from:forward:in:)`` backward from `offset > 0`, with the properties looked up
    /// through `memo`.
    @inline(__always)
    func stepBackward(from offset: UTF16Offset, in text: UTF16Text, memo: inout PropertyMemo) -> UTF16Offset {
        var position = offset.rawValue
        repeat { position -= 1 } while position > 0
            && !(text.isScalarBoundary(UTF16Offset(position)) && breaks(at: UTF16Offset(position), in: text, memo: &memo))
        return UTF16Offset(position)
    }
}
