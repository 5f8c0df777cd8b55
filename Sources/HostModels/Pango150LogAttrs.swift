import EditingSemantics

/// The two `PangoLogAttr` fields GTK's editing reads, `is_cursor_position` and
/// `backspace_deletes_character`, as Pango 1.50.12 computes them for one paragraph
/// (GNOME/pango@1.50.12 pango/break.c, `default_break` then `pango_tailor_break` per script run).
///
/// Pango 1.50's grapheme rule is its own reading of UAX #29 from GLib's General_Category, not
/// the Grapheme_Cluster_Break property, and differs from newer Pango and ICU where that matters:
/// - no GB9c: a virama ends a cluster (क्ष is two stops);
/// - SpacingMark is every Mc, and nothing else: Thai SARA AM (U+0E33) and Lao AM (U+0EB3), being
///   Lo, start a cluster of their own; Myanmar AA (U+102C) joins its base;
/// - Prepend is only U+0600...U+0605, U+06DD, U+070F, U+08E2, U+110BD, U+110CD and
///   Indic_Syllabic_Category Consonant_Preceding_Repha / Consonant_Prefixed;
/// - `break-indic.c` (same in 1.50.12 and newer Pango) removes the stops on both sides of a ZWJ or
///   ZWNJ in Indic script runs (and after a virama that follows it), and joins Sinhala
///   consonant + AL-LAKUNA + ZWJ + consonant.
///
/// Properties come from the system ICU, whose Unicode 15.0 is the version of Pango 1.50.12's own
/// tables and of GLib 2.74's. Approximations: the whole text is one paragraph (GtkTextView lays
/// out one line at a time; the rules restart at each line, which moves no stop in the corpus),
/// and script runs split only where the script changes (Pango's items also split where the font
/// or the bidi level changes).
struct Pango150LogAttrs {
    /// One entry per position 0...scalars.count.
    var isCursorPosition: [Bool]
    var backspaceDeletesCharacter: [Bool]
    /// When asked for, one entry per position: `backspace_deletes_character` there in the text
    /// cut at that position, whose end is a cursor position; else empty. For
    /// ``Pango150BackspaceRule/deleteBackward(atEndOfPrefix:of:)``.
    var backspaceDeletesCharacterAtEnd: [Bool]

    // ICU UCharCategory numbers.
    private static let unassigned = 0, modifierLetter = 4, otherLetter = 5, nonSpacingMark = 6, enclosingMark = 7,
        spacingMark = 8, lineSeparator = 13, paragraphSeparator = 14, control = 15, format = 16, surrogate = 18,
        modifierSymbol = 26, otherSymbol = 27

    private enum GB { case other, controlCRLF, extend, zwj, riOdd, riEven, prepend, spacingMark, inHangulSyllable }
    /// Hangul jamo types; a syllable's first and last jamo type.
    private enum Jamo: Int {
        case l = 0, v, t, lv, lvt, none
        var start: Int { switch self { case .lv: Jamo.l.rawValue; case .lvt: Jamo.l.rawValue; default: rawValue } }
        var end: Int { switch self { case .lv: Jamo.v.rawValue; case .lvt: Jamo.t.rawValue; default: rawValue } }
    }

    /// The attributes of `scalars`, and ``backspaceDeletesCharacterAtEnd`` when
    /// `recordingEveryEnd`.
    /// - Complexity: O(n).
    init(_ scalars: [UInt32], recordingEveryEnd: Bool = false) {
        let n = scalars.count
        var cursor = [Bool](repeating: false, count: n + 1)
        var backspace = [Bool](repeating: false, count: n + 1)
        var atEnd = [Bool](repeating: false, count: recordingEveryEnd ? n + 1 : 0)
        var prevWC: UInt32 = 0
        var prevIsEP = false
        var prevGB = GB.other
        var metEP = false
        var prevJamo = Jamo.none
        var base: UInt32 = 0
        // Position n sees U+2029, Pango's assumed paragraph separator off the end.
        for i in 0...n {
            let wc = i < n ? scalars[i] : 0x2029
            let type = ICUProperties.generalCategoryCode(wc)
            let jamo = Self.jamo(wc)
            let makesHangulSyllable = jamo != .none && (prevJamo.end == jamo.start || prevJamo.end + 1 == jamo.start)
            let isEP = ICUProperties.isExtendedPictographic(wc)
            var gb = GB.other
            switch type {
            case Self.format:
                if wc == 0x200C { gb = .extend }
                else if wc == 0x200D { gb = .zwj }
                else if Self.isPrependFormat(wc) { gb = .prepend }
                else if (0xE0020...0xE00FF).contains(wc) { gb = .extend }
                else { gb = .controlCRLF }
            case Self.control, Self.lineSeparator, Self.paragraphSeparator, Self.surrogate:
                gb = .controlCRLF
            case Self.unassigned where (0xFFF0...0xFFF8).contains(wc) || (0xE0000...0xE0FFF).contains(wc):
                gb = .controlCRLF
            case Self.unassigned, Self.otherLetter:
                if makesHangulSyllable { gb = .inHangulSyllable }
                if Self.isPrependByIndicCategory(wc) { gb = .prepend }
            case Self.modifierLetter:
                if (0xFF9E...0xFF9F).contains(wc) { gb = .extend }
            case Self.spacingMark:
                gb = Self.isOtherGraphemeExtendMc(wc) || (0x1D16E...0x1D172).contains(wc) ? .extend : .spacingMark
            case Self.enclosingMark, Self.nonSpacingMark:
                gb = .extend
            case Self.otherSymbol where (0x1F1E6...0x1F1FF).contains(wc):
                gb = prevGB == .riOdd ? .riEven : .riOdd
            case Self.modifierSymbol where (0x1F3FB...0x1F3FF).contains(wc):
                gb = .extend
            default:
                break
            }
            // GB11 state, as Pango 1.50 keeps it.
            if metEP {
                metEP = gb == .extend
                    || (prevIsEP && gb == .zwj)
                    || (prevGB == .extend && gb == .zwj)
                    || (prevGB == .zwj && isEP)
            }
            var boundary = true // GB999
            if wc == 0x0A && prevWC == 0x0D { boundary = false } // GB3
            else if prevGB == .controlCRLF || gb == .controlCRLF { boundary = true } // GB4, GB5
            else if gb == .inHangulSyllable || gb == .extend || gb == .zwj || gb == .spacingMark { boundary = false } // GB6-8, GB9, GB9a
            else if prevGB == .prepend { boundary = false } // GB9b
            else if isEP { if prevGB == .zwj && metEP { boundary = false } } // GB11
            else if prevGB == .riOdd && gb == .riEven { boundary = false } // GB12, GB13
            if isEP { metEP = true }

            cursor[i] = boundary
            if boundary || recordingEveryEnd {
                var deletesCharacter = !Pango150BackspaceRule.deletesWholeCluster(after: base)
                let category = ICUProperties.indicSyllabicCategoryCode(prevWC)
                if category == Self.viramaCategory || category == Self.vowelDependentCategory { deletesCharacter = true }
                if boundary { backspace[i] = deletesCharacter }
                // At the end of the text cut here, U+2029 follows: always a boundary.
                if recordingEveryEnd { atEnd[i] = deletesCharacter }
            }
            prevGB = gb
            if wc != 0x20 { prevJamo = jamo } // not updated over a space (LB class SP)
            prevWC = wc
            prevIsEP = isEP
            if type != Self.spacingMark && type != Self.enclosingMark && type != Self.nonSpacingMark { base = wc }
        }
        cursor[0] = true // GB1
        cursor[n] = true // GB2
        isCursorPosition = cursor
        backspaceDeletesCharacter = backspace
        backspaceDeletesCharacterAtEnd = atEnd
        tailor(scalars)
    }

    // ICU UIndicSyllabicCategory numbers.
    private static let viramaCategory = 31, vowelDependentCategory = 34

    /// Format characters Pango 1.50 counts as Prepend.
    private static func isPrependFormat(_ wc: UInt32) -> Bool {
        switch wc {
        case 0x600...0x605, 0x6DD, 0x70F, 0x8E2, 0x110BD, 0x110CD: true
        default: false
        }
    }

    /// Mc characters Pango 1.50 counts as Other_Grapheme_Extend.
    private static func isOtherGraphemeExtendMc(_ wc: UInt32) -> Bool {
        switch wc {
        case 0x09BE, 0x09D7, 0x0B3E, 0x0B57, 0x0BBE, 0x0BD7, 0x0CC2, 0x0CD5, 0x0CD6, 0x0D3E, 0x0D57, 0x0DCF, 0x0DDF, 0x1D165: true
        default: false
        }
    }

    /// `_pango_is_Consonant_Preceding_Repha` or `_pango_is_Consonant_Prefixed` (pango-break-table.h, Unicode 15.0).
    private static func isPrependByIndicCategory(_ wc: UInt32) -> Bool {
        switch wc {
        case 0x0D4E, 0x11941, 0x11D46, 0x11F02, 0x111C2, 0x111C3, 0x1193F, 0x11A3A, 0x11A84...0x11A89: true
        default: false
        }
    }

    /// The Hangul jamo type (Pango reads it from the line break classes JL, JV, JT, H2, H3).
    private static func jamo(_ wc: UInt32) -> Jamo {
        switch ICUProperties.graphemeClusterBreak(wc) {
        case .l: .l
        case .v: .v
        case .t: .t
        case .lv: .lv
        case .lvt: .lvt
        default: .none
        }
    }

    // MARK: Tailoring (pango_tailor_break per script run)

    /// Whether a unit or scalar may start a tailoring: every tailoring below needs a ZWJ or ZWNJ,
    /// or a character of U+0600...U+0DFF.
    static func mayStartTailoring(_ c: UInt32) -> Bool { (0x0600...0x0DFF).contains(c) || c == 0x200C || c == 0x200D }

    /// Script runs as Pango's script iterator makes them: Common, Inherited and Unknown characters
    /// continue the run, and a leading run of them takes the first real script.
    static func scriptRuns(_ scalars: [UInt32]) -> [(range: Range<Int>, script: PangoScript)] {
        var runs: [(range: Range<Int>, script: PangoScript)] = []
        var start = 0, script = PangoScript.neutral
        for (i, c) in scalars.enumerated() {
            let next = PangoScript(c)
            if next == script || next == .neutral { continue }
            if script == .neutral { script = next; continue }
            runs.append((start..<i, script))
            start = i
            script = next
        }
        runs.append((start..<scalars.count, script))
        return runs
    }

    private mutating func tailor(_ scalars: [UInt32]) {
        guard scalars.contains(where: Self.mayStartTailoring) else { return }
        for run in Self.scriptRuns(scalars) {
            let startCursor = isCursorPosition[run.range.lowerBound]
            let startBackspace = backspaceDeletesCharacter[run.range.lowerBound]
            let tailored: Bool
            if run.script.isIndic {
                breakIndic(scalars, run.range, sinhala: run.script == .sinhala)
                tailored = true
            } else if run.script == .arabic {
                breakArabic(scalars, run.range)
                tailored = true
            } else {
                tailored = false
            }
            if tailored {
                backspaceDeletesCharacter[run.range.lowerBound] = startBackspace
                isCursorPosition[run.range.lowerBound] = isCursorPosition[run.range.lowerBound] || startCursor
            }
        }
    }

    /// `backspace_deletes_character` turned off after the item's position `p` (both arrays).
    private mutating func keepsCluster(after p: Int) {
        backspaceDeletesCharacter[p] = false
        if !backspaceDeletesCharacterAtEnd.isEmpty { backspaceDeletesCharacterAtEnd[p] = false }
    }

    /// `break_indic` (pango/break-indic.c) on the item `scalars[item]`.
    private mutating func breakIndic(_ scalars: [UInt32], _ item: Range<Int>, sinhala: Bool) {
        let offset = item.lowerBound, count = item.count
        var isConjunct = false
        for i in 0..<count {
            let this = scalars[offset + i], prev: UInt32 = i > 0 ? scalars[offset + i - 1] : 0
            let next: UInt32 = i + 1 < count ? scalars[offset + i + 1] : 0
            let nextNext: UInt32 = i + 2 < count ? scalars[offset + i + 2] : 0
            if PangoBackspaceRule.isIndicComposite(this) { keepsCluster(after: offset + i + 1) }
            if sinhala {
                if (this == 0x0DCA && next == 0x200D) || (this == 0x200D && next == 0x0DCA) {
                    notCursorPosition(i, scalars, item); notCursorPosition(i + 1, scalars, item); isConjunct = true
                } else if isConjunct && (prev == 0x200D || prev == 0x0DCA) && (0x0D9A...0x0DC6).contains(this) {
                    notCursorPosition(i, scalars, item); isConjunct = false
                } else if !isConjunct && prev == 0x0DCA && this != 0x200D {
                    isCursorPosition[offset + i] = true
                }
            } else if prev != 0 && (this == 0x200D || this == 0x200C) {
                notCursorPosition(i, scalars, item)
                if next != 0 {
                    notCursorPosition(i + 1, scalars, item)
                    if nextNext != 0 && Self.isVirama(next) { notCursorPosition(i + 2, scalars, item) }
                }
            }
        }
    }

    /// The viramas `break_indic` looks for after a joiner.
    private static func isVirama(_ c: UInt32) -> Bool {
        switch c {
        case 0x09CD, 0x0ACD, 0x094D, 0x0CCD, 0x0D4D, 0x0B4D, 0x0A4D, 0x0BCD, 0x0C4D: true
        default: false
        }
    }

    /// `not_cursor_position` at the item's position `p`: a mandatory break (after LF, VT, FF,
    /// NEL, U+2028, U+2029, or CR not before LF) keeps its stop.
    private mutating func notCursorPosition(_ p: Int, _ scalars: [UInt32], _ item: Range<Int>) {
        let offset = item.lowerBound
        guard offset + p < isCursorPosition.count else { return }
        if p > 0 {
            let before = scalars[offset + p - 1]
            let after: UInt32? = p < item.count ? scalars[offset + p] : nil
            switch before {
            case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: return
            case 0x0D where after != 0x0A: return
            default: break
            }
        }
        isCursorPosition[offset + p] = false
    }

    /// `break_arabic` (pango/break-arabic.c) on the item `scalars[item]`: no backspace-by-character
    /// after composite letters.
    private mutating func breakArabic(_ scalars: [UInt32], _ item: Range<Int>) {
        for i in item where PangoBackspaceRule.isArabicComposite(scalars[i], after: i > item.lowerBound ? scalars[i - 1] : nil) {
            keepsCluster(after: i + 1)
        }
    }
}
