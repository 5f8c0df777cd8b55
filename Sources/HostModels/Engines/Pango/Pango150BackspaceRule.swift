import EditingSemantics
import EditingSupport

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
package struct Pango150BackspaceRule: WholeTextReadingDeleteRule {
    /// Whether a removed CR LF is never followed by putting its CR back (GtkTextBuffer).
    package var keepsCRLFWhole: Bool

    package init(keepsCRLFWhole: Bool) {
        self.keepsCRLFWhole = keepsCRLFWhole
    }

    /// Reads Pango's attributes on the lines around the caret only (``Pango150Paragraph/window(before:in:)``)
    /// when that gives what the whole text gives, else on the whole text.
    /// - Complexity: O(length of those lines), or O(n) when no lines before the caret's may be
    ///   read alone.
    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let window = Pango150Paragraph.window(before: caret, in: text) ?? 0..<text.units.count
        return deleteBackward(from: caret, in: text, paragraph: Pango150Paragraph(text, in: window))
    }

    /// The rule on `text` taken whole as one paragraph: the reference for the window.
    package func deleteBackwardInWholeText(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        return deleteBackward(from: caret, in: text, paragraph: Pango150Paragraph(text))
    }

    /// The press read on `paragraph`, units of `text` that hold `caret` and at least one scalar
    /// before it.
    private func deleteBackward(from caret: UTF16Offset, in text: UTF16Text, paragraph: Pango150Paragraph) -> TextEdit {
        guard let index = paragraph.index(of: caret) else {
            // Between the halves of a surrogate pair, where GTK (UTF-8) never is: back to the
            // cursor position at or before the pair.
            var start = paragraph.offsets.lastIndex { $0 < caret } ?? 0
            while start > 0 && !paragraph.attrs.isCursorPosition[start] { start -= 1 }
            return TextEdit(range: paragraph.offsets[start]..<caret)
        }
        return edit(removingBefore: index, of: paragraph, in: text, flagged: paragraph.attrs.backspaceDeletesCharacter[index])
    }

    /// The edit that removes from the cursor position before the paragraph's position `index` to
    /// it, putting back the NFD without its last character when `flagged` (and not a CR LF kept
    /// whole).
    private func edit(removingBefore index: Int, of paragraph: Pango150Paragraph, in text: UTF16Text, flagged: Bool) -> TextEdit {
        let (start, puttingBack) = removal(before: index, of: paragraph, in: text, flagged: flagged)
        return PangoBackspaceRule.edit(removing: paragraph.offsets[start]..<paragraph.offsets[index], in: text, puttingBack: puttingBack)
    }

    /// The cursor position before the paragraph's position `index`, where the removal up to it
    /// starts, and whether the NFD of the removed units without its last character is put back:
    /// when `flagged`, unless they are a CR LF kept whole.
    @inline(__always)
    private func removal(before index: Int, of paragraph: Pango150Paragraph, in text: UTF16Text, flagged: Bool) -> (start: Int, puttingBack: Bool) {
        var start = index - 1
        while start > 0 && !paragraph.attrs.isCursorPosition[start] { start -= 1 }
        guard flagged && keepsCRLFWhole else { return (start, flagged) }
        let lower = paragraph.offsets[start].rawValue
        let isCRLF = paragraph.offsets[index].rawValue - lower == 2 && text.units[lower] == 0x0D && text.units[lower + 1] == 0x0A
        return (start, !isCRLF)
    }

    /// A text read once as one paragraph, with the attribute at the end of each prefix.
    package struct Reading {
        let text: UTF16Text
        let paragraph: Pango150Paragraph
        /// The first position whose prefix reads as the whole text before it: past the first
        /// scalar of a real script when the text may be tailored and that script is (a leading
        /// Common run takes the script of the first real one), else 0.
        let firstPrefixReadAlike: Int
        /// The text's leading Common run read alone, which is how each prefix within it reads,
        /// when ``firstPrefixReadAlike`` is not 0.
        let leading: Pango150Paragraph?
    }

    package func reading(_ text: UTF16Text) -> Reading {
        let paragraph = Pango150Paragraph(text, recordingEveryEnd: true)
        var first = 0
        var leading: Pango150Paragraph?
        if let (real, script) = paragraph.attrs.firstRealScriptWhenTailored, script.isIndic || script == .arabic {
            first = real + 1
            leading = Pango150Paragraph(text, in: 0..<paragraph.offsets[real].rawValue, recordingEveryEnd: true)
        }
        return Reading(text: text, paragraph: paragraph, firstPrefixReadAlike: first, leading: leading)
    }

    /// The press at the end of the prefix cut at `caret`, read on the whole text: Pango's
    /// attributes before a position read no character after it, but for the script of a
    /// leading Common run (read apart) and Sinhala's virama and ZWJ pair (`break_indic` reads
    /// the character after each), and the attribute at the prefix's end is recorded apart. Nil
    /// where a Sinhala pair is cut, or `caret` splits a scalar.
    /// - Complexity: O(length of the removed cluster).
    package func deleteBackward(atEndOfPrefix caret: UTF16Offset, of reading: Reading) -> TextEdit? {
        guard let (range, puttingBack) = removal(atEndOfPrefix: caret, of: reading) else { return nil }
        return PangoBackspaceRule.edit(removing: range, in: reading.text, puttingBack: puttingBack)
    }

    package func prefixLeft(atEndOfPrefix caret: UTF16Offset, of reading: Reading) -> UTF16Offset? {
        guard let (range, puttingBack) = removal(atEndOfPrefix: caret, of: reading) else { return nil }
        return PangoBackspaceRule.prefixLeft(removing: range, in: reading.text, puttingBack: puttingBack,
                                             isOwnNFD: PangoBackspaceRule.isOwnNFD(range, in: reading.text))
    }

    /// The default's presses, each found from the paragraph's position of the caret, which a
    /// press that leaves a prefix moves to the position it leaves the caret at.
    package func pressesLeavingPrefixes(from caret: UTF16Offset, of reading: Reading, lengths: inout [Int], limit: Int) -> UTF16Offset {
        let offsets = reading.paragraph.offsets
        var next: (caret: UTF16Offset, index: Int)?
        // The latest removed units found to be their own NFD: so is every range of whole scalars
        // within them (each scalar is its own, and a part of a canonical order is in order), as
        // the presses that take a cluster back one character at a time remove.
        var ownNFD = UTF16Offset.zero..<UTF16Offset.zero
        return Self.pressesLeavingPrefixes(from: caret, lengths: &lengths, limit: limit) { caret in
            let index: Int
            if let next, next.caret == caret { index = next.index } else {
                guard let found = reading.paragraph.index(of: caret) else { return nil }
                index = found
            }
            guard let (start, puttingBack) = removal(atPosition: index, of: reading) else { return nil }
            let range = offsets[start]..<caret
            let left: UTF16Offset?
            if !puttingBack {
                next = (range.lowerBound, start)
                left = range.lowerBound
            } else if ownNFD.lowerBound == range.lowerBound && ownNFD.upperBound >= range.upperBound
                        || PangoBackspaceRule.isOwnNFD(range, in: reading.text) {
                // All but the last scalar go back as they were: the caret ends before that scalar.
                if ownNFD.lowerBound != range.lowerBound { ownNFD = range }
                next = (offsets[index - 1], index - 1)
                left = offsets[index - 1]
            } else {
                left = PangoBackspaceRule.prefixLeft(removing: range, in: reading.text, puttingBack: true, isOwnNFD: false)
            }
            return left
        }
    }

    /// ``removal(before:of:in:flagged:)`` at the end of the prefix cut at `caret`, read as
    /// ``deleteBackward(atEndOfPrefix:of:)`` says; nil where that cannot tell.
    private func removal(atEndOfPrefix caret: UTF16Offset, of reading: Reading) -> (Range<UTF16Offset>, puttingBack: Bool)? {
        guard let index = reading.paragraph.index(of: caret), let (start, puttingBack) = removal(atPosition: index, of: reading) else { return nil }
        return (reading.paragraph.offsets[start]..<caret, puttingBack)
    }

    /// ``removal(atEndOfPrefix:of:)`` at the paragraph's position `index`, the removal's start
    /// as a position.
    @inline(__always)
    private func removal(atPosition index: Int, of reading: Reading) -> (start: Int, puttingBack: Bool)? {
        guard index > 0 else { return nil }
        func isSinhalaJoining(_ c: UInt32) -> Bool { c == 0x0DCA || c == 0x200D }
        if index < reading.paragraph.scalars.count && isSinhalaJoining(reading.paragraph.scalars[index - 1])
            && isSinhalaJoining(reading.paragraph.scalars[index]) { return nil }
        if index < reading.firstPrefixReadAlike, let leading = reading.leading {
            return removal(before: index, of: leading, in: reading.text, flagged: leading.attrs.backspaceDeletesCharacterAtEnd[index])
        }
        return removal(before: index, of: reading.paragraph, in: reading.text, flagged: reading.paragraph.attrs.backspaceDeletesCharacterAtEnd[index])
    }

    /// Pango 1.50.12's `backspace_deletes_character` at `offset`, a scalar boundary of `text`
    /// taken as one paragraph.
    package static func backspaceDeletesCharacter(at offset: UTF16Offset, in text: UTF16Text) -> Bool {
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

/// Units of a text read as one Pango paragraph: their scalars, the scalars' UTF-16 offsets in
/// the text and Pango 1.50's attributes.
struct Pango150Paragraph {
    var scalars: [UInt32]
    /// UTF-16 offset in the text of each position 0...scalars.count.
    var offsets: [UTF16Offset]
    var attrs: Pango150LogAttrs

    /// The units `range` of `text` (the whole text by default) as one paragraph, with
    /// ``Pango150LogAttrs/backspaceDeletesCharacterAtEnd`` when `recordingEveryEnd`.
    /// - Precondition: `range` splits no surrogate pair.
    /// - Complexity: O(length of `range`).
    init(_ text: UTF16Text, in range: Range<Int>? = nil, recordingEveryEnd: Bool = false) {
        let range = range ?? 0..<text.units.count
        guard !range.isEmpty else {
            // With capacity 0 the buffers below would write the count into the empty-array
            // singleton every thread shares, a data race ThreadSanitizer reports.
            scalars = []
            offsets = [UTF16Offset(range.upperBound)]
            attrs = Pango150LogAttrs([], recordingEveryEnd: recordingEveryEnd)
            return
        }
        // Written through buffers sized for one scalar a unit, then cut to the scalars read.
        var count = 0
        var offsets: [UTF16Offset] = []
        let scalars = [UInt32](unsafeUninitializedCapacity: range.count) { scalars, scalarCount in
            offsets = [UTF16Offset](unsafeUninitializedCapacity: range.count + 1) { offsets, offsetCount in
                text.units.withUnsafeBufferPointer { units in
                    var offset = range.lowerBound
                    while offset < range.upperBound {
                        let scalar = UTF16Text.scalar(startingAt: offset, in: units, before: range.upperBound)
                        offsets[count] = UTF16Offset(offset)
                        scalars[count] = scalar.value
                        offset = scalar.end
                        count += 1
                    }
                }
                offsets[count] = UTF16Offset(range.upperBound)
                offsetCount = count + 1
            }
            scalarCount = count
        }
        self.scalars = scalars
        self.offsets = offsets
        attrs = Pango150LogAttrs(scalars, recordingEveryEnd: recordingEveryEnd)
    }

    /// The units from the start of a line at or before the one holding the unit before `caret`
    /// to just after the first line feed at or after `caret` (or the text's end), when reading
    /// Pango's attributes there gives the whole text's up to the caret and one character past
    /// it; else nil. The latest such line start is taken. `FastDeletionTests` checks every caret.
    ///
    /// Pango's state after a line feed is the same whatever came before it (a control: no open
    /// cluster, no emoji or regional-indicator run, no jamo). What remains is the tailoring
    /// (`break_indic`, `break_arabic`) of each script run, which only U+0600...U+0DFF, ZWJ and
    /// ZWNJ start, and which moves stops at most two characters after one, never the stop after
    /// a line feed. So lines may be read alone when they hold none of those, or when they open
    /// with a character of a real script other than Sinhala: that character starts its run
    /// there as in the whole text, or continues one of the same script, whose other members act
    /// only on what follows them, so the runs after it are those of the whole text. A Sinhala
    /// run continued across a line feed may carry a conjunct state over it.
    /// - Complexity: O(length of the lines read).
    static func window(before caret: UTF16Offset, in text: UTF16Text) -> Range<Int>? {
        let units = text.units
        var start = caret.rawValue - 1
        // A line feed just before the caret is itself deleted, so the line before it is read.
        while start > 0 && units[start - 1] != 0x0A { start -= 1 }
        var end = caret.rawValue
        while end < units.count && units[end] != 0x0A { end += 1 }
        end = min(end + 1, units.count)
        if start == 0 && end == units.count { return nil }
        var mayBeTailored = false
        var lineEnd = end
        while true {
            if !mayBeTailored {
                mayBeTailored = units[start..<lineEnd].contains { Pango150LogAttrs.mayStartTailoring(UInt32($0)) }
            }
            if !mayBeTailored { return start..<end }
            let first = text.scalar(startingAt: UTF16Offset(start))
            let script = first.isLoneSurrogate ? PangoScript.neutral : PangoScript(first.value)
            if script != .neutral && script != .sinhala { return start..<end }
            guard start > 0 else { return nil }
            lineEnd = start
            start -= 1
            while start > 0 && units[start - 1] != 0x0A { start -= 1 }
        }
    }

    /// The position whose offset is `offset`, or nil when `offset` splits a scalar.
    /// - Complexity: O(log n).
    func index(of offset: UTF16Offset) -> Int? {
        let index = offsets.partitionPoint { $0 < offset }
        return index < offsets.count && offsets[index] == offset ? index : nil
    }
}
