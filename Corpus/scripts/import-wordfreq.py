#!/usr/bin/env python3
"""Writes corpus files of the most frequent words of wordfreq's lists, with frequencies.

Usage, from the repository root:

    pip install wordfreq==3.1.1
    python3 Corpus/scripts/import-wordfreq.py

writes Corpus/wordfreq-hi.corpus, Corpus/wordfreq-ko.corpus and Corpus/wordfreq-emoji.corpus, and
one Corpus/wordfreq-<lang>.corpus for each language of FURTHER_LANGUAGES (Bengali, Tamil, Urdu,
Persian, Arabic, Hebrew, Japanese, Chinese, Vietnamese, Greek, Russian: the languages of the
corpus's scripts that wordfreq 3.1.1 has a list for; it has none for Gujarati, Marathi, Nepali,
Punjabi, Kannada, Telugu, Malayalam, Odia, Sinhala, Myanmar, Lao, Tibetan, Javanese or Balinese).

Further languages: the FURTHER_COUNT most frequent entries of top_n_list(lang) written only in
the language's script (letters and marks; for Japanese kana and Han, for Vietnamese Latin) that
contain at least one non-ASCII letter, most frequent first, tagged with the script, the language
where the report groups by language, and the features of Corpus/tags.txt that tests check
against the text (marks, virama, nukta, harakat, niqqud, normalisation...). Their weights are the
list's frequencies; word_frequency() is checked against them where it needs no optional
tokenizer (not for Japanese and Chinese, which need MeCab and jieba).

- Tags: the script and frequent-word for every file; for Hindi and Korean also the features
  that follow from the code points (virama, conjunct, nukta, matra positions, LV/LVT syllables...),
  by the same definitions as Corpus/tags.txt, so reports can weigh each feature by frequency.
- Order: wordfreq.top_n_list(lang, n), most frequent first, keeping only the entries written
  entirely in the language's script (Devanagari U+0900...U+097F for Hindi, Hangul syllables for
  Korean), so digits and Latin words in those lists are left out.
- Emoji: the entries of wordfreq's English list ('en', the largest, counted from Twitter and
  other sources) that are emoji sequences listed in Unicode's emoji-test.txt, any status.
- weight= is the entry's frequency in wordfreq's list (get_frequency_dict) rounded to three
  significant digits, which is what word_frequency(word, lang) returns for a one-token word. For
  Hindi and English the script checks that it equals word_frequency(); word_frequency() for
  Korean would need the optional MeCab tokenizer (wordfreq[cjk]), so Korean weights are taken
  from the list directly.

wordfreq's code is under the Apache License 2.0 and its data under CC BY-SA 4.0; the generated
files are data derived from wordfreq and carry CC BY-SA 4.0 with attribution.
"""

import math
import os
import sys
import unicodedata

import wordfreq

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EMOJI_TEST = os.path.join(REPOSITORY, "Tests", "UnicodeData", "15.0", "emoji-test.txt")
WORDS_PER_LANGUAGE = 200
EMOJI_COUNT = 100
VERSION = getattr(wordfreq, "__version__", None)

ATTRIBUTION = (
    "wordfreq %s (PyPI), Robyn Speer, https://github.com/rspeer/wordfreq, "
    "doi:10.5281/zenodo.7199437; data from Wikipedia, OpenSubtitles, Google Books Ngrams, "
    "the Leeds Internet Corpus, ParaCrawl, Twitter and other sources listed in its README"
)
LICENSE = ("CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/), as wordfreq's data "
           "files; wordfreq's code is Apache-2.0")


def package_version():
    from importlib.metadata import version
    return version("wordfreq")


def rounded(freq):
    """word_frequency()'s rounding: three significant digits."""
    if freq == 0.0:
        return 0.0
    return round(freq, math.floor(-math.log(freq, 10)) + 3)


def escape(text):
    out = []
    for ch in text:
        cp = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif (cp in (0x200C, 0x200D) or 0xFE00 <= cp <= 0xFE0F or 0xE0000 <= cp <= 0xE007F
              or 0xE0100 <= cp <= 0xE01EF or cp < 0x20 or 0x7F <= cp < 0xA0):
            out.append("\\u{%04X}" % cp)
        else:
            out.append(ch)
    return "".join(out)


def case_id(prefix, text):
    return prefix + "-" + "-".join("%04x" % ord(ch) for ch in text)


def is_devanagari(word):
    return all(0x0900 <= ord(ch) <= 0x097F for ch in word)


def is_hangul_syllables(word):
    return all(0xAC00 <= ord(ch) <= 0xD7A3 for ch in word)


VIRAMA = 0x094D
VOWEL_POSITIONS = {  # Devanagari dependent vowel signs by where they are drawn (Corpus/tags.txt)
    "vowel-before": {0x093F, 0x094E},
    "vowel-after": {0x093E, 0x0940, 0x0949, 0x094A, 0x094B, 0x094C, 0x094F},
    "vowel-above": {0x0945, 0x0946, 0x0947, 0x0948, 0x0955},
    "vowel-below": {0x0941, 0x0942, 0x0943, 0x0944, 0x0956, 0x0957, 0x0962, 0x0963},
}


def is_letter(cp):
    return unicodedata.category(chr(cp)).startswith("L")


def devanagari_tags(word):
    """The tags of Corpus/tags.txt that follow from a Devanagari word's code points."""
    cps = [ord(ch) for ch in word]
    tags = []
    def add(tag, present):
        if present:
            tags.append(tag)
    add("independent-vowel", any(0x0904 <= cp <= 0x0914 for cp in cps))
    signs = [tag for tag, members in VOWEL_POSITIONS.items() if any(cp in members for cp in cps)]
    add("vowel-sign", bool(signs))
    tags.extend(signs)
    add("spacing-mark", any(unicodedata.category(chr(cp)) == "Mc" for cp in cps))
    add("virama", VIRAMA in cps)
    add("conjunct", any(cps[i] == VIRAMA and i + 1 < len(cps) and is_letter(cps[i + 1]) for i in range(len(cps))))
    add("explicit-virama", any(cps[i] == VIRAMA and (i + 1 == len(cps) or not is_letter(cps[i + 1]))
                               for i in range(len(cps))))
    add("reph", any(cps[i:i + 2] == [0x0930, VIRAMA] for i in range(len(cps))))
    add("below-base-ra", any(cps[i:i + 2] == [VIRAMA, 0x0930] for i in range(len(cps))))
    add("nukta", any(unicodedata.combining(ch) == 7 for ch in unicodedata.normalize("NFD", word)))
    add("anusvara", 0x0902 in cps)
    add("chandrabindu", 0x0901 in cps)
    add("visarga", 0x0903 in cps)
    add("avagraha", 0x093D in cps)
    add("digits", any(0x0966 <= cp <= 0x096F for cp in cps))
    add("precomposed", unicodedata.normalize("NFD", word) != word)
    return tags


def hangul_tags(word):
    cps = [ord(ch) for ch in word]
    tags = []
    if any((cp - 0xAC00) % 28 == 0 for cp in cps):
        tags.append("hangul-lv")
    if any((cp - 0xAC00) % 28 != 0 for cp in cps):
        tags.append("hangul-lvt")
    return tags


def emoji_sequences():
    sequences = {}
    with open(EMOJI_TEST, encoding="utf-8") as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            fields, _, _ = line.partition("#")
            points, _, status = fields.partition(";")
            text = "".join(chr(int(p, 16)) for p in points.split())
            sequences[text] = status.strip()
    return sequences


def frequency(word, lang, check):
    value = rounded(wordfreq.get_frequency_dict(lang)[word])
    if check:
        expected = wordfreq.word_frequency(word, lang)
        if expected != value:
            sys.exit("weight mismatch for %r in %s: list %r, word_frequency %r" % (word, lang, value, expected))
    return value


def emoji_tags(text):
    points = [ord(ch) for ch in text]
    tags = []
    if len(points) == 1:
        tags.append("single-emoji")
    if len(points) == 2 and all(0x1F1E6 <= cp <= 0x1F1FF for cp in points):
        tags.append("flag")
    if 0x200D in points:
        tags.append("zwj-sequence")
    if any(0x1F3FB <= cp <= 0x1F3FF for cp in points):
        tags.append("skin-tone")
    if 0x20E3 in points:
        tags.append("keycap")
    if 0xFE0F in points:
        tags.append("vs16")
    if 0xFE0E in points:
        tags.append("vs15")
    return tags


def write(name, header_lines, tags, rows):
    path = os.path.join(REPOSITORY, "Corpus", name)
    with open(path, "w", encoding="utf-8", newline="\n") as out:
        out.write("# Generated by Corpus/scripts/import-wordfreq.py; do not edit by hand.\n")
        for line in header_lines:
            out.write("# " + line + "\n")
        out.write("source: " + ATTRIBUTION % package_version() + "\n")
        out.write("license: " + LICENSE + "\n")
        out.write("tags: " + tags + "\n\n")
        for fields in rows:
            out.write("\t".join(fields) + "\n")
    print("wrote Corpus/%s: %d cases" % (name, len(rows)))


FURTHER_COUNT = 150


def in_ranges(cp, ranges):
    return any(a <= cp <= b for a, b in ranges)


# lang: (file tags, ranges of the script's characters, note name, check word_frequency)
FURTHER_LANGUAGES = [
    ("bn", "bengali, word, frequent-word", [(0x0980, 0x09FF)], "Bengali", True),
    ("ta", "tamil, word, frequent-word", [(0x0B80, 0x0BFF)], "Tamil", True),
    ("ur", "arabic, urdu, rtl, word, frequent-word", [(0x0600, 0x06FF), (0x0750, 0x077F)], "Arabic-script", True),
    ("fa", "arabic, persian, rtl, word, frequent-word", [(0x0600, 0x06FF), (0x0750, 0x077F), (0x200C, 0x200C)], "Arabic-script", True),
    ("ar", "arabic, rtl, word, frequent-word", [(0x0600, 0x06FF), (0x0750, 0x077F)], "Arabic-script", True),
    ("he", "hebrew, rtl, word, frequent-word", [(0x0590, 0x05FF), (0xFB1D, 0xFB4F)], "Hebrew", True),
    ("ja", "japanese, word, frequent-word", [(0x3040, 0x30FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0x3005, 0x3005)], "kana and Han", False),
    ("zh", "chinese, han, word, frequent-word", [(0x3400, 0x4DBF), (0x4E00, 0x9FFF)], "Han", False),
    ("vi", "vietnamese, latin, word, frequent-word", [(0x0041, 0x005A), (0x0061, 0x007A), (0x00C0, 0x024F), (0x0300, 0x036F), (0x1E00, 0x1EFF)], "Latin", True),
    ("el", "greek, word, frequent-word", [(0x0370, 0x03FF), (0x1F00, 0x1FFF)], "Greek", True),
    ("ru", "cyrillic, word, frequent-word", [(0x0400, 0x04FF)], "Cyrillic", True),
]

VIRAMAS = {0x09CD, 0x0BCD}
ANUSVARA, CANDRABINDU, VISARGA = {0x0982}, {0x0981}, {0x0983}


def seq(cps, s):
    return any(cps[i:i + len(s)] == s for i in range(len(cps) - len(s) + 1))


def further_tags(word, lang):
    """The tags of Corpus/tags.txt that follow from the code points (see TagConsistencyTests)."""
    cps = [ord(ch) for ch in word]
    nfd = [ord(ch) for ch in unicodedata.normalize("NFD", word)]
    nfc = [ord(ch) for ch in unicodedata.normalize("NFC", word)]
    tags = []
    def add(tag, present):
        if present and tag not in tags:
            tags.append(tag)
    cat = lambda cp: unicodedata.category(chr(cp))
    add("han", any(0x3400 <= cp <= 0x4DBF or 0x4E00 <= cp <= 0x9FFF for cp in cps) and lang != "zh")
    add("kana", any(0x3040 <= cp <= 0x30FF for cp in cps))
    add("spacing-mark", any(cat(cp) == "Mc" for cp in cps))
    add("virama", any(unicodedata.combining(chr(cp)) == 9 for cp in cps))
    add("conjunct", any(cps[i] in VIRAMAS and is_letter(cps[i + 1]) for i in range(len(cps) - 1)) and lang != "ta")
    add("explicit-virama", any(cps[i] in VIRAMAS and (i + 1 == len(cps) or not is_letter(cps[i + 1])) for i in range(len(cps))) or 0x0BCD in cps)
    add("pulli", 0x0BCD in cps)
    add("reph", seq(cps, [0x09B0, 0x09CD]))
    add("below-base-ra", seq(cps, [0x09CD, 0x09B0]))
    add("ya-phala", seq(cps, [0x09CD, 0x09AF]))
    add("khanda-ta", 0x09CE in cps)
    add("nukta", any(unicodedata.combining(chr(cp)) == 7 for cp in nfd))
    add("anusvara", any(cp in ANUSVARA for cp in cps))
    add("chandrabindu", any(cp in CANDRABINDU for cp in cps))
    add("visarga", any(cp in VISARGA for cp in cps))
    add("sri", seq(cps, [0x0BB8, 0x0BCD, 0x0BB0, 0x0BC0]))
    add("tamil-ligature", seq(cps, [0x0B95, 0x0BCD, 0x0BB7]) or seq(cps, [0x0BB8, 0x0BCD, 0x0BB0, 0x0BC0]))
    add("harakat", any(0x064B <= cp <= 0x0650 or cp == 0x0652 for cp in cps))
    add("shadda", 0x0651 in cps)
    add("tatweel", 0x0640 in cps)
    add("lam-alef", any(cps[i] == 0x0644 and cps[i + 1] in (0x0622, 0x0623, 0x0625, 0x0627) for i in range(len(cps) - 1)))
    add("niqqud", any(0x05B0 <= cp <= 0x05BB or cp == 0x05C7 for cp in nfd))
    add("dagesh", 0x05BC in nfd)
    add("shin-dot", any(cp in (0x05C1, 0x05C2) for cp in nfd))
    add("cantillation", any(0x0591 <= cp <= 0x05AF for cp in cps))
    add("zwnj", 0x200C in cps)
    add("dakuten", any(cp in (0x3099, 0x309A) for cp in nfd))
    add("tone-mark", lang == "vi" and any(cp in (0x0300, 0x0301, 0x0303, 0x0309, 0x0323) for cp in nfd))
    add("stress-mark", lang == "el" and 0x0301 in nfd)
    add("combining-mark", any(cat(cp).startswith("M") for cp in cps))
    add("precomposed", nfd != cps)
    add("decomposed", nfc != cps)
    return tags


def further(lang, tags, ranges, script_name, check):
    def ok(word):
        return (all(in_ranges(ord(ch), ranges) and (unicodedata.category(ch)[0] in "LM" or ch == "\u200c")
                    for ch in word)
                and any(ord(ch) > 0x7F and unicodedata.category(ch).startswith("L") for ch in word))
    words = [w for w in wordfreq.top_n_list(lang, 5000) if ok(w)][:FURTHER_COUNT]
    rows = []
    for rank, word in enumerate(words, 1):
        fields = [case_id("wf-" + lang, word), escape(word)]
        extra = further_tags(word, lang)
        if extra:
            fields.append(", ".join(extra))
        fields.append("weight=%r" % frequency(word, lang, check=check))
        fields.append("note=rank %d of the %s-only entries of top_n_list('%s')" % (rank, script_name, lang))
        rows.append(fields)
    header = ["The %d most frequent entries of wordfreq's '%s' list written only in %s letters and marks"
              % (len(rows), lang, script_name),
              "with at least one non-ASCII letter, most frequent first."]
    if not check:
        header.append("wordfreq segments %s with an optional tokenizer; weights are the list's own frequencies."
                      % lang)
    write("wordfreq-%s.corpus" % lang, header, tags, rows)


def main():
    hindi = [w for w in wordfreq.top_n_list("hi", 2000) if is_devanagari(w)][:WORDS_PER_LANGUAGE]
    rows = []
    for rank, word in enumerate(hindi, 1):
        fields = [case_id("wf-hi", word), escape(word)]
        tags = devanagari_tags(word)
        if tags:
            fields.append(", ".join(tags))
        rows.append(fields + ["weight=%r" % frequency(word, "hi", check=True),
                     "note=rank %d of the Devanagari-only entries of top_n_list('hi')" % rank])
    write("wordfreq-hi.corpus",
          ["The %d most frequent all-Devanagari entries of wordfreq's Hindi list, most frequent first."
           % WORDS_PER_LANGUAGE],
          "devanagari, word, frequent-word", rows)

    korean = [w for w in wordfreq.top_n_list("ko", 2000) if is_hangul_syllables(w)][:WORDS_PER_LANGUAGE]
    rows = []
    for rank, word in enumerate(korean, 1):
        rows.append([case_id("wf-ko", word), escape(word), ", ".join(hangul_tags(word)),
                     "weight=%r" % frequency(word, "ko", check=False),
                     "note=rank %d of the Hangul-only entries of top_n_list('ko')" % rank])
    write("wordfreq-ko.corpus",
          ["The %d most frequent all-Hangul entries of wordfreq's Korean list, most frequent first."
           % WORDS_PER_LANGUAGE,
           "wordfreq tokenizes Korean with MeCab (mecab-ko-dic), so entries are tokens: words,",
           "stems and particles such as 이, 는, 을; weights are the list's own frequencies."],
          "hangul, frequent-word", rows)

    sequences = emoji_sequences()
    found = [w for w in wordfreq.top_n_list("en", 1000000) if w in sequences][:EMOJI_COUNT]
    rows = []
    for rank, word in enumerate(found, 1):
        fields = [case_id("wf-emoji", word), escape(word)]
        tags = emoji_tags(word)
        if tags:
            fields.append(", ".join(tags))
        fields.append("weight=%r" % frequency(word, "en", check=True))
        fields.append("note=rank %d among emoji of top_n_list('en'); emoji-test.txt status %s"
                      % (rank, sequences[word]))
        rows.append(fields)
    write("wordfreq-emoji.corpus",
          ["The %d most frequent entries of wordfreq's English list that are emoji sequences of"
           % EMOJI_COUNT,
           "Tests/UnicodeData/15.0/emoji-test.txt (any status: wordfreq keeps text as written)."],
          "emoji, frequent-word", rows)

    for lang, tags, ranges, script_name, check in FURTHER_LANGUAGES:
        further(lang, tags, ranges, script_name, check)


if __name__ == "__main__":
    main()
