extension HardCases {
    /// A family of fragments that one set of rules is about, so that a test can draw from the
    /// families it studies (Indic conjuncts, pictographic sequences, …).
    ///
    /// Groups are narrow on purpose: random texts pick a group first (``text(fragmentCount:from:using:)``),
    /// so a one-fragment group such as ``zwj`` comes up as often as ``hangulSyllables``.
    package enum Group: CaseIterable, Hashable, Sendable {
        /// ASCII letters, digits and space, and DZ.
        case latin
        /// Combining marks, the grapheme joiner and one base with 40 marks.
        case combiningMarks
        /// CR, LF, CR LF, NEL and the line separator.
        case lineBreaks
        /// NUL, the BOM, a noncharacter and a private-use character.
        case specialCodePoints
        /// Devanagari consonants and a conjunct.
        case devanagariConsonants
        /// The Devanagari virama, alone and before ZWJ or ZWNJ.
        case devanagariVirama
        /// Devanagari vowel signs, spacing and not.
        case devanagariVowelSigns
        /// Devanagari nukta, anusvara, candrabindu and visarga.
        case devanagariSigns
        /// Viramas and signs of Bengali, Tamil, Malayalam, Sinhala, Khmer and Myanmar.
        case otherBrahmic
        /// Grapheme_Cluster_Break=Prepend characters.
        case prepend
        /// Thai letters and vowels, SARA AM among them.
        case thai
        /// Arabic and Hebrew letters and marks.
        case arabicAndHebrew
        /// Astral ideographs: CJK and Tangut (CoreFoundation counts Tangut as a letter).
        case ideographs
        /// Hangul leading jamo (L), the choseong filler and an extended-A one.
        case hangulLeadingJamo
        /// Hangul vowel jamo (V), with the edge where Unicode 5.2 extended the range.
        case hangulVowelJamo
        /// Hangul trailing jamo (T), with the edge where Unicode 5.2 extended the range.
        case hangulTrailingJamo
        /// Precomposed syllables with the range's last and the code point after it, a syllable
        /// spelt in jamo, and a compatibility jamo (which never joins).
        case hangulSyllables
        /// Regional indicators alone, as a flag and as an odd run.
        case regionalIndicators
        /// The zero-width joiner.
        case zwj
        /// The zero-width non-joiner.
        case zwnj
        /// VS15, VS16 and an astral variation selector.
        case variationSelectors
        /// Fitzpatrick modifiers, and one after a letter.
        case emojiModifiers
        /// Tag characters and the cancel tag.
        case tags
        /// The enclosing keycap, alone and in a keycap sequence.
        case keycaps
        /// Emoji and text-default pictographs.
        case emoji
        /// Extended_Pictographic characters that are not emoji (Swift's `Character` treats them apart).
        case nonEmojiPictographs
        /// Whole ZWJ, modifier and tag sequences.
        case emojiSequences
        /// Characters CoreFoundation's cluster code handles itself: the halfwidth voiced sound
        /// mark, Apple's variant tag and its transcoding hints.
        case coreFoundationSpecials
        /// Lone lead and trail surrogates, the range edges among them, and a reversed pair.
        case loneSurrogates
    }
}
