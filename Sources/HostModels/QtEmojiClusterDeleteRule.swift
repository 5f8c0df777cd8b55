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

    public func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let onePoint = CodePointSegmenter().boundary(before: caret, in: text) ?? .zero
        guard let start = clusters.step(from: caret, forward: false, in: text) else { return TextEdit(range: onePoint..<caret) }
        if start < onePoint && text.isScalarBoundary(start) && QtColourEmoji.opens(text[start..<caret]) {
            return TextEdit(range: start..<caret)
        }
        return TextEdit(range: max(start, onePoint)..<caret)
    }
}
