import EditingSemantics

/// Deletes back to the start of the CoreFoundation cluster that holds the unit before the caret,
/// as WebKit's `TextBreakIteratorCFCharacterCluster::preceding(caret)` computes it
/// (`CFStringGetRangeOfCharacterClusterAtIndex(text, caret - 1, kind).location`).
public struct CFClusterDeleteRule: DeleteRule {
    public let clusters: CFCharacterClusters
    public init(_ kind: CFClusterKind) { clusters = CFCharacterClusters(kind) }

    public func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let start = clusters.range(at: caret.rawValue - 1, in: text.units).lowerBound
        return TextEdit(range: UTF16Offset(start)..<caret)
    }
}

/// Steps over CoreFoundation clusters as WebKit's `TextBreakIteratorCFCharacterCluster` does:
/// forward to the end of the cluster holding the unit at the offset, backward to the start of
/// the cluster holding the unit before it.
public struct CFClusterStepRule: StepRule {
    public let clusters: CFCharacterClusters
    public init(_ kind: CFClusterKind) { clusters = CFCharacterClusters(kind) }

    public func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
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
