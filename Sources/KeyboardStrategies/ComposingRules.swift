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

    /// Whether `scalar` is a syllable a 2-set (두벌식) keyboard may be composing: a precomposed
    /// syllable, or a leading consonant (ㅎ) or a vowel (ㅏ, ㅘ) alone, as compatibility jamo.
    package static func isTwoSetComposing(_ scalar: UInt32) -> Bool {
        HangulSyllable(scalar) != nil || HangulSyllable.compatibilityJamoOfLead.contains(scalar) || vowel(ofLetter: scalar) != nil
    }

    /// What a 2-set keyboard's Backspace leaves of the syllable `scalar` it is composing: the
    /// syllable before its last key (한 → 하 → ㅎ → nothing, 값 → 갑, 과 → 고 → ㄱ, ㅘ → ㅗ),
    /// by ``HangulSyllable/takingBackLastTwoSetKey``; nil unless ``isTwoSetComposing(_:)``.
    package static func deletingLastJamo(composing scalar: UInt32) -> UTF16Text? {
        if let syllable = HangulSyllable(scalar) { return UTF16Text(scalar: syllable.takingBackLastTwoSetKey) }
        if HangulSyllable.compatibilityJamoOfLead.contains(scalar) { return .empty }
        guard let vowel = vowel(ofLetter: scalar) else { return nil }
        guard let first = HangulSyllable.twoSetCompoundFirstKey[vowel] else { return .empty }
        return UTF16Text(scalar: HangulSyllable.compatibilityVowelBase + first - HangulSyllable.vowelBase)
    }

    /// The syllables the 2-set keys that type `scalar` leave, one per key, in order (한: ㅎ, 하,
    /// 한; 값: ㄱ, 가, 갑, 값); empty unless ``isTwoSetComposing(_:)``.
    package static func twoSetKeystrokes(composing scalar: UInt32) -> [UTF16Text] {
        guard isTwoSetComposing(scalar) else { return [] }
        var steps: [UTF16Text] = []
        var current = UTF16Text(scalar: scalar)
        while let left = deletingLastJamo(composing: current.scalar(startingAt: .zero).value) {
            steps.append(current)
            if left.isEmpty { break }
            current = left
        }
        return steps.reversed()
    }

    /// The vowel jamo (U+1161...) of a compatibility vowel letter, or nil.
    private static func vowel(ofLetter scalar: UInt32) -> UInt32? {
        let base = HangulSyllable.compatibilityVowelBase
        return scalar >= base && scalar < base + HangulSyllable.vowelCount ? HangulSyllable.vowelBase + scalar - base : nil
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
