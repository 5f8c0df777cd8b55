import EditingSemantics

/// GTK text widgets: the unversioned `gtk-pango` model (newer Pango: GB9c, SARA AM), and the
/// releases Debian 12 ships, GTK 3.24 (GtkEntry, GtkTextView) and GTK 4.8 (GtkEntry's GtkText,
/// GtkTextView), both on Pango 1.50.12.
enum GTKHosts {
    /// Oldest first, so `gtk` alone picks 4.8.
    static let releases: [HostModel] = [model(.gtk3_24), model(.gtk4_8)]

    static let grapheme = UnitID.grapheme

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

    // MARK: GTK releases

    struct Release {
        var version: String
        var build: String
        /// The function behind Backspace in a one-line entry.
        var entryBackspace: String
        /// Where forward delete was read: the release's source, entry and text view.
        var forwardDelete: String

        static let gtk3_24 = Release(
            version: "3.24", build: "GTK 3.24.38 (Debian 12 package libgtk-3-0 3.24.38-2~deb12u3)",
            entryBackspace: "GTK 3 gtk/gtkentry.c, gtk_entry_backspace (not read at 3.24.38: as GTK 4's gtk_text_backspace, GNOME/gtk@fc22b086 gtk/gtktext.c)",
            forwardDelete: "GTK 3.24.38 (Debian 12 source package gtk+3.0) gtk/gtkentry.c, Delete bound to delete-from-cursor (GTK_DELETE_CHARS, 1), gtk_entry_delete_from_cursor and gtk_entry_move_logically; gtk/gtktextview.c, gtk_text_view_delete_from_cursor (gtk_text_iter_forward_cursor_positions)")
        static let gtk4_8 = Release(
            version: "4.8", build: "GTK 4.8.3 (Debian 12 package libgtk-4-1 4.8.3+ds-2+deb12u1)",
            entryBackspace: "GNOME/gtk@fc22b086 gtk/gtktext.c, gtk_text_backspace (GtkEntry's GtkText; read at that commit, not at 4.8.3)",
            forwardDelete: "GTK 4.8.3 (Debian 12 source package gtk4) gtk/gtktext.c, Delete bound to delete-from-cursor (GTK_DELETE_CHARS, 1), gtk_text_delete_from_cursor and gtk_text_move_logically; gtk/gtktextview.c, gtk_text_view_delete_from_cursor (gtk_text_iter_forward_cursor_positions)")
    }

    static let engines = [
        "Pango 1.50.12 (Debian 12 package libpango-1.0-0 1.50.12+ds-1; its own Unicode 15.0 tables)",
        "GLib 2.74.6 (Debian 12 package libglib2.0-0 2.74.6-2+deb12u8; Unicode 15.0)",
        "HarfBuzz 6.0.0 (Debian 12 package libharfbuzz0b 6.0.0+dfsg-3)",
        "fonts-noto-core 20201225-1, fonts-noto-color-emoji 2.042-0+deb12u1, fonts-noto-cjk 1:20220127+repack1-1 (visual caret movement depends on the clusters they shape)",
    ]

    static let pangoBreak = Citation(
        "GNOME/pango@1.50.12 pango/break.c, default_break (grapheme boundaries from General_Category, no GB9c; BACKSPACE_DELETES_CHARACTER without MATH) and pango_tailor_break; pango/break-indic.c, break_indic; pango/break-arabic.c, break_arabic",
        grade: .source)
    static let textBufferBackspace = Citation(
        "GNOME/gtk@28063ee2e42e7ce47b7bd5326f2d53875a377d57 gtk/gtktextbuffer.c (GTK 3), gtk_text_buffer_backspace (gtk_text_iter_backward_cursor_position; NFD minus last character put back unless the cluster is CR LF; not modelled, see known-differences.txt)",
        grade: .source)

    static func observed(_ id: String, note: String) -> Citation {
        Citation("Corpus/observed/\(id)-entry.observed and \(id)-textview.observed", grade: .observed, note: note)
    }

    static func model(_ release: Release) -> HostModel {
        let id = "gtk@\(release.version)"
        let entryBackspace = Citation(
            "\(release.entryBackspace) (previous is_cursor_position; if backspace_deletes_character at the caret, put back the cluster's NFD minus its last character)",
            grade: .source)
        return HostModel(
            id: id, name: "GTK \(release.version) GtkEntry and GtkTextView (Pango 1.50.12)",
            summary: "Backspace deletes back to the previous Pango 1.50 cursor position and, where Pango sets backspace_deletes_character, puts back the cluster's NFD minus its last character (ते leaves त, é goes whole). Pango 1.50 has no GB9c: the caret stops after a virama (क्ष is two stops), before Thai SARA AM, and not on either side of a ZWJ or ZWNJ in Indic text. Positions count characters (code points).",
            deletion: Aspect(
                rule: Pango150BackspaceRule(keepsCRLFWhole: false), unit: "pango-1.50-backspace",
                summary: "After Latin, Cyrillic, Greek, Kana, Hangul syllables and emoji the whole cluster goes; elsewhere one NFD character, so स्ते takes 4 presses. Unlike newer Pango, mathematical operators are not exempt (≠ as = + U+0338 leaves =).",
                citations: [observed(id, note: "every measured text but GtkTextView's CR LF, listed in known-differences.txt"), pangoBreak, entryBackspace, textBufferBackspace,
                            Citation("Tests/HostModelsTests/GTKReleaseTests.swift (≠, a≠, क्‍ष as GTK 3.24.38 and 4.8.3 did them, Drivers/gtk.py run by hand; not in the corpus)", grade: .ran,
                                     note: "≠ leaves =: no MATH exemption")]),
            offset: Aspect(
                rule: SegmentStepRule(UnitID.codePoint.makeSegmenter()), unit: UnitID.codePoint.rawValue,
                summary: "GtkEditable positions and GtkTextIter offsets count characters (code points).",
                citations: [Citation("GNOME/gtk@fc22b086 gtk/gtktext.c: positions are character offsets (g_utf8_offset_to_pointer); GtkTextIter offsets count characters (gtk_text_iter_get_offset documentation)", grade: .source)]),
            caret: Aspect(
                rule: Pango150CursorRule(), unit: "pango-1.50-cursor",
                summary: "The caret stops at Pango 1.50.12 cursor positions: after a virama (क्ष is two stops), before Thai SARA AM (กำ is two), never beside a ZWJ or ZWNJ in Indic text (क्‍ष is one), Myanmar AA with its base. Observed not to depend on the emoji font: Noto Color Emoji 2.042 lacks every emoji of Unicode 16.0 and 17.0, and 🧑🏻‍🫯‍🧑🏼 is still one stop.",
                citations: [observed(id, note: "every measured text but those listed in known-differences.txt"), pangoBreak,
                             Citation("GNOME/pango@1.50.12 pango/pango-layout.c, pango_layout_move_cursor_visually (the cursor found by x coordinate, the rightmost at that x when moving right; not modelled)", grade: .source)]),
            selection: Aspect(
                rule: .deletesSelection, unit: "selection",
                summary: "With a selection, Backspace deletes the selection.",
                citations: [Citation("\(release.entryBackspace) (a selection: delete it); gtk/gtktextbuffer.c gtk_text_buffer_delete_selection", grade: .source)]),
            unicodeBasis: "model: system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode)) properties; Pango 1.50.12 and GLib 2.74 use Unicode 15.0",
            release: HostRelease(kind: .host, engines: [release.build] + engines)
        ).forwardDeletingToCaretStops(
            summary: "Removes up to the next Pango cursor position, the caret's next stop, and never puts anything back: क्ष goes in two presses (Pango 1.50 stops after a virama), ते and é as e+◌́ in one each. Observed on every measured corpus text in GtkEntry and GtkTextView.",
            citations: [observed(id, note: "Delete pressed from the start: every measured text"),
                        Citation(release.forwardDelete, grade: .source,
                                 note: "deletes from the caret to the next is_cursor_position, the positions the arrow keys visit (pango_layout_move_cursor_visually walks the same cursor positions)")])
    }
}
