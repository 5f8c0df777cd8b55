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
/// The last test depends on the font. ``ligatureGroupStart`` supplies it. With
/// ``EmojiFont/none``, used by the `firefox-no-emoji-font` host, every character starts its own
/// ligature group: the font-independent reading, as if no emoji sequence were ligated. The
/// `firefox` host uses ``EmojiFont/notoColorEmoji``
/// (``NotoColorEmojiLigatures/isLigatureGroupStart(_:_:)``): a colour emoji font that ligates
/// flags, skin-tone and ZWJ sequences, so those positions are refused too and the sequences go in
/// fewer presses.
package struct GeckoBackspaceRule: DeleteRule {
    /// Whether the character at an offset starts a ligature group in the shaped run.
    package var ligatureGroupStart: @Sendable (UTF16Offset, UTF16Text) -> Bool
    /// The font behind ``ligatureGroupStart`` when it is one of ``EmojiFont``; nil for a caller's
    /// own test, which ``deletionStops(in:)`` cannot read on a cut text without building it.
    let emojiFont: EmojiFont?

    /// The emoji fonts whose ligatures this package knows.
    package enum EmojiFont: Sendable {
        /// No font ligates an emoji sequence.
        case none
        /// Noto Color Emoji (``NotoColorEmojiLigatures``).
        case notoColorEmoji
    }

    package init(emojiFont: EmojiFont = .none) {
        switch emojiFont {
        case .none: ligatureGroupStart = { _, _ in true }
        case .notoColorEmoji: ligatureGroupStart = NotoColorEmojiLigatures.isLigatureGroupStart
        }
        self.emojiFont = emojiFont
    }

    /// A font whose ligature groups `ligatureGroupStart` says.
    package init(ligatureGroupStart: @escaping @Sendable (UTF16Offset, UTF16Text) -> Bool) {
        self.ligatureGroupStart = ligatureGroupStart
        emojiFont = nil
    }

    enum EmojiPresentation { case textOnly, textDefault, emojiDefault }

    /// `mozilla::unicode::GetEmojiPresentation`.
    static func emojiPresentation(_ c: UInt32) -> EmojiPresentation {
        guard ICUProperties.isEmoji(c) else { return .textOnly }
        return ICUProperties.isEmojiPresentation(c) ? .emojiDefault : .textDefault
    }

    /// `IsAcceptableCaretPosition(iter, aRespectClusters: false, …)` at `offset > 0`.
    func isAcceptableCaretPosition(_ offset: UTF16Offset, in text: UTF16Text) -> Bool {
        Self.isAcceptableCaretPosition(offset.rawValue, in: text.units, end: text.units.count) { !ligatureGroupStart(UTF16Offset($0), text) }
    }

    /// `IsAcceptableCaretPosition` at `i` in the text `units[0..<end]`: `ligated(j)` says whether
    /// the character at `j` continues a ligature group of that text. Asked at most once, and only
    /// where it matters: the shaping it stands for costs more than the other tests.
    /// - Precondition: `0 <= i <= end <= units.count`.
    @inline(__always)
    static func isAcceptableCaretPosition(_ i: Int, in units: [UInt16], end: Int, ligated: (Int) -> Bool) -> Bool {
        guard i > 0, i < end else { return true }
        let unit = units[i]
        if CodePoints.isStandardVariationSelector(UInt32(unit)) { return false }
        if UTF16.isTrailSurrogate(unit) && UTF16.isLeadSurrogate(units[i - 1]) { return false }
        switch emojiPresentation(UInt32(unit)) {
        case .emojiDefault where ligated(i): return false
        case .textDefault where i + 1 < end && units[i + 1] == 0xFE0F && ligated(i): return false
        default: break
        }
        if UTF16.isLeadSurrogate(unit), i + 1 < end, UTF16.isTrailSurrogate(units[i + 1]) {
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
            if CodePoints.isStandardVariationSelector(value) { return false }
            if emojiPresentation(value) == .emojiDefault && ligated(i) { return false }
        }
        return true
    }

    /// Where one press with the caret at `c > 0` starts in the text `units[0..<end]`, `c <= end`.
    @inline(__always)
    static func pressStart(caret c: Int, in units: [UInt16], end: Int, ligated: (Int) -> Bool) -> Int {
        let afterSurrogatePair = c > 1 && UTF16.isTrailSurrogate(units[c - 1]) && UTF16.isLeadSurrogate(units[c - 2])
        let afterVariationSelector = (0xFE00...0xFE0F).contains(units[c - 1])
        guard afterSurrogatePair || afterVariationSelector else { return c - 1 }
        var start = c - 1
        while start > 0 && !isAcceptableCaretPosition(start, in: units, end: end, ligated: ligated) { start -= 1 }
        return start
    }

    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret.rawValue > 0 else { return nil }
        let start = Self.pressStart(caret: caret.rawValue, in: text.units, end: text.units.count) { !ligatureGroupStart(UTF16Offset($0), text) }
        return TextEdit(range: UTF16Offset(start)..<caret)
    }
}

extension GeckoBackspaceRule: BoundaryDeleteRule {
    /// Each press asked of the text cut at the caret, as the definition asks it, without building
    /// that text: a press reads nothing past the cut it is given, and the ligature groups of the
    /// caret's line cut there come from ``NotoColorEmojiLigatures/LinePrefixGroups``, which shapes
    /// again only the groups whose shaping read past the cut. Nil for a caller's own
    /// ``ligatureGroupStart``.
    /// - Complexity: O(n) plus the shaping of each line with an emoji once, and again around each
    ///   cut that ends in a ligature.
    package func deletionStops(in text: UTF16Text) -> [UTF16Offset]? {
        guard let emojiFont else { return nil }
        let units = text.units
        var stops = [text.endOffset]
        var caret = units.count
        // The ligature groups of the caret's line, shaped at the first question about that line.
        var groups = NotoColorEmojiLigatures.LinePrefixGroups(units)
        while caret > 0 {
            let start: Int
            switch emojiFont {
            case .none:
                start = Self.pressStart(caret: caret, in: units, end: caret) { _ in false }
            case .notoColorEmoji:
                start = Self.pressStart(caret: caret, in: units, end: caret) { i in
                    groups.cut(at: caret)
                    return groups.continuesGroup(at: i)
                }
            }
            caret = start
            stops.append(UTF16Offset(start))
        }
        return stops.reversed()
    }
}
