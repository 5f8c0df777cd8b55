import EditingSemantics
import EditingSupport

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
    /// When the text may be tailored (some scalar ``mayStartTailoring(_:)``) and holds a scalar of
    /// a real script, the first such scalar's index and script: the script of the leading run.
    private(set) var firstRealScriptWhenTailored: (index: Int, script: PangoScript)?

    private enum GB { case other, controlCRLF, extend, zwj, riOdd, riEven, prepend, spacingMark, inHangulSyllable }

    /// The attributes of `scalars`, and ``backspaceDeletesCharacterAtEnd`` when
    /// `recordingEveryEnd`.
    /// - Complexity: O(n).
    init(_ scalars: [UInt32], recordingEveryEnd: Bool = false) {
        let n = scalars.count
        var cursorArray = [Bool](filledWith: false, count: n + 1)
        var backspaceArray = [Bool](filledWith: false, count: n + 1)
        var atEndArray = [Bool](filledWith: false, count: recordingEveryEnd ? n + 1 : 0)
        var scripts = ScriptRuns()
        // Written through buffers: this loop is most of the cost of reading a whole text.
        cursorArray.withUnsafeMutableBufferPointer { cursor in
            backspaceArray.withUnsafeMutableBufferPointer { backspace in
                atEndArray.withUnsafeMutableBufferPointer { atEnd in
                    Pango150Character.table.withUnsafeBufferPointer { table in
                        Self.defaultBreak(scalars, table: table, cursor: cursor, backspace: backspace, atEnd: atEnd, scripts: &scripts)
                    }
                }
            }
        }
        isCursorPosition = cursorArray
        backspaceDeletesCharacter = backspaceArray
        backspaceDeletesCharacterAtEnd = atEndArray
        if scripts.mayBeTailored { tailor(scalars, scripts) }
    }

    /// Script runs as Pango's script iterator makes them, found in ``defaultBreak``'s pass:
    /// Common, Inherited and Unknown characters continue the run, and a leading run of them takes
    /// the first real script.
    private struct ScriptRuns {
        /// The runs before the last, which starts at ``start``.
        var closed: [(range: Range<Int>, script: PangoScript)] = []
        var start = 0
        var script = PangoScript.neutral.rawValue
        /// The index of the first scalar of a real script.
        var firstReal: Int?
        /// Whether some scalar ``mayStartTailoring(_:)``.
        var mayBeTailored = false

        /// Reads the scalar at `i`, of script `next` (a raw value).
        @inline(__always) mutating func read(_ next: UInt8, at i: Int) {
            if next == script || next == PangoScript.neutral.rawValue { return }
            if script == PangoScript.neutral.rawValue {
                script = next
                firstReal = i
                return
            }
            closed.append((start..<i, PangoScript(rawValue: script)!))
            start = i
            script = next
        }

        /// Every run of the `count` scalars read.
        func runs(count: Int) -> [(range: Range<Int>, script: PangoScript)] {
            closed + [(start..<count, PangoScript(rawValue: script)!)]
        }
    }

    /// `default_break`'s two attributes of `scalars` into `cursor` and `backspace` (n + 1 entries
    /// each), and into `atEnd` unless it is empty the attribute at the end of each prefix.
    private static func defaultBreak(_ scalars: [UInt32], table: UnsafeBufferPointer<UInt16>, cursor: UnsafeMutableBufferPointer<Bool>,
                                     backspace: UnsafeMutableBufferPointer<Bool>, atEnd: UnsafeMutableBufferPointer<Bool>,
                                     scripts: inout ScriptRuns) {
        let n = scalars.count
        let recordingEveryEnd = !atEnd.isEmpty
        var prevWC: UInt32 = 0
        var prev = Pango150Character(prevWC, in: table)
        var prevGB = GB.other
        var metEP = false
        var prevJamo = Pango150Character.Jamo.none
        var base = Pango150Character(0, in: table)
        // Position n sees U+2029, Pango's assumed paragraph separator off the end.
        for i in 0...n {
            let wc = i < n ? scalars[i] : 0x2029
            let character = Pango150Character(wc, in: table)
            if i < n {
                scripts.read(character.scriptRawValue, at: i)
                scripts.mayBeTailored = scripts.mayBeTailored || mayStartTailoring(wc)
            }
            let jamo = character.jamo
            let isEP = character.isExtendedPictographic
            let gb: GB
            switch character.kind {
            case .other: gb = .other
            case .controlCRLF: gb = .controlCRLF
            case .extend: gb = .extend
            case .zwj: gb = .zwj
            case .prepend: gb = .prepend
            case .spacingMark: gb = .spacingMark
            case .regionalIndicator: gb = prevGB == .riOdd ? .riEven : .riOdd
            case .letter:
                let makesHangulSyllable = jamo != .none && (prevJamo.end == jamo.start || prevJamo.end + 1 == jamo.start)
                gb = makesHangulSyllable ? .inHangulSyllable : .other
            }
            // GB11 state, as Pango 1.50 keeps it.
            if metEP {
                metEP = gb == .extend
                    || (prev.isExtendedPictographic && gb == .zwj)
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
                let deletesCharacter = !base.deletesWholeClusterAfter || prev.isViramaOrDependentVowel
                if boundary { backspace[i] = deletesCharacter }
                // At the end of the text cut here, U+2029 follows: always a boundary.
                if recordingEveryEnd { atEnd[i] = deletesCharacter }
            }
            prevGB = gb
            if wc != 0x20 { prevJamo = jamo } // not updated over a space (LB class SP)
            prevWC = wc
            prev = character
            if !character.isMark { base = character }
        }
        cursor[0] = true // GB1
        cursor[n] = true // GB2
    }

    // MARK: Tailoring (pango_tailor_break per script run)

    /// Whether a unit or scalar may start a tailoring: every tailoring below needs a ZWJ or ZWNJ,
    /// or a character of U+0600...U+0DFF.
    @inline(__always) static func mayStartTailoring(_ c: UInt32) -> Bool { c &- 0x0600 < 0x0800 || c == 0x200C || c == 0x200D }

    private mutating func tailor(_ scalars: [UInt32], _ scripts: ScriptRuns) {
        let runs = scripts.runs(count: scalars.count)
        if let firstReal = scripts.firstReal { firstRealScriptWhenTailored = (firstReal, runs[0].script) }
        for run in runs {
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
