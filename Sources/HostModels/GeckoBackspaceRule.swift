import EditingSemantics

/// Firefox's Backspace in an editor (`AutoRangeArray::ExtendAnchorFocusRangeFor`, `ePrevious`).
///
/// Only when the caret stands after a surrogate pair or after a BMP variation selector does Gecko
/// extend the deletion, back to the previous *character* boundary that `PeekOffsetCharacter`
/// accepts (`IsAcceptableCaretPosition` with clusters not respected); otherwise it deletes one
/// UTF-16 unit. A position is refused when it:
/// - splits a surrogate pair;
/// - stands before a variation selector (FE00–FE0F, E0100–E01EF);
/// - stands before an Emoji_Presentation character (or a text-default emoji followed by U+FE0F)
///   that is not the start of a ligature group in the shaped text run.
///
/// The last test depends on the font. ``ligatureGroupStart`` supplies it; the default, used by the
/// `firefox-no-emoji-font` host, reads every character as starting its own ligature group: the
/// font-independent reading, as if no emoji sequence were ligated. The `firefox` host passes
/// ``NotoColorEmojiLigatures/isLigatureGroupStart(_:_:)``: with a colour emoji font that ligates
/// flags, skin-tone and ZWJ sequences, those positions are refused too and the sequences go in
/// fewer presses.
public struct GeckoBackspaceRule: DeleteRule {
    /// Whether the character at an offset starts a ligature group in the shaped run.
    public var ligatureGroupStart: @Sendable (UTF16Offset, UTF16Text) -> Bool

    public init(ligatureGroupStart: @escaping @Sendable (UTF16Offset, UTF16Text) -> Bool = { _, _ in true }) {
        self.ligatureGroupStart = ligatureGroupStart
    }

    enum EmojiPresentation { case textOnly, textDefault, emojiDefault }

    /// `mozilla::unicode::GetEmojiPresentation`.
    static func emojiPresentation(_ c: UInt32) -> EmojiPresentation {
        guard ICUProperties.isEmoji(c) else { return .textOnly }
        return ICUProperties.isEmojiPresentation(c) ? .emojiDefault : .textDefault
    }

    /// `IsAcceptableCaretPosition(iter, aRespectClusters: false, …)` at `offset > 0`.
    func isAcceptableCaretPosition(_ offset: UTF16Offset, in text: UTF16Text) -> Bool {
        let units = text.units
        let i = offset.rawValue
        guard i > 0, i < units.count else { return true }
        let unit = units[i]
        // Asked only where it matters: the shaping it stands for costs more than the other tests.
        var ligatedCache: Bool?
        func ligated() -> Bool {
            if let known = ligatedCache { return known }
            let value = !ligatureGroupStart(offset, text)
            ligatedCache = value
            return value
        }
        if CodePoints.isStandardVariationSelector(UInt32(unit)) { return false }
        if UTF16.isTrailSurrogate(unit) && UTF16.isLeadSurrogate(units[i - 1]) { return false }
        switch Self.emojiPresentation(UInt32(unit)) {
        case .emojiDefault where ligated(): return false
        case .textDefault where i + 1 < units.count && units[i + 1] == 0xFE0F && ligated(): return false
        default: break
        }
        if UTF16.isLeadSurrogate(unit) {
            let slice = text.scalar(startingAt: offset)
            if !slice.isLoneSurrogate {
                if CodePoints.isStandardVariationSelector(slice.value) { return false }
                if Self.emojiPresentation(slice.value) == .emojiDefault && ligated() { return false }
            }
        }
        return true
    }

    public func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        let units = text.units
        let c = caret.rawValue
        guard c > 0 else { return nil }
        let afterSurrogatePair = c > 1 && UTF16.isTrailSurrogate(units[c - 1]) && UTF16.isLeadSurrogate(units[c - 2])
        let afterVariationSelector = (0xFE00...0xFE0F).contains(units[c - 1])
        guard afterSurrogatePair || afterVariationSelector else {
            return TextEdit(range: UTF16Offset(c - 1)..<caret)
        }
        var start = c - 1
        while start > 0 && !isAcceptableCaretPosition(UTF16Offset(start), in: text) { start -= 1 }
        return TextEdit(range: UTF16Offset(start)..<caret)
    }
}
