import EditingSemantics

/// A few dozen corpus texts compiled into the library, so a check still has Hindi, Korean and
/// emoji to run on when the bundled `Corpus/` folder cannot be found (a test bundle copied to
/// another machine or a device). Each is a case of the bundled corpus with the same id, text and
/// tags; this package's tests fail when one drifts from its corpus case.
public enum BuiltInTexts {
    /// (id, text with `\u{…}` escapes, tags, corpus file), in corpus order.
    static let cases: [(id: String, escaped: String, tags: [String], file: String)] = [
        ("emoji-seed-kr", "🇰🇷", ["emoji", "seed", "flag"], "emoji-forms.corpus"),
        ("emoji-heart-vs16", "❤\\u{FE0F}", ["emoji", "vs16"], "emoji-forms.corpus"),
        ("emoji-keycap-unqualified", "1\\u{20E3}", ["emoji", "keycap", "host-test"], "emoji-forms.corpus"),
        ("emoji-kiss-unqualified", "👨\\u{200D}❤\\u{200D}👨", ["emoji", "zwj-sequence", "host-test"], "emoji-forms.corpus"),
        ("emoji-family-4", "👨\\u{200D}👨\\u{200D}👦\\u{200D}👦", ["emoji", "zwj-sequence", "host-test"], "emoji-forms.corpus"),
        ("emoji-index-up-light", "☝🏻", ["emoji", "skin-tone", "host-test"], "emoji-forms.corpus"),
        ("emoji-flags-two", "🇺🇸🇺🇸", ["emoji", "flag", "regional-indicator-parity", "host-test"], "emoji-forms.corpus"),
        ("emoji-tag-flags-two", "🏴\\u{E0067}\\u{E0062}\\u{E0065}\\u{E006E}\\u{E0067}\\u{E007F}🏴\\u{E0067}\\u{E0062}\\u{E0073}\\u{E0063}\\u{E0074}\\u{E007F}", ["emoji", "tag-flag"], "emoji-forms.corpus"),
        ("hi-namaste", "नमस्ते", ["devanagari", "seed", "word", "conjunct", "virama", "vowel-sign", "vowel-above"], "hindi.corpus"),
        ("hi-ki", "कि", ["devanagari", "vowel-sign", "vowel-before", "spacing-mark"], "hindi.corpus"),
        ("hi-ke", "के", ["devanagari", "vowel-sign", "vowel-above"], "hindi.corpus"),
        ("hi-ksha", "क्ष", ["devanagari", "conjunct", "virama"], "hindi.corpus"),
        ("hi-karya", "कार्य", ["devanagari", "word", "conjunct", "virama", "reph", "vowel-sign", "vowel-after", "spacing-mark"], "hindi.corpus"),
        ("hi-kshi", "क्षि", ["devanagari", "conjunct", "virama", "vowel-sign", "vowel-before", "spacing-mark"], "hindi.corpus"),
        ("hi-lakshmi", "लक्ष्मी", ["devanagari", "word", "conjunct", "virama", "vowel-sign", "vowel-after", "spacing-mark"], "hindi.corpus"),
        ("hi-ksha-zwj", "क्\\u{200D}ष", ["devanagari", "conjunct", "virama", "zwj"], "hindi.corpus"),
        ("hi-zaroor", "ज\\u{093C}रूर", ["devanagari", "word", "nukta", "vowel-sign", "vowel-below"], "hindi.corpus"),
        ("hi-hindi", "हिंदी", ["devanagari", "word", "anusvara", "vowel-sign", "vowel-before", "vowel-after", "spacing-mark"], "hindi.corpus"),
        ("hi-maan", "माँ", ["devanagari", "word", "chandrabindu", "vowel-sign", "vowel-after", "spacing-mark"], "hindi.corpus"),
        ("hi-sentence", "मेरा नाम राम है।", ["devanagari", "word", "vowel-sign", "vowel-above", "vowel-after", "danda", "spacing-mark"], "hindi.corpus"),
        ("ko-han", "한", ["hangul", "seed", "hangul-lvt"], "korean.corpus"),
        ("ko-ga", "가", ["hangul", "hangul-lv"], "korean.corpus"),
        ("ko-dak", "닭", ["hangul", "hangul-lvt"], "korean.corpus"),
        ("ko-hangugeo", "한국어", ["hangul", "word", "hangul-lv", "hangul-lvt"], "korean.corpus"),
        ("ko-annyeong", "안녕하세요", ["hangul", "word", "hangul-lv", "hangul-lvt"], "korean.corpus"),
        ("ko-jamo-lvt", "\\u{1112}\\u{1161}\\u{11AB}", ["hangul", "conjoining-jamo", "decomposed"], "korean.corpus"),
        ("ko-jamo-hangeul", "\\u{1112}\\u{1161}\\u{11AB}\\u{1100}\\u{1173}\\u{11AF}", ["hangul", "word", "conjoining-jamo", "decomposed"], "korean.corpus"),
        ("ko-lv-plus-t", "가\\u{11A8}", ["hangul", "conjoining-jamo", "hangul-lv", "lv-plus-t", "decomposed"], "korean.corpus"),
    ]

    /// The texts, tagged as in the corpus; their ``CheckText/origin`` is `built-in (FILE)`.
    public static let all: [CheckText] = cases.map { entry in
        // The escapes above are written by hand and checked by this package's tests.
        let text = try! UTF16Text(escaped: entry.escaped)
        return CheckText(id: entry.id, text: text, tags: entry.tags, origin: "built-in (\(entry.file))")
    }
}
