import EditingSemantics

/// A delete rule whose presses, deleting a whole text from its end, stop at boundaries that can
/// be found once on the whole text instead of once per press on what is left.
///
/// ``DeleteRule/forEachPress(deletingAll:_:)`` takes this path when ``deletionStops(in:)``
/// answers; ``DeleteRule/forEachPressByDefinition(deletingAll:_:)`` stays the reference, and
/// `FastDeletionTests` holds every catalog host to it on random, adversarial and corpus texts.
package protocol BoundaryDeleteRule: DeleteRule {
    /// Where deleting the whole of `text` press by press stops, 0 and the end included, in
    /// increasing order; nil when this rule cannot say without pressing.
    /// - Complexity: O(n).
    func deletionStops(in text: UTF16Text) -> [UTF16Offset]?
}

extension SegmentDeleteRule: BoundaryDeleteRule {
    /// The segmenter's boundaries on the whole text, when its unit splits every prefix that ends
    /// at a boundary as it splits the whole text (``UnitID/splitsPrefixesAlike``): then each
    /// press, asking for the last boundary before the caret in what is left, finds the whole
    /// text's previous boundary.
    public func deletionStops(in text: UTF16Text) -> [UTF16Offset]? {
        segmenter.unit.splitsPrefixesAlike ? segmenter.boundaries(in: text) : nil
    }
}

/// A delete rule whose press reads only the text before the caret and removes units just before
/// it, putting nothing back: what is left before a caret at `c` is the whole text up to `c`, so
/// each press can be asked of the whole text, without building what is left.
///
/// A conformance is a claim about the rule's code; `FastDeletionTests` holds it to the definition.
package protocol PrefixReadingDeleteRule: BoundaryDeleteRule {}

extension PrefixReadingDeleteRule {
    /// The presses asked of the whole text, from its end; nil (so the caller presses by the
    /// definition) when a press does not remove units just before the caret.
    package func deletionStops(in text: UTF16Text) -> [UTF16Offset]? {
        var stops = [text.endOffset]
        var caret = text.endOffset
        while let edit = deleteBackward(from: caret, in: text) {
            guard edit.replacement.isEmpty, edit.range.upperBound == caret, edit.range.lowerBound < caret else { return nil }
            caret = edit.range.lowerBound
            stops.append(caret)
        }
        return stops.reversed()
    }
}

extension PrefixReadingDeleteRule {
    /// The presses asked of the whole text from its end as ``deletionStops(in:)`` asks them, each
    /// given by `pressStart`: where the units that a press with the caret at a given offset
    /// removes start, as ``DeleteRule/deleteBackward(from:in:)`` answers, for a rule that keeps
    /// what it can between presses. Nil when a press removes nothing.
    /// - Precondition: `pressStart` answers ``DeleteRule/deleteBackward(from:in:)``'s lower bound
    ///   for every caret `> 0`, and that edit removes units just before the caret.
    func deletionStops(in text: UTF16Text, pressStart: (UTF16Offset) -> UTF16Offset) -> [UTF16Offset]? {
        var stops = [text.endOffset]
        var caret = text.endOffset
        while caret > .zero {
            let start = pressStart(caret)
            guard start < caret else { return nil }
            caret = start
            stops.append(caret)
        }
        return stops.reversed()
    }
}
