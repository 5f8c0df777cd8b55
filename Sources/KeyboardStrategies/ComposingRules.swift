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
