import EditingSemantics

/// GNU readline as bash 5.2 bundles it (readline 8.2), in a terminal under a UTF-8 locale: the
/// line editor of the shell prompt. Debian 12's bash 5.2.15 links no libreadline; its readline
/// is the copy in bash's lib/readline.
enum ReadlineHosts {
    static let all: [HostModel] = [readline8_2]

    static let commit = "bminor/bash@74091dd4e8086db518b30df7f222691524469998 (tag bash-5.2)"
    static let observed = Citation("Corpus/observed/readline@8.2-bash.observed", grade: .observed,
                                   note: "bash 5.2.15 in tmux under C.UTF-8, every measured text")
    static let mbutil = Citation(
        "\(commit) lib/readline/mbutil.c, _rl_find_prev_utf8char and _rl_test_nonzero (MB_FIND_NONZERO: back to a character that is ASCII, invalid, or of WCWIDTH > 0), _rl_find_next_mbchar_internal (forward: skip WCWIDTH == 0, take one, skip WCWIDTH == 0 after it); lib/readline/rlmbutil.h, _rl_wcwidth (printable ASCII 1, else wcwidth)",
        grade: .source)
    static let wcwidth = Citation(
        "Sources/HostModels/Generated/GlibcWcwidth+Data.swift from Corpus/scripts/glibc-wcwidth.py: glibc 2.36's wcwidth under C.UTF-8 for every code point",
        grade: .ran, note: "glibc 2.36's tables are Unicode 14.0: characters assigned since have width -1")

    static let readline8_2 = HostModel(
        id: "readline@8.2",
        name: "GNU readline 8.2 (bash 5.2) in a UTF-8 terminal",
        summary: "Readline knows no grapheme clusters: it joins each character of wcwidth 0 (combining marks, ZWJ, variation selectors) to the character before it. Backward it also passes over characters of width -1 (controls other than ASCII, characters unassigned in glibc 2.36's Unicode 14.0), forward it does not. Its point counts UTF-8 bytes.",
        deletion: Aspect(
            rule: ReadlineRuboutRule(), unit: "readline-8.2-rubout",
            summary: "Backspace (rl_rubout) deletes back to the previous character that is ASCII or has a positive glibc wcwidth: é as e + U+0301 in one press, 👍🏽 in two (U+1F3FD has width 2), 👩‍💻 in two (💻, then 👩 with the ZWJ), ते in one, स्ते in two; a newer emoji, width -1 to glibc 2.36, goes with the character before it.",
            citations: [observed, mbutil,
                        Citation("\(commit) lib/readline/text.c, rl_rubout → _rl_rubout_char (rl_point = _rl_find_prev_mbchar (…, MB_FIND_NONZERO))", grade: .source),
                        wcwidth]),
        offset: Aspect(
            rule: ScalarBoundaryStepRule(), unit: "utf8-byte",
            summary: "rl_point and rl_end count bytes of the locale's multibyte encoding (UTF-8 here); bash's READLINE_POINT converts them to characters (code points). The simulated stops are the code point boundaries, where byte and UTF-16 offsets coincide.",
            citations: [Citation("\(commit) lib/readline/readline.h (rl_point, rl_end: indexes into rl_line_buffer, a char array); bashline.c, bash_execute_unix_command (readline_get_char_offset: READLINE_POINT in characters)", grade: .source)]),
        caret: Aspect(
            rule: ReadlineCharacterRule(), unit: "readline-8.2-character",
            summary: "Right (rl_forward_char) passes over characters of wcwidth 0, then one character of any other width, then the characters of width 0 after it; Left (rl_backward_char) walks back as Backspace does. Readline has no paragraph direction: Right moves forward in right-to-left text too.",
            citations: [observed, mbutil,
                        Citation("\(commit) lib/readline/text.c, _rl_forward_char_internal and _rl_backward_char_internal", grade: .source),
                        wcwidth]),
        selection: Aspect(
            rule: nil, unit: "selection",
            summary: "Unknown as a rule: rl_rubout does not look at the region (the mark or an active region); it deletes before the point.",
            citations: [Citation("\(commit) lib/readline/text.c, rl_rubout (no region test)", grade: .unknown)]),
        unicodeBasis: "glibc 2.36 wcwidth (Unicode 14.0), generated table",
        release: HostRelease(kind: .host, engines: [
            "bash 5.2.15 (Debian 12 package bash 5.2.15-2+b8) with its bundled readline 8.2",
            "glibc 2.36 (Debian 12 package libc6 2.36-9+deb12u14), wcwidth under C.UTF-8",
        ])
    ).forwardDeletingToCaretStops(
        summary: "Delete (rl_delete) removes from the point to where one forward step ends (MB_NEXTCHAR with MB_FIND_NONZERO), zero-width characters after it included; a character of width -1 goes alone, unlike Backspace.",
        citations: [observed,
                     Citation("\(commit) lib/readline/text.c, rl_delete (xpoint = MB_NEXTCHAR (rl_line_buffer, rl_point, 1, MB_FIND_NONZERO))", grade: .source)])
}
