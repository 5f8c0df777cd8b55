import EditingSemantics

/// GTK's delete-backward (`gtk_text_backspace` in GTK 4's `gtk/gtktext.c`,
/// `gtk_entry_backspace` in GTK 2/3): remove the grapheme cluster before the caret, then, when
/// Pango's `backspace_deletes_character` is set at the caret, put back the cluster's canonical
/// decomposition (NFD) without its last character. So a deletion is a replacement edit: after
/// Devanagari ते the press leaves त, after a precomposed Vietnamese ế nothing is put back (the
/// flag is off after Latin), after Arabic بّ it leaves ب.
///
/// The flag follows Pango's `pango/break.c` (`default_break`, GNOME/pango@0b96e86e): at a
/// grapheme boundary it is off when the last non-mark character before the caret is Latin
/// (U+0020...U+02AF, U+1E00...U+1EFF), Cyrillic (U+0400...U+052F), Greek (U+0370...U+03FF,
/// U+1F00...U+1FFF), Kana (U+3040...U+30FF), a precomposed Hangul syllable, an Emoji=Yes
/// character or a mathematical operator (U+2200...U+22FF), on otherwise, and on whenever the
/// character before the caret is a virama or a dependent vowel (Indic_Syllabic_Category). The
/// Indic tailoring (`break-indic.c`) turns it off after precomposed nukta letters and split
/// matras, the Arabic one (`break-arabic.c`) after U+0622...U+0626, ALEF + U+0653...U+0655 and
/// WAW or YEH + HAMZA ABOVE.
///
/// Approximations: clusters are the system ICU's extended grapheme clusters (ICU 72 joins
/// Devanagari conjuncts by CLDR's aksara rule where Pango applies Unicode 15.1's GB9c), and
/// character properties are ICU 72's, where Pango reads GLib's and its own Unicode 17 tables.
public struct PangoBackspaceRule: WholeTextReadingDeleteRule {
    private let clusters = UnitID.grapheme.makeSegmenter()

    public init() {}

    public func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard let start = clusters.boundary(before: caret, in: text) else { return nil }
        return Self.edit(removing: start..<caret, in: text,
                         puttingBack: Self.backspaceDeletesCharacter(at: caret, in: text, clusters: clusters))
    }

    /// The edit that removes `range` and, when `puttingBack`, puts back its NFD without the last
    /// character (nothing when that NFD is one character).
    static func edit(removing range: Range<UTF16Offset>, in text: UTF16Text, puttingBack: Bool) -> TextEdit {
        guard puttingBack else { return TextEdit(range: range) }
        let units = range.lowerBound.rawValue..<range.upperBound.rawValue
        if CanonicalDecomposition.isOwnNFD(units, of: text.units) == true {
            // The NFD is the units themselves: put back all but their last character.
            var last = units.upperBound - 1
            if last > units.lowerBound && UTF16.isTrailSurrogate(text.units[last]) && UTF16.isLeadSurrogate(text.units[last - 1]) { last -= 1 }
            return last > units.lowerBound ? TextEdit(range: range, replacement: text[range.lowerBound..<UTF16Offset(last)]) : TextEdit(range: range)
        }
        let decomposed = text[range].nfd
        let scalars = decomposed.scalars
        guard scalars.count > 1, let last = scalars.last else { return TextEdit(range: range) }
        return TextEdit(range: range, replacement: decomposed[UTF16Offset.zero..<last.offset])
    }

    /// Pango's `backspace_deletes_character` attribute at `offset` (false inside a cluster and
    /// at the start). Precondition: `0 <= offset <= text.endOffset`.
    public static func backspaceDeletesCharacter(at offset: UTF16Offset, in text: UTF16Text) -> Bool {
        backspaceDeletesCharacter(at: offset, in: text, clusters: UnitID.grapheme.makeSegmenter())
    }

    private static func backspaceDeletesCharacter(at offset: UTF16Offset, in text: UTF16Text, clusters: any Segmenter) -> Bool {
        guard offset > .zero, clusters.isBoundary(offset, in: text) else { return false }
        return backspaceDeletesCharacter(atBoundary: offset, in: text)
    }

    /// The attribute at `offset`, a cluster boundary: it reads only the text before `offset`.
    /// - Complexity: O(number of marks before `offset`).
    private static func backspaceDeletesCharacter(atBoundary offset: UTF16Offset, in text: UTF16Text) -> Bool {
        let before = text.scalar(endingAt: offset)
        let previous: UInt32? = before.offset > .zero ? text.scalar(endingAt: before.offset).value : nil
        if isIndicComposite(before.value) || isArabicComposite(before.value, after: previous) { return false }
        if ICUProperties.indicSyllabicCategoryCode(before.value).isOne(of: virama, vowelDependent) { return true }
        var position = offset
        var base: UInt32 = 0
        while position > .zero {
            let slice = text.scalar(endingAt: position)
            if slice.isLoneSurrogate || !ICUProperties.isMark(slice.value) {
                base = slice.value
                break
            }
            position = slice.offset
        }
        return !deletesWholeCluster(after: base)
    }

    /// A text and the last boundary of its clusters before each unit offset 1...n (entry 0
    /// unused).
    public struct Reading {
        let text: UTF16Text
        let boundaryBefore: [Int32]
    }

    public func reading(_ text: UTF16Text) -> Reading {
        var boundaryBefore = [Int32](repeating: 0, count: text.units.count + 1)
        var previous = 0
        for boundary in clusters.boundaries(in: text).dropFirst() {
            for offset in (previous + 1)...boundary.rawValue { boundaryBefore[offset] = Int32(previous) }
            previous = boundary.rawValue
        }
        return Reading(text: text, boundaryBefore: boundaryBefore)
    }

    /// The press at the end of the prefix cut at `caret`, when `caret` splits no surrogate pair:
    /// the system ICU's cluster rules decide a boundary from the text before it and the one
    /// character after it, so the prefix's last boundary before `caret` is the whole text's; the
    /// attribute at the prefix's end reads only the text before it.
    /// - Complexity: O(length of the cluster).
    public func deleteBackward(atEndOfPrefix caret: UTF16Offset, of reading: Reading) -> TextEdit? {
        let units = reading.text.units
        let c = caret.rawValue
        if c < units.count && UTF16.isTrailSurrogate(units[c]) && UTF16.isLeadSurrogate(units[c - 1]) { return nil }
        return Self.edit(removing: UTF16Offset(Int(reading.boundaryBefore[c]))..<caret, in: reading.text,
                         puttingBack: Self.backspaceDeletesCharacter(atBoundary: caret, in: reading.text))
    }

    // ICU's UIndicSyllabicCategory numbers.
    private static let virama = 31, vowelDependent = 34

    /// Pango's `!BACKSPACE_DELETES_CHARACTER(base)`.
    static func deletesWholeCluster(after base: UInt32) -> Bool {
        switch base {
        case 0x0020...0x02AF, 0x1E00...0x1EFF: return true // Latin
        case 0x0400...0x052F: return true // Cyrillic
        case 0x0370...0x03FF, 0x1F00...0x1FFF: return true // Greek
        case 0x3040...0x30FF: return true // Kana
        case 0xAC00...0xD7A3: return true // Hangul syllables
        case 0x2200...0x22FF: return true // mathematical operators
        default: return ICUProperties.isEmoji(base)
        }
    }

    /// `break-indic.c`: letters with a nukta and split vowel signs that have a decomposition.
    static func isIndicComposite(_ c: UInt32) -> Bool {
        switch c {
        case 0x0931, 0x0958...0x095F: return true // Devanagari
        case 0x09DC...0x09DF, 0x09CB, 0x09CC: return true // Bengali
        case 0x0A33, 0x0A36, 0x0A59...0x0A5C, 0x0A5E: return true // Gurmukhi
        case 0x0B48, 0x0B4B, 0x0B4C: return true // Oriya
        case 0x0BCA...0x0BCC: return true // Tamil
        case 0x0C47, 0x0C48: return true // Telugu
        case 0x0CC7, 0x0CC8, 0x0CCA, 0x0CCB: return true // Kannada
        case 0x0D4A...0x0D4C: return true // Malayalam
        default: return false
        }
    }

    /// `break-arabic.c`: composite Arabic letters whose parts are not deleted one by one.
    static func isArabicComposite(_ c: UInt32, after previous: UInt32?) -> Bool {
        if (0x0622...0x0626).contains(c) { return true }
        if previous == 0x0627, (0x0653...0x0655).contains(c) { return true }
        return c == 0x0654 && (previous == 0x0648 || previous == 0x064A)
    }
}
