import EditingSemantics

/// Deletes back to the start of the CoreFoundation cluster that holds the unit before the caret,
/// as WebKit's `TextBreakIteratorCFCharacterCluster::preceding(caret)` computes it
/// (`CFStringGetRangeOfCharacterClusterAtIndex(text, caret - 1, kind).location`).
package struct CFClusterDeleteRule: DeleteRule {
    package let clusters: CFCharacterClusters
    package init(_ kind: CFClusterKind) { clusters = CFCharacterClusters(kind) }

    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let start = clusters.range(at: caret.rawValue - 1, in: text.units).lowerBound
        return TextEdit(range: UTF16Offset(start)..<caret)
    }
}

extension CFClusterDeleteRule: BoundaryDeleteRule {
    /// The presses of deleting `text` from its end, each asked of the text's units up to the
    /// caret in place: what the earlier presses left is exactly that prefix, so each press finds
    /// the cluster ``deleteBackward(from:in:)`` finds, without building what is left. (CF's
    /// cluster at the unit before the caret can depend on units after it, around transcoding
    /// hints, so the whole text is not asked.) The stages no prefix can reach are skipped
    /// (``CFClusterStages``).
    /// - Complexity: the cluster's own work per press, and O(n).
    package func deletionStops(in text: UTF16Text) -> [UTF16Offset]? {
        var stops = [text.endOffset]
        stops.reserveCapacity(text.units.count + 1)
        let complete: Bool = text.units.withUnsafeBufferPointer { units in
            let stages = CFClusterStages(units)
            var caret = units.count
            while caret > 0 {
                let start = clusters.range(at: caret - 1, in: UnsafeBufferPointer(rebasing: units[0..<caret]), stages: stages).lowerBound
                // The definition stops at a press that removes nothing.
                guard start < caret else { return false }
                caret = start
                stops.append(UTF16Offset(caret))
            }
            return true
        }
        return complete ? stops.reversed() : nil
    }
}

/// Steps over CoreFoundation clusters as WebKit's `TextBreakIteratorCFCharacterCluster` does:
/// forward to the end of the cluster holding the unit at the offset, backward to the start of
/// the cluster holding the unit before it.
package struct CFClusterStepRule: StepRule {
    package let clusters: CFCharacterClusters
    package init(_ kind: CFClusterKind) { clusters = CFCharacterClusters(kind) }

    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        if forward {
            guard offset < text.endOffset else { return nil }
            let end = clusters.range(at: offset.rawValue, in: text.units).upperBound
            // Around Apple's transcoding hints CF can return a range ending at or before the
            // index; a step still advances one unit.
            return UTF16Offset(max(end, offset.rawValue + 1))
        }
        guard offset > .zero else { return nil }
        return UTF16Offset(clusters.range(at: offset.rawValue - 1, in: text.units).lowerBound)
    }
}
