import EditingSemantics

/// Qt 6.12's QTextEdit / QPlainTextEdit Backspace, as observed: when the Qt grapheme cluster
/// before the caret opens with an emoji in colour presentation (``QtColourEmoji``), the whole
/// cluster goes; otherwise one code point (a surrogate pair together), as
/// `QTextCursor::deletePreviousChar` did before, but never past Qt's previous cursor position:
/// where a tailoring puts a cursor position between the surrogates of a supplementary character
/// (𝄞 in क𝄞क, ก𝄞ก, ក𝄞ក), one press takes one surrogate (observed in probes; QLineEdit still
/// takes the pair).
package struct QtEmojiClusterDeleteRule: DeleteRule {
    package var clusters: QtGraphemeRule

    package init(clusters: QtGraphemeRule) { self.clusters = clusters }

    /// One code unit back when that is what ``deleteBackwardByClusters(from:in:)`` answers
    /// without finding the cluster, which costs O(line) on every press: the unit before the caret
    /// is no trail surrogate (so Qt's previous cursor position is at most one unit back) and no
    /// Emoji character stands between the start of the line (QTextEdit's layout block) and the caret (so no cluster there opens
    /// with an emoji, ``QtColourEmoji/opens(_:)`` needing an Emoji character first).
    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let units = text.units
        var i = caret.rawValue - 1
        if clusters.widget == .textEdit && !UTF16.isTrailSurrogate(units[i]) {
            while i >= 0 && units[i] != 0x0A && !ICUProperties.isEmoji(UInt32(units[i])) && !UTF16.isSurrogate(units[i]) { i -= 1 }
            if i < 0 || units[i] == 0x0A { return TextEdit(range: UTF16Offset(caret.rawValue - 1)..<caret) }
        }
        return deleteBackwardByClusters(from: caret, in: text)
    }

    /// The rule as stated: finds Qt's cluster before the caret on every press.
    package func deleteBackwardByClusters(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let onePoint = CodePointSegmenter().boundary(before: caret, in: text) ?? .zero
        guard let start = clusters.step(from: caret, forward: false, in: text) else { return TextEdit(range: onePoint..<caret) }
        if start < onePoint && text.isScalarBoundary(start) && QtColourEmoji.opens(text[start..<caret]) {
            return TextEdit(range: start..<caret)
        }
        return TextEdit(range: max(start, onePoint)..<caret)
    }
}

extension QtEmojiClusterDeleteRule: BoundaryDeleteRule {
    /// The presses of deleting `text` from its end, line by line: a press never crosses a line
    /// feed (the line feed itself goes alone), and it reads only the line before the caret, so
    /// each line is pressed on its own. In a line that no tailoring can reach, Qt's cluster
    /// boundaries before the caret are those of the whole line
    /// (``QtGraphemeBreaks/untailoredBoundaries(_:into:)``), found once; other lines are pressed
    /// by ``deleteBackward(from:in:)`` on the line alone. Nil for QLineEdit, whose layout is the
    /// whole text.
    /// - Complexity: O(n) for lines without a tailored script; O(length²) for a line with one.
    package func deletionStops(in text: UTF16Text) -> [UTF16Offset]? {
        guard clusters.widget == .textEdit else { return nil }
        var stops = [text.endOffset]
        stops.reserveCapacity(text.units.count + 1)
        var clusterStarts: [Bool] = []
        text.units.withUnsafeBufferPointer { units in
            var lineEnd = units.count
            while lineEnd > 0 {
                var lineStart = lineEnd
                while lineStart > 0 && units[lineStart - 1] != 0x0A { lineStart -= 1 }
                if lineStart < lineEnd {
                    appendStops(deleting: UnsafeBufferPointer(rebasing: units[lineStart..<lineEnd]), at: lineStart,
                                clusterStarts: &clusterStarts, to: &stops)
                }
                // The line feed before the line goes alone.
                if lineStart > 0 { stops.append(UTF16Offset(lineStart - 1)) }
                lineEnd = lineStart - 1
            }
        }
        return stops.reversed()
    }

    /// Appends where each press deleting `line`, which starts at `offset` in its text, from its
    /// end stops, last first, `offset` last. `clusterStarts` is scratch space.
    /// - Precondition: `line` is not empty and holds no line feed.
    private func appendStops(deleting line: UnsafeBufferPointer<UInt16>, at offset: Int, clusterStarts: inout [Bool],
                             to stops: inout [UTF16Offset]) {
        // While no Emoji or surrogate stands before the caret, `deleteBackward` takes one unit
        // without finding the cluster.
        let firstFlagged = line.firstIndex { ICUProperties.isEmoji(UInt32($0)) || UTF16.isSurrogate($0) } ?? line.count
        var caret = line.count
        guard firstFlagged < caret else {
            while caret > 0 {
                caret -= 1
                stops.append(UTF16Offset(offset + caret))
            }
            return
        }
        let untailored = clusters.breaks.untailoredBoundaries(line, into: &clusterStarts)
        while caret > 0 {
            let last = caret - 1
            if firstFlagged > last {
                caret = last
            } else if untailored, !(UTF16.isLeadSurrogate(line[last]) && caret < line.count && UTF16.isTrailSurrogate(line[caret])) {
                caret = Self.stop(before: caret, in: line, clusterStarts: clusterStarts)
            } else {
                let prefix = UTF16Text(units: line[0..<caret])
                caret = deleteBackward(from: prefix.endOffset, in: prefix)!.range.lowerBound.rawValue
            }
            stops.append(UTF16Offset(offset + caret))
        }
    }

    /// ``deleteBackwardByClusters(from:in:)``'s stop for a caret in a line whose prefix up to the
    /// caret has Qt's cluster boundaries `clusterStarts` before the caret.
    /// - Precondition: `0 < caret <= line.count`, and `caret` is a scalar boundary of `line`.
    private static func stop(before caret: Int, in line: UnsafeBufferPointer<UInt16>, clusterStarts: [Bool]) -> Int {
        let last = caret - 1
        let onePoint = last > 0 && UTF16.isTrailSurrogate(line[last]) && UTF16.isLeadSurrogate(line[last - 1]) ? last - 1 : last
        var start = last
        while start > 0 && !clusterStarts[start] { start -= 1 }
        let isScalarBoundary = start == 0 || !(UTF16.isLeadSurrogate(line[start - 1]) && UTF16.isTrailSurrogate(line[start]))
        if start < onePoint && isScalarBoundary && QtColourEmoji.opens(UnsafeBufferPointer(rebasing: line[start..<caret])) {
            return start
        }
        return max(start, onePoint)
    }
}
