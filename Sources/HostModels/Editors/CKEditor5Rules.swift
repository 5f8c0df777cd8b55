import EditingSemantics

/// CKEditor 5's own units (ckeditor5-utils unicode.ts, ckeditor5-engine modifyselection.ts): it
/// steps one UTF-16 unit at a time and walks on while the position is inside a surrogate pair,
/// inside one of its emoji-sequence matches or, for its "character" unit, before a combining mark
/// of its small table.
enum CKEditor5Unicode {
    /// `isCombiningMark`: U+0300–036F, U+1AB0–1AFF, U+1DC0–1DFF, U+20D0–20FF, U+FE20–FE2F only.
    static func isCombiningMark(_ unit: UInt16) -> Bool {
        (0x0300...0x036F).contains(unit) || (0x1AB0...0x1AFF).contains(unit) || (0x1DC0...0x1DFF).contains(unit)
            || (0x20D0...0x20FF).contains(unit) || (0xFE20...0xFE2F).contains(unit)
    }

    static func isInsideSurrogatePair(_ units: [UInt16], _ offset: Int) -> Bool {
        offset > 0 && offset < units.count && (0xD800...0xDBFF).contains(units[offset - 1]) && (0xDC00...0xDFFF).contains(units[offset])
    }

    /// The matches of `EMOJI_PATTERN` over the whole text, as `String.matchAll` finds them left to
    /// right: `\p{RI}{2}`, or an emoji followed by any number of ZWJ + emoji, an emoji being the
    /// first of: \p{Emoji} tags+ U+E007F; \p{Emoji} U+FE0F? U+20E3; \p{Emoji} U+FE0F; a
    /// General_Category=So \p{Emoji} with any Emoji_Modifiers. \p{Emoji} is Unicode 17.0's (V8's
    /// regular expressions use Chromium 156's bundled ICU 78).
    /// - Complexity: O(n) in the length of the text.
    static func emojiSequences(in units: [UInt16]) -> [Range<Int>] {
        let text = UTF16Text(units: units)
        func scalar(_ i: Int) -> (value: UInt32, end: Int)? {
            guard i < units.count else { return nil }
            let s = text.scalar(startingAt: UTF16Offset(i))
            return (s.value, s.end.rawValue)
        }
        func isEmoji(_ c: UInt32) -> Bool { Unicode17Emoji.isEmoji(c) }
        func isOtherSymbol(_ c: UInt32) -> Bool {
            // Emoji new since the system ICU are unassigned there; every one of them is So.
            ICUProperties.generalCategoryCode(c) == 27 || (isEmoji(c) && !ICUProperties.isEmoji(c))
        }
        func emoji(at i: Int) -> Int? {
            guard let first = scalar(i), isEmoji(first.value) else { return nil }
            var k = first.end
            while let s = scalar(k), (0xE0020...0xE007E).contains(s.value) { k = s.end }
            if k > first.end, let s = scalar(k), s.value == 0xE007F { return s.end }
            k = first.end
            if let s = scalar(k), s.value == 0xFE0F { k = s.end }
            if let s = scalar(k), s.value == 0x20E3 { return s.end }
            if let s = scalar(first.end), s.value == 0xFE0F { return s.end }
            guard isOtherSymbol(first.value) else { return nil }
            k = first.end
            while let s = scalar(k), ICUProperties.isEmojiModifier(s.value) { k = s.end }
            return k
        }
        func match(at i: Int) -> Int? {
            if let a = scalar(i), ICUProperties.isRegionalIndicator(a.value), let b = scalar(a.end), ICUProperties.isRegionalIndicator(b.value) {
                return b.end
            }
            guard var end = emoji(at: i) else { return nil }
            while let zwj = scalar(end), zwj.value == 0x200D, let next = emoji(at: zwj.end) { end = next }
            return end
        }
        var found: [Range<Int>] = []
        var i = 0
        while let s = scalar(i) {
            if let end = match(at: i) { found.append(i..<end); i = end } else { i = s.end }
        }
        return found
    }

    static func isInside(_ sequences: [Range<Int>], _ offset: Int) -> Bool {
        sequences.contains { $0.lowerBound < offset && offset < $0.upperBound }
    }
}

/// CKEditor 5's Backspace (beforeinput `deleteContentBackward`): by its "codePoint" unit with
/// emoji sequences as one (one unit back, then on while inside a surrogate pair or an emoji
/// match), unless the browser's target range holds more than one of its characters (counted
/// backward, positions inside a pair, before a combining mark or inside an emoji match not
/// counted), when the target range goes whole. The target range is `browser`'s Backspace.
package struct CKEditor5DeleteRule: DeleteRule {
    let browser: any DeleteRule
    package init(browser: any DeleteRule) { self.browser = browser }

    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        let c = caret.rawValue
        guard c > 0 else { return nil }
        let units = text.units
        let sequences = CKEditor5Unicode.emojiSequences(in: units)
        if let target = browser.deleteBackward(from: caret, in: text), target.replacement.isEmpty {
            var count = 0
            for q in stride(from: c - 1, through: target.range.lowerBound.rawValue, by: -1) {
                if CKEditor5Unicode.isInsideSurrogatePair(units, q) || (q < units.count && CKEditor5Unicode.isCombiningMark(units[q]))
                    || CKEditor5Unicode.isInside(sequences, q) { continue }
                count += 1
                if count > 1 { return target }
            }
        }
        var p = c - 1
        while p > 0 && (CKEditor5Unicode.isInsideSurrogatePair(units, p) || CKEditor5Unicode.isInside(sequences, p)) { p -= 1 }
        return TextEdit(range: UTF16Offset(p)..<caret)
    }
}

/// CKEditor 5's "character" step with emoji sequences as one, the unit of its Delete
/// (`deleteContentForward`): one unit, then on while inside a surrogate pair, before a combining
/// mark of its table, or inside an emoji match.
package struct CKEditor5CharacterStepRule: StepRule {
    package init() {}
    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        let units = text.units
        let sequences = CKEditor5Unicode.emojiSequences(in: units)
        func inside(_ p: Int) -> Bool {
            CKEditor5Unicode.isInsideSurrogatePair(units, p) || (p < units.count && CKEditor5Unicode.isCombiningMark(units[p]))
                || CKEditor5Unicode.isInside(sequences, p)
        }
        var p = offset.rawValue
        if forward {
            guard p < units.count else { return nil }
            p += 1
            while p < units.count && inside(p) { p += 1 }
        } else {
            guard p > 0 else { return nil }
            p -= 1
            while p > 0 && inside(p) { p -= 1 }
        }
        return UTF16Offset(p)
    }
}
