import EditingSemantics

/// UAX #29 extended grapheme clusters as the rules stood from Unicode 11.0 to 15.0: GB3–GB9b,
/// GB11 (`ExtPict Extend* ZWJ × ExtPict`) and GB12/GB13 (regional indicators by parity), without
/// Unicode 15.1's GB9c. This is what `unicode-segmentation` 1.6 (xi-editor's caret, through
/// `GraphemeCursor`) implements; the properties come from the system ICU.
package struct ExtendedGraphemeRuleWithoutGB9c: BoundaryPredicateRule {
    package init() {}

    package func breaks(at offset: UTF16Offset, in text: UTF16Text) -> Bool {
        let before = text.scalar(endingAt: offset), after = text.scalar(startingAt: offset)
        let p1 = ICUProperties.graphemeClusterBreak(before.value), p2 = ICUProperties.graphemeClusterBreak(after.value)
        if let decided = p1.pairRuleBreaks(before: p2) { return decided }
        if p1 == .zwj && ICUProperties.isExtendedPictographic(after.value) {
            var position = before.offset
            while position > .zero {
                let c0 = text.scalar(endingAt: position)
                if ICUProperties.graphemeClusterBreak(c0.value) == .extend { position = c0.offset; continue }
                return !ICUProperties.isExtendedPictographic(c0.value)
            }
            return true
        }
        if p1 == .regionalIndicator && p2 == .regionalIndicator {
            var count = 0
            var position = offset
            while position > .zero {
                let slice = text.scalar(endingAt: position)
                guard ICUProperties.graphemeClusterBreak(slice.value) == .regionalIndicator else { break }
                count += 1
                position = slice.offset
            }
            return count % 2 == 0
        }
        return true
    }
}
