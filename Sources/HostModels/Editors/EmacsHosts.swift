import EditingSemantics

/// GNU Emacs 28.2 in a terminal (`emacs -nw`), a fundamental-mode buffer with its defaults.
enum EmacsHosts {
    static let all: [HostModel] = [emacs28_2]

    static let lisp = "GNU Emacs 28.2 lisp as Debian 12 ships it (package emacs-el 1:28.2+1-15+deb12u4, its lisp/ folder)"
    static let cSource = "emacs-mirror/emacs@00ee320a620704ae12a1e2104c2d08bf8bbdf0c9 src/composite.c (a stored version of the Emacs 27-28 era, read because the emacs-28.2 tag's copy was not reachable; its char_composable_p lacks the tag characters U+E0020-U+E007F, which Emacs 28.2 composes: its own find-composition composes 🏴 with the tags of the England flag)"
    static let observed = Citation("Corpus/observed/emacs@28.2-tty.observed", grade: .observed,
                                   note: "emacs -nw -Q 28.2 in tmux under C.UTF-8")
    static let classes = Citation(
        "Sources/HostModels/Generated/EmacsCharacterClasses+Data.swift from Corpus/scripts/emacs-char-classes.py: Emacs 28.2's char-width, general-category, category `.` and composition-function-table for every code point",
        grade: .ran)

    static let emacs28_2 = HostModel(
        id: "emacs@28.2",
        name: "GNU Emacs 28.2 in a terminal (emacs -nw)",
        summary: "DEL (delete-backward-char) and Delete (delete-forward-char) remove one character (code point) each, whatever the composition; the point, moved by one character, is then taken out of any automatic composition, and a terminal composes a character with the zero-width marks after it: é as e + U+0301 is one caret stop and two Backspaces. Positions count characters (code points).",
        deletion: Aspect(
            rule: SegmentDeleteRule(UnitID.codePoint.makeSegmenter()), unit: UnitID.codePoint.rawValue,
            summary: "One character (code point) per press: delete-backward-char calls delete-char with -1; compositions do not widen it in 28.2.",
            citations: [observed,
                        Citation("\(lisp) simple.el, delete-backward-char ((t (delete-char (- n) killflag))))", grade: .source)]),
        offset: Aspect(
            rule: SegmentStepRule(UnitID.codePoint.makeSegmenter()), unit: UnitID.codePoint.rawValue,
            summary: "Buffer positions count characters (code points), from 1.",
            citations: [Citation("GNU Emacs Lisp Reference Manual (Emacs 28), Positions: a position counts characters from 1, not bytes", grade: .source)]),
        caret: Aspect(
            rule: EmacsTerminalClusterRule(), unit: "emacs-28.2-tty-cluster",
            summary: "Right and Left (right-char, left-char: forward-char or backward-char by the paragraph's direction) move one character, then the command loop moves the point out of an automatic composition: the one composition-function-table's rules make around it, searched forward from the start of the run of composable characters as composite.c does. On a terminal, compose-gstring-for-terminal makes each character of non-zero width one cluster with the zero-width characters after it inside a composition: ते, בְ, e + U+0301 are one stop each, while ක්‍ය is two (ක්‍ and ය) and an emoji sequence Emacs 28.2 knows (emoji-zwj.el) is a stop per emoji of non-zero width (👍🏽 two, 👩‍💻 two: 👩‍ and 💻); a ZWJ or ZWNJ outside a composition is a stop of its own.",
            citations: [observed,
                        Citation("\(lisp) composite.el, auto-compose-chars (compose-gstring-for-terminal without a font), compose-gstring-for-terminal (a base with the width-0 glyphs after it; Cf as a space; a mark with no base after a space glyph, then on from glyph 2)", grade: .source),
                        Citation("\(cSource) find_automatic_composition (rewind to the run of char_composable_p characters, search forward to MAX_AUTO_COMPOSITION_LOOKBACK past the point, the first rule that composes at each character), autocmp_chars (fast_looking_at of the rule's PATTERN at PREV-CHARS back), composition_adjust_point (a point inside a cluster goes to its edge in the direction of the move)", grade: .source),
                        Citation("\(lisp) language/*.el, international/emoji-zwj.el, composite.el: the composition-function-table rules, read from Emacs 28.2 itself into the generated table and matched by EmacsRegexp as looking-at matches", grade: .ran),
                        classes]),
        selection: Aspect(
            rule: .deletesSelection, unit: "selection",
            summary: "With transient-mark-mode on (the default) and the mark active, DEL deletes the region (delete-active-region t).",
            citations: [Citation("\(lisp) simple.el, delete-backward-char ((use-region-p) and delete-active-region: region-extract-function 'delete-only)", grade: .source)]),
        unicodeBasis: "Emacs 28.2's own character tables (Unicode 14.0), generated table",
        release: HostRelease(kind: .host, engines: [
            "GNU Emacs 28.2 (Debian 12 package emacs-nox 1:28.2+1-15+deb12u4), a tty frame",
        ])
    ).with(.forwardDeletion, Aspect(
        rule: .steps(SegmentStepRule(UnitID.codePoint.makeSegmenter())), unit: UnitID.codePoint.rawValue,
        summary: "Delete (<deletechar>, delete-forward-char) removes one character (code point), not the caret's composition: é as e + U+0301 takes two presses.",
        citations: [observed,
                    Citation("\(lisp) simple.el, delete-forward-char ((t (delete-char n killflag)))", grade: .source)]))
}
