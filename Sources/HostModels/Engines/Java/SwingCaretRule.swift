import EditingSemantics
import EditingSupport

/// Swing's Left/Right in a `JTextField` or `JTextArea` (OpenJDK 17): `DefaultEditorKit`'s
/// NextVisualPositionAction asks the view. A document none of whose code units
/// `FontUtilities.isNonSimpleChar` calls complex (U+0300–036F, 0590–06FF, 0900–0E7F, 0F00–109F,
/// 1100–11FE, 1780–17FF, 200C, 200D, 202A–202E, 206A–206F, surrogates) is drawn by `PlainView` /
/// `FieldView`, and `View.getNextVisualPositionFrom` steps one UTF-16 unit (`pos + 1`).
/// Otherwise `AbstractDocument` sets its "i18n" property on insertion and the view is a
/// `GlyphView` painted by `GlyphPainter2`, whose steps are `TextLayout.getNextRightHit`: a caret is
/// valid at the start of a glyph cluster whose advance is not zero
/// (`ExtendedTextSourceLabel.createCharinfo`, `caretAtOffsetIsValid`; ``validCarets(glyphs:endOffset:)``).
///
/// The glyph clusters are HarfBuzz's, shaped run by run of the Dialog composite's slot fonts. The
/// model takes `clusters` (legacy grapheme clusters) cut where the slot changes
/// (``SwingDialogSlots``) and around each control the JDK draws with its invisible glyph as
/// those glyph clusters, with a spacing mark that legacy clusters keep (Bengali া) apart and a
/// pre-base vowel sign (ি, ে) joined to the glyph before it, and gives a cluster no advance when its first
/// character is drawn by Noto Color Emoji or is a non-spacing or enclosing mark; a
/// default-ignorable character that starts one (a ZWJ between two emoji, which goes to slot 0) is
/// drawn as its font's space and has an advance. Where a font's shaping makes other clusters (an
/// Indic conjunct, a ligature) the model differs, and known-differences.txt lists each such text.
/// Right-to-left and mixed texts keep the legacy clusters.
package struct SwingCaretRule: StepRule {
    let clusters: any Segmenter

    package init(clusters: any Segmenter) { self.clusters = clusters }

    /// `FontUtilities.isNonSimpleChar` (isComplexCharCode or a surrogate) for one code unit.
    package static func isNonSimple(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0300...0x036F, 0x0590...0x06FF, 0x0900...0x0E7F, 0x0F00...0x109F, 0x1100...0x11FE,
             0x1780...0x17FF, 0x200C...0x200D, 0x202A...0x202E, 0x206A...0x206F, 0xD800...0xDFFF:
            return true
        default:
            return false
        }
    }

    /// Whether Swing lays the text out with `TextLayout` (the document's "i18n" property).
    /// - Complexity: O(n).
    package static func isComplex(_ text: UTF16Text) -> Bool { text.units.contains(where: isNonSimple) }

    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        if !Self.isComplex(text) {
            if forward { return offset < text.endOffset ? offset.advanced(by: 1) : nil }
            return offset > .zero ? UTF16Offset(offset.rawValue - 1) : nil
        }
        let stops = layoutStops(in: text)
        return forward ? stops.first { $0 > offset } : stops.last { $0 < offset }
    }

    package func stops(in text: UTF16Text) -> [UTF16Offset] {
        Self.isComplex(text) ? layoutStops(in: text) : (0...text.endOffset.rawValue).map { UTF16Offset($0) }
    }

    /// `TextLayout`'s valid carets, in order, 0 and the end included.
    /// - Complexity: O(n log slots).
    func layoutStops(in text: UTF16Text) -> [UTF16Offset] {
        let boundaries = clusters.boundaries(in: text)
        let direction = TextDirection(of: text)
        guard direction != .mixed else { return boundaries }
        // In right-to-left text a change of slot inside a legacy cluster is no stop of its own
        // (observed: 𐫆 and VS1, drawn by two fonts, are one stop).
        let cutsAtSlots = direction == .leftToRight
        let scalars = Array(text.scalars)
        let slots = scalars.map { SwingDialogSlots.slot(of: $0.value) }
        let continuesLigature = Self.emojiLigatureContinuations(scalars, slots: slots)
        // One glyph for each cluster cut where the slot changes, around the invisible controls
        // and between the emoji font's ligatures: its first UTF-16 offset, and whether it has an
        // advance.
        var glyphs: [(index: Int, hasAdvance: Bool)] = []
        var next = 0  // the first boundary not before the current scalar
        for (k, slice) in scalars.enumerated() {
            while next < boundaries.count, boundaries[next] < slice.offset { next += 1 }
            let c = slice.value
            var startsGlyph = k == 0 || boundaries[next] == slice.offset || (cutsAtSlots && slots[k] != slots[k - 1])
                || Self.isInvisibleControl(c) || Self.isInvisibleControl(scalars[k - 1].value)
                || (SwingDialogSlots.isEmojiFont(slots[k]) && !continuesLigature[k])
                || Self.isSpacingExtend(c)
            // A conjunct, a reph, a ligature, a mark drawn apart: the JDK's answers for the pair.
            var drawnApart = false
            if k > 0, slots[k] == slots[k - 1], !SwingDialogSlots.isEmojiFont(slots[k]),
               !Self.isInvisibleControl(c), !Self.isInvisibleControl(scalars[k - 1].value),
               let stop = SwingFontJoins.stop(before: k, in: scalars, slots: slots) {
                drawnApart = stop && !startsGlyph
                startsGlyph = stop
            }
            // A pre-base vowel sign (Indic_Positional_Category Left) is drawn before its
            // syllable's first consonant: HarfBuzz moves it there and merges the clusters between.
            // Two-part vowel signs (Left_And_Right) the fonts mostly draw apart.
            if k > 0, slots[k] == slots[k - 1], !Self.isInvisibleControl(scalars[k - 1].value),
               ICUProperties.isLeftPositioned(c) {
                startsGlyph = false
                let start = scalars[Self.syllableStart(before: k, in: scalars, slots: slots)].offset.rawValue
                while let last = glyphs.last, last.index > start { glyphs.removeLast() }
            }
            // Tags after an emoji in Noto Color Emoji's run leave no glyph of their own when they
            // make no flag (the JDK's glyph vector of a🏴\u{E0067}b is a, 🏴, b); tags that start
            // the run each have one.
            if startsGlyph, Self.isTag(c), SwingDialogSlots.isEmojiFont(slots[k]),
               let base = scalars[..<k].lastIndex(where: { !Self.isTag($0.value) }),
               slots[base] == slots[k], slots[base..<k].allSatisfy({ $0 == slots[k] }) {
                startsGlyph = false
            }
            // A variation selector after a character no font maps: the JDK finds no variation
            // glyph for a .notdef base, so the selector is not absorbed but drawn as a space.
            if !startsGlyph, k > 0, slots[k] == slots[k - 1], ICUProperties.isVariationSelector(c),
               SwingDialogSlots.isNotdef(scalars[k - 1].value) {
                startsGlyph = true
            }
            if startsGlyph {
                let startsRun = k == 0 || slots[k] != slots[k - 1]
                let hasAdvance = drawnApart || Self.hasAdvance(c, slot: slots[k])
                    || (startsRun && SwingFontJoins.hasAdvanceStartingRun(c, slot: slots[k]))
                glyphs.append((slice.offset.rawValue, hasAdvance))
            }
        }
        return Self.validCarets(glyphs: glyphs, endOffset: text.endOffset)
    }

    /// The first consonant of the syllable a pre-base vowel sign at `k` belongs to: back over
    /// marks and over consonants that follow a virama the font does not keep as a glyph
    /// (``SwingFontJoins``), within `k`'s slot.
    /// - Complexity: O(syllable).
    static func syllableStart(before k: Int, in scalars: [UTF16Text.ScalarSlice], slots: [UInt8]) -> Int {
        var p = k - 1
        while p > 0, slots[p - 1] == slots[k], !isInvisibleControl(scalars[p - 1].value) {
            let c = scalars[p].value
            guard ICUProperties.isMark(c)
                || (ICUProperties.combiningClass(scalars[p - 1].value) == 9
                    && SwingFontJoins.afterVirama(p, in: scalars, slots: slots)?.keepsPreBase != true) else { break }
            p -= 1
        }
        return p
    }

    /// For each scalar, whether it continues a ligature of Noto Color Emoji in its run of the
    /// emoji font's slot (``NotoColorEmojiLigatures``): HarfBuzz shapes each run on its own, so a
    /// sequence the font ligates but whose ZWJ goes to another slot is not one glyph.
    static func emojiLigatureContinuations(_ scalars: [UTF16Text.ScalarSlice], slots: [UInt8]) -> [Bool] {
        var continues = [Bool](repeating: false, count: scalars.count)
        var start = 0
        while start < scalars.count {
            var end = start + 1
            while end < scalars.count, slots[end] == slots[start] { end += 1 }
            if SwingDialogSlots.isEmojiFont(slots[start]) {
                scalars[start..<end].withUnsafeBufferPointer { run in
                    var k = 0
                    while k < run.count {
                        let ligatureEnd = NotoColorEmojiLigatures.ligatureEnd(at: k, in: run).end
                        for j in (k + 1)..<max(ligatureEnd, k + 1) { continues[start + j] = true }
                        k = max(ligatureEnd, k + 1)
                    }
                }
            }
            start = end
        }
        return continues
    }

    /// `ExtendedTextSourceLabel.createCharinfo` (left to right) and `caretAtOffsetIsValid`: a
    /// glyph cluster takes the glyphs after its first while they have no advance, while they map
    /// to a character it already spans, or while it spans more characters than it has glyphs (so
    /// a surrogate pair drawn as one glyph takes the next glyph in); the caret is valid at a
    /// cluster's first character when the cluster has an advance.
    static func validCarets(glyphs: [(index: Int, hasAdvance: Bool)], endOffset: UTF16Offset) -> [UTF16Offset] {
        var stops: [UTF16Offset] = [.zero]
        var g = 0
        while g < glyphs.count {
            var low = glyphs[g].index, high = low, hasAdvance = glyphs[g].hasAdvance, extra = 0
            g += 1
            while g < glyphs.count, !glyphs[g].hasAdvance || glyphs[g].index <= high || high - low > extra {
                extra += 1
                hasAdvance = hasAdvance || glyphs[g].hasAdvance
                low = min(low, glyphs[g].index)
                high = max(high, glyphs[g].index)
                g += 1
            }
            if hasAdvance, low > 0 { stops.append(UTF16Offset(low)) }
        }
        if endOffset != .zero { stops.append(endOffset) }
        return stops
    }

    /// A vowel sign that is a spacing mark (Mc) and Grapheme_Extend (Bengali া, Tamil ா, Sinhala
    /// ා among them): legacy clusters keep it with its consonant, the fonts draw it as a glyph of
    /// its own with an advance (found against the committed observations). Hangul's tone marks
    /// 〮 〯, also Mc and Grapheme_Extend, stay with their syllable.
    static func isSpacingExtend(_ c: UInt32) -> Bool {
        ICUProperties.generalCategoryCode(c) == 8 && ICUProperties.isGraphemeExtend(c) && ICUProperties.isDependentVowel(c)
    }

    /// A tag character (U+E0020–E007F), as in the subdivision flags' sequences.
    static func isTag(_ c: UInt32) -> Bool { (0xE0020...0xE007F).contains(c) }

    /// Whether a glyph cluster starting with `c`, drawn from `slot`, has an advance.
    static func hasAdvance(_ c: UInt32, slot: UInt8) -> Bool {
        if SwingDialogSlots.isEmojiFont(slot) { return false }
        if isDrawnAsSpace(c) { return true }
        let category = ICUProperties.generalCategoryCode(c)
        return category != 6 && category != 7  // Mn, Me
    }

    /// The format and control characters `sun.font.CMap.getControlCodeGlyph` sets apart (tab, LF,
    /// CR, U+200C–200F, U+2028–202E, U+206A–206F). Each is a glyph cluster of its own, and the
    /// character after it starts one: the committed observations show it (a ZWJ between two
    /// characters of slot 0, 🫯 that no font maps, is two stops), the shaping code was not read.
    static func isInvisibleControl(_ c: UInt32) -> Bool {
        switch c {
        case 0x09, 0x0A, 0x0D, 0x200C...0x200F, 0x2028...0x202E, 0x206A...0x206F: return true
        default: return false
        }
    }

    /// Default-ignorable characters HarfBuzz draws as the run font's space glyph when they start
    /// a run.
    static func isDrawnAsSpace(_ c: UInt32) -> Bool {
        switch c {
        case 0xAD, 0x180B...0x180F, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F,
             0xFEFF, 0xE0000...0xE0FFF:
            return true
        default:
            return false
        }
    }
}
