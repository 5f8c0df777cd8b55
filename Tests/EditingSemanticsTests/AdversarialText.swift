import EditingSemantics
import EditingInvariants

/// Random texts over an alphabet chosen to stress every unit's rules: Devanagari conjunct parts,
/// Hangul jamo and syllables, regional indicators, emoji joiners and modifiers, tags, keycaps,
/// line ends and lone surrogates.
///
/// Each draw appends one "atom" (a scalar, or one lone surrogate unit). Two lone-surrogate atoms
/// are never placed lead-then-trail, so they stay lone rather than pairing into an arbitrary
/// supplementary code point whose properties could differ between Unicode versions.
enum AdversarialText {
    /// Named groups of scalars; a draw first picks a group, then a member, so small groups
    /// (ZWJ, keycap, CR) are as likely as large ones.
    static let groups: [(name: String, scalars: [UInt32])] = [
        ("Devanagari consonants", [0x0915, 0x0924, 0x0928, 0x092E, 0x0938, 0x0930, 0x0937, 0x091C, 0x0958]),
        ("Devanagari virama", [0x094D]),
        ("Devanagari matras", [0x093E, 0x093F, 0x0940, 0x0941, 0x0947, 0x0948, 0x094B]),
        ("Devanagari nukta", [0x093C]),
        ("Devanagari anusvara, candrabindu, visarga", [0x0902, 0x0901, 0x0903, 0x0900]),
        ("Hangul L", [0x1100, 0x1102, 0x1109, 0x110B, 0x1112]),
        ("Hangul V", [0x1161, 0x1165, 0x1169, 0x116E, 0x1175]),
        ("Hangul T", [0x11A8, 0x11AB, 0x11AF, 0x11B7, 0x11BC]),
        ("Hangul syllables", [0xAC00, 0xD55C, 0xD558, 0xAD6D, 0xB2E4]),
        ("regional indicators", [0x1F1F0, 0x1F1F7, 0x1F1FA, 0x1F1F8, 0x1F1EE]),
        ("ZWJ", [0x200D]),
        ("ZWNJ", [0x200C]),
        ("VS15, VS16", [0xFE0E, 0xFE0F]),
        ("tags", Array(0xE0020...0xE007F)),
        ("Fitzpatrick modifiers", Array(0x1F3FB...0x1F3FF)),
        ("keycap", [0x20E3]),
        ("CR", [0x0D]),
        ("LF", [0x0A]),
        ("emoji", [0x1F468, 0x1F469, 0x1F467, 0x2764, 0x1F44D, 0x1F3F4, 0x1F441, 0x1F5E8]),
        ("non-emoji pictograph", [0x2701]),
        ("ASCII", [0x61, 0x31, 0x23, 0x20]),
    ]

    /// Lone surrogate groups, drawn as often as one scalar group each.
    static let loneLeads = 0xD800...0xDBFF
    static let loneTrails = 0xDC00...0xDFFF

    /// A text of `atoms` atoms from `groups` (default: all) and the two lone-surrogate groups.
    static func make(atoms: Int, from groups: [(name: String, scalars: [UInt32])] = groups, using rng: inout SplitMix64) -> UTF16Text {
        var units: [UInt16] = []
        var drawn = 0
        while drawn < atoms {
            let group = rng.below(groups.count + 2)
            var atom: [UInt16]
            if group == groups.count {
                atom = [UInt16(rng.inRange(loneLeads))]
            } else if group == groups.count + 1 {
                atom = [UInt16(rng.inRange(loneTrails))]
            } else {
                atom = Array(String(Unicode.Scalar(rng.pick(groups[group].scalars))!).utf16)
            }
            if let last = units.last, UTF16.isLeadSurrogate(last), UTF16.isTrailSurrogate(atom[0]) { continue }
            units += atom
            drawn += 1
        }
        return UTF16Text(units: units)
    }

    /// `count` texts of 0 to `maxAtoms` atoms from `seed`; the same seed always gives the same texts.
    static func corpus(seed: UInt64, count: Int, maxAtoms: Int, from groups: [(name: String, scalars: [UInt32])] = groups) -> [UTF16Text] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in make(atoms: rng.inRange(0...maxAtoms), from: groups, using: &rng) }
    }

    /// The groups named `names`, for corpora focused on one family of rules.
    static func groups(named names: Set<String>) -> [(name: String, scalars: [UInt32])] {
        groups.filter { names.contains($0.name) }
    }
}
