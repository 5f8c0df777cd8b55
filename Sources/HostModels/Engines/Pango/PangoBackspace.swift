import EditingSemantics
import EditingSupport

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
package struct PangoBackspaceRule: WholeTextReadingDeleteRule {
    private let clusters = UnitID.grapheme.makeSegmenter()

    package init() {}

    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard let start = clusters.boundary(before: caret, in: text) else { return nil }
        return Self.edit(removing: start..<caret, in: text,
                         puttingBack: Self.backspaceDeletesCharacter(at: caret, in: text, clusters: clusters))
    }

    /// The edit that removes `range` and, when `puttingBack`, puts back its NFD without the last
    /// character (nothing when that NFD is one character).
    static func edit(removing range: Range<UTF16Offset>, in text: UTF16Text, puttingBack: Bool) -> TextEdit {
        if let end = prefixEnd(removing: range, in: text, puttingBack: puttingBack, isOwnNFD: isOwnNFD(range, in: text)) {
            return end > range.lowerBound ? TextEdit(range: range, replacement: text[range.lowerBound..<end]) : TextEdit(range: range)
        }
        let decomposed = text[range].nfd
        let scalars = decomposed.scalars
        guard scalars.count > 1, let last = scalars.last else { return TextEdit(range: range) }
        return TextEdit(range: range, replacement: decomposed[UTF16Offset.zero..<last.offset])
    }

    /// Where the prefix of `text` that ``edit(removing:in:puttingBack:)`` leaves ends, when
    /// that is known without normalizing: nothing is put back, or the removed units are their
    /// own NFD (as `isOwnNFD` says), so all but their last character go back as they were. Nil
    /// otherwise.
    static func prefixEnd(removing range: Range<UTF16Offset>, in text: UTF16Text, puttingBack: Bool,
                          isOwnNFD: @autoclosure () -> Bool) -> UTF16Offset? {
        guard puttingBack else { return range.lowerBound }
        guard isOwnNFD() else { return nil }
        let units = range.lowerBound.rawValue..<range.upperBound.rawValue
        var last = units.upperBound - 1
        if last > units.lowerBound && UTF16.isTrailSurrogate(text.units[last]) && UTF16.isLeadSurrogate(text.units[last - 1]) { last -= 1 }
        return UTF16Offset(max(last, units.lowerBound))
    }

    /// What ``WholeTextReadingDeleteRule/prefixLeft(atEndOfPrefix:of:)`` answers for the edit
    /// ``edit(removing:in:puttingBack:)`` makes at the end of the prefix cut at the end of
    /// `range`, `isOwnNFD` saying what ``CanonicalDecomposition/isOwnNFD(_:of:)`` says of it.
    static func prefixLeft(removing range: Range<UTF16Offset>, in text: UTF16Text, puttingBack: Bool,
                           isOwnNFD: @autoclosure () -> Bool) -> UTF16Offset? {
        prefixEnd(removing: range, in: text, puttingBack: puttingBack, isOwnNFD: isOwnNFD())
            ?? prefixLeft(by: edit(removing: range, in: text, puttingBack: puttingBack), atEndOfPrefix: range.upperBound, of: text)
    }

    /// Whether the units `range` of `text` are known to be their own NFD.
    static func isOwnNFD(_ range: Range<UTF16Offset>, in text: UTF16Text) -> Bool {
        CanonicalDecomposition.isOwnNFD(range.lowerBound.rawValue..<range.upperBound.rawValue, of: text.units) == true
    }

    /// Pango's `backspace_deletes_character` attribute at `offset` (false inside a cluster and
    /// at the start). Precondition: `0 <= offset <= text.endOffset`.
    package static func backspaceDeletesCharacter(at offset: UTF16Offset, in text: UTF16Text) -> Bool {
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
        return backspaceDeletesCharacter(after: before.value, indicCategory: ICUProperties.indicSyllabicCategoryCode(before.value),
                                         previous: previous, baseDeletesWholeCluster: deletesWholeCluster(after: base))
    }

    /// The attribute at a boundary after `last` (Indic_Syllabic_Category `indicCategory`), the
    /// character before it being `previous`, when the last non-mark character before the
    /// boundary (U+0000 when none) is one after which the whole cluster goes or not.
    @inline(__always)
    private static func backspaceDeletesCharacter(after last: UInt32, indicCategory: Int, previous: UInt32?, baseDeletesWholeCluster: Bool) -> Bool {
        if isIndicComposite(last) || isArabicComposite(last, after: previous) { return false }
        if indicCategory == virama || indicCategory == vowelDependent { return true }
        return !baseDeletesWholeCluster
    }

    /// A text, its clusters' boundaries, and where the press at the end of the text cut at each
    /// offset leaves the prefix when that is known without normalizing; -1 where it is not (the
    /// attribute is set there and the cluster is not known to be its own NFD) and where the
    /// offset splits a surrogate pair.
    package struct Reading {
        let text: UTF16Text
        let boundaries: [UTF16Offset]
        let prefixLeft: [Int32]
    }

    package func reading(_ text: UTF16Text) -> Reading {
        let n = text.units.count
        let boundaries = clusters.boundaries(in: text)
        var prefixLeft = [Int32](filledWith: -1, count: n + 1)
        // One pass forward, written through buffers (with ICU's, it is the whole cost of a
        // reading). The attribute reads only what is before the end, so the pass keeps the last
        // character, the one before it and the last non-mark one.
        text.units.withUnsafeBufferPointer { units in
            PangoCharacterClass.planesZeroAndOne.withUnsafeBufferPointer { classes in
                boundaries.withUnsafeBufferPointer { boundaries in
                    prefixLeft.withUnsafeMutableBufferPointer { prefixLeft in
                        var nextBoundary = 0, lastBoundary = 0
                        var previous: UInt32 = 0
                        var baseDeletesWholeCluster = Self.deletesWholeCluster(after: 0)
                        var ownNFD = CanonicalDecomposition.OwnNFDStart()
                        var offset = 0
                        while offset < n {
                            let (value, end, lone) = UTF16Text.scalar(startingAt: offset, in: units, before: n)
                            // The last boundary before `end`: at most the one at `offset`, as ICU
                            // splits no pair (the loop, for any other, stops at n). Written as
                            // selects, since whether a character starts a cluster is not predictable.
                            let startsCluster = boundaries[nextBoundary].rawValue < end
                            lastBoundary = startsCluster ? boundaries[nextBoundary].rawValue : lastBoundary
                            nextBoundary &+= startsCluster ? 1 : 0
                            while boundaries[nextBoundary].rawValue < end {
                                lastBoundary = boundaries[nextBoundary].rawValue
                                nextBoundary &+= 1
                            }
                            let kind = value < 0x20000 ? classes[Int(value)] : PangoCharacterClass(value)
                            let bits = kind.bits
                            baseDeletesWholeCluster = lone || !kind.isMark
                                ? bits & PangoCharacterClass.deletesWholeClusterAsBase != 0 : baseDeletesWholeCluster
                            // As `backspaceDeletesCharacter(after:indicCategory:previous:baseDeletesWholeCluster:)`.
                            var composite = bits & PangoCharacterClass.indicComposite != 0
                            if bits & PangoCharacterClass.arabicCompositeRange != 0 {
                                composite = composite || Self.isArabicComposite(value, after: offset > 0 ? previous : nil)
                            }
                            let deletesCharacter = !composite && (bits & PangoCharacterClass.setsAttribute != 0 || !baseDeletesWholeCluster)
                            ownNFD.read(knownOwnNFD: bits & PangoCharacterClass.notKnownOwnNFD == 0, combiningClass: kind.combiningClass,
                                        at: offset, end: end)
                            // As `prefixEnd(removing:in:puttingBack:isOwnNFD:)` answers for the
                            // cluster lastBoundary..<end: its last character starts at `offset`.
                            let putBack = ownNFD.start <= lastBoundary ? max(offset, lastBoundary) : -1
                            prefixLeft[end] = Int32(deletesCharacter ? putBack : lastBoundary)
                            previous = value
                            offset = end
                        }
                    }
                }
            }
        }
        return Reading(text: text, boundaries: boundaries, prefixLeft: prefixLeft)
    }

    /// The press at the end of the prefix cut at `caret`, when `caret` splits no surrogate pair:
    /// the system ICU's cluster rules decide a boundary from the text before it and the one
    /// character after it, so the prefix's last boundary before `caret` is the whole text's; the
    /// attribute at the prefix's end reads only the text before it.
    /// - Complexity: O(log n + length of the cluster).
    package func deleteBackward(atEndOfPrefix caret: UTF16Offset, of reading: Reading) -> TextEdit? {
        guard let cluster = Self.cluster(atEndOfPrefix: caret, of: reading) else { return nil }
        let left = Int(reading.prefixLeft[caret.rawValue])
        // Where the reading knows the prefix left, the press puts back the units before it.
        guard left >= 0 else { return Self.edit(removing: cluster, in: reading.text, puttingBack: true) }
        return left > cluster.lowerBound.rawValue
            ? TextEdit(range: cluster, replacement: reading.text[cluster.lowerBound..<UTF16Offset(left)]) : TextEdit(range: cluster)
    }

    /// - Complexity: O(1) where the reading knows it, else as
    ///   ``deleteBackward(atEndOfPrefix:of:)`` plus the normalization.
    @inline(__always)
    package func prefixLeft(atEndOfPrefix caret: UTF16Offset, of reading: Reading) -> UTF16Offset? {
        let left = reading.prefixLeft[caret.rawValue]
        return left >= 0 ? UTF16Offset(Int(left)) : Self.prefixLeftNormalizing(atEndOfPrefix: caret, of: reading)
    }

    /// ``prefixLeft(atEndOfPrefix:of:)`` where the reading does not know it: `caret` splits a
    /// pair, or the attribute is set there and the cluster is not known to be its own NFD.
    private static func prefixLeftNormalizing(atEndOfPrefix caret: UTF16Offset, of reading: Reading) -> UTF16Offset? {
        guard let cluster = cluster(atEndOfPrefix: caret, of: reading) else { return nil }
        return prefixLeft(removing: cluster, in: reading.text, puttingBack: true, isOwnNFD: isOwnNFD(cluster, in: reading.text))
    }

    /// The cluster before `caret` in the prefix cut there, when `caret` splits no surrogate pair.
    private static func cluster(atEndOfPrefix caret: UTF16Offset, of reading: Reading) -> Range<UTF16Offset>? {
        let units = reading.text.units
        let c = caret.rawValue
        if c < units.count && UTF16.isTrailSurrogate(units[c]) && UTF16.isLeadSurrogate(units[c - 1]) { return nil }
        // The last boundary before `caret`: the first at or after it is preceded by it.
        return reading.boundaries[reading.boundaries.partitionPoint { $0 < caret } - 1]..<caret
    }

    // ICU's UIndicSyllabicCategory numbers.
    static let virama = 31, vowelDependent = 34

    /// Pango's `!BACKSPACE_DELETES_CHARACTER(base)`.
    static func deletesWholeCluster(after base: UInt32) -> Bool {
        deletesWholeCluster(after: base, isEmoji: ICUProperties.isEmoji(base))
    }

    /// ``deletesWholeCluster(after:)`` given whether `base` is Emoji=Yes.
    @inline(__always) static func deletesWholeCluster(after base: UInt32, isEmoji: Bool) -> Bool {
        switch base {
        case 0x0020...0x02AF, 0x1E00...0x1EFF: return true // Latin
        case 0x0400...0x052F: return true // Cyrillic
        case 0x0370...0x03FF, 0x1F00...0x1FFF: return true // Greek
        case 0x3040...0x30FF: return true // Kana
        case 0xAC00...0xD7A3: return true // Hangul syllables
        case 0x2200...0x22FF: return true // mathematical operators
        default: return isEmoji
        }
    }

    /// `break-indic.c`: letters with a nukta and split vowel signs that have a decomposition.
    static func isIndicComposite(_ c: UInt32) -> Bool {
        guard c >= 0x0931 && c <= 0x0D4C else { return false }
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
        guard c >= 0x0622 && c <= 0x0655 else { return false }
        if c <= 0x0626 { return true }
        if previous == 0x0627, (0x0653...0x0655).contains(c) { return true }
        return c == 0x0654 && (previous == 0x0648 || previous == 0x064A)
    }
}
