import EditingSemantics

/// Code editors: VS Code (Monaco), CodeMirror 6 and xi-editor.
enum EditorHosts {
    static let all: [HostModel] = [vscode, codemirror6, xiEditor]

    // MARK: VS Code

    static let vscodeStrings = Citation(
        "microsoft/vscode@009b99e8 src/vs/base/common/strings.ts, getLeftDeleteOffset / getOffsetBeforeLastEmojiComponent / isEmojiImprecise",
        grade: .source, note: "\"Try to delete emoji part\", otherwise \"just skip a single code point\"")
    static let vscodeRan = Citation(
        "microsoft/vscode@009b99e8 getLeftDeleteOffset, transcribed into a probe program (not kept) and run",
        grade: .ran, note: "Corpus/vectors/host-semantics-ran.txt")
    static let vscodeDeleteOperations = Citation(
        "microsoft/vscode@01f97044 src/vs/editor/common/cursor/cursorDeleteOperations.ts, DeleteOperations.getDeleteRange / getPositionAfterDeleteLeft",
        grade: .source, note: "non-empty selection deleted; tab-stop unindent in leading whitespace; line break at column 1")
    static let vscodeGrapheme = Citation(
        "microsoft/vscode@009b99e8 src/vs/base/common/strings.ts, GraphemeIterator / breakBetweenGraphemeBreakType",
        grade: .source, note: "pairwise UAX #29 table without GB9c; GB11 and GB12/13 reduced to pairs")
    static let vscodeColumns = Citation(
        "microsoft/vscode@01f97044 cursorDeleteOperations.ts, getPositionAfterDeleteLeft (\"Convert 1-based columns to 0-based offsets\" into the JavaScript line string)",
        grade: .source, note: "columns index the line's UTF-16 code units")

    static let vscode = HostModel(
        id: "vscode",
        name: "VS Code / Monaco editor (deleteLeft)",
        summary: "Monaco's Backspace deletes one emoji component (one ZWJ-joined part, one regional indicator) or one code point; the caret moves by its own stateless grapheme table. Columns are UTF-16.",
        deletion: Aspect(
            rule: VSCodeDeleteLeftRule(), unit: "vscode-delete-left",
            summary: "Deletes the last emoji component (a base with its trailing skin tone, VS16 or keycap mark, plus one ZWJ before it) or one code point. A flag goes one regional indicator at a time (2 presses), a family one person at a time, a tag flag one tag at a time; Devanagari and accents one code point at a time. In leading whitespace it deletes back to the previous tab stop (indent size 4 assumed).",
            citations: [vscodeRan, vscodeStrings, vscodeDeleteOperations]),
        offset: Aspect(
            rule: SegmentStepRule(UTF16UnitSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "Positions are (line, column) with 1-based columns over the line's UTF-16 code units; model offsets count UTF-16 units.",
            citations: [vscodeColumns]),
        caret: Aspect(
            rule: VSCodeGraphemeRule(), unit: "vscode-grapheme",
            summary: "The caret moves by VS Code's grapheme table, pair by pair: no GB9c (स्ते is two stops, स्|ते), consecutive regional indicators never split, and an ordinary letter breaks before a following ZWJ.",
            citations: [vscodeGrapheme]),
        selection: Aspect(rule: .deletesSelection, unit: "selection",
                          summary: "A non-empty selection is deleted and nothing else.", citations: [vscodeDeleteOperations]),
        unicodeBasis: "system ICU \(Versions.icu), Unicode \(Versions.icuUnicode) for the grapheme classes (VS Code ships its own generated table); deletion uses fixed ranges"
    ).forwardDeletingToCaretStops(
        summary: "deleteRight removes up to the caret's next stop, one VS Code grapheme (स्ते in two presses, स्|ते; a flag or é as e+◌́ in one), unlike deleteLeft.",
        citations: [
            Citation("microsoft/vscode@01f97044 src/vs/editor/common/cursor/cursorDeleteOperations.ts, DeleteOperations.deleteRight", grade: .source,
                     note: "the range runs from the caret to MoveOperations.right(config, model, position)"),
            Citation("microsoft/vscode@153abe72 src/vs/editor/common/cursor/cursorMoveOperations.ts, MoveOperations.rightPosition", grade: .source,
                     note: "column + strings.nextCharLength(line, column - 1): one grapheme, the step cursorRight takes too (on view positions; folding and injected text not examined)"),
            vscodeGrapheme,
        ])

    // MARK: CodeMirror 6

    static let cmCommands = Citation(
        "codemirror/commands@fe13f95 src/commands.ts, deleteByChar / deleteCharBackward",
        grade: .source, note: "findClusterBreak(line, pos, false, /*includeExtending*/ false); one more break back when the slice holds U+FE00-FE0F; indent-unit deletion in leading whitespace")
    static let cmRan = Citation(
        "marijnh/find-cluster-break@b8b47a7 src/index.js imported into a probe program (not kept) with codemirror/commands@fe13f95 deleteByChar's non-indentation branch, and run",
        grade: .ran, note: "Corpus/vectors/host-semantics-ran.txt")
    static let cmClusters = Citation(
        "marijnh/find-cluster-break@b8b47a7 src/index.js, findClusterBreak",
        grade: .source, note: "joins Grapheme_Cluster_Break=Extend (Unicode 16 table), ZWJ neighbours and RI pairs only")
    static let cmClusterTest = Citation(
        "marijnh/find-cluster-break@b8b47a7 test/test-cluster.js",
        grade: .test, note: "Corpus/vectors/find-cluster-break.txt")
    static let cmSelection = Citation(
        "codemirror/commands@fe13f95 src/commands.ts, deleteBy",
        grade: .source, note: "a non-empty range is deleted (atomic ranges aside)")
    static let cmOffsets = Citation(
        "codemirror/commands@fe13f95 deleteByChar (positions are line.from plus JavaScript string indexes into line.text)",
        grade: .source, note: "document positions count UTF-16 code units, one per line break")

    static let codemirror6 = HostModel(
        id: "codemirror6",
        name: "CodeMirror 6 (deleteCharBackward)",
        summary: "CodeMirror 6's Backspace removes a cluster without its extending characters, so marks, skin tones and tags go one at a time while ZWJ chains and flags go whole. The caret moves by find-cluster-break clusters. Offsets are UTF-16.",
        deletion: Aspect(
            rule: CodeMirrorDeleteRule(), unit: "codemirror-delete-char",
            summary: "Deletes back to the previous cluster break with extending characters excluded: e+◌́ takes 2 presses, 👍🏽 2 (skin tone first), a tag flag 7, conjoining jamo 3, Devanagari one code point at a time; a ZWJ sequence or flag pair goes whole; a deleted U+FE00–FE0F takes its base with it. In leading whitespace it deletes one indent unit (2 spaces assumed) or a tab.",
            citations: [cmRan, cmCommands, cmClusters]),
        offset: Aspect(
            rule: SegmentStepRule(UTF16UnitSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "Document positions count UTF-16 code units.",
            citations: [cmOffsets]),
        caret: Aspect(
            rule: CodeMirrorCaretRule(), unit: "codemirror-cluster",
            summary: "The caret moves by find-cluster-break clusters: Extend characters, ZWJ neighbours and regional-indicator pairs only. No Hangul jamo rule (conjoining jamo are separate stops), no SpacingMark (कि is two stops), no GB9c.",
            citations: [cmClusterTest, cmClusters]),
        selection: Aspect(rule: .deletesSelection, unit: "selection",
                          summary: "A non-empty selection is deleted and nothing else.", citations: [cmSelection]),
        unicodeBasis: "system ICU \(Versions.icu), Unicode \(Versions.icuUnicode) for Grapheme_Cluster_Break=Extend (find-cluster-break ships a Unicode 16.0 table)"
    ).forwardDeletingToCaretStops(
        summary: "deleteCharForward removes up to the caret's next stop, a find-cluster-break cluster with its extending characters (é as e+◌́ and 👍🏽 in one press), unlike Backspace; at a line end it removes the line break.",
        citations: [
            Citation("codemirror/commands@fe13f95 src/commands.ts, deleteCharForward and deleteByChar", grade: .source,
                     note: "findClusterBreak(line.text, pos - line.from, forward, /*includeExtending*/ forward): extending characters included going forward; +1 at the line end"),
            Citation("codemirror/view@a0a5ed94 src/bidi.ts, moveVisually; src/cursor.ts, moveByChar", grade: .source,
                     note: "cursorCharRight in left-to-right text takes the same findClusterBreak step"),
            cmClusters,
        ])

    // MARK: xi-editor

    static let xiBackspace = Citation(
        "xi-editor/xi-editor@a2dea305 rust/core-lib/src/backspace.rs, offset_for_delete_backwards",
        grade: .source, note: "AOSP port with InTagSequence; a modifier base ends the sequence; no combining-class test; tab-stop deletion of spaces; counts code points")
    static let xiTests = Citation(
        "xi-editor/xi-editor@a2dea305 rust/core-lib/src/event_context.rs, delete_*_tests",
        grade: .test, note: "Corpus/vectors/xi-editor-deletion.txt")
    static let xiUnicode = Citation(
        "xi-editor/xi-editor@a2dea305 rust/unicode/src/lib.rs (EmojiExt, is_variation_selector, is_keycap_base) and src/emoji.rs (EMOJI_TABLE, 1,250 code points)",
        grade: .source, note: "xi's own emoji tables, older than the system ICU's data used by the model")
    static let xiGrapheme = Citation(
        "xi-editor/xi-editor@a2dea305 rust/rope/src/rope.rs, prev_grapheme_offset / next_grapheme_offset (unicode-segmentation 1.6.0 GraphemeCursor, extended)",
        grade: .source, note: "UAX #29 extended grapheme clusters of that crate's Unicode version (no GB9c)")
    static let xiGraphemeTest = Citation(
        "xi-editor/xi-editor@a2dea305 rust/rope/src/rope.rs, tests prev_grapheme_offset / next_grapheme_offset",
        grade: .test, note: "Corpus/vectors/xi-rope-graphemes.txt")
    static let xiOffsets = Citation(
        "xi-editor/xi-editor@a2dea305 rust/core-lib/src/backspace.rs and rust/rope/src/rope.rs: offsets into the UTF-8 rope (text.byte_at, prev_codepoint_offset, LogicalLines::offset_to_line_col)",
        grade: .source, note: "offsets and columns count UTF-8 bytes")
    static let xiSelection = Citation(
        "xi-editor/xi-editor@a2dea305 backspace.rs, offset_for_delete_backwards",
        grade: .source, note: "if !region.is_caret() { region.min() }: the selection is deleted")

    static let xiEditor = HostModel(
        id: "xi-editor",
        name: "xi-editor (offset_for_delete_backwards)",
        summary: "xi-editor's Backspace is a port of Android's emoji state machine (tag flags whole; skin-tone bases end a sequence) counting code points; any other text goes one code point at a time. Its offsets are UTF-8 bytes.",
        deletion: Aspect(
            rule: XiBackspaceRule(), unit: "xi-backspace",
            summary: "Deletes a whole emoji sequence (keycap, flag pair, skin-tone, ZWJ chain, tag flag, variation sequence) or CR LF; anything else one code point. With its defaults, spaces back to the previous tab stop go in one press. Emoji properties come from the system ICU here; xi's tables are older, so emoji added since are not emoji to xi.",
            citations: [xiTests, xiBackspace, xiUnicode]),
        offset: Aspect(
            rule: ScalarBoundaryStepRule(), unit: "utf8-byte",
            summary: "xi counts UTF-8 bytes (1 to 4 per code point). A byte offset inside a multi-byte character has no UTF-16 equivalent, so the simulated stops are the code point boundaries, where byte and UTF-16 offsets coincide: the number of steps shown is the code point count, not the byte count (ScalarBoundaryStepRule.utf8ByteOffset converts a stop to bytes).",
            citations: [xiOffsets]),
        caret: Aspect(
            rule: ExtendedGraphemeRuleWithoutGB9c(), unit: "uax29-grapheme-no-gb9c",
            summary: "The caret moves by unicode-segmentation extended grapheme clusters: UAX #29 with SpacingMark, Prepend, emoji ZWJ sequences and RI pairs, but no GB9c (Devanagari स्ते is two stops, स्|ते).",
            citations: [xiGraphemeTest, xiGrapheme]),
        selection: Aspect(rule: .deletesSelection, unit: "selection",
                          summary: "A non-empty selection is deleted and nothing else.", citations: [xiSelection]),
        unicodeBasis: "system ICU \(Versions.icu), Unicode \(Versions.icuUnicode) (xi's emoji tables and unicode-segmentation 1.6.0 are older)"
    ).forwardDeletingToCaretStops(
        summary: "Delete forward removes up to the caret's next stop, an extended grapheme cluster without GB9c (स्ते in two presses), unlike Backspace's emoji machine.",
        citations: [
            Citation("xi-editor/xi-editor@a2dea305 rust/core-lib/src/edit_types.rs (DeleteForward → BufferEvent::Delete { movement: Movement::Right }; MoveRight → ViewEvent::Move(Movement::Right)); rust/core-lib/src/edit_ops.rs, delete_by_movement", grade: .source,
                     note: "the caret's own Movement::Right, next_grapheme_offset"),
            xiGraphemeTest, xiGrapheme,
        ])
}
