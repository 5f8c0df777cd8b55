/// The keys of the standard 2-set (두벌식, KS X 5002) Korean keyboard: each key types one jamo;
/// a compound vowel or final consonant is two keys, a doubled consonant (ㄲ ㄸ ㅃ ㅆ ㅉ) one
/// shifted key. A composing keyboard's Backspace takes back the last key typed.
extension HangulSyllable {
    /// Compound vowels and finals that 2-set types as two keys, mapped to their first key:
    /// libhangul's default combination table (libhangul/libhangul@285e92d7
    /// data/keyboards/hangul-combination-default.xml, the entries whose parts are both unshifted
    /// keys), the same as HeliBoard's `COMBINATION_TABLE_DUBEOLSIK` (Helium314/HeliBoard@267ffbf9
    /// app/src/main/java/helium314/keyboard/event/HangulCombiner.kt).
    package static let twoSetCompoundFirstKey: [UInt32: UInt32] = [
        0x116A: 0x1169, 0x116B: 0x1169, 0x116C: 0x1169, // ᅪ ᅫ ᅬ ← ᅩ
        0x116F: 0x116E, 0x1170: 0x116E, 0x1171: 0x116E, // ᅯ ᅰ ᅱ ← ᅮ
        0x1174: 0x1173, // ᅴ ← ᅳ
        0x11AA: 0x11A8, // ᆪ ← ᆨ
        0x11AC: 0x11AB, 0x11AD: 0x11AB, // ᆬ ᆭ ← ᆫ
        0x11B0: 0x11AF, 0x11B1: 0x11AF, 0x11B2: 0x11AF, 0x11B3: 0x11AF, 0x11B4: 0x11AF, 0x11B5: 0x11AF, 0x11B6: 0x11AF, // ᆰ…ᆶ ← ᆯ
        0x11B9: 0x11B8, // ᆹ ← ᆸ
    ]

    /// The Hangul Compatibility Jamo of each modern leading consonant U+1100...U+1112, whose
    /// compatibility decomposition (UnicodeData.txt, `<compat>`) it is.
    package static let compatibilityJamoOfLead: [UInt32] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
        0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]

    /// HANGUL LETTER A: the compatibility vowels U+314F...U+3163 follow the modern vowel jamo
    /// U+1161...U+1175 in order, each decomposing (`<compat>`) to its vowel.
    package static let compatibilityVowelBase: UInt32 = 0x314F

    /// The compatibility jamo of a modern leading consonant U+1100...U+1112, else nil.
    package static func compatibilityJamo(ofLead lead: UInt32) -> UInt32? {
        guard lead >= leadBase, lead < leadBase + UInt32(compatibilityJamoOfLead.count) else { return nil }
        return compatibilityJamoOfLead[Int(lead - leadBase)]
    }

    /// The syllable once its last 2-set key is taken back: without the second key of a compound
    /// final (값 → 갑), without its final (한 → 하), without the second key of a compound vowel
    /// (과 → 고), or else its leading consonant alone as a compatibility jamo (하 → ㅎ, U+314E).
    package var takingBackLastTwoSetKey: UInt32 {
        if let trail {
            if let first = Self.twoSetCompoundFirstKey[trail] {
                return Self.compose(lead: lead, vowel: vowel, trail: first)!.scalar
            }
            return withoutTrail!.scalar
        }
        if let first = Self.twoSetCompoundFirstKey[vowel] {
            return Self.compose(lead: lead, vowel: first)!.scalar
        }
        return Self.compatibilityJamo(ofLead: lead)!
    }
}
