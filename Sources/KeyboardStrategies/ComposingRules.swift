import EditingSemantics

/// The two composing keys the simulated keyboards press: a Korean final consonant and a Hindi
/// vowel sign. Shared by the strategies and by the expectations they are judged against.
package enum ComposingRules {
    /// HANGUL JONGSEONG NIEUN, the final consonant ㄴ.
    package static let finalNieun: UInt32 = 0x11AB
    /// HANGUL LETTER NIEUN (compatibility jamo), what a Korean keyboard inserts for ㄴ when there is
    /// no open syllable to compose it into.
    package static let letterNieun: UInt32 = 0x3134

    /// The syllable a Korean keyboard makes when ㄴ is typed after `scalar`: an open precomposed
    /// syllable (lead + vowel, no final) takes ㄴ as its final (하 → 한); nil for anything else.
    package static func composingFinalNieun(onto scalar: UInt32) -> UInt32? {
        guard let syllable = HangulSyllable(scalar), syllable.trail == nil else { return nil }
        return HangulSyllable.compose(lead: syllable.lead, vowel: syllable.vowel, trail: finalNieun)?.scalar
    }

    /// The 2-set (두벌식) keyboard's compound jamo, each typed as two keys: a compound vowel
    /// (medial, U+1161...) or a compound final (trailing, U+11A8...) and the two jamo whose keys
    /// make it. The standard 2-set table, as HeliBoard's `HangulCombiner.COMBINATION_TABLE_DUBEOLSIK`
    /// has it (Helium314/HeliBoard@267ffbf9 app/src/main/java/helium314/keyboard/event/HangulCombiner.kt).
    /// Double consonants (ㄲ ㄸ ㅃ ㅆ ㅉ) are one shifted key, so they are not here.
    package static let twoSetCompounds: [UInt32: (first: UInt32, second: UInt32)] = [
        0x116A: (0x1169, 0x1161), 0x116B: (0x1169, 0x1162), 0x116C: (0x1169, 0x1175), // ㅘ ㅙ ㅚ
        0x116F: (0x116E, 0x1165), 0x1170: (0x116E, 0x1166), 0x1171: (0x116E, 0x1175), // ㅝ ㅞ ㅟ
        0x1174: (0x1173, 0x1175), // ㅢ
        0x11AA: (0x11A8, 0x11BA), 0x11AC: (0x11AB, 0x11BD), 0x11AD: (0x11AB, 0x11C2), // ㄳ ㄵ ㄶ
        0x11B0: (0x11AF, 0x11A8), 0x11B1: (0x11AF, 0x11B7), 0x11B2: (0x11AF, 0x11B8), // ㄺ ㄻ ㄼ
        0x11B3: (0x11AF, 0x11BA), 0x11B4: (0x11AF, 0x11C0), 0x11B5: (0x11AF, 0x11C1), // ㄽ ㄾ ㄿ
        0x11B6: (0x11AF, 0x11C2), 0x11B9: (0x11B8, 0x11BA), // ㅀ ㅄ
    ]

    /// The compatibility jamo of each leading consonant U+1100...U+1112, whose compatibility
    /// decomposition (UnicodeData.txt, `<compat>`) is that leading consonant: what a composing
    /// syllable shows when only its initial is left (하 → ㅎ).
    static let letterOfLead: [UInt32] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
        0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]
    /// HANGUL LETTER A, the first compatibility vowel; U+314F...U+3163 follow the medial vowels
    /// U+1161...U+1175 in order (each decomposes, `<compat>`, to its medial).
    static let letterA: UInt32 = 0x314F

    /// Whether `scalar` is a syllable a 2-set keyboard may be composing: a precomposed syllable,
    /// an initial consonant alone (ㅎ) or a vowel alone (ㅏ, ㅘ), as compatibility jamo.
    package static func isTwoSetComposing(_ scalar: UInt32) -> Bool {
        HangulSyllable(scalar) != nil || letterOfLead.contains(scalar) || (letterA..<letterA + HangulSyllable.vowelCount).contains(scalar)
    }

    /// The 2-set keys that compose `scalar`, in order, as the syllables each key leaves (한: ㅎ,
    /// 하, 한; 값: ㄱ, 가, 갑, 값); empty unless ``isTwoSetComposing(_:)``. Each is a UTF-16 text
    /// of one scalar. Decomposes a precomposed syllable by the arithmetic of the Unicode Standard,
    /// section 3.12 (``HangulSyllable``), and compound jamo by ``twoSetCompounds``.
    package static func twoSetKeystrokes(composing scalar: UInt32) -> [UTF16Text] {
        func text(_ value: UInt32) -> UTF16Text { UTF16Text(scalar: value) }
        if let vowel = vowelLetterIndex(scalar) {
            let medial = HangulSyllable.vowelBase + vowel
            guard let pair = twoSetCompounds[medial] else { return [text(scalar)] }
            return [text(letterA + pair.first - HangulSyllable.vowelBase), text(scalar)]
        }
        if letterOfLead.contains(scalar) { return [text(scalar)] }
        guard let syllable = HangulSyllable(scalar) else { return [] }
        var steps = [text(letterOfLead[Int(syllable.lead - HangulSyllable.leadBase)])]
        if let pair = twoSetCompounds[syllable.vowel],
           let open = HangulSyllable.compose(lead: syllable.lead, vowel: pair.first) {
            steps.append(text(open.scalar))
        }
        let open = HangulSyllable.compose(lead: syllable.lead, vowel: syllable.vowel)!
        steps.append(text(open.scalar))
        if let trail = syllable.trail {
            if let pair = twoSetCompounds[trail],
               let closed = HangulSyllable.compose(lead: syllable.lead, vowel: syllable.vowel, trail: pair.first) {
                steps.append(text(closed.scalar))
            }
            steps.append(text(scalar))
        }
        return steps
    }

    /// What a 2-set keyboard's Backspace leaves of the syllable `scalar` it is composing: the
    /// syllable before its last key (한 → 하 → ㅎ → nothing, 값 → 갑, 과 → 고); nil unless
    /// ``isTwoSetComposing(_:)``.
    package static func deletingLastJamo(composing scalar: UInt32) -> UTF16Text? {
        let steps = twoSetKeystrokes(composing: scalar)
        guard !steps.isEmpty else { return nil }
        return steps.count == 1 ? .empty : steps[steps.count - 2]
    }

    /// The index of a compatibility vowel (ㅏ is 0), or nil.
    private static func vowelLetterIndex(_ scalar: UInt32) -> UInt32? {
        (letterA..<letterA + HangulSyllable.vowelCount).contains(scalar) ? scalar - letterA : nil
    }

    /// DEVANAGARI VOWEL SIGN E (े), the sign the Hindi keyboard types.
    package static let vowelSignE: UInt32 = 0x0947
    /// DEVANAGARI VOWEL SIGN AI (ै), typed instead when the sign to replace is already े.
    package static let vowelSignAI: UInt32 = 0x0948

    /// Whether `scalar` is a Devanagari dependent vowel sign (matra): Indic_Syllabic_Category
    /// Vowel_Dependent in the Devanagari script, by the system ICU.
    package static func isDevanagariVowelSign(_ scalar: UInt32) -> Bool {
        ICUProperties.indicSyllabicCategoryCode(scalar) == vowelDependentCategory && ICUProperties.scriptCode(scalar) == "Deva"
    }

    /// ICU's `U_INSC_VOWEL_DEPENDENT`.
    static let vowelDependentCategory = 34

    /// The vowel sign the Hindi keyboard types to replace `old` (or to follow any other character).
    package static func vowelSign(replacing old: UInt32?) -> UInt32 {
        old == vowelSignE ? vowelSignAI : vowelSignE
    }
}

extension UTF16Text {
    /// The text of one scalar.
    package init(scalar value: UInt32) {
        self.init(units: Array(UTF16.encode(Unicode.Scalar(value)!)!))
    }
}
