#!/usr/bin/env python3
"""Writes corpus files of the most frequent Hindi words, Korean tokens and emoji, with frequencies.

Usage, from the repository root:

    pip install wordfreq==3.1.1
    python3 Corpus/scripts/import-wordfreq.py

writes Corpus/wordfreq-hi.corpus, Corpus/wordfreq-ko.corpus and Corpus/wordfreq-emoji.corpus.

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


if __name__ == "__main__":
    main()
