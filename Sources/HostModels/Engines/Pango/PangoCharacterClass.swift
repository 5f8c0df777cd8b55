import EditingSemantics

/// What ``PangoBackspaceRule`` reads of one character, packed in 16 bits: whether it is a mark,
/// how it sets Pango's `backspace_deletes_character` attribute, whether a range holding it can be
/// its own NFD, and its combining class. Read from one table for planes 0 and 1, so a forward
/// reading makes one load per character there rather than a property lookup, three range tests
/// and a decomposition-table lookup.
struct PangoCharacterClass {
    let bits: UInt16

    /// General category Mn, Mc or Me: not the base Pango looks back to.
    static let mark: UInt16 = 1 << 0
    /// ``PangoBackspaceRule/deletesWholeCluster(after:)`` as the base of the cluster.
    static let deletesWholeClusterAsBase: UInt16 = 1 << 1
    /// A virama or dependent vowel: the attribute is set after it.
    static let setsAttribute: UInt16 = 1 << 2
    /// ``PangoBackspaceRule/isIndicComposite(_:)``: the attribute is cleared after it.
    static let indicComposite: UInt16 = 1 << 3
    /// U+0622...U+0655, where ``PangoBackspaceRule/isArabicComposite(_:after:)`` also reads the
    /// character before.
    static let arabicCompositeRange: UInt16 = 1 << 4
    /// Not its own NFD, or beyond ``CanonicalDecomposition``'s table: no range that holds it is
    /// known to be its own NFD.
    static let notKnownOwnNFD: UInt16 = 1 << 5

    var isMark: Bool { bits & Self.mark != 0 }
    var combiningClass: Int { Int(bits >> 8) }

    /// The class of `c`, from the functions it packs.
    init(_ c: UInt32) {
        let properties = ICUProperties.CodePointProperties(c)
        var bits = UInt16(properties.combiningClass) << 8
        if properties.isMark { bits |= Self.mark }
        if PangoBackspaceRule.deletesWholeCluster(after: c, isEmoji: properties.isEmoji) { bits |= Self.deletesWholeClusterAsBase }
        let category = properties.indicSyllabicCategoryCode
        if category == PangoBackspaceRule.virama || category == PangoBackspaceRule.vowelDependent { bits |= Self.setsAttribute }
        if PangoBackspaceRule.isIndicComposite(c) { bits |= Self.indicComposite }
        if (0x0622...0x0655).contains(c) { bits |= Self.arabicCompositeRange }
        if CanonicalDecomposition.decomposesAlone(c) != false { bits |= Self.notKnownOwnNFD }
        self.bits = bits
    }

    /// The class of every code point of planes 0 and 1 (scripts, symbols, emoji; lone
    /// surrogates included), indexed by it.
    static let planesZeroAndOne: [PangoCharacterClass] = (0..<UInt32(0x20000)).map(PangoCharacterClass.init)
}
