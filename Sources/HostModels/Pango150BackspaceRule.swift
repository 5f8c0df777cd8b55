import EditingSemantics

/// GTK's delete-backward on Pango 1.50.12: remove the text from the previous Pango cursor
/// position to the caret, then, when `backspace_deletes_character` is set at the caret, put back
/// the removed text's NFD without its last character (GTK 4's `gtk_text_backspace`,
/// GNOME/gtk@fc22b086 gtk/gtktext.c, and GTK 3's `gtk_entry_backspace`; GtkTextView's
/// `gtk_text_buffer_backspace`, GNOME/gtk@28063ee2 gtk/gtktextbuffer.c, the same but never
/// putting back the CR of a removed CR LF). The entries put the CR back, as observed, so there
/// CR LF takes two presses: `keepsCRLFWhole` is false for them.
///
/// Cursor positions and the flag are ``Pango150LogAttrs``. The flag's exemptions are Pango
/// 1.50.12's `BACKSPACE_DELETES_CHARACTER` (pango/break.c): Latin, Cyrillic, Greek, Kana,
/// Hangul syllables and Emoji=Yes; newer Pango adds mathematical operators (U+2200...U+22FF), so
/// here ≠ (= + U+0338) leaves =.
public struct Pango150BackspaceRule: DeleteRule {
    /// Whether a removed CR LF is never followed by putting its CR back (GtkTextBuffer).
    public var keepsCRLFWhole: Bool

    public init(keepsCRLFWhole: Bool) {
        self.keepsCRLFWhole = keepsCRLFWhole
    }

    /// Reads Pango's attributes on the lines around the caret only (``Pango150Paragraph/window(before:in:)``)
    /// when that gives what the whole text gives, else on the whole text.
    /// - Complexity: O(length of those lines), or O(n) when Indic, Arabic or joiner characters
    ///   stand in them.
    public func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        guard let window = Pango150Paragraph.window(before: caret, in: text) else { return deleteBackwardInWholeText(from: caret, in: text) }
        let start = UTF16Offset(window.lowerBound)
        guard let edit = deleteBackwardInWholeText(from: UTF16Offset(caret.rawValue - window.lowerBound), in: text[start..<UTF16Offset(window.upperBound)]) else { return nil }
        return TextEdit(range: edit.range.lowerBound.advanced(by: UTF16Count(window.lowerBound))..<edit.range.upperBound.advanced(by: UTF16Count(window.lowerBound)),
                        replacement: edit.replacement)
    }

    /// The rule on `text` taken whole as one paragraph: the reference for the window.
    public func deleteBackwardInWholeText(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        let paragraph = Pango150Paragraph(text)
        guard caret > .zero else { return nil }
        guard let index = paragraph.index(of: caret) else {
            // Between the halves of a surrogate pair, where GTK (UTF-8) never is: back to the
            // cursor position at or before the pair.
            var start = paragraph.offsets.lastIndex { $0 < caret } ?? 0
            while start > 0 && !paragraph.attrs.isCursorPosition[start] { start -= 1 }
            return TextEdit(range: paragraph.offsets[start]..<caret)
        }
        var start = index - 1
        while start > 0 && !paragraph.attrs.isCursorPosition[start] { start -= 1 }
        let range = paragraph.offsets[start]..<caret
        guard paragraph.attrs.backspaceDeletesCharacter[index], !(keepsCRLFWhole && text[range].units == [0x0D, 0x0A]) else {
            return TextEdit(range: range)
        }
        let decomposed = text[range].nfd
        let scalars = decomposed.scalars
        guard scalars.count > 1, let last = scalars.last else { return TextEdit(range: range) }
        return TextEdit(range: range, replacement: decomposed[UTF16Offset.zero..<last.offset])
    }

    /// Pango 1.50.12's `backspace_deletes_character` at `offset`, a scalar boundary of `text`
    /// taken as one paragraph.
    public static func backspaceDeletesCharacter(at offset: UTF16Offset, in text: UTF16Text) -> Bool {
        let paragraph = Pango150Paragraph(text)
        guard let index = paragraph.index(of: offset) else { return false }
        return paragraph.attrs.backspaceDeletesCharacter[index]
    }

    /// Pango 1.50.12's `!BACKSPACE_DELETES_CHARACTER(base)`.
    static func deletesWholeCluster(after base: UInt32) -> Bool {
        switch base {
        case 0x0020...0x02AF, 0x1E00...0x1EFF: return true // Latin
        case 0x0400...0x052F: return true // Cyrillic
        case 0x0370...0x03FF, 0x1F00...0x1FFF: return true // Greek
        case 0x3040...0x30FF: return true // Kana
        case 0xAC00...0xD7A3: return true // Hangul syllables
        default: return ICUProperties.isEmoji(base)
        }
    }
}

/// A text as one Pango paragraph: its scalars, their UTF-16 offsets and Pango 1.50's attributes.
struct Pango150Paragraph {
    var scalars: [UInt32]
    /// UTF-16 offset of each position 0...scalars.count.
    var offsets: [UTF16Offset]
    var attrs: Pango150LogAttrs

    init(_ text: UTF16Text) {
        let slices = text.scalars
        scalars = slices.map(\.value)
        offsets = slices.map(\.offset) + [text.endOffset]
        attrs = Pango150LogAttrs(scalars)
    }

    /// The units from just after the last line feed before the unit before `caret` to just after
    /// the first line feed at or after `caret` (or the text's ends), when reading Pango's
    /// attributes there gives the whole text's up to the caret and one character past it; else
    /// nil. `FastDeletionTests` checks every caret.
    ///
    /// Pango's state after a line feed is the same whatever came before it (a control: no open
    /// cluster, no emoji or regional-indicator run, no jamo). What remains is the tailoring
    /// (`break_indic`, `break_arabic`) of each script run, which only U+0600...U+0DFF, ZWJ and
    /// ZWNJ start, and which moves stops at most two characters after one, never the stop after
    /// a line feed. So the lines may be read alone when they hold none of those, or when they open
    /// with a character of a real script (which starts its run here as in the whole text, or
    /// continues one of the same script; the run's other members act only on what follows them)
    /// and hold no Sinhala (whose conjunct state crosses a line feed).
    static func window(before caret: UTF16Offset, in text: UTF16Text) -> Range<Int>? {
        let units = text.units
        var start = caret.rawValue - 1
        // A line feed just before the caret is itself deleted, so the line before it is read.
        while start > 0 && units[start - 1] != 0x0A { start -= 1 }
        var end = caret.rawValue
        while end < units.count && units[end] != 0x0A { end += 1 }
        end = min(end + 1, units.count)
        if start == 0 && end == units.count { return nil }
        let lines = units[start..<end]
        if !lines.contains(where: { (0x0600...0x0DFF).contains($0) || $0 == 0x200C || $0 == 0x200D }) { return start..<end }
        let first = text.scalar(startingAt: UTF16Offset(start))
        guard !first.isLoneSurrogate, !["Zyyy", "Zinh", "Zzzz"].contains(ICUProperties.scriptCode(first.value)),
              !lines.contains(where: { (0x0D80...0x0DFF).contains($0) }) else { return nil }
        return start..<end
    }

    func index(of offset: UTF16Offset) -> Int? {
        var low = 0, high = offsets.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if offsets[mid] == offset { return mid }
            if offsets[mid] < offset { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }
}
