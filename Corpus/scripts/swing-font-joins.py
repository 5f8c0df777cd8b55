#!/usr/bin/env python3
"""Writes Sources/HostModels/Generated/SwingFontJoins+Data.swift: where the fonts Swing draws with
make the caret stop otherwise than legacy grapheme clusters.

Usage, from the repository root (needs openjdk-17-jdk and the fonts the slot table names):

    python3 Corpus/scripts/swing-font-joins.py [--out PATH]

Swing's caret stops only before a glyph cluster with an advance (TextLayout), and HarfBuzz makes
the glyph clusters with the fonts' own substitutions: a conjunct (क्ष), a below-base form, a reph,
a consonant and vowel sign drawn as one glyph (Tamil டு), a vowel sign the font splits and reorders
(Khmer ោ, Thai ำ), Arabic's lam-alef take a stop away; a ya-phala (্য), a mark the font draws apart, a jamo after a
whole Hangul syllable add one. For every script with conjuncts or vowel signs
(Indic_Syllabic_Category and Grapheme_Cluster_Break of the Unicode 15.0 files in
Tests/UnicodeData; Java's Character.UnicodeScript groups them), for Hangul and for Arabic
letters, the script asks the
JDK (SwingCaretStops.java) where the caret stops in each text of a base, its script's virama or
none, and a following consonant, sign or mark, all drawn by one slot of the Dialog composite
(SwingDialogSlots+Data.swift), and whether a pre-base vowel sign after such a conjunct moves back
over its virama; it keeps the texts where the answer is not the legacy clusters'.
"""

import os
import re
import subprocess
import sys
import unicodedata
from collections import defaultdict

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(REPOSITORY, "Sources", "HostModels", "Generated", "SwingFontJoins+Data.swift")
SLOTS = os.path.join(REPOSITORY, "Sources", "HostModels", "Generated", "SwingDialogSlots+Data.swift")
UCD = os.path.join(REPOSITORY, "Tests", "UnicodeData", "15.0")
JAVA_SOURCE = os.path.join(REPOSITORY, "Corpus", "scripts", "SwingCaretStops.java")
JAVA = "/usr/lib/jvm/java-17-openjdk-amd64/bin/java"
BASES = {"Consonant", "Consonant_Dead", "Consonant_Placeholder", "Consonant_With_Stacker",
         "Consonant_Head_Letter", "Consonant_Initial_Postfixed"}
VIRAMAS = {"Virama", "Invisible_Stacker"}


def property_file(name):
    """code point -> value, from a UCD file of `range ; value # comment` lines."""
    values = {}
    with open(os.path.join(UCD, name), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.split("#")[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            if len(fields) < 2:
                sys.exit(f"{os.path.join(UCD, name)}:{number}:1: expected `range ; value`")
            first, _, last = fields[0].partition("..")
            for c in range(int(first, 16), int(last or first, 16) + 1):
                values[c] = fields[1]
    return values


def slot_table():
    """The committed slot table: code point -> slot."""
    text = open(SLOTS, encoding="utf-8").read()
    body = text.split('static let startTable = """', 1)[1].split('"""', 1)[0]
    # 255 marks the code points slot 0 draws as .notdef: they stand in slot 0's runs.
    starts = [(int(first, 16), 0 if int(slot) == 255 else int(slot))
              for first, slot in (entry.split(":") for entry in body.split())]
    def slot(c):
        low, high = 0, len(starts)
        while low < high:
            middle = (low + high) // 2
            if starts[middle][0] <= c:
                low = middle + 1
            else:
                high = middle
        return starts[low - 1][1]
    return slot


def java(arguments, lines):
    if not os.path.exists(JAVA):
        sys.exit(f"{JAVA} is missing: apt-get install openjdk-17-jdk")
    run = subprocess.run([JAVA, "-Djava.awt.headless=true", JAVA_SOURCE] + arguments,
                         input="".join(line + "\n" for line in lines), capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"{JAVA_SOURCE} failed: {run.stderr.strip()}")
    out = run.stdout.splitlines()
    if len(out) != len(lines):
        sys.exit(f"{JAVA_SOURCE} answered {len(out)} lines for {len(lines)} texts")
    return out


def spans(characters):
    """`first-last` hexadecimal ranges of sorted code points."""
    ranges = []
    for c in sorted(characters):
        if ranges and ranges[-1][1] + 1 == c:
            ranges[-1][1] = c
        else:
            ranges.append([c, c])
    return " ".join(f"{a:X}" if a == z else f"{a:X}-{z:X}" for a, z in ranges)


def utf16_length(scalars):
    return sum(2 if c > 0xFFFF else 1 for c in scalars)


def main():
    out = OUT
    if sys.argv[1:2] == ["--out"] and len(sys.argv) == 3:
        out = sys.argv[2]
    elif len(sys.argv) > 1:
        sys.exit("usage: swing-font-joins.py [--out PATH]")
    category = property_file("IndicSyllabicCategory.txt")
    grapheme = property_file("GraphemeBreakProperty.txt")
    # Characters before which legacy clusters put a boundary the fonts may remove: a spacing
    # sign (Grapheme_Cluster_Break SpacingMark, or a spacing vowel sign that is Extend).
    def spacing_sign(c):
        return grapheme.get(c) == "SpacingMark" or (
            grapheme.get(c) == "Extend" and unicodedata.category(chr(c)) == "Mc"
            and category.get(c) == "Vowel_Dependent")
    indic = sorted(category)
    scripts = dict(zip(indic, java(["--scripts"], [f"{c:X}" for c in indic])))
    slot = slot_table()
    groups = defaultdict(lambda: {"bases": [], "viramas": [], "signs": [], "marks": []})
    for c in indic:
        if scripts[c] in ("COMMON", "INHERITED", "UNKNOWN"):
            continue
        group = groups[(scripts[c], slot(c))]
        if category[c] in BASES and unicodedata.category(chr(c)).startswith("L"):
            group["bases"].append(c)
        if category[c] in VIRAMAS:
            group["viramas"].append(c)
        if spacing_sign(c):
            group["signs"].append(c)
        elif unicodedata.category(chr(c)) in ("Mn", "Mc", "Me"):
            group["marks"].append(c)
    for (script, s), group in groups.items():
        if len(group["viramas"]) > 1 or set(group["bases"]) & set(group["signs"] + group["marks"]):
            sys.exit(f"{script} in slot {s}: more than one virama, or a base that is also a mark; "
                     "the table's key (slot, base, following) would not tell them apart")
    # Each text is (slot, base, virama or 0, following) with the stops legacy clusters give inside
    # it: before the virama (when it is a spacing mark) and before a following consonant, before a
    # following spacing sign, none before a following mark.
    texts = []
    for (_, s), group in sorted(groups.items(), key=lambda item: (item[0][1], item[0][0])):
        for b in group["bases"]:
            for c in group["signs"]:
                texts.append((s, b, 0, c, "c"))
            for c in group["marks"]:
                texts.append((s, b, 0, c, "-"))
            for v in group["viramas"]:
                legacy = "vc" if grapheme.get(v) == "SpacingMark" else "c"
                for c in group["bases"]:
                    texts.append((s, b, v, c, legacy))
    # Hangul: a syllable and a vowel or trailing jamo. Every LV syllable composes, or not, with a
    # jamo as 가 (U+AC00) does, every LVT syllable as 각 (U+AC01): the table keys them by these two.
    for b in (0xAC00, 0xAC01):
        for c in sorted(c for c, value in grapheme.items() if value in ("V", "T") and slot(c) == slot(b)):
            joined = b == 0xAC00 or grapheme[c] == "T"
            texts.append((slot(b), b, 0, c, "-" if joined else "c"))
    # Arabic: two letters the font may ligate (lam-alef), asked for the letters of the Arabic
    # blocks that one slot draws.
    letters = [c for c in list(range(0x0620, 0x0700)) + list(range(0x0750, 0x0780)) + list(range(0x08A0, 0x0900))
               if unicodedata.category(chr(c)) == "Lo"]
    for b in letters:
        for c in letters:
            if slot(c) == slot(b):
                texts.append((slot(b), b, 0, c, "c"))
    # A mark that starts a font run (its base went to another slot) is shaped alone: the Indic
    # shapers give it a dotted circle, some fonts draw it with an advance of its own (the keycap
    # U+20E3). Every mark is asked after LATIN CAPITAL LETTER A.
    alone = sorted((slot(m), m) for m in range(0x110000)
                   if unicodedata.category(chr(m)) in ("Mn", "Me", "Mc") and slot(m) != slot(0x41))
    after_a = java([], [f"41 {m:X}" for _, m in alone])
    run_initial = defaultdict(list)
    for (s, m), answer in zip(alone, after_a):
        if "1" in answer.split():
            run_initial[s].append(m)
    # A pre-base vowel sign of each group (drawn before its consonant: the JDK's glyph vector of
    # the base and the sign ends with the base's own glyph), to ask whether HarfBuzz moves it, and
    # merges the clusters, back over a virama and the consonant before it (Devanagari स्कि) or not
    # (Tamil க்கை, whose virama stays a glyph).
    probes = [(key, b, m) for key, group in groups.items() if group["bases"] and group["viramas"]
              for b in group["bases"][:1] for m in group["signs"] + group["marks"]
              if category.get(m) == "Vowel_Dependent"]
    glyphs = java(["--glyphs"], [f"{b:X}" for _, b, _ in probes] + [f"{b:X} {m:X}" for _, b, m in probes])
    pre_base = {}
    for (key, b, m), alone, pair in zip(probes, glyphs, glyphs[len(probes):]):
        codes = [glyph.split(":")[1] for glyph in pair.split()]
        if key not in pre_base and len(codes) == 2 and codes[1] == alone.split(":")[1] != codes[0]:
            pre_base[key] = m
    with_sign = {}
    for (script, s), group in groups.items():
        if (script, s) in pre_base:
            for b in group["bases"]:
                for v in group["viramas"]:
                    for c in group["bases"]:
                        with_sign[(s, b, v, c)] = pre_base[(script, s)]
    asked = sorted(with_sign.items())
    keeps = set()
    for ((s, b, v, c), m), answer in zip(asked, java([], [f"{b:X} {v:X} {c:X} {m:X}" for (s, b, v, c), m in asked])):
        if any(0 < int(stop) < utf16_length([b, v, c]) for stop in answer.split()):
            keeps.add((s, b, v, c))
    answers = java([], [" ".join(f"{c:X}" for c in (b, v, c) if c) for s, b, v, c, _ in texts])
    # The texts where the JDK stops elsewhere than legacy clusters.
    found = defaultdict(list)
    for (s, b, v, c, legacy), answer in zip(texts, answers):
        stops = answer.split()
        jdk = ("v" if v and str(utf16_length([b])) in stops else "") \
            + ("c" if str(utf16_length([b, v] if v else [b])) in stops else "") \
            + ("k" if (s, b, v, c) in keeps else "") or "-"
        if jdk != legacy:
            found[(s, b, v, jdk)].append(c)
    # Rows of bases that take the same followers the same way: the table stays small.
    rows = defaultdict(list)
    for (s, b, v, jdk), following in found.items():
        rows[(s, v, jdk, spans(following))].append(b)
    lines = [
        "// Generated by Corpus/scripts/swing-font-joins.py; do not edit.",
        "// OpenJDK's TextLayout with java.awt.Font(\"Dialog\", PLAIN, 24) and the slot fonts of",
        "// SwingDialogSlots+Data.swift, where it stops otherwise than legacy grapheme clusters in a text",
        "// of a base, a virama or none, and a following character: `slot virama stops | bases | following`",
        "// (hex; virama 0 for none; stops `v` before the virama, `c` before the following, `-` neither;",
        "// `k`: a pre-base vowel sign after the following character is not moved back over the virama).",
        "",
        "extension SwingFontJoins {",
        "    static let tableRows = \"\"\"",
    ]
    for (s, v, jdk, following), bases in sorted(rows.items(), key=lambda row: (row[0][:3], min(row[1]))):
        lines.append(f"        {s} {v:X} {jdk} | {spans(bases)} | {following}")
    lines += [
        "        \"\"\"",
        "    /// `slot | marks`: the marks that have an advance when a font run of that slot starts with them.",
        "    static let runInitialTable = \"\"\"",
    ]
    for s, marks in sorted(run_initial.items()):
        lines.append(f"        {s} | {spans(marks)}")
    lines += ["        \"\"\"", "}", ""]
    with open(out + ".tmp", "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    os.replace(out + ".tmp", out)
    print(f"{out}: {sum(len(f) for f in found.values())} of {len(texts)} texts stop otherwise, "
          f"{len(rows)} rows", file=sys.stderr)


if __name__ == "__main__":
    main()
