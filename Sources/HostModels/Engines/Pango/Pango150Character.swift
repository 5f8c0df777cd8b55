import EditingSemantics

/// What Pango 1.50.12's `default_break` reads of one character, found once per character of
/// planes 0 and 1 into a table: one load per character where asking for each property is five.
struct Pango150Character {
    /// The grapheme class the character's General_Category gives it, before its context does.
    enum Kind: UInt16 {
        case other, controlCRLF, extend, zwj, prepend, spacingMark
        /// Regional indicator: odd or even by the run it ends.
        case regionalIndicator
        /// Lo or unassigned: in a Hangul syllable when its jamo type continues the previous one.
        case letter
    }

    /// The Hangul jamo type (Pango reads it from the line break classes JL, JV, JT, H2, H3), with
    /// the first and last jamo type of a syllable.
    enum Jamo: Int {
        case l = 0, v, t, lv, lvt, none
        var start: Int { switch self { case .lv, .lvt: Jamo.l.rawValue; default: rawValue } }
        var end: Int { switch self { case .lv: Jamo.v.rawValue; case .lvt: Jamo.t.rawValue; default: rawValue } }
    }

    private let bits: UInt16

    var kind: Kind { Kind(rawValue: bits & 0x7)! }
    var jamo: Jamo { Jamo(rawValue: Int(bits >> 3 & 0x7))! }
    var isExtendedPictographic: Bool { bits & 1 << 6 != 0 }
    /// General_Category Mn, Mc or Me: not a base for `backspace_deletes_character`.
    var isMark: Bool { bits & 1 << 7 != 0 }
    /// `!BACKSPACE_DELETES_CHARACTER` with this character as the base.
    var deletesWholeClusterAfter: Bool { bits & 1 << 8 != 0 }
    /// Indic_Syllabic_Category Virama or Vowel_Dependent.
    var isViramaOrDependentVowel: Bool { bits & 1 << 9 != 0 }
    /// ``PangoScript``'s raw value for the character: read with the rest, one load for both.
    var scriptRawValue: UInt8 { UInt8(truncatingIfNeeded: bits >> 10 & 0xF) }

    /// - Complexity: O(1); the first call fills the table.
    init(_ c: UInt32) { self = Self.table.withUnsafeBufferPointer { Pango150Character(c, in: $0) } }

    /// `c` read in `table`, which must be ``table`` (a loop reads it once rather than once a
    /// character).
    @inline(__always) init(_ c: UInt32, in table: UnsafeBufferPointer<UInt16>) {
        self = c < 0x20000 ? Pango150Character(bits: table[Int(c)]) : Self.reading(c)
    }

    private init(bits: UInt16) { self.bits = bits }

    /// The characters below U+20000.
    static let table: [UInt16] = (0..<UInt32(0x20000)).map { reading($0).bits }

    // ICU UCharCategory numbers.
    private static let unassigned = 0, modifierLetter = 4, otherLetter = 5, nonSpacingMark = 6, enclosingMark = 7,
        spacingMark = 8, lineSeparator = 13, paragraphSeparator = 14, control = 15, format = 16, surrogate = 18,
        modifierSymbol = 26, otherSymbol = 27
    // ICU UIndicSyllabicCategory numbers.
    private static let viramaCategory = 31, vowelDependentCategory = 34

    /// `c` read from the system ICU's properties: the reference for the table.
    static func reading(_ c: UInt32) -> Pango150Character {
        let type = ICUProperties.generalCategoryCode(c)
        let kind: Kind
        switch type {
        case format:
            if c == 0x200C { kind = .extend }
            else if c == 0x200D { kind = .zwj }
            else if isPrependFormat(c) { kind = .prepend }
            else if (0xE0020...0xE00FF).contains(c) { kind = .extend }
            else { kind = .controlCRLF }
        case control, lineSeparator, paragraphSeparator, surrogate:
            kind = .controlCRLF
        case unassigned where (0xFFF0...0xFFF8).contains(c) || (0xE0000...0xE0FFF).contains(c):
            kind = .controlCRLF
        case unassigned, otherLetter:
            kind = isPrependByIndicCategory(c) ? .prepend : .letter
        case modifierLetter:
            kind = (0xFF9E...0xFF9F).contains(c) ? .extend : .other
        case spacingMark:
            kind = isOtherGraphemeExtendMc(c) || (0x1D16E...0x1D172).contains(c) ? .extend : .spacingMark
        case enclosingMark, nonSpacingMark:
            kind = .extend
        case otherSymbol where (0x1F1E6...0x1F1FF).contains(c):
            kind = .regionalIndicator
        case modifierSymbol where (0x1F3FB...0x1F3FF).contains(c):
            kind = .extend
        default:
            kind = .other
        }
        let jamo: Jamo = switch ICUProperties.graphemeClusterBreak(c) {
        case .l: .l
        case .v: .v
        case .t: .t
        case .lv: .lv
        case .lvt: .lvt
        default: .none
        }
        let category = ICUProperties.indicSyllabicCategoryCode(c)
        var bits = kind.rawValue | UInt16(jamo.rawValue) << 3
        if ICUProperties.isExtendedPictographic(c) { bits |= 1 << 6 }
        if type == spacingMark || type == enclosingMark || type == nonSpacingMark { bits |= 1 << 7 }
        if Pango150BackspaceRule.deletesWholeCluster(after: c) { bits |= 1 << 8 }
        if category == viramaCategory || category == vowelDependentCategory { bits |= 1 << 9 }
        bits |= UInt16(PangoScript(c).rawValue) << 10
        return Pango150Character(bits: bits)
    }

    /// Format characters Pango 1.50 counts as Prepend.
    private static func isPrependFormat(_ c: UInt32) -> Bool {
        switch c {
        case 0x600...0x605, 0x6DD, 0x70F, 0x8E2, 0x110BD, 0x110CD: true
        default: false
        }
    }

    /// Mc characters Pango 1.50 counts as Other_Grapheme_Extend.
    private static func isOtherGraphemeExtendMc(_ c: UInt32) -> Bool {
        switch c {
        case 0x09BE, 0x09D7, 0x0B3E, 0x0B57, 0x0BBE, 0x0BD7, 0x0CC2, 0x0CD5, 0x0CD6, 0x0D3E, 0x0D57, 0x0DCF, 0x0DDF, 0x1D165: true
        default: false
        }
    }

    /// `_pango_is_Consonant_Preceding_Repha` or `_pango_is_Consonant_Prefixed` (pango-break-table.h, Unicode 15.0).
    private static func isPrependByIndicCategory(_ c: UInt32) -> Bool {
        switch c {
        case 0x0D4E, 0x11941, 0x11D46, 0x11F02, 0x111C2, 0x111C3, 0x1193F, 0x11A3A, 0x11A84...0x11A89: true
        default: false
        }
    }
}

extension Pango150Character: Equatable {}
