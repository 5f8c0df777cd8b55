import EditingSemantics

/// A caret rule given by a predicate that says whether an offset is a boundary, as hosts that
/// test "is there a break between these two characters" define it (minikin, Blink, VS Code,
/// unicode-segmentation). A step goes to the nearest boundary before or after the offset, so it
/// works from any offset, even one inside a cluster.
package protocol BoundaryPredicateRule: StepRule {
    /// Whether there is a boundary at `offset`.
    /// Precondition: `0 < offset < text.endOffset` and `offset` does not split a surrogate pair
    /// (callers never ask there: no host in this package stops inside a pair).
    func breaks(at offset: UTF16Offset, in text: UTF16Text) -> Bool
}

extension BoundaryPredicateRule {
    /// Complexity: O(distance to the boundary) calls of ``breaks(at:in:)``.
    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        let end = text.units.count
        var position = offset.rawValue
        if forward {
            guard position < end else { return nil }
            repeat { position += 1 } while position < end && !isStop(position, in: text)
        } else {
            guard position > 0 else { return nil }
            repeat { position -= 1 } while position > 0 && !isStop(position, in: text)
        }
        return UTF16Offset(position)
    }

    private func isStop(_ position: Int, in text: UTF16Text) -> Bool {
        let offset = UTF16Offset(position)
        return text.isScalarBoundary(offset) && breaks(at: offset, in: text)
    }
}
