/// Regional-indicator pairs, paired by parity from the start of each run of indicators (an odd one
/// out at the end of a run stands alone); every other scalar is a unit of its own.
package struct FlagSegmenter: ScalarBreakSegmenter {
    package init() {}
    package var unit: UnitID { .flag }

    private func isRI(_ slice: UTF16Text.ScalarSlice) -> Bool {
        !slice.isLoneSurrogate && ICUProperties.isRegionalIndicator(slice.value)
    }

    /// Regional indicators directly before `offset` (a scalar boundary), counted backward.
    private func indicatorsBefore(_ offset: UTF16Offset, in text: UTF16Text) -> Int {
        var count = 0
        var position = offset
        while position > .zero {
            let slice = text.scalar(endingAt: position)
            guard isRI(slice) else { break }
            count += 1
            position = slice.offset
        }
        return count
    }

    /// Whether a scalar boundary strictly inside the text is a flag boundary.
    /// Complexity: O(length of the run of regional indicators before `offset`).
    package func breaks(at offset: UTF16Offset, in text: UTF16Text) -> Bool {
        guard isRI(text.scalar(startingAt: offset)), isRI(text.scalar(endingAt: offset)) else { return true }
        return indicatorsBefore(offset, in: text) % 2 == 0
    }

    /// One forward pass that carries the run's parity along. Complexity: O(n).
    package func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        var result: [UTF16Offset] = [.zero]
        var indicatorsBefore = 0
        var offset = UTF16Offset.zero
        while offset < text.endOffset {
            let slice = text.scalar(startingAt: offset)
            let indicator = isRI(slice)
            if offset > .zero, !(indicator && indicatorsBefore % 2 == 1) { result.append(offset) }
            indicatorsBefore = indicator ? indicatorsBefore + 1 : 0
            offset = slice.end
        }
        if offset > .zero { result.append(offset) }
        return result
    }
}
