/// Qt's Indic syllables (`Tailored::indic_nextSyllableBoundary` and `indicAttributes`,
/// qt/qtbase@041a6c3ecab08035e46d82c649948cdc239a990c src/corelib/text/qunicodetools.cpp), which
/// replace the UAX #29 boundaries inside a Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil,
/// Telugu, Kannada, Malayalam or Sinhala script item. A syllable is
/// `(Consonant Nukta? Halant)* Consonant Matra? VowelMark? StressMark?`,
/// `(Consonant Nukta? Halant)* Consonant Halant`, or `IndependentVowel VowelMark? StressMark?`;
/// anything else is a syllable of one UTF-16 unit. Unlike UAX #29 this keeps conjuncts together
/// (Tamil pulli included) and breaks after a virama before anusvara or a mark of another block.
enum QtIndicSyllables {
    enum Form: Character {
        case invalid = ".", consonant = "C", nukta = "N", halant = "H", matra = "M", vowelMark = "V"
        case stressMark = "S", independentVowel = "I", lengthMark = "L", control = "Z", other = "O"
    }

    /// `indicForms`, U+0900 to U+0DFF, one letter per code point (`.` is Invalid or UnknownForm).
    static let rows: [String] = [
        ".VVVIIIIIIIIIIIIIIIIICCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC..NOMM", // U+0900
        "MMMMMMMMMMMMMH..OSSSS...CCCCCCCCIIVVOOOOOOOOOOOOOOOOOOOOOOOCCCCC", // U+0940
        ".VVV.IIIIIIII..II..IICCCCCCCCCCCCCCCCCCCC.CCCCCCC.C...CCCC..NOMM", // U+0980
        "MMMMM..MM..MMHC........V....CC.CIIVVOOOOOOOOOOOOCCOOOOOOOOOOOOOO", // U+09C0
        ".VVV.IIIIII....II..IICCCCCCCCCCCCCCCCCCCC.CCCCCCC.CC.CC.CC..NOMM", // U+0A00
        "MMM....MM..MMH...........CCCC.C.OO..OOOOOOOOOOOOSSCCOOOOOOOOOOOO", // U+0A40
        ".VVV.IIIIIIIII.III.IICCCCCCCCCCCCCCCCCCCC.CCCCCCC.CC.CCCCC..NOMM", // U+0A80
        "MMMMMM.MMM.MMH..O...............IIVVOOOOOOOOOOOOOOOOOOOOOOOOOOOO", // U+0AC0
        ".VVV.IIIIIIII..II..IICCCCCCCCCCCCCCCCCCCC.CCCCCCC.CC.CCCCC..NOMM", // U+0B00
        "MMMM...MM..MMH..O.....LL....CC.CII....OOOOOOOOOOOCOOOOOOOOOOOOOO", // U+0B40
        "..VO.IIIIII...III.IIIC...CC.C.CC...CC...CCC...CCCCCCCCCCCC....MM", // U+0B80
        "MMM...MMM.MMMH.........L..............OOOOOOOOOOOOOOOOOOOOOOOOOO", // U+0BC0
        ".VVV.IIIIIIII.III.IIICCCCCCCCCCCCCCCCCCCC.CCCCCCCCCC.CCCCC....MM", // U+0C00
        "MMMMM.MMM.MMMH.......LM.........II....OOOOOOOOOOOOOOOOOOOOOOOOOO", // U+0C40
        "..VV.IIIIIIII.III.IIICCCCCCCCCCCCCCCCCCCC.CCCCCCCCCC.CCCCC..NOMM", // U+0C80
        "MMMMM.MMM.MMMH.......LL.......C.IIVV..OOOOOOOOOOOOOOOOOOOOOOOOOO", // U+0CC0
        "..VV.IIIIIIII.III.IIICCCCCCCCCCCCCCCCCCCC.CCCCCCCCCCCCCCCC....MM", // U+0D00
        "MMMM..MMM.MMMH.........M........II....OOOOOOOOOOOOOOOOOOOOOOOOOO", // U+0D40
        "..VV.IIIIIIIIIIIIIIIIII...CCCCCCCCCCCCCCCCCCCCCCCC.CCCCCCCCC.C..", // U+0D80
        "CCCCCCC...H....MMMMMM.M.MMMMMMMM..................MMOOOOOOOOOOOO", // U+0DC0
    ]

    static let table: [Form] = rows.joined().map { Form(rawValue: $0)! }

    static func form(_ unit: UInt16) -> Form {
        guard (0x0900...0x0DFF).contains(unit) else {
            if unit == 0x25CC { return .consonant }
            if unit == 0x200C || unit == 0x200D { return .control }
            return .other
        }
        return table[Int(unit) - 0x0900]
    }

    /// The end of the syllable starting at `start` (`indic_nextSyllableBoundary`).
    static func syllableEnd(script: String, _ s: [UInt16], from start: Int, to end: Int) -> Int {
        var pos = 1
        var state = form(s[start])
        guard state == .consonant || state == .independentVowel else { return start + pos }
        func unit(_ i: Int) -> UInt16 { s[start + i] }
        scan: while pos < end - start {
            var newState = form(unit(pos))
            switch newState {
            case .control:
                newState = state
                if state == .halant && unit(pos) == 0x200D { break }
                if state == .consonant && script == "Beng" && unit(pos - 1) == 0x09B0 && unit(pos) == 0x200D { break }
                if state == .consonant && script == "Knda" && unit(pos - 1) == 0x0CB0 && unit(pos) == 0x200D { break }
                pos += 1
                break scan
            case .consonant:
                if state == .halant && (script != "Sinh" || unit(pos - 1) == 0x200D) { break }
                break scan
            case .halant:
                if state == .nukta || state == .consonant { break }
                if script == "Beng" && pos == 1 && (unit(0) == 0x0985 || unit(0) == 0x098F) { break }
                if script == "Sinh" && state == .matra {
                    pos += 1
                    continue scan
                }
                if script == "Mlym" && state == .matra && unit(pos - 1) == 0x0D41 {
                    pos += 1
                    continue scan
                }
                break scan
            case .nukta:
                if state == .consonant { break }
                break scan
            case .stressMark, .vowelMark, .matra:
                if newState == .stressMark && state == .vowelMark { break }
                if newState != .matra && (state == .matra || state == .lengthMark || state == .independentVowel) { break }
                if state == .consonant || state == .nukta { break }
                if state == .matra { break }
                if script == "Beng" && unit(pos) == 0x09BE && unit(pos - 1) == 0x0985 { break }
                if script == "Taml" && state == .matra {
                    if unit(pos - 1) == 0x0BC6 && (unit(pos) == 0x0BBE || unit(pos) == 0x0BD7) { break }
                    if unit(pos - 1) == 0x0BC7 && unit(pos) == 0x0BBE { break }
                }
                break scan
            case .lengthMark:
                if state == .matra { break }
                break scan
            case .independentVowel, .invalid, .other:
                break scan
            }
            state = newState
            pos += 1
        }
        return start + pos
    }

    /// `indicAttributes` over the item `range`.
    static func assign(script: String, _ s: [UInt16], _ range: Range<Int>, into attributes: inout [Bool]) {
        var i = range.lowerBound
        while i < range.upperBound {
            let boundary = min(syllableEnd(script: script, s, from: i, to: range.upperBound), range.upperBound)
            attributes[i] = true
            i += 1
            while i < boundary {
                attributes[i] = false
                i += 1
            }
        }
    }
}
