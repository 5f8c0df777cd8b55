/// Qt's syllable state machines for Tibetan, Myanmar and Khmer (`Tailored::tibetanAttributes`,
/// `myanmarAttributes`, `khmerAttributes` with their `*_nextSyllableBoundary`,
/// qt/qtbase@041a6c3ecab08035e46d82c649948cdc239a990c src/corelib/text/qunicodetools.cpp). Each
/// replaces the UAX #29 boundaries inside its script item with a boundary at every syllable start.
/// They read UTF-16 units; the state tables are Qt's, transcribed.
enum QtSyllableMachines {
    /// Marks a boundary at every syllable start of `range`, syllables being cut by `end(start)`.
    static func assign(_ range: Range<Int>, into attributes: inout [Bool], end: (Int) -> Int) {
        var i = range.lowerBound
        while i < range.upperBound {
            let boundary = min(max(end(i), i + 1), range.upperBound)
            attributes[i] = true
            i += 1
            while i < boundary {
                attributes[i] = false
                i += 1
            }
        }
    }

    // MARK: Tibetan

    enum TibetanForm { case other, headConsonant, subjoinedConsonant, subjoinedVowel, vowel }

    static func tibetanForm(_ c: UInt16) -> TibetanForm {
        switch c {
        case 0x0F40...0x0F6B: .headConsonant
        case 0x0F71...0x0F87: .vowel
        case 0x0F90...0x0FBC: .subjoinedConsonant
        default: .other
        }
    }

    static func tibetanSyllableEnd(_ s: [UInt16], from start: Int, to end: Int) -> Int {
        var pos = 1
        var state = tibetanForm(s[start])
        guard state == .headConsonant else { return start + pos }
        scan: while pos < end - start {
            let next = tibetanForm(s[start + pos])
            switch next {
            case .subjoinedConsonant, .subjoinedVowel:
                guard state == .headConsonant || state == .subjoinedConsonant else { break scan }
                state = next
            case .vowel:
                guard state == .headConsonant || state == .subjoinedConsonant || state == .subjoinedVowel else { break scan }
            case .other, .headConsonant:
                break scan
            }
            pos += 1
        }
        return start + pos
    }

    static func assignTibetan(_ s: [UInt16], _ range: Range<Int>, into attributes: inout [Bool]) {
        assign(range, into: &attributes) { tibetanSyllableEnd(s, from: $0, to: range.upperBound) }
    }

    // MARK: Myanmar

    /// `mymrCharClasses` for U+1000–U+105F as class numbers (0 reserved, 1 c1, 2 c2, 3 nga, 4 ya,
    /// 5 ra, 6 wa, 7 ha, 8 independent vowel, 10 virama, 11 dl, 12 db, 13 da, 14 dr, 15 sa,
    /// 16 sb, 17 sp); ZWNJ is 9 and ZWJ 18.
    static let myanmarClasses: [Int] = [
        1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1,  // 1000
        1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 5, 1, 6, 1, 7,  // 1010
        2, 2, 0, 8, 8, 8, 8, 8, 0, 8, 8, 0, 14, 13, 13, 12,  // 1020
        12, 11, 13, 0, 0, 0, 15, 16, 17, 10, 0, 0, 0, 0, 0, 0,  // 1030
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 1040
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,  // 1050
    ]

    static func myanmarClass(_ c: UInt16) -> Int {
        if c == 0x200D { return 18 }
        if c == 0x200C { return 9 }
        guard (0x1000...0x105F).contains(c) else { return 0 }
        return myanmarClasses[Int(c) - 0x1000]
    }

    /// `mymrStateTable`: rows are states, columns classes 0–18.
    static let myanmarStates: [[Int]] = [
        [1, 4, 4, 2, 4, 4, 4, 4, 24, 1, 27, 17, 18, 19, 20, 21, 1, 1, 4],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 3, 17, 18, 19, 20, 21, -1, -1, 4],
        [-1, 4, 4, 4, 4, 4, 4, 4, -1, 23, -1, -1, -1, -1, -1, -1, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 5, 17, 18, 19, 20, 21, 1, 1, -1],
        [-2, 6, -2, -2, 7, 8, 9, 10, -2, 23, -2, -2, -2, -2, -2, -2, -2, -2, -2],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 25, 17, 18, 19, 20, 21, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 12, 17, 18, 19, 20, 21, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 12, 17, 18, 19, 20, 21, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 12, 17, 18, 19, 20, 21, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17, 18, 19, 20, 21, -1, -1, -1],
        [-1, -1, -1, -1, 7, 8, 9, 10, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1],
        [-2, -2, -2, -2, -2, -2, 13, 14, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 15, 17, 18, 19, 20, 21, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17, 18, 19, 20, 21, -1, -1, -1],
        [-2, -2, -2, -2, -2, -2, -2, 16, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 17, 18, 19, 20, 21, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 20, 21, 1, 1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 19, -1, 21, 1, 1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, 1, 1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 22, -1, -1, -1, -1, -1, 1, 1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, 1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, 23, -1, -1, -1, -1, -1, -1, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, 1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, -1],
        [-2, -2, -2, -2, 26, 26, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2, -2],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 12, 17, 18, 19, 20, 21, -1, 1, -1],
        [-1, 6, -1, -1, 7, 8, 9, 10, -1, 23, -1, -1, -1, -1, -1, -1, -1, -1, -1],
    ]

    static func myanmarSyllableEnd(_ s: [UInt16], from start: Int, to end: Int) -> Int {
        var state = 0
        var pos = start
        while pos < end {
            state = myanmarStates[state][myanmarClass(s[pos])]
            if state < 0 {
                if state < -1 { pos -= 1 }
                break
            }
            pos += 1
        }
        return pos
    }

    static func assignMyanmar(_ s: [UInt16], _ range: Range<Int>, into attributes: inout [Bool]) {
        assign(range, into: &attributes) { myanmarSyllableEnd(s, from: $0, to: range.upperBound) }
    }

    // MARK: Khmer

    /// `khmerCharClasses` for U+1780–U+17DF as class numbers (0 reserved, 1 c1, 2 c2, 3 c3,
    /// 5 consonant shifter, 6 robat, 7 coeng, 8 dependent vowel, 9 sign above, 10 sign after);
    /// ZWNJ is 4 and ZWJ 11.
    static let khmerClasses: [Int] = [
        1, 1, 1, 3, 1, 1, 1, 1, 3, 1, 1, 1, 1, 3, 1, 1,  // 1780
        1, 1, 1, 1, 3, 1, 1, 1, 1, 3, 2, 1, 1, 1, 3, 3,  // 1790
        1, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,  // 17A0
        1, 1, 1, 1, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8,  // 17B0
        8, 8, 8, 8, 8, 8, 9, 10, 10, 5, 5, 9, 6, 9, 9, 9,  // 17C0
        9, 9, 7, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0,  // 17D0
    ]

    static func khmerClass(_ c: UInt16) -> Int {
        if c == 0x200D { return 11 }
        if c == 0x200C { return 4 }
        guard (0x1780...0x17DF).contains(c) else { return 0 }
        return khmerClasses[Int(c) - 0x1780]
    }

    /// `khmerStateTable`: rows are states, columns classes 0–11.
    static let khmerStates: [[Int]] = [
        [1, 2, 2, 2, 1, 1, 1, 6, 1, 1, 1, 2],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1],
        [-1, -1, -1, -1, 3, 4, 5, 6, 16, 17, 1, -1],
        [-1, -1, -1, -1, -1, 4, -1, -1, 16, -1, -1, -1],
        [-1, -1, -1, -1, 15, -1, -1, 6, 16, 17, 1, 14],
        [-1, -1, -1, -1, -1, -1, -1, -1, 20, -1, 1, -1],
        [-1, 7, 8, 9, -1, -1, -1, -1, -1, -1, -1, -1],
        [-1, -1, -1, -1, 12, 13, -1, 10, 16, 17, 1, 14],
        [-1, -1, -1, -1, 12, 13, -1, -1, 16, 17, 1, 14],
        [-1, -1, -1, -1, 12, 13, -1, 10, 16, 17, 1, 14],
        [-1, 11, 11, 11, -1, -1, -1, -1, -1, -1, -1, -1],
        [-1, -1, -1, -1, 15, -1, -1, -1, 16, 17, 1, 14],
        [-1, -1, -1, -1, -1, 13, -1, -1, 16, -1, -1, -1],
        [-1, -1, -1, -1, 15, -1, -1, -1, 16, 17, 1, 14],
        [-1, -1, -1, -1, -1, -1, -1, -1, 16, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, 16, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, 17, 1, 18],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, 18],
        [-1, -1, -1, -1, -1, -1, -1, 19, -1, -1, -1, -1],
        [-1, 1, -1, 1, -1, -1, -1, -1, -1, -1, -1, -1],
        [-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 1, -1],
    ]

    static func khmerSyllableEnd(_ s: [UInt16], from start: Int, to end: Int) -> Int {
        var state = 0
        var pos = start
        while pos < end {
            state = khmerStates[state][khmerClass(s[pos])]
            if state < 0 { break }
            pos += 1
        }
        return pos
    }

    static func assignKhmer(_ s: [UInt16], _ range: Range<Int>, into attributes: inout [Bool]) {
        assign(range, into: &attributes) { khmerSyllableEnd(s, from: $0, to: range.upperBound) }
    }
}
