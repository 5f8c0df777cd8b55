/// A segmenter whose every boundary is a scalar boundary decided by looking at the text around
/// it: walking forward and backward both come down to asking ``breaks(at:in:)`` at each scalar
/// boundary in turn.
package protocol ScalarBreakSegmenter: Segmenter {
    /// Whether the scalar boundary `offset` is a boundary of this unit.
    /// Precondition: `0 < offset < text.endOffset` and `offset` does not split a surrogate pair.
    func breaks(at offset: UTF16Offset, in text: UTF16Text) -> Bool
}

extension ScalarBreakSegmenter {
    /// Complexity: O(n) times the cost of ``breaks(at:in:)``.
    package func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        var result: [UTF16Offset] = [.zero]
        var offset = UTF16Offset.zero
        while let next = boundary(after: offset, in: text) {
            result.append(next)
            offset = next
        }
        return result
    }

    package func boundary(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset < text.endOffset else { return nil }
        var position = text.scalar(startingAt: offset).end
        while position < text.endOffset, !breaks(at: position, in: text) {
            position = text.scalar(startingAt: position).end
        }
        return position
    }

    package func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset > .zero else { return nil }
        var position = text.scalar(endingAt: offset).offset
        while position > .zero, !breaks(at: position, in: text) {
            position = text.scalar(endingAt: position).offset
        }
        return position
    }
}
