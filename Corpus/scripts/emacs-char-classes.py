#!/usr/bin/env python3
"""Writes Sources/HostModels/Generated/EmacsCharacterClasses+Data.swift: what Emacs's own tables say
of every code point, as far as its terminal compositions depend on it.

Usage, from the repository root, on the machine whose Emacs the model describes (Debian 12:
emacs-nox 1:28.2+1-15+deb12u4):

    python3 Corpus/scripts/emacs-char-classes.py

The script runs `emacs --batch -Q` and asks, for every code point but the surrogates:
`(char-width c)` (char-width-table), `(get-char-code-property c 'general-category)`, whether the
category set has `.` (base character) and `^` (combining), whether src/composite.c's
char_composable_p holds (c >= 32 and ZWNJ, ZWJ, a tag character U+E0020-U+E007F or
`unicode-category-table` at most Zs: the tags are the one part the script asserts rather than
asks, as a C function cannot be called from Lisp; Emacs 28.2's own find-composition composes 🏴
with the tags after it, which it could not were they not composable), and
the rules `composition-function-table` holds for it: each rule's regexp and PREV-CHARS, the
vectors [PATTERN PREV-CHARS FUNC] src/composite.c reads (an entry that is not such a vector is
skipped there, and here). The answers are Emacs's, not a reading of its sources.
Flags per range: 1 width 0, 2 general category Cf, 4 category `.`, 8 a composition-function-table
entry, 16 category `^`, 32 composable. A character beyond U+10FFFF in a pattern (Emacs's own
character space) is left out of it: no text holds it.
"""

import os
import subprocess
import sys

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUTPUT = os.path.join(REPOSITORY, "Sources", "HostModels", "Generated", "EmacsCharacterClasses+Data.swift")

PROGRAM = r"""
(progn
(let ((c 0) (prev -1) (prev-rules 'none))
  (while (<= c #x10FFFF)
    (unless (and (>= c #xD800) (<= c #xDFFF))
      (let* ((entry (aref composition-function-table c))
             (category (aref unicode-category-table c))
             (f (logior (if (= (char-width c) 0) 1 0)
                        (if (eq (get-char-code-property c 'general-category) 'Cf) 2 0)
                        (if (aref (char-category-set c) ?.) 4 0)
                        (if entry 8 0)
                        (if (aref (char-category-set c) ?^) 16 0)
                        (if (and (>= c 32)
                                 (or (memq c '(#x200C #x200D))
                                     (and (>= c #xE0020) (<= c #xE007F))
                                     (and (integerp category) (<= category 23))))
                            32 0)))
             (rules (mapconcat
                     (lambda (rule)
                       (format "%s,%d"
                               (if (stringp (aref rule 0))
                                   (mapconcat (lambda (ch) (format "%X" ch)) (aref rule 0) " ")
                                 "nil")
                               (aref rule 1)))
                     (seq-filter (lambda (rule) (and (vectorp rule) (= (length rule) 3) (natnump (aref rule 1))))
                                 (if (listp entry) entry nil))
                     ";")))
        (unless (= f prev)
          (princ (format "F %X %d\n" c f))
          (setq prev f))
        (unless (equal rules prev-rules)
          (princ (format "R %X %s\n" c rules))
          (setq prev-rules rules))))
    (setq c (1+ c))))
(princ (format "version %s\n" emacs-version)))
"""


def swift_literal(code_points):
    out = []
    for v in code_points:
        ch = chr(v)
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif 0x20 <= v < 0x7F:
            out.append(ch)
        else:
            out.append("\\u{%X}" % v)
    return '"' + "".join(out) + '"'


def rows_of(items, per_row):
    rows = []
    for i in range(0, len(items), per_row):
        rows.append("        " + ", ".join(items[i:i + per_row]) + ",")
    return "\n".join(rows)


def main():
    out = subprocess.run(["emacs", "--batch", "-Q", "--eval", PROGRAM], capture_output=True, text=True, check=True).stdout
    starts, rule_starts, version = [], [], None
    patterns, pattern_index, rule_sets, rule_set_index = [], {}, [], {}
    for line in out.split("\n"):
        if line.startswith("version "):
            version = line.split()[1]
        elif line.startswith("F "):
            _, a, f = line.split()
            starts.append((int(a, 16), int(f)))
        elif line.startswith("R "):
            _, a, rest = (line.split(" ", 2) + [""])[:3]
            rules = []
            for rule in filter(None, rest.split(";")):
                pattern, lookback = rule.rsplit(",", 1)
                if pattern == "nil":
                    index = -1
                else:
                    key = tuple(int(x, 16) for x in pattern.split())
                    # A character beyond Unicode (tibetan.el's pattern holds one in a bracket
                    # expression) matches no text; it is dropped unless it ends a range.
                    for i, v in enumerate(key):
                        if v > 0x10FFFF and 0x2D in key[max(i - 1, 0):i + 2]:
                            sys.exit(f"emacs-char-classes.py: U+{v:X} ends a range in a pattern")
                    key = tuple(v for v in key if v <= 0x10FFFF)
                    if key not in pattern_index:
                        pattern_index[key] = len(patterns)
                        patterns.append(key)
                    index = pattern_index[key]
                rules.append((index, int(lookback)))
            key = tuple(rules)
            if key not in rule_set_index:
                rule_set_index[key] = len(rule_sets)
                rule_sets.append(key)
            rule_starts.append((int(a, 16), rule_set_index[key]))
    if version is None or not patterns:
        sys.exit("emacs-char-classes.py: emacs gave no version or no composition rules")
    package = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "emacs-nox"], capture_output=True, text=True).stdout.strip()
    flag_rows = rows_of([f"(0x{a:X}, {f})" for a, f in starts], 8)
    rule_rows = rows_of([f"(0x{a:X}, {r})" for a, r in rule_starts], 8)
    set_rows = "\n".join("        [" + ", ".join(f"({p}, {b})" for p, b in s) + "]," for s in rule_sets)
    pattern_rows = "\n".join("        " + swift_literal(p) + "," for p in patterns)
    text = f"""// Generated by Corpus/scripts/emacs-char-classes.py; do not edit.
// GNU Emacs {version} (Debian package emacs-nox {package}), `emacs --batch -Q`: char-width,
// general-category, categories `.` and `^`, char_composable_p and composition-function-table for
// every code point but the surrogates (which are listed with the values of the code point before them).

extension EmacsCharacterClasses {{
    static let emacsVersion = "{version}"
    static let packageVersion = "emacs-nox {package}"
    /// `(first code point, flags)`: the flags hold from that code point to the next entry's.
    /// Flags: 1 char-width 0, 2 general category Cf, 4 category `.`, 8 a composition-function-table
    /// entry, 16 category `^`, 32 composable (src/composite.c, char_composable_p).
    static let starts: [(UInt32, UInt8)] = [
{flag_rows}
    ]
    /// `(first code point, index in ruleSets)`: composition-function-table's rules from that code
    /// point to the next entry's.
    static let ruleStarts: [(UInt32, Int)] = [
{rule_rows}
    ]
    /// Each entry's rules in its order: `(index in patterns, or -1 for a nil PATTERN; PREV-CHARS)`.
    static let ruleSets: [[(Int, Int)]] = [
{set_rows}
    ]
    /// The rules' regexps, in Emacs's regexp syntax.
    static let patterns: [String] = [
{pattern_rows}
    ]
}}
"""
    with open(OUTPUT, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {OUTPUT}: {len(starts)} ranges, {len(rule_starts)} rule ranges, {len(rule_sets)} rule sets, {len(patterns)} patterns")


if __name__ == "__main__":
    main()
