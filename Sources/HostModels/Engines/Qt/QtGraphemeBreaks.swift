import EditingSemantics
import EditingSupport

/// Qt's grapheme boundaries of one laid-out string (a QTextLayout's text: a QLineEdit's display
/// text, or one QTextDocument block), as `QUnicodeTools::initCharAttributes` computes them with
/// `GraphemeBreaks`: first Qt's own UAX #29 pass (`getGraphemeBreaks`: the pair table of GB3–GB9b,
/// a small state machine for GB11, GB12 and GB13, and no GB9c), then, for every script item whose
/// script has a tailoring (`Tailored::charAttributeFunction`), the tailoring's own syllables, which
/// replace the UAX #29 boundaries inside the item: Indic syllables for Devanagari through Sinhala,
/// libthai cells for Thai, and state machines for Tibetan, Myanmar and Khmer.
///
/// A port written from reading qt/qtbase@041a6c3ecab08035e46d82c649948cdc239a990c
/// src/corelib/text/qunicodetools.cpp. Properties (Grapheme_Cluster_Break, Extended_Pictographic,
/// Script, General_Category) come from the system ICU, not from Qt's tables.
/// Script items follow `QUnicodeTools::initScripts` (Common and Inherited characters join the run
/// they stand in, a leading Common run joins the first real script, and a mark never starts a new
/// run); QTextEngine's further splits of items (bidi levels, tabs, format changes) are left out.
package struct QtGraphemeBreaks: Sendable {
    /// Whether libthai's cells take SARA AM as NIKHAHIT + SARA AA (`th_next_cell(..., is_decomp_am)`):
    /// then กำ is one cell; without it, SARA AM starts its own cell.
    package var thaiDecomposesSaraAm: Bool

    /// Whether emoji in colour presentation (``QtColourEmoji``) are script items of their own, out
    /// of reach of the tailorings, as in Qt 6.11 and 6.12 (observed: in क😀क and क©️क the emoji is
    /// one stop there, while Qt 5.15 and 6.4 stop between its surrogates or before its VS16).
    package var emojiItemsUntailored: Bool

    package init(thaiDecomposesSaraAm: Bool = true, emojiItemsUntailored: Bool = false) {
        self.thaiDecomposesSaraAm = thaiDecomposesSaraAm
        self.emojiItemsUntailored = emojiItemsUntailored
    }

    /// Whether each offset `0...units.count` is a grapheme boundary (0 and the end always are).
    /// The tailorings read UTF-16 units, so inside a tailored item a supplementary character gets
    /// a boundary between its surrogates, and Qt's caret stops there: in कि😀 the stops are
    /// 0, 2, 3, 4 (observed with Qt 6.4.2, QLineEdit and QTextEdit).
    package func boundaries(_ units: [UInt16]) -> [Bool] {
        let length = units.count
        var attributes = [Bool](filledWith: false, count: length + 1)
        guard length > 0 else {
            attributes[0] = true
            return attributes
        }
        units.withUnsafeBufferPointer { Self.uax29($0, into: &attributes) }
        if units.contains(where: { QtScriptItems.mayBeTailored($0) }) {
            let base = attributes
            for item in QtScriptItems.items(units) {
                let slice = item.range
                switch item.tailoring {
                case .indic(let script): QtIndicSyllables.assign(script: script, units, slice, into: &attributes)
                case .thai: QtThaiCells.assign(units, slice, decomposeSaraAm: thaiDecomposesSaraAm, into: &attributes)
                case .tibetan: QtSyllableMachines.assignTibetan(units, slice, into: &attributes)
                case .myanmar: QtSyllableMachines.assignMyanmar(units, slice, into: &attributes)
                case .khmer: QtSyllableMachines.assignKhmer(units, slice, into: &attributes)
                case nil: break
                }
            }
            if emojiItemsUntailored { Self.restoreColourEmoji(units, base, into: &attributes) }
        }
        attributes[0] = true
        attributes[length] = true
        return attributes
    }

    /// Sets `attributes` to ``boundaries(_:)`` of `units` and returns true when no script item of
    /// `units` can be tailored; else returns false. Then every boundary comes from the UAX #29
    /// pass, which reads the text forward one code point at a time: a prefix of `units` cut at a
    /// scalar boundary has the same boundaries before its end.
    /// - Complexity: O(n), without allocating when `attributes` has the capacity.
    func untailoredBoundaries(_ units: UnsafeBufferPointer<UInt16>, into attributes: inout [Bool]) -> Bool {
        guard !units.contains(where: { QtScriptItems.mayBeTailored($0) }) else { return false }
        attributes.removeAll(keepingCapacity: true)
        attributes.append(contentsOf: repeatElement(false, count: units.count + 1))
        Self.uax29(units, into: &attributes)
        attributes[0] = true
        attributes[units.count] = true
        return true
    }

    /// Puts back the UAX #29 boundaries of every cluster that opens with a colour emoji.
    static func restoreColourEmoji(_ units: [UInt16], _ base: [Bool], into attributes: inout [Bool]) {
        var start = 0
        while start < units.count {
            var end = start + 1
            while end < units.count && !base[end] { end += 1 }
            if QtColourEmoji.opens(UTF16Text(units: units[start..<end])) {
                attributes[start] = true
                for i in (start + 1)..<end { attributes[i] = false }
                attributes[end] = true
            }
            start = end
        }
    }

    // MARK: Qt's UAX #29 pass

    /// Qt's GraphemeBreakClass.
    enum Class: Int {
        case any, cr, lf, control, extend, zwj, regionalIndicator, prepend, spacingMark, l, v, t, lv, lvt, extendedPictographic
    }

    static func qtClass(_ c: UInt32) -> Class {
        switch ICUProperties.graphemeClusterBreak(c) {
        case .cr: return .cr
        case .lf: return .lf
        case .control: return .control
        case .extend: return .extend
        case .zwj: return .zwj
        case .regionalIndicator: return .regionalIndicator
        case .prepend: return .prepend
        case .spacingMark: return .spacingMark
        case .l: return .l
        case .v: return .v
        case .t: return .t
        case .lv: return .lv
        case .lvt: return .lvt
        case .eModifier: return .extend
        default: return ICUProperties.isExtendedPictographic(c) ? .extendedPictographic : .any
        }
    }

    /// `GB::breakTable`: whether there is no break between the two classes.
    /// - Complexity: O(1), without allocating (it runs once per code point of every line).
    static func joins(_ first: Class, _ second: Class) -> Bool {
        let gb9 = second == .extend || second == .spacingMark || second == .zwj
        switch first {
        case .cr: return second == .lf
        case .lf, .control: return false
        case .prepend: return second != .cr && second != .lf && second != .control
        case .l: return gb9 || second == .l || second == .v || second == .lv || second == .lvt
        case .v, .lv: return gb9 || second == .v || second == .t
        case .t, .lvt: return gb9 || second == .t
        default: return gb9
        }
    }

    private enum State { case normal, extPicExtend, extPicZWJ, regionalIndicator }

    /// `getGraphemeBreaks`, one code point at a time from the start (a lone surrogate is a code
    /// point of its own).
    static func uax29(_ units: UnsafeBufferPointer<UInt16>, into attributes: inout [Bool]) {
        var previous = Class.lf  // GB1
        var state = State.normal
        var i = 0
        while i < units.count {
            let position = i
            var c = UInt32(units[i])
            if UTF16.isLeadSurrogate(units[i]), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
                c = 0x10000 + ((c - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                i += 1
            }
            let current = qtClass(c)
            var shouldBreak = !joins(previous, current)
            var handled = false
            switch state {
            case .normal: break
            case .extPicExtend:
                if current == .extend {
                    handled = true
                } else if current == .zwj {
                    state = .extPicZWJ
                    handled = true
                } else {
                    state = .normal
                }
            case .extPicZWJ:
                if current == .extendedPictographic {
                    shouldBreak = false
                    handled = true
                }
                state = .normal
            case .regionalIndicator:
                if current == .regionalIndicator {
                    shouldBreak = false
                    handled = true
                }
                state = .normal
            }
            if !handled {
                if previous == .extendedPictographic {
                    if current == .extend { state = .extPicExtend } else if current == .zwj { state = .extPicZWJ }
                } else if current == .regionalIndicator {
                    state = .regionalIndicator
                }
            }
            if shouldBreak { attributes[position] = true }
            previous = current
            i += 1
        }
    }
}
