import EditingSemantics

/// Where Firefox's font matching starts a new font run inside a grapheme cluster, for the Firefox
/// of the `firefox` host (Debian 12, `font-family: sans-serif`, Noto Color Emoji as the emoji font).
///
/// Gecko sets up cluster boundaries for each font run on its own: `gfxFont::ShapeText` calls
/// `gfxShapedText::SetupClusterBoundaries` on each range that `gfxFontGroup::ComputeRanges` matched
/// to one font (mozilla/gecko-dev@aaa95778 gfx/thebes/gfxFont.cpp), and that function starts a
/// cluster at the run's first character unless it is a cluster extender (`IsClusterExtender`,
/// intl/unicharutil/util/nsUnicodeProperties.h: a mark, ZWJ, ZWNJ, U+FF9E–FF9F, a skin-tone
/// modifier or a tag), then follows `intl::GraphemeClusterBreakIteratorUtf16` within the run. So a
/// grapheme cluster whose characters go to two fonts is two caret stops. Cluster extenders and
/// variation selectors stay in the font of the character before them (`FindFontForChar`), so
/// inside a cluster a run starts only:
/// - after a prepended concatenation mark (GB9b), when the mark's font is not the next
///   character's: U+0600 ARABIC NUMBER SIGN goes to Noto Kufi Arabic, the digits after it to
///   DejaVu Sans or Noto Sans; U+0890 has no font at all;
/// - at a Hangul jamo after a filler (GB6–GB8): the fillers U+115F and U+1160 have no font, the
///   jamo go to Noto Sans CJK;
/// - at an emoji after ZWJ (GB11) when the emoji font lacks one side: Noto Color Emoji 2.042 maps
///   no emoji of Unicode 16.0 or later, so 🧑‍🫯‍🧑 (🫯 is Emoji 17.0) is three stops.
///
/// Which font each character goes to depends on the fonts installed: ``matchTable`` is what
/// Firefox 153.7.0 answered on this project's machine (`Corpus/scripts/gecko-font-matches.py`, which
/// asks `InspectorUtils.getUsedFontFaces` for each character), and ``emojiFontTable`` the emoji
/// font's cmap. A character outside the table starts no run: the model does not guess a font.
package enum GeckoFontMatches {
    /// The font a character is matched to, as far as the model knows.
    enum Font: Equatable {
        /// The emoji font (Noto Color Emoji).
        case emoji
        /// A pictograph the emoji font lacks: drawn by another font or as a missing glyph.
        case notEmojiFont
        /// `fontNames[index]` of ``matchTable``.
        case text(Int)
    }

    static let table: [(range: ClosedRange<UInt32>, font: Int)] = matchTable.split(separator: "\n").map { line in
        let fields = line.split(separator: " ")
        return (UInt32(fields[0], radix: 16)!...UInt32(fields[1], radix: 16)!, Int(fields[2])!)
    }

    static let emojiRanges: [ClosedRange<UInt32>] = emojiFontTable.split(separator: "\n").map { line in
        let fields = line.split(separator: " ").map { UInt32($0, radix: 16)! }
        return fields[0]...fields[1]
    }

    /// Whether the emoji font maps `c`.
    /// - Complexity: O(log ranges).
    package static func emojiFontMaps(_ c: UInt32) -> Bool {
        let i = emojiRanges.partitionPoint(in: 0..<emojiRanges.count) { $0.upperBound < c }
        return i < emojiRanges.count && emojiRanges[i].contains(c)
    }

    /// The font of ``matchTable`` for `c`, nil when the table does not have it or it is drawn
    /// with no font.
    /// - Complexity: O(log table).
    static func tableFont(_ c: UInt32) -> Int? {
        let i = table.partitionPoint(in: 0..<table.count) { $0.range.upperBound < c }
        guard i < table.count, table[i].range.contains(c), !fontNames[table[i].font].isEmpty else { return nil }
        return table[i].font
    }

    /// `IsClusterExtender`, and the default-ignorables (variation selectors, the Hangul fillers),
    /// which also keep the font before them: ᄀ U+1160 is one stop, U+115F ᅡ two.
    static func staysInRun(_ c: UInt32) -> Bool {
        ICUProperties.isMark(c) || c == 0x200C || c == 0x200D || (0xFF9E...0xFF9F).contains(c)
            || (0x1F3FB...0x1F3FF).contains(c) || (0xE0020...0xE007F).contains(c)
            || CodePoints.isStandardVariationSelector(c) || ICUProperties.isDefaultIgnorable(c)
    }

    /// `GetEmojiPresentation(c) == EmojiDefault` with Firefox 153's Unicode 17.0 data.
    static func isEmojiPresentation(_ c: UInt32) -> Bool {
        ICUProperties.isEmojiPresentation(c) || (Unicode17Emoji.addedRange.contains(c) && Unicode17Emoji.addedSince15.contains(c))
    }

    /// The font Gecko matches the character `c` to, after `previous` (nil at the start) in a run
    /// of `current`, with `next` after it; nil when the model does not know.
    static func font(of c: UInt32, previous: UInt32?, next: UInt32?, current: Font?) -> Font? {
        // After ZWJ the emoji run's font keeps a character it maps (FindFontForChar's
        // join-control test), whatever its presentation.
        if previous == 0x200D, current == .emoji {
            if emojiFontMaps(c) { return .emoji }
            if ICUProperties.isExtendedPictographic(c) || isEmojiPresentation(c) { return .notEmojiFont }
        }
        let wantsEmojiFont: Bool
        switch next {
        case 0xFE0F?, (0x1F3FB...0x1F3FF)?: wantsEmojiFont = true
        case 0xFE0E?: wantsEmojiFont = false
        case let tag? where c == 0x1F3F4 && (0xE0020...0xE007F).contains(tag): wantsEmojiFont = true
        default: wantsEmojiFont = isEmojiPresentation(c)
        }
        if wantsEmojiFont { return emojiFontMaps(c) ? .emoji : .notEmojiFont }
        // A pictograph the emoji font lacks (one of a later Unicode version too, Extended_Pictographic
        // being assigned ahead) goes to some other font; one it maps but in text presentation goes
        // to a text font the model does not know.
        if ICUProperties.isExtendedPictographic(c) { return emojiFontMaps(c) ? nil : .notEmojiFont }
        return tableFont(c).map(Font.text)
    }

    /// The UTF-16 offsets, other than 0, where a font run starts on a character that is not a
    /// cluster extender, as far as the model knows the fonts on both sides.
    /// - Complexity: O(n log table).
    package static func runStarts(in text: UTF16Text) -> [UTF16Offset] {
        var scalars: [(offset: Int, value: UInt32?)] = []
        var offset = UTF16Offset.zero
        while offset < text.endOffset {
            let slice = text.scalar(startingAt: offset)
            scalars.append((offset.rawValue, slice.isLoneSurrogate ? nil : slice.value))
            offset = slice.end
        }
        var starts: [UTF16Offset] = []
        var current: Font?
        for k in scalars.indices {
            guard let c = scalars[k].value else { current = nil; continue }
            if k > 0, staysInRun(c) { continue }
            let previous = k > 0 ? scalars[k - 1].value : nil
            let next = k + 1 < scalars.count ? scalars[k + 1].value : nil
            let font = font(of: c, previous: previous, next: next, current: current)
            if k > 0, let font, let current, font != current { starts.append(UTF16Offset(scalars[k].offset)) }
            current = font
        }
        return starts
    }
}
