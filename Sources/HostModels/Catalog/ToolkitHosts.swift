import EditingSemantics

/// Linux toolkits and cross-platform frameworks: WebKitGTK, GTK/Pango, Flutter, and composing Korean keyboards.
enum ToolkitHosts {
    static let all: [HostModel] = [webKitGTK, gtkPango, flutter, koreanJamo]

    static let grapheme = UnitID.grapheme
    static let graphemeBasis = "system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode))"

    // MARK: webkit-gtk

    static let webKitNonCocoaMapping = Citation(
        "WebKit/WebKit@8132e32c Source/WTF/wtf/text/TextBreakIterator.cpp, mapModeToBackingIterator (#if !PLATFORM(MAC) && !PLATFORM(IOS_FAMILY); !PLATFORM(COCOA) in current WebKit)",
        grade: .source, note: "Caret and Delete modes both map to the ICU character (grapheme) iterator")

    static let webKitForwardDelete = Citation(
        "WebKit/WebKit Source/WebCore/editing/TypingCommand.cpp, TypingCommand::forwardDeleteKeyPressed (read in the ngstep-app/WebKit fork @3ddea83c)",
        grade: .source, note: "a caret is extended forward by CharacterGranularity and the range deleted; unlike deleteKeyPressed, no BackwardDeletion adjustment")
    static let webKitForwardStep = Citation(
        "WebKit/WebKit Source/WebCore/editing/FrameSelection.cpp, modifyExtendingForward and modifyMovingRight (read in rr-codes/WebKit@38c90ef1, a fork); Source/WebCore/rendering/RenderText.cpp, RenderText::nextOffset (@ae4576e4)",
        grade: .source, note: "the forward step and the right arrow in left-to-right text both go to RenderText::nextOffset, the break iterator in Caret mode")

    static let webKitGTK = HostModel(
        id: "webkit-gtk@2.50", name: "WebKitGTK and WPE WebKit (contenteditable, text fields)",
        summary: "WebKit's non-Cocoa ports delete and move by the ICU extended grapheme cluster of the ICU they link; DOM offsets count UTF-16 units. The model uses the system ICU.",
        deletion: Aspect(
            rule: SegmentDeleteRule(grapheme.makeSegmenter()), unit: grapheme.rawValue,
            summary: "Deletes a whole grapheme cluster: with ICU 72's aksara rule स्ते, कि and é go in one press each, as do flags, emoji sequences and CR LF.",
            citations: [
                webKitNonCocoaMapping,
                Citation("WebKit/WebKit@31631dd5 Source/WebCore/rendering/RenderText.cpp, RenderText::previousOffsetForBackwardDeletion", grade: .source,
                         note: "CachedTextBreakIterator in Delete mode, preceding(current)"),
            ]),
        offset: Aspect(
            rule: SegmentStepRule(UnitID.utf16.makeSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "DOM offsets (Selection, Range, selectionStart) count UTF-16 code units.",
            citations: [Citation("WHATWG DOM Standard, CharacterData (length and offsets in code units); HTML selectionStart", grade: .source)]),
        caret: Aspect(
            rule: SegmentStepRule(grapheme.makeSegmenter()), unit: grapheme.rawValue,
            summary: "The caret stops at ICU grapheme boundaries: कि is one stop.",
            citations: [
                Citation("WebKit/WebKit@611c79b1 Tools/TestWebKitAPI/Tests/WTF/TextBreakIterator.cpp, TEST(WTF_TextBreakIterator, ICUCharacter) and NumGraphemeClusters", grade: .test,
                         note: "\" कि <==\" has boundaries 0,1,3,4,5,6,7; CR LF, g+U+0308, jamo LVT and Tamil நி are one cluster each"),
                webKitNonCocoaMapping,
            ]),
        selection: Aspect(
            rule: .deletesSelection, unit: "selection",
            summary: "With a range selection, delete-backward deletes the selection.",
            citations: [Citation("WebKit TypingCommand::deleteKeyPressed (instance method): `case RangeSelection: selectionToDelete = endingSelection()` (seen in a WebKit-derived copy of TypingCommand.cpp)", grade: .source)]),
        unicodeBasis: graphemeBasis,
        release: HostRelease(engines: ["WebKitGTK 2.50.6 (Debian 12 package libwebkit2gtk-4.1-0)", "system ICU \(Versions.icu)"])
    ).forwardDeletingToCaretStops(
        summary: "Removes up to the caret's next stop, an ICU grapheme cluster, as Backspace does. Observed on WebKitGTK 2.50.6 (textarea, input, contenteditable); the source read is in WebKit forks at unpinned releases.",
        citations: [
            Citation("Corpus/observed/webkit-gtk@2.50-textarea.observed, webkit-gtk@2.50-input.observed, webkit-gtk@2.50-contenteditable.observed (WebKitGTK 2.50.6, Debian 12, WebKitWebDriver key events U+E017)",
                     grade: .observed, note: "Delete pressed from the start: every measured text but those listed in known-differences.txt"),
            webKitForwardDelete, webKitForwardStep, webKitNonCocoaMapping,
        ])

    // MARK: gtk-pango

    static let pangoLayoutTest = Citation(
        "GNOME/pango@0b96e86e tests/layouts/valid-19.layout, valid-10.layout, valid-6.layout (run by tests/test-layout.c)", grade: .test,
        note: "expected cursor positions and backspace-deletes-character flags per character")

    static let gtkPango = HostModel(
        id: "gtk-pango", name: "GTK text widgets (GtkText/GtkEntry) with Pango log attributes",
        summary: "GTK deletes the grapheme cluster before the caret and, where Pango sets backspace_deletes_character, puts back its NFD decomposition minus the last character: Latin, Cyrillic, Greek, Kana, Hangul syllables, emoji and math lose the whole cluster, other scripts one character. Positions count characters (code points).",
        deletion: Aspect(
            rule: PangoBackspaceRule(), unit: "pango-backspace",
            summary: "After Latin, Cyrillic, Greek, Kana, Hangul syllables, emoji and math the whole cluster goes (é in one press); elsewhere one NFD character goes, so ते becomes त and स्ते takes 4 presses; a tag flag loses only its CANCEL TAG per press (its last character is not Emoji). The edit replaces the cluster with its NFD minus the last character.",
            citations: [
                Citation("GNOME/pango@0b96e86e pango/break.c, default_break (BACKSPACE_DELETES_CHARACTER, line 153; flag set at grapheme boundaries, forced on after a virama or dependent vowel); pango/break-indic.c and break-arabic.c tailorings", grade: .source),
                Citation("GNOME/gtk@fc22b086 gtk/gtktext.c, gtk_text_backspace: delete prev cluster, then if backspace_deletes_character insert g_utf8_normalize(cluster, NFD) minus its last character; GTK 2/3 gtk_entry_backspace does the same", grade: .source),
                Citation("GNOME/pango@0b96e86e tests/layouts/valid-19.layout, valid-10.layout, valid-21.layout", grade: .source,
                         note: "Pango's tests assert the backspace-deletes-character flags GTK reads (set after CANCEL TAG, after Hebrew letters, after a final ZWJ); no test asserts GTK's deletion itself"),
            ]),
        offset: Aspect(
            rule: SegmentStepRule(UnitID.codePoint.makeSegmenter()), unit: UnitID.codePoint.rawValue,
            summary: "GtkEditable positions and GtkTextIter offsets count characters (code points), not UTF-16 units.",
            citations: [Citation("GNOME/gtk@fc22b086 gtk/gtktext.c: positions are character offsets (g_utf8_offset_to_pointer throughout, e.g. gtk_text_backspace, gtk_text_retrieve_surrounding_cb)", grade: .source)]),
        caret: Aspect(
            rule: SegmentStepRule(grapheme.makeSegmenter()), unit: grapheme.rawValue,
            summary: "The caret stops at Pango cursor positions, extended grapheme boundaries with GB9c; the model uses ICU's clusters and leaves out Pango's Indic ZWJ/ZWNJ and Sinhala cursor tailorings.",
            citations: [
                pangoLayoutTest,
                Citation("GNOME/pango@0b96e86e pango/break.c, default_break (is_cursor_position from the UAX #29 rules with GB9c)", grade: .source),
            ]),
        selection: Aspect(
            rule: .deletesSelection, unit: "selection",
            summary: "With a selection, backspace deletes the selection.",
            citations: [Citation("GNOME/gtk@fc22b086 gtk/gtktext.c, gtk_text_backspace (selection_bound != current_pos: gtk_text_delete_selection)", grade: .source)]),
        unicodeBasis: "system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode)) for clusters, NFD and properties; Pango itself reads GLib's Unicode data and its own Unicode 17 tables"
    ).forwardDeletingToCaretStops(
        summary: "Delete removes up to the next Pango cursor position, the caret's next stop, and puts nothing back: ते and स्ते go in one press each.",
        citations: [Citation("GTK 4.8.3 (Debian 12 source package gtk4) gtk/gtktext.c, gtk_text_delete_from_cursor and gtk_text_move_logically (not read in newer GTK)", grade: .source,
                             note: "GTK_DELETE_CHARS deletes from the caret to the next is_cursor_position")])

    // MARK: flutter

    static let flutterCharacterBoundary = Citation(
        "flutter/flutter@c1a4afb0 packages/flutter/lib/src/widgets/editable_text.dart (DeleteCharacterIntent: _DeleteTextAction(this, _characterBoundary)); packages/flutter/lib/src/services/text_boundary.dart, CharacterBoundary (\"implemented using the characters package\")",
        grade: .source)

    static let flutter = HostModel(
        id: "flutter", name: "Flutter framework text fields (EditableText, DeleteCharacterIntent)",
        summary: "The framework's delete-backward removes one extended grapheme cluster (package:characters); TextEditingValue offsets count UTF-16 units. Not modelled: the Android engine path, where FlutterTextUtils.getOffsetBefore ports AOSP's BaseKeyListener and deletes one code point outside emoji sequences, and the iOS engine's deleteBackward.",
        deletion: Aspect(
            rule: SegmentDeleteRule(grapheme.makeSegmenter()), unit: grapheme.rawValue,
            summary: "Deletes a whole grapheme cluster: स्ते, कि, é, flags and emoji sequences each go in one press (obscured fields delete one UTF-16 unit, not modelled).",
            citations: [flutterCharacterBoundary]),
        offset: Aspect(
            rule: SegmentStepRule(UnitID.utf16.makeSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "TextEditingValue selections index the Dart String, whose units are UTF-16 code units.",
            citations: [Citation("flutter/flutter packages/flutter/lib/src/services/text_editing.dart (TextSelection offsets into a Dart String of UTF-16 code units)", grade: .source)]),
        caret: Aspect(
            rule: SegmentStepRule(grapheme.makeSegmenter()), unit: grapheme.rawValue,
            summary: "Arrow keys move by CharacterBoundary, one extended grapheme cluster.",
            citations: [
                Citation("flutter/flutter@d42163cd packages/flutter/test/services/text_boundary_test.dart, 'Character boundary works' and 'Character boundary works with grapheme'", grade: .test,
                         note: "'a❄︎c' has boundaries 0,1,3,4"),
                flutterCharacterBoundary,
            ]),
        selection: Aspect(
            rule: .deletesSelection, unit: "selection",
            summary: "A non-collapsed selection is widened to whole characters and deleted.",
            citations: [Citation("flutter/flutter editable_text.dart, _DeleteTextAction.invoke (!selection.isCollapsed: delete _expandNonCollapsedRange)", grade: .source)]),
        unicodeBasis: "model: system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode)); Flutter uses package:characters' own tables"
    ).forwardDeletingToCaretStops(
        summary: "DeleteCharacterIntent(forward: true) removes one extended grapheme cluster, the caret's step, as Backspace does (obscured fields delete one code point, not modelled).",
        citations: [
            Citation("flutter/flutter@000a6d64 packages/flutter/test/widgets/editable_text_shortcuts_test.dart, group 'delete: ' (forward)", grade: .test,
                     note: "in 👨‍👩‍👦👨‍👩‍👦👨‍👩‍👦 a forward delete at a cluster boundary removes the next whole 8-unit cluster (inside a cluster it removes the whole cluster from its start, which the model, deleting from the caret, does not do)"),
            Citation("flutter/flutter@c1a4afb0 packages/flutter/lib/src/widgets/editable_text.dart (DeleteCharacterIntent and ExtendSelectionByCharacterIntent both use _characterBoundary and _moveBeyondTextBoundary)", grade: .source),
        ])

    // MARK: korean-ime-jamo

    static let libhangul = Citation(
        "libhangul/libhangul@285e92d7 hangul/hangulinputcontext.c, hangul_ic_backspace / hangul_buffer_backspace (pops the last key's jamo) and hangul_jaso_to_string (a lone consonant shows as a compatibility jamo); data/keyboards/hangul-combination-default.xml",
        grade: .source)

    static let koreanJamo = HostModel(
        id: "korean-ime-jamo", name: "Composing Korean keyboard (two-set layout, libhangul-style jamo backspace)",
        summary: "A Korean keyboard that takes back one jamo per backspace inside the syllable being composed (한 → 하 → ㅎ → nothing). Convention: every syllable is treated as just typed with the fewest keys; libhangul forgets committed syllables, and iOS's system keyboard is reported to decompose them. Offsets and caret belong to the host and are not modelled.",
        deletion: Aspect(
            rule: KoreanJamoBackspaceRule(), unit: "hangul-jamo-keystroke",
            summary: "Source: a syllable loses its last typed jamo (한 → 하, 값 → 갑, 과 → 고, 하 → ㅎ) and conjoining or compatibility jamo go one at a time. Convention: compound finals and vowels count as two keys, doubled consonants as one (Shift). Stand-in, not a claim: other text loses one code point per press, because libhangul hands the key to the application when nothing is composing.",
            citations: [
                Citation("libhangul/libhangul@285e92d7 test/test.c, test_hangul_ic_process_2: \"rkT\\b\" → 가, \"akfr\\b\" → 말, \"dnp\\b\" → 우, \"Qnpfr\" needs 5 backspaces", grade: .test),
                libhangul,
                Citation("gureum/gureum@b8f30df9 iOSCore/InputViewController.swift, delete() (while composing: deleteBackward then insert the shorter syllable)", grade: .source),
                Citation("flutter/flutter#108256, comment 2022-12-08: \"On iOS the keyboard manager decomposes precomposed hangul syllables and deletes one jamo at a time\"", grade: .observation),
            ]),
        offset: Aspect(
            rule: nil, unit: "host",
            summary: "Unknown: a keyboard has no offsets of its own; the host's apply.",
            citations: [Citation("libhangul/libhangul@285e92d7 hangul/hangulinputcontext.c (no cursor API)", grade: .unknown)]),
        caret: Aspect(
            rule: nil, unit: "host",
            summary: "Unknown: the caret is the host's.",
            citations: [Citation("libhangul hangul/hangulinputcontext.c (no cursor API)", grade: .unknown)]),
        selection: Aspect(
            rule: nil, unit: "selection",
            summary: "Unknown: with a selection the keyboard passes backspace to the host.",
            citations: [Citation("libhangul/libhangul@285e92d7 hangul/hangulinputcontext.c, hangul_ic_backspace (false when nothing is composing); pkg-ime/ibus-hangul@10ff8180 src/engine.c, ibus_hangul_engine_process_key_event (returns that false, so the application handles the key)", grade: .unknown)]),
        unicodeBasis: "Unicode Standard §3.12 Hangul syllable arithmetic; libhangul's combination table")
}
