import EditingSemantics

/// Qt widgets: QLineEdit (`qt-line-edit`) and QTextEdit / QPlainTextEdit (`qt-text-edit`), one
/// model per Qt release observed: 5.15 and 6.4 (Debian 12's PyQt5 and PyQt6), 6.11 and 6.12
/// (PySide6 from PyPI). Oldest first, so a family alone picks 6.12.
enum QtHosts {
    static let all: [HostModel] = [
        lineEdit(.qt5_15), textEdit(.qt5_15),
        lineEdit(.qt6_4), textEdit(.qt6_4),
        lineEdit(.qt6_11), textEdit(.qt6_11),
        lineEdit(.qt6_12), textEdit(.qt6_12),
    ]

    /// One Qt release as observed here.
    struct Release {
        var version: String
        var build: String
        var unicode: String
        /// Whether its Thai cells keep SARA AM with its consonant (libthai's decomposed SARA AM).
        var thaiDecomposesSaraAm: Bool
        /// Whether QTextEdit deletes a colour emoji cluster whole.
        var wholeColourEmoji: Bool
        /// Whether colour emoji are script items of their own, untouched by the tailorings
        /// (observed in 6.11 and 6.12, not in 5.15 or 6.4; stated per release, not inferred from
        /// the version).
        var emojiItems: Bool
        /// Where this release's forward delete was read (line edit, text edit): its Debian source
        /// package, or for the releases Debian 12 lacks, the newest qtbase copy found.
        var forwardDeleteSource: (lineEdit: String, textEdit: String)

        private static let debianQt5 = "qtbase 5.15.8 (Debian 12 source package qtbase-opensource-src)"
        private static let debianQt6 = "qtbase 6.4.2 (Debian 12 source package qt6-base)"
        private static let devBranch = "qt/qtbase@029a4c3e (a dev-branch copy; the 6.x release it belongs to is not pinned)"

        static let qt5_15 = Release(version: "5.15", build: "Qt 5.15.8 (Debian 12 package libqt5widgets5, PyQt5 5.15.9)",
                                    unicode: "13.0", thaiDecomposesSaraAm: false, wholeColourEmoji: false, emojiItems: false,
                                    forwardDeleteSource: (debianQt5, debianQt5))
        static let qt6_4 = Release(version: "6.4", build: "Qt 6.4.2 (Debian 12 package libqt6widgets6, PyQt6 6.4.2)",
                                   unicode: "14.0", thaiDecomposesSaraAm: true, wholeColourEmoji: false, emojiItems: false,
                                   forwardDeleteSource: (debianQt6, debianQt6))
        static let qt6_11 = Release(version: "6.11", build: "Qt 6.11.3 (PySide6 6.11.3 from PyPI)",
                                    unicode: "16.0 or later", thaiDecomposesSaraAm: true, wholeColourEmoji: false, emojiItems: true,
                                    forwardDeleteSource: (devBranch, "qtbase 6.4.2 (Debian 12 source package qt6-base; not read in Qt 6.11)"))
        static let qt6_12 = Release(version: "6.12", build: "Qt 6.12.0 (PySide6 6.12.0 from PyPI)",
                                    unicode: "16.0 or later", thaiDecomposesSaraAm: true, wholeColourEmoji: true, emojiItems: true,
                                    forwardDeleteSource: (devBranch, "qtbase 6.4.2 (Debian 12 source package qt6-base; not read in Qt 6.12)"))

        var breaks: QtGraphemeBreaks {
            QtGraphemeBreaks(thaiDecomposesSaraAm: thaiDecomposesSaraAm, emojiItemsUntailored: emojiItems)
        }
        var engines: [String] { [build, "Qt's own Unicode tables (Unicode \(unicode))", "libthai 0.1.29 (Debian 12 package libthai0, loaded by Qt at run time)"] }
    }

    static func observed(_ model: String, _ element: String, note: String) -> Citation {
        Citation("Corpus/observed/\(model)-\(element).observed", grade: .observed, note: note)
    }

    // MARK: Sources

    static let lineControlBackspace = Citation(
        "qt/qtbase@029a4c3ec0de957bb48ca4b3af5f6fce51fa9794 src/widgets/widgets/qwidgetlinecontrol.cpp, QWidgetLineControl::backspace",
        grade: .source, note: "a selection: removeSelectedText(); else one QChar, and its high surrogate too when it is a low surrogate")
    static let deletePreviousChar = Citation(
        "qt/qtbase@0277f14f48539d5f9d443c7d4135a54d4a5e2a62 src/gui/text/qtextcursor.cpp, QTextCursor::deletePreviousChar",
        grade: .source, note: "a selection: removeSelectedText(); else anchor-- and, after a low surrogate preceded by a high one, anchor-- again")
    static let textControlBackspace = Citation(
        "qt/qtbase@0095b87903007c152cdc22740d876a8d28f49117 src/widgets/widgets/qwidgettextcontrol.cpp, QWidgetTextControlPrivate::keyPressEvent (Qt::Key_Backspace: localCursor.deletePreviousChar())",
        grade: .source)
    static let graphemeBreaks = Citation(
        "qt/qtbase@041a6c3ecab08035e46d82c649948cdc239a990c src/corelib/text/qunicodetools.cpp, getGraphemeBreaks (UAX #29 table and GB11/GB12/GB13 states, no GB9c) and Tailored::indicAttributes, thaiAssignAttributes, tibetanAttributes, myanmarAttributes, khmerAttributes (per script item from initScripts)",
        grade: .source, note: "QTextLayout::nextCursorPosition(SkipCharacters) stops at graphemeBoundary attributes")
    static let libthaiCells = Citation(
        "tlwg/libthai@877a1560adb13998ff952b16b4d8f0307d002e6f src/thcell/thcell.c, th_next_cell; src/thctype/wtt.c, TACchtype_ and TACio_op_",
        grade: .source, note: "a Thai cell goes on while the WTT I/O rule composes (CP), and with is_decomp_am over SARA AM after a consonant")
    static let lineEditDisplayText = Citation(
        "qt/qtbase src/widgets/widgets/qwidgetlinecontrol.cpp, QWidgetLineControl::updateDisplayText (characters below U+0020 but TAB, and U+2028, U+2029, U+FFFC, laid out as spaces); QLineEdit::cursorForward via QTextLayout::nextCursorPosition",
        grade: .source)
    static let positionsDoc = Citation(
        "Qt documentation, QLineEdit::cursorPosition and QTextCursor::position (positions in the QString, whose units are UTF-16 code units)",
        grade: .source)

    static let codePoint = UnitID.codePoint

    // MARK: Models

    static func lineEdit(_ release: Release) -> HostModel {
        let id = "qt-line-edit@\(release.version)"
        let file = observed(id, "lineedit", note: "every measured text")
        return HostModel(
            id: id, name: "Qt \(release.version) QLineEdit",
            summary: "QLineEdit's Backspace deletes one code point (a surrogate pair together); the caret moves by Qt's own grapheme clusters (UAX #29 without GB9c, with Qt's Indic, Thai, Tibetan, Myanmar and Khmer syllables) over the display text, where CR and LF are separate stops. Positions count UTF-16 units.",
            deletion: Aspect(
                rule: SegmentDeleteRule(codePoint.makeSegmenter()), unit: codePoint.rawValue,
                summary: "Deletes one code point: é as e+◌́ takes 2 presses, स्ते 4, a flag 2 and a ZWJ family one code point per press.",
                citations: [observed(id, "lineedit", note: "one code point per press on every measured text"), lineControlBackspace]),
            offset: Aspect(
                rule: SegmentStepRule(UnitID.utf16.makeSegmenter()), unit: UnitID.utf16.rawValue,
                summary: "QLineEdit::cursorPosition and selection offsets count UTF-16 code units.",
                citations: [positionsDoc]),
            caret: Aspect(
                rule: QtGraphemeRule(widget: .lineEdit, breaks: release.breaks), unit: "qt-grapheme",
                summary: caretSummary(release, lineEdit: true),
                citations: [file, graphemeBreaks, libthaiCells, lineEditDisplayText]),
            selection: Aspect(
                rule: .deletesSelection, unit: "selection",
                summary: "With a selection, Backspace deletes the selection (removeSelectedText).",
                citations: [lineControlBackspace]),
            unicodeBasis: "model: system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode)) properties; Qt \(release.version) uses its own tables (Unicode \(release.unicode))",
            release: HostRelease(engines: release.engines)
        ).forwardDeletingToCaretStops(
            summary: "Removes up to the caret's next stop, a Qt grapheme cluster, where Backspace takes one code point: é as e+◌́, स्ते and a flag each go in one press. Observed on every measured corpus text.",
            citations: [observed(id, "lineedit", note: "Delete pressed from the start: every measured text"), Citation(
                "\(release.forwardDeleteSource.lineEdit) src/widgets/widgets/qwidgetlinecontrol.cpp, QWidgetLineControl::del; cursorForward in qwidgetlinecontrol_p.h",
                grade: .source, note: "del() removes nextCursorPosition(m_cursor) - m_cursor units; the right arrow (logical move style, the default) goes to nextCursorPosition(m_cursor)")])
    }

    static func textEdit(_ release: Release) -> HostModel {
        let id = "qt-text-edit@\(release.version)"
        let file = observed(id, "textedit", note: "every measured text")
        let clusters = QtGraphemeRule(widget: .textEdit, breaks: release.breaks)
        let deletion: Aspect<any DeleteRule>
        if release.wholeColourEmoji {
            deletion = Aspect(
                rule: QtEmojiClusterDeleteRule(clusters: clusters), unit: "qt-colour-emoji-cluster",
                summary: "Deletes a whole Qt grapheme cluster when it opens with an emoji in colour presentation (flags, skin-tone, tag and ZWJ sequences, ❤️, #️⃣, 👁‍🗨), else one code point: ❤︎ (VS15), 1⃣ without VS16, é, स्ते go one code point per press. Where Qt's caret stops between two surrogates (𝄞 in Devanagari, Thai or Khmer text), a press takes one surrogate.",
                citations: [
                    observed(id, "textedit", note: "the whole cluster on emoji in colour presentation, one code point elsewhere; no source read for the change"),
                    Citation("qt/qtbase@5c910583ec75cd9451adb21bc25ef8de75d19aea src/3rdparty/emoji-segmenter/ (bundled emoji segmenter; its part in Backspace is not confirmed from source)", grade: .unknown),
                    textControlBackspace,
                ])
        } else {
            deletion = Aspect(
                rule: SegmentDeleteRule(codePoint.makeSegmenter()), unit: codePoint.rawValue,
                summary: "Deletes one code point (a surrogate pair together): é as e+◌́ takes 2 presses, स्ते 4, a flag 2 and a ZWJ family one code point per press.",
                citations: [observed(id, "textedit", note: "one code point per press on every measured text"), deletePreviousChar, textControlBackspace])
        }
        return HostModel(
            id: id, name: "Qt \(release.version) QTextEdit and QPlainTextEdit",
            summary: release.wholeColourEmoji
                ? "QTextEdit's Backspace deletes a whole cluster when it is an emoji in colour presentation, else one code point; the caret moves by Qt's own grapheme clusters (UAX #29 without GB9c, with Qt's Indic, Thai, Tibetan, Myanmar and Khmer syllables), one block at a time. Positions count UTF-16 units."
                : "QTextEdit's Backspace deletes one code point (a surrogate pair together); the caret moves by Qt's own grapheme clusters (UAX #29 without GB9c, with Qt's Indic, Thai, Tibetan, Myanmar and Khmer syllables), one block at a time. Positions count UTF-16 units.",
            deletion: deletion,
            offset: Aspect(
                rule: SegmentStepRule(UnitID.utf16.makeSegmenter()), unit: UnitID.utf16.rawValue,
                summary: "QTextCursor::position counts UTF-16 code units of the document (a block separator is one).",
                citations: [positionsDoc]),
            caret: Aspect(
                rule: clusters, unit: "qt-grapheme",
                summary: caretSummary(release, lineEdit: false),
                citations: [file, graphemeBreaks, libthaiCells]),
            selection: Aspect(
                rule: .deletesSelection, unit: "selection",
                summary: "With a selection, Backspace deletes the selection (removeSelectedText).",
                citations: [deletePreviousChar, textControlBackspace]),
            unicodeBasis: "model: system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode)) properties; Qt \(release.version) uses its own tables (Unicode \(release.unicode))",
            release: HostRelease(engines: release.engines)
        ).forwardDeletingToCaretStops(
            summary: "Removes up to the caret's next stop, a Qt grapheme cluster, where Backspace takes one code point: é as e+◌́, स्ते and a flag each go in one press. Observed on every measured corpus text.",
            citations: [observed(id, "textedit", note: "Delete pressed from the start: every measured text"), Citation(
                "\(release.forwardDeleteSource.textEdit) src/gui/text/qtextcursor.cpp, QTextCursor::deleteChar and movePosition (NextCharacter, Right); src/widgets/widgets/qwidgettextcontrol.cpp, QKeySequence::Delete",
                grade: .source, note: "the Delete key calls deleteChar(), which takes the anchor to nextCursorPosition(…, QTextLayout::SkipCharacters), where NextCharacter and Right move the caret")])
    }

    static func caretSummary(_ release: Release, lineEdit: Bool) -> String {
        var text = "The caret stops at Qt's grapheme boundaries: कि and स्ते are one stop each, Khmer subscripts (ក្ក) and Tamil pulli + consonant stay with their base, and a virama before anusvara is a stop of its own (क्ं). No GB9c."
        text += release.thaiDecomposesSaraAm ? " Thai กำ is one stop (libthai cell with SARA AM decomposed)." : " Thai SARA AM is a stop of its own (กำ is two; libthai cells without SARA AM decomposed)."
        text += release.emojiItems
            ? " Colour emoji stand outside the script tailorings (क😀क: 😀 is one stop); another supplementary character inside Indic, Thai or Khmer text gets a stop between its surrogates (क𝄞क)."
            : " Inside Indic, Thai or Khmer text a supplementary character gets a stop between its surrogates (क😀क, क𝄞क), and VS16 a stop before it."
        if lineEdit { text += " CR LF is two stops (the display text has spaces for controls)." }
        text += " Observed not to depend on the emoji font: Noto Color Emoji 2.042 lacks every emoji of Unicode 16.0 and 17.0, and 🧑🏻‍🫯‍🧑🏼 is still one stop."
        return text
    }
}
