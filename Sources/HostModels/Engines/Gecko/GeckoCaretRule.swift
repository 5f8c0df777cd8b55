import EditingSemantics

/// Firefox's arrow keys in an editor: `nsTextFrame::PeekOffsetCharacter` with clusters respected
/// (`eSelectCluster`). A position is a stop when it starts a text-run cluster and
/// `IsAcceptableCaretPosition` accepts it (``GeckoBackspaceRule``'s test: not inside a surrogate
/// pair, not before a variation selector, not before an emoji-presentation character that continues
/// a ligature).
///
/// Cluster starts come from `gfxShapedText::SetupClusterBoundaries`: the boundaries of
/// `intl::GraphemeClusterBreakIteratorUtf16` (ICU4X's extended grapheme clusters), except that a
/// Bengali YA after a Bengali VIRAMA (U+09CD U+09AF, ya-phala) continues the cluster. `segmenter`
/// supplies the grapheme boundaries: Firefox 153's ICU4X data is Unicode 17.0, where Khmer COENG is
/// an Indic_Conjunct_Break linker (GB9c), so ស្រី is one stop.
///
/// Gecko runs that iterator over each font run on its own (`gfxFont::ShapeText` calls
/// `SetupClusterBoundaries` per matched range; mozilla/gecko-dev@aaa95778 gfx/thebes/gfxFont.cpp),
/// so which fonts the text goes to decides where clusters start. `fontRunStarts` says where a run
/// starts inside a cluster (``GeckoFontMatches/runStarts(in:)`` for the `firefox` host); the text
/// is segmented piece by piece from each such start. With none, the whole text is one run.
package struct GeckoCaretRule: StepRule {
    package var segmenter: any Segmenter
    package var backspace: GeckoBackspaceRule
    /// Where font runs start on characters that are not cluster extenders.
    package var fontRunStarts: @Sendable (UTF16Text) -> [UTF16Offset]

    package init(segmenter: any Segmenter,
                ligatureGroupStart: @escaping @Sendable (UTF16Offset, UTF16Text) -> Bool = { _, _ in true },
                fontRunStarts: @escaping @Sendable (UTF16Text) -> [UTF16Offset] = { _ in [] }) {
        self.segmenter = segmenter
        self.backspace = GeckoBackspaceRule(ligatureGroupStart: ligatureGroupStart)
        self.fontRunStarts = fontRunStarts
    }

    /// The cluster starts of the text run, ascending: grapheme boundaries, each font run that
    /// starts inside a grapheme cluster segmented on its own from its start.
    /// - Complexity: O(n) segmenting plus the font runs' cost.
    func clusterStarts(in text: UTF16Text) -> [Int] {
        let whole = segmenter.boundaries(in: text).map(\.rawValue)
        // Font runs start in ascending order, so one walk over the boundaries finds those inside a cluster.
        var cuts: [Int] = []
        var k = 0
        for start in fontRunStarts(text).map(\.rawValue) {
            while k < whole.count && whole[k] < start { k += 1 }
            if k == whole.count || whole[k] != start { cuts.append(start) }
        }
        guard !cuts.isEmpty else { return whole }
        var result: [Int] = []
        let edges = [0] + cuts + [text.endOffset.rawValue]
        for (start, end) in zip(edges, edges.dropFirst()) where start < end {
            for b in segmenter.boundaries(in: text[UTF16Offset(start)..<UTF16Offset(end)]) {
                // A piece starts where the one before it ends.
                if result.last != start + b.rawValue { result.append(start + b.rawValue) }
            }
        }
        return result
    }

    /// `IsAcceptableCaretPosition(iter, aRespectClusters: true, …)` at a cluster start.
    func acceptsClusterStart(_ offset: Int, in text: UTF16Text) -> Bool {
        let units = text.units
        if offset > 0, offset < units.count, units[offset] == 0x09AF, units[offset - 1] == 0x09CD { return false }
        return backspace.isAcceptableCaretPosition(UTF16Offset(offset), in: text)
    }

    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        let starts = clusterStarts(in: text)
        let end = text.endOffset.rawValue
        if forward {
            guard offset.rawValue < end else { return nil }
            var k = starts.firstIndex { $0 > offset.rawValue } ?? starts.count
            while k < starts.count, starts[k] < end, !acceptsClusterStart(starts[k], in: text) { k += 1 }
            return UTF16Offset(k < starts.count && starts[k] < end ? starts[k] : end)
        }
        guard offset.rawValue > 0 else { return nil }
        var k = (starts.lastIndex { $0 < offset.rawValue } ?? -1)
        while k >= 0, starts[k] > 0, !acceptsClusterStart(starts[k], in: text) { k -= 1 }
        return UTF16Offset(k >= 0 && starts[k] > 0 ? starts[k] : 0)
    }

    /// The accepted cluster starts, found once: what stepping forward from 0 reaches.
    package func stops(in text: UTF16Text) -> [UTF16Offset] {
        let end = text.endOffset.rawValue
        var result: [UTF16Offset] = [.zero]
        for start in clusterStarts(in: text) where start > 0 && start < end && acceptsClusterStart(start, in: text) {
            result.append(UTF16Offset(start))
        }
        if end > 0 { result.append(text.endOffset) }
        return result
    }
}
