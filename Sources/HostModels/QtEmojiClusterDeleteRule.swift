import EditingSemantics

/// Qt 6.12's QTextEdit / QPlainTextEdit Backspace, as observed: when the Qt grapheme cluster
/// before the caret opens with an emoji in colour presentation (``QtColourEmoji``), the whole
/// cluster goes; otherwise one code point (a surrogate pair together), as
/// `QTextCursor::deletePreviousChar` did before, but never past Qt's previous cursor position:
/// where a tailoring puts a cursor position between the surrogates of a supplementary character
/// (𝄞 in क𝄞क, ก𝄞ก, ក𝄞ក), one press takes one surrogate (observed in probes; QLineEdit still
/// takes the pair).
public struct QtEmojiClusterDeleteRule: DeleteRule {
    public var clusters: QtGraphemeRule

    public init(clusters: QtGraphemeRule) { self.clusters = clusters }

    /// One code unit back when that is what ``deleteBackwardByClusters(from:in:)`` answers
    /// without finding the cluster, which costs O(line) on every press: the unit before the caret
    /// is no trail surrogate (so Qt's previous cursor position is at most one unit back) and no
    /// Emoji character stands between the start of the line (QTextEdit's layout block) and the caret (so no cluster there opens
    /// with an emoji, ``QtColourEmoji/opens(_:)`` needing an Emoji character first).
    public func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
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
    public func deleteBackwardByClusters(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let onePoint = CodePointSegmenter().boundary(before: caret, in: text) ?? .zero
        guard let start = clusters.step(from: caret, forward: false, in: text) else { return TextEdit(range: onePoint..<caret) }
        if start < onePoint && text.isScalarBoundary(start) && QtColourEmoji.opens(text[start..<caret]) {
            return TextEdit(range: start..<caret)
        }
        return TextEdit(range: max(start, onePoint)..<caret)
    }
}
