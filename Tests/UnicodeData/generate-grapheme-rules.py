#!/usr/bin/env python3
"""Writes Sources/EditingSemantics/Rules/grapheme-<V>.txt: ICU break rules for the extended
grapheme clusters of Unicode V, with every character set generated from V's own data files in
Tests/UnicodeData/<V>/.

The sets are written out as code point ranges rather than named by property (\\p{...}): the ICU
that compiles the rules (ubrk_openRules) would read property names against its own Unicode
version (ICU 72: 15.0), not V's.

    generate-grapheme-rules.py            write the rule files
    generate-grapheme-rules.py --check    exit 1, naming the file, if a committed one differs
    generate-grapheme-rules.py extract-incb DerivedCoreProperties.txt OUT
                                          write the Indic_Conjunct_Break section of a full
                                          DerivedCoreProperties.txt (1 MB) with its header, which
                                          is all the generator reads of it
"""

import pathlib
import re
import sys

DATA = pathlib.Path(__file__).resolve().parent
RULES = DATA.parent.parent / "Sources" / "EditingSemantics" / "Rules"
INCB_FILE = "DerivedCoreProperties-InCB.txt"

# The rule each position of GraphemeBreakTest.txt names ([3.0], [9.3], ...) is given beside it.
# GB9c (Indic_Conjunct_Break) entered UAX #29 with Unicode 15.1; its wording is the same in 15.1,
# 16.0 and 17.0 (GraphemeBreakTest.html of each, Rules section, rule 9.3), only the InCB data
# changes. Unicode 18.0 shortens it to "ConjunctLinker ConjunctExtender* × LinkingConsonant" with
# ConjunctExtender = InCB=Extend alone: no consonant is needed before the linker, and a second
# linker no longer extends the run (GraphemeBreakTest.html 18.0.0, rule 9.3, in
# unicode-org/unicodetools@2c1309ab2ac1de5c62f09089c8ed6bf6f1d37920 unicodetools/data/ucd/dev/
# auxiliary/; the change came with that repository's commit ebdf7430, "Grapheme Cluster Breaking
# changes from UTC-187").
FIRST_WITH_GB9C = (15, 1)
FIRST_WITH_LINKER_ONLY_GB9C = (18, 0)


def ranges(path, field_count, wanted):
    """Code point ranges of the lines of a UCD file whose fields after the first equal `wanted`."""
    result = []
    for line in path.read_text(encoding="utf-8").splitlines():
        data = line.split("#", 1)[0].strip()
        if not data:
            continue
        fields = [f.strip() for f in data.split(";")]
        if len(fields) != field_count + 1:
            raise SystemExit(f"{path}: unexpected line: {line}")
        if tuple(fields[1:]) != wanted:
            continue
        first, _, last = fields[0].partition("..")
        result.append((int(first, 16), int(last or first, 16)))
    return result


def merged(rs):
    out = []
    for a, b in sorted(rs):
        if out and a <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def escape(cp):
    return f"\\u{cp:04X}" if cp <= 0xFFFF else f"\\U{cp:08X}"


def unicode_set(rs, indent):
    """An ICU UnicodeSet of the ranges, wrapped at about 100 columns."""
    parts = [escape(a) if a == b else f"{escape(a)}-{escape(b)}" for a, b in merged(rs)]
    if not parts:
        raise SystemExit("an empty set: the data file lacks a value the rules need")
    lines, line = [], "["
    for p in parts:
        if len(line) + len(p) > 100 - indent:
            lines.append(line)
            line = ""
        line += p
    lines.append(line + "]")
    return ("\n" + " " * indent).join(lines)


def first_line(path):
    return path.read_text(encoding="utf-8").splitlines()[0].lstrip("# ").strip()


def emoji_version(path):
    for line in path.read_text(encoding="utf-8").splitlines()[:12]:
        m = re.match(r"# (?:Version: |Used with Emoji Version )(\d+\.\d+)", line)
        if m:
            return m.group(1)
    raise SystemExit(f"{path}: no emoji version in the header")


def rules(version):
    folder = DATA / version
    gbp = folder / "GraphemeBreakProperty.txt"
    emoji = folder / "emoji-data.txt"
    major, minor = (int(x) for x in version.split("."))
    if not first_line(gbp).startswith(f"GraphemeBreakProperty-{version}."):
        raise SystemExit(f"{gbp}: header names another version: {first_line(gbp)}")
    if emoji_version(emoji) != version:
        raise SystemExit(f"{emoji}: emoji version {emoji_version(emoji)}, not {version}")
    gb9c = (major, minor) >= FIRST_WITH_GB9C
    sources = [f"Tests/UnicodeData/{version}/GraphemeBreakProperty.txt ({first_line(gbp)})",
               f"Tests/UnicodeData/{version}/emoji-data.txt (Extended_Pictographic, emoji version {version})"]
    incb = folder / INCB_FILE
    if gb9c:
        if not first_line(incb).startswith(f"DerivedCoreProperties-{version}."):
            raise SystemExit(f"{incb}: header names another version: {first_line(incb)}")
        sources.append(f"Tests/UnicodeData/{version}/{INCB_FILE} (Indic_Conjunct_Break, {first_line(incb)})")

    def gcb(value):
        return ranges(gbp, 1, (value,))

    sets = [
        ("CR", gcb("CR")), ("LF", gcb("LF")), ("Control", gcb("Control")), ("Extend", gcb("Extend")),
        ("ZWJ", gcb("ZWJ")), ("Regional_Indicator", gcb("Regional_Indicator")), ("Prepend", gcb("Prepend")),
        ("SpacingMark", gcb("SpacingMark")), ("L", gcb("L")), ("V", gcb("V")), ("T", gcb("T")),
        ("LV", gcb("LV")), ("LVT", gcb("LVT")),
        ("Extended_Pict", ranges(emoji, 1, ("Extended_Pictographic",))),
    ]
    if gb9c:
        sets += [(f"InCB_{v}", ranges(incb, 2, ("InCB", v))) for v in ("Consonant", "Linker", "Extend")]

    out = [f"# Extended grapheme clusters of Unicode {version}: the rules of UAX #29 for Unicode {version}",
           "# (as its GraphemeBreakTest.html lists them), in ICU break rule syntax for ubrk_openRules.",
           "#",
           "# GENERATED by Tests/UnicodeData/generate-grapheme-rules.py from"]
    out += [f"#   {s}" for s in sources]
    out += ["# Do not edit; change the script or the data and run it again.",
            "#",
            "# Sets are code point ranges, not property names, so the system ICU's own (older) Unicode data",
            "# plays no part. With !!chain a match may continue into a rule that starts with the character it",
            "# ended on; ICU takes the longest match.",
            "",
            "!!chain;",
            "!!lookAheadHardBreak;",
            ""]
    for name, rs in sets:
        head = f"${name} = "
        out.append(head + unicode_set(rs, len(head)) + ";")
    out += ["",
            "# GB3: CR × LF. (GB4, GB5: no other rule joins a control, CR or LF to anything.)",
            "$CR $LF;",
            "",
            "# GB6 to GB8: Hangul syllable sequences.",
            "$L ($L | $V | $LV | $LVT);",
            "($LV | $V) ($V | $T);",
            "($LVT | $T) $T;",
            "",
            "# GB9: × (Extend | ZWJ); GB9a: × SpacingMark; GB9b: Prepend ×.",
            "[^$Control $CR $LF] ($Extend | $ZWJ);",
            "[^$Control $CR $LF] $SpacingMark;",
            "$Prepend [^$Control $CR $LF];",
            ""]
    if gb9c and (major, minor) >= FIRST_WITH_LINKER_ONLY_GB9C:
        out += ["# GB9c: InCB=Linker InCB=Extend* × InCB=Consonant. A linker that GB9 joins to what precedes it",
                "# ends that match, which chains into this rule; any other linker (U+1CF5) starts it.",
                "$InCB_Linker $InCB_Extend* $InCB_Consonant;",
                ""]
    elif gb9c:
        out += ["# GB9c: InCB=Consonant [InCB=Extend InCB=Linker]* InCB=Linker [InCB=Extend InCB=Linker]* × InCB=Consonant.",
                "$InCB_Consonant [$InCB_Extend $InCB_Linker]* $InCB_Linker [$InCB_Extend $InCB_Linker]* $InCB_Consonant;",
                ""]
    out += ["# GB11: ExtPict Extend* ZWJ × ExtPict.",
            "$Extended_Pict $Extend* $ZWJ $Extended_Pict;",
            "",
            "# GB12, GB13: regional indicators pair up from the start of their run (after any Prepend, which",
            "# GB9b joins first). The caret keeps these rules from continuing a chain.",
            "^$Prepend* $Regional_Indicator $Regional_Indicator / $Regional_Indicator;",
            "^$Prepend* $Regional_Indicator $Regional_Indicator;",
            "",
            "# GB999: any other character is a cluster of its own.",
            ".;",
            ""]
    return "\n".join(out)


def versions():
    found = [p.name for p in DATA.iterdir() if (p / "GraphemeBreakProperty.txt").is_file()]
    return sorted(found, key=lambda v: tuple(int(x) for x in v.split(".")))


def extract_incb(source, destination):
    lines = pathlib.Path(source).read_text(encoding="utf-8").splitlines()
    header = []
    for line in lines:
        if not line.startswith("#"):
            break
        header.append(line)
    start = next(i for i, l in enumerate(lines) if l.startswith("# Derived Property: Indic_Conjunct_Break"))
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("# Derived Property:")), len(lines))
    section = lines[start:end]
    while section and (not section[-1].strip() or set(section[-1]) <= set("#= ") or section[-1] == "# EOF"):
        section.pop()
    note = ["#", "# EXTRACT: only the Indic_Conjunct_Break section of the file above, cut by",
            "# Tests/UnicodeData/generate-grapheme-rules.py extract-incb; the rest is left out.", ""]
    pathlib.Path(destination).write_text("\n".join(header + note + section) + "\n\n# EOF\n", encoding="utf-8")


def main(argv):
    if argv[:1] == ["extract-incb"] and len(argv) == 3:
        extract_incb(argv[1], argv[2])
        return 0
    check = argv == ["--check"]
    if argv and not check:
        print(__doc__, file=sys.stderr)
        return 64
    stale = []
    for version in versions():
        path = RULES / f"grapheme-{version}.txt"
        text = rules(version)
        if check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                stale.append(str(path))
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path}")
    for path in stale:
        print(f"{path}: differs from what generate-grapheme-rules.py makes of Tests/UnicodeData", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
