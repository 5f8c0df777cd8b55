#!/usr/bin/env python3
"""Writes Sources/HostModels/Generated/GeckoFontMatches+Data.swift: which font the installed Firefox gives
each character that can start a font run inside a grapheme cluster, and which characters its
emoji font maps.

Usage, from the repository root, on the machine whose Firefox the model describes (needs
fontTools: `python3 -m venv /tmp/ft && /tmp/ft/bin/pip install fonttools`):

    /tmp/ft/bin/python Corpus/scripts/gecko-font-matches.py

Gecko sets up cluster boundaries for each font run on its own (gfxFont::ShapeText calls
gfxShapedText::SetupClusterBoundaries on each range gfxFontGroup::ComputeRanges matched to one
font), so a grapheme cluster whose characters go to two fonts has two cluster starts. Inside a
cluster a font run can start only on a character that is not a cluster extender: after a
prepended concatenation mark (GB9b), at a Hangul jamo (GB6-GB8), or at an emoji after ZWJ (GB11).

The script starts Firefox (headless, a fresh profile, as `editsem observe` does) and asks it,
through InspectorUtils.getUsedFontFaces on a range in a `font-family: sans-serif; font-size:
20px` element of the browser window (the observer's page style), which font it draws each of
these characters with, alone:

- every Grapheme_Cluster_Break=Prepend character of Unicode 17.0
  (Tests/UnicodeData/17.0/GraphemeBreakProperty.txt);
- every character the fonts so found map (their cmaps, read with fontTools from the files
  fontconfig names), so the model knows which characters share a Prepend character's font;
- the Hangul Jamo blocks (U+1100..U+11FF, U+A960..U+A97F, U+D7B0..U+D7FF) and the ASCII digits.

Emoji are not asked one by one: Gecko gives a character to the emoji font by its presentation
(see NotoColorEmojiLigatures), and whether that font draws it is its cmap: the code points
Noto Color Emoji maps are written as ranges. Firefox's second emoji font, the bundled Twemoji
Mozilla, maps no emoji that Noto Color Emoji lacks (the script checks it).
"""

import os
import subprocess
import sys

sys.dont_write_bytecode = True
REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(REPOSITORY, "Sources", "HostObservation", "Drivers"))

import marionette  # noqa: E402
from fontTools.ttLib import TTFont  # noqa: E402

OUT = os.path.join(REPOSITORY, "Sources", "HostModels", "Generated", "GeckoFontMatches+Data.swift")
GRAPHEME_DATA = os.path.join(REPOSITORY, "Tests", "UnicodeData", "17.0", "GraphemeBreakProperty.txt")
EMOJI_FONT = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
EMOJI_PACKAGE = "fonts-noto-color-emoji"
TWEMOJI = "/usr/lib/firefox-esr/fonts/TwemojiMozilla.ttf"
MISSING = "(missing glyph)"
HANGUL = [range(0x1100, 0x1200), range(0xA960, 0xA980), range(0xD7B0, 0xD800)]

PROBE = r"""
const [codePoints] = arguments;
const div = document.createElementNS('http://www.w3.org/1999/xhtml', 'div');
div.setAttribute('style', 'white-space: pre-wrap; font-family: sans-serif; font-size: 20px; position: fixed; top: 0; left: 0;');
document.documentElement.appendChild(div);
const out = [];
for (const cp of codePoints) {
  div.textContent = String.fromCodePoint(cp);
  const range = document.createRange();
  range.selectNodeContents(div.firstChild);
  out.push(InspectorUtils.getUsedFontFaces(range).map(f => f.name).join('|'));
}
div.remove();
return out;
"""


def prepend_characters():
    result = []
    with open(GRAPHEME_DATA, encoding="utf-8") as f:
        for line in f:
            fields = line.split("#")[0].split(";")
            if len(fields) != 2 or fields[1].strip() != "Prepend":
                continue
            bounds = [int(x, 16) for x in fields[0].strip().split("..")]
            result.extend(range(bounds[0], bounds[-1] + 1))
    return result


def font_file(full_name):
    """The file fontconfig has for a font's full name (InspectorUtils names faces that way)."""
    listing = subprocess.run(["fc-list", "--format", "%{fullname}\t%{file}\n"], check=True,
                             capture_output=True, text=True).stdout
    for line in listing.splitlines():
        names, _, path = line.partition("\t")
        if full_name in names.split(","):
            return path
    sys.exit(f"fontconfig has no file for the font {full_name!r}")


def package_version(path):
    owner = subprocess.run(["dpkg", "-S", path], capture_output=True, text=True).stdout.split(":")[0]
    version = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", owner], capture_output=True, text=True).stdout
    return f"{owner} {version}"


def ranges(code_points):
    result = []
    for cp in sorted(code_points):
        if result and result[-1][1] == cp - 1:
            result[-1][1] = cp
        else:
            result.append([cp, cp])
    return result


def main():
    firefox = marionette.Firefox(marionette.find_firefox(), headless=True)
    session = firefox.start()
    try:
        version = session.new_session({}).get("browserVersion", "unknown")
        probe = lambda cps: dict(zip(cps, session.execute_chrome(PROBE, cps)))
        prepends = prepend_characters()
        fonts = probe(prepends)
        asked = set(prepends)
        for name in sorted(set(fonts.values())):
            cmap = TTFont(font_file(name), fontNumber=0).getBestCmap()
            more = sorted(set(cmap) - asked)
            fonts.update(probe(more))
            asked.update(more)
        more = sorted({cp for block in HANGUL for cp in block} | set(range(0x30, 0x3A)) - asked)
        fonts.update(probe(more))
    finally:
        session.quit()
        session.close()
        firefox.stop()

    # A character no font maps is drawn as a missing glyph, reported under the first font of the
    # family list; it is matched as no font at all, and so starts a font run of its own.
    cmaps = {name: set(TTFont(font_file(name), fontNumber=0).getBestCmap()) for name in set(fonts.values()) if name}
    for cp, name in fonts.items():
        if name and cp not in cmaps[name]:
            fonts[cp] = MISSING
    names = sorted(set(fonts.values()))
    runs = []  # [first, last, font index]
    for cp in sorted(fonts):
        index = names.index(fonts[cp])
        if runs and runs[-1][1] == cp - 1 and runs[-1][2] == index:
            runs[-1][1] = cp
        else:
            runs.append([cp, cp, index])

    emoji = set(TTFont(EMOJI_FONT).getBestCmap())
    twemoji_only = {cp for cp in set(TTFont(TWEMOJI).getBestCmap()) - emoji if cp >= 0x2000 and not 0xE000 <= cp <= 0xF8FF and cp != 0xFE0F}
    if twemoji_only:
        sys.exit(f"Twemoji Mozilla maps emoji Noto Color Emoji lacks: {sorted(map(hex, twemoji_only))}; the model assumes none")
    emoji_ranges = ranges(emoji)
    emoji_font_version = TTFont(EMOJI_FONT)["name"].getDebugName(5)

    with open(OUT, "w", encoding="utf-8") as out:
        out.write("// Generated by Corpus/scripts/gecko-font-matches.py; do not edit.\n")
        out.write(f"// Firefox {version} (firefox-esr), asked with InspectorUtils.getUsedFontFaces which font it draws each of\n")
        out.write(f"// {len(fonts)} characters with, alone, in `font-family: sans-serif; font-size: 20px`; and the cmap of\n")
        out.write(f"// {os.path.basename(EMOJI_FONT)} ({package_version(EMOJI_FONT)}; {emoji_font_version}).\n\n")
        out.write("extension GeckoFontMatches {\n")
        out.write(f"    static let firefoxVersion = \"{version}\"\n")
        out.write(f"    static let emojiFontPackage = \"{package_version(EMOJI_FONT)}\"\n")
        out.write("    /// The fonts Firefox chose, by the full names InspectorUtils gives; \"\" for a character drawn with no\n")
        out.write("    /// font (a default-ignorable), \"(missing glyph)\" for one no font maps.\n")
        out.write("    static let fontNames: [String] = [\n")
        for name in names:
            out.write(f"        \"{name}\",\n")
        out.write("    ]\n")
        out.write("    /// `first last font`: the characters from `first` to `last` (hex) go to `fontNames[font]`.\n")
        out.write("    static let matchTable = \"\"\"\n")
        for first, last, index in runs:
            out.write(f"        {first:X} {last:X} {index}\n")
        out.write("        \"\"\"\n")
        out.write("    /// `first last`: code points the emoji font maps (hex).\n")
        out.write("    static let emojiFontTable = \"\"\"\n")
        for first, last in emoji_ranges:
            out.write(f"        {first:X} {last:X}\n")
        out.write("        \"\"\"\n")
        out.write("}\n")
    print(f"{OUT}: {len(fonts)} characters in {len(runs)} runs over {len(names)} fonts; emoji font {len(emoji)} code points in {len(emoji_ranges)} ranges")


if __name__ == "__main__":
    main()
