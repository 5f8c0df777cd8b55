/// Qt's Thai grapheme boundaries: `Tailored::thaiAssignAttributes`
/// (qt/qtbase@041a6c3ecab08035e46d82c649948cdc239a990c src/corelib/text/qunicodetools.cpp) turns
/// the Thai script item into TIS-620 (`to_tis620`: up to U+00A0 as itself, U+0E01–U+0E5B as
/// 0xA1–0xFB, anything else 0xFF) and puts a boundary at the start of every libthai cell
/// (`th_next_cell`, tlwg/libthai@877a1560adb13998ff952b16b4d8f0307d002e6f src/thcell/thcell.c): a
/// cell goes on while the WTT 2.0 I/O rule says the next character composes with the one before
/// (`TACio_op == CP`, src/thctype/wtt.c), and, when SARA AM is decomposed, while SARA AM follows a
/// cell whose base is a consonant. Qt loads libthai at run time (`QLibrary("thai", 0)`); without
/// it the UAX #29 boundaries stand (not modelled: Debian's Qt finds libthai0).
enum QtThaiCells {
    /// WTT 2.0 character classes.
    enum WTT: Int {
        case ctrl, non, cons, lv, fv1, fv2, fv3, bv1, bv2, bd, tone, ad1, ad2, ad3, av1, av2, av3
    }

    /// `TACchtype_` for TIS-620 0xA0–0xFF (below 0xA0: CTRL under 0x20 and 0x7F–0x9F, else NON).
    static let upper: [WTT] = [
        .non, .cons, .cons, .cons, .cons, .cons, .cons, .cons,  // A0
        .cons, .cons, .cons, .cons, .cons, .cons, .cons, .cons,  // A8
        .cons, .cons, .cons, .cons, .cons, .cons, .cons, .cons,  // B0
        .cons, .cons, .cons, .cons, .cons, .cons, .cons, .cons,  // B8
        .cons, .cons, .cons, .cons, .fv3, .cons, .fv3, .cons,  // C0
        .cons, .cons, .cons, .cons, .cons, .cons, .cons, .non,  // C8
        .fv1, .av2, .fv1, .fv1, .av1, .av3, .av2, .av3,  // D0
        .bv1, .bv2, .bd, .non, .non, .non, .non, .non,  // D8
        .lv, .lv, .lv, .lv, .lv, .fv2, .non, .ad2,  // E0
        .tone, .tone, .tone, .tone, .ad1, .ad1, .ad3, .non,  // E8
        .non, .non, .non, .non, .non, .non, .non, .non,  // F0
        .non, .non, .non, .non, .non, .non, .non, .ctrl,  // F8
    ]

    static func wtt(_ byte: UInt8) -> WTT {
        if byte >= 0xA0 { return upper[Int(byte) - 0xA0] }
        return byte < 0x20 || byte >= 0x7F ? .ctrl : .non
    }

    /// The columns of `TACio_op_` that give CP (compose) for each leading class; every other pair
    /// accepts, rejects or swaps, and ends the cell.
    static func composes(_ first: WTT, _ second: WTT) -> Bool {
        switch first {
        case .cons: return second.rawValue >= WTT.bv1.rawValue
        case .bv1, .av1: return second == .tone || second == .ad1
        case .bv2, .av2: return second == .tone
        case .av3: return second == .tone || second == .ad2
        default: return false
        }
    }

    static func tis620(_ unit: UInt16) -> UInt8 {
        if unit <= 0xA0 { return UInt8(unit) }
        if (0x0E01...0x0E5B).contains(unit) { return UInt8(unit - 0x0E00 + 0xA0) }
        return 0xFF
    }

    static let saraAm: UInt8 = 0xD3

    /// The length of the cell starting at `s[start]` (`th_next_cell`).
    static func cellLength(_ s: [UInt8], from start: Int, decomposeSaraAm: Bool) -> Int {
        var i = start
        var base: UInt8 = 0
        repeat {
            // th_chlevel 0 characters are the cell's base, unless SARA AM is taken apart.
            if isLevelZero(s[i]) && !(decomposeSaraAm && s[i] == saraAm) { base = s[i] }
            i += 1
        } while i < s.count && (composes(wtt(s[i - 1]), wtt(s[i]))
                                 || (decomposeSaraAm && s[i] == saraAm && wtt(base) == .cons))
        return i - start
    }

    /// Whether libthai's `th_chlevel` is 0 (a base): not a vowel above or below, tone or sign.
    static func isLevelZero(_ c: UInt8) -> Bool {
        switch wtt(c) {
        case .bv1, .bv2, .bd, .tone, .ad1, .ad2, .ad3, .av1, .av2, .av3: false
        default: true
        }
    }

    static func assign(_ units: [UInt16], _ range: Range<Int>, decomposeSaraAm: Bool, into attributes: inout [Bool]) {
        let bytes = units[range].map(tis620)
        var i = 0
        while i < bytes.count {
            let length = cellLength(bytes, from: i, decomposeSaraAm: decomposeSaraAm)
            attributes[range.lowerBound + i] = true
            for j in 1..<max(1, length) { attributes[range.lowerBound + i + j] = false }
            i += length
        }
    }
}
