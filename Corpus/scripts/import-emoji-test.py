#!/usr/bin/env python3
"""Writes a corpus file with every fully-qualified sequence of Unicode's emoji-test.txt.

Usage, from the repository root:

    python3 Corpus/scripts/import-emoji-test.py Tests/UnicodeData/15.0/emoji-test.txt
    python3 Corpus/scripts/import-emoji-test.py --new-in-release \
        --origin "unicode-org/unicodetools@2c1309ab unicodetools/data/emoji/16.0/emoji-test.txt" \
        /tmp/emoji-test-16.0.txt

writes Corpus/emoji-test-<version>.corpus, the version taken from the file's "# Version:" line.
One case per fully-qualified line, in the file's order, tagged by the sequence's structure; the
note keeps the group, subgroup, name and emoji version. Needs only the Python 3 standard library.

--new-in-release keeps only the lines whose emoji version (the "E16.0" in each line's comment, the
release that introduced the sequence) is the file's own version, and tags each case with the
release, emoji-<major>-<minor> (emoji-16-0: tags cannot contain a dot). --origin names where the
file was taken from (repository, commit, path) when it is not a file of this repository; the
files of later releases are not kept under Tests/UnicodeData, whose folders are per ICU version
and complete (see Tests/UnicodeData/README.md).
"""

import hashlib
import os
import sys

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Written as \u{XXXX} escapes: invisible or easily lost in editors (the same characters the
# corpus README asks authors to escape).
def needs_escape(cp):
    return (cp in (0x200C, 0x200D)
            or 0xFE00 <= cp <= 0xFE0F
            or 0xE0000 <= cp <= 0xE007F
            or 0xE0100 <= cp <= 0xE01EF
            or cp < 0x20 or 0x7F <= cp < 0xA0
            or cp == 0x5C)


def escape(code_points):
    out = []
    for cp in code_points:
        if cp == 0x5C:
            out.append("\\\\")
        elif needs_escape(cp):
            out.append("\\u{%04X}" % cp)
        else:
            out.append(chr(cp))
    return "".join(out)


def tags_for(code_points):
    """Tags that follow from the code points alone (see Corpus/tags.txt)."""
    tags = []
    regional = [cp for cp in code_points if 0x1F1E6 <= cp <= 0x1F1FF]
    if len(code_points) == 1:
        tags.append("single-emoji")
    if len(regional) == 2 and len(code_points) == 2:
        tags.append("flag")
    if code_points[0] == 0x1F3F4 and code_points[-1] == 0xE007F and len(code_points) > 2:
        tags.append("tag-flag")
    if 0x200D in code_points:
        tags.append("zwj-sequence")
    if any(0x1F3FB <= cp <= 0x1F3FF for cp in code_points):
        tags.append("skin-tone")
    if 0x20E3 in code_points:
        tags.append("keycap")
    if 0xFE0F in code_points:
        tags.append("vs16")
    if 0xFE0E in code_points:
        tags.append("vs15")
    if any(0x1F9B0 <= cp <= 0x1F9B3 for cp in code_points):
        tags.append("hair-style")
    return tags


def main():
    args = sys.argv[1:]
    new_only = "--new-in-release" in args
    args = [a for a in args if a != "--new-in-release"]
    origin = None
    if "--origin" in args:
        i = args.index("--origin")
        if i + 1 >= len(args):
            sys.exit("--origin needs a value")
        origin = args[i + 1]
        del args[i:i + 2]
    if len(args) != 1:
        sys.exit("usage: import-emoji-test.py [--new-in-release] [--origin TEXT] PATH/TO/emoji-test.txt")
    source_path = args[0]
    with open(source_path, "rb") as f:
        raw = f.read()
    digest = hashlib.sha256(raw).hexdigest()
    lines = raw.decode("utf-8").splitlines()

    version = date = None
    group = subgroup = ""
    cases = []
    for line in lines:
        if line.startswith("# Version:"):
            version = line.split(":", 1)[1].strip()
        elif line.startswith("# Date:"):
            date = line.split(":", 1)[1].strip()
        elif line.startswith("# group:"):
            group = line.split(":", 1)[1].strip()
        elif line.startswith("# subgroup:"):
            subgroup = line.split(":", 1)[1].strip()
        if not line.strip() or line.startswith("#"):
            continue
        fields, _, comment = line.partition("#")
        points, _, status = fields.partition(";")
        if status.strip() != "fully-qualified":
            continue
        code_points = [int(p, 16) for p in points.split()]
        # The comment is "<emoji> E<version> <name>".
        parts = comment.strip().split(" ", 2)
        emoji_version, name = parts[1], parts[2]
        case_id = "emoji-" + "-".join("%04x" % cp for cp in code_points)
        note = "%s / %s: %s (%s)" % (group, subgroup, name, emoji_version)
        cases.append((case_id, escape(code_points), tags_for(code_points), note, emoji_version))
    if version is None:
        sys.exit("no '# Version:' line in %s" % source_path)
    all_count = len(cases)
    release_tag = None
    if new_only:
        cases = [c for c in cases if c[4] == "E" + version]
        release_tag = "emoji-" + version.replace(".", "-")
        cases = [(i, t, tags + [release_tag], n, v) for (i, t, tags, n, v) in cases]

    relative_source = origin or os.path.relpath(os.path.abspath(source_path), REPOSITORY)
    output = os.path.join(REPOSITORY, "Corpus", "emoji-test-%s.corpus" % version)
    with open(output, "w", encoding="utf-8", newline="\n") as out:
        out.write("# Generated by Corpus/scripts/import-emoji-test.py; do not edit by hand.\n")
        if new_only:
            out.write("# The fully-qualified lines of %s whose emoji version is E%s, the sequences new in\n"
                      "# Emoji %s (%d of its %d fully-qualified lines), in the file's order, tagged %s.\n"
                      % (relative_source, version, version, len(cases), all_count, release_tag))
        else:
            out.write("# Every fully-qualified line of %s (%d lines), in the file's order.\n" % (relative_source, len(cases)))
        out.write("# Source file: Date %s, SHA-256 %s.\n" % (date, digest))
        out.write("source: Unicode emoji-test.txt, Emoji Version %s (UTS #51 test data, dated %s), "
                  "https://www.unicode.org/Public/emoji/%s/emoji-test.txt, copy at %s\n"
                  % (version, date, version, relative_source))
        out.write("license: Unicode License (https://www.unicode.org/license.txt; terms of use "
                  "https://www.unicode.org/terms_of_use.html), © Unicode, Inc.\n")
        out.write("tags: emoji, fully-qualified\n\n")
        for case_id, text, tags, note, _ in cases:
            fields = [case_id, text]
            if tags:
                fields.append(", ".join(tags))
            fields.append("note=" + note)
            out.write("\t".join(fields) + "\n")
    print("wrote %s: %d cases" % (os.path.relpath(output, REPOSITORY), len(cases)))


if __name__ == "__main__":
    main()
