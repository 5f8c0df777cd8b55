import EditingSemantics

/// The LibreOffice source read for ``LibreOfficeHosts``. The index holds no copy at the
/// libreoffice-7.4.7.2 tag; each citation names the copy read, and the observation of 7.4.7.2
/// is what holds the model.
enum LibreOfficeSources {
    static let breakIterator = "LibreOffice/core@02beb9158595bb6597224c9f6360fc819b8e46d3 i18npool/source/breakiterator/breakiterator_unicode.cxx"
    static let unicodeHeader = "LibreOffice/core@0a19375b73b12885f9022d82cb51e9c268cc0d6a include/i18nutil/unicode.hxx"

    static let delLeft = Citation(
        "LibreOffice/core sw/source/uibase/wrtsh/delete.cxx, SwWrtShell::DelLeft (the 7.x text, with CRSR_SKIP_CHARS and unicode::isIVSSelector; read in a stored copy the index names no commit for)",
        grade: .source,
        note: "OpenMark(); SwCursorShell::Left(1, CRSR_SKIP_CHARS); if the selection's script type is SvtScriptType::ASIAN and the selected code point isIVSSelector, Left once more, kept only if that code point isCJKIVSCharacter; then Delete(). Later releases test unicode::isVariationSelector with no script or base test (OSSII/OxOffice@cd3d3dd8f01e907e566214cc4e05cb95155482cf, same path), which 7.4.7.2 does not: ❤ U+FE0F takes two presses there")
    static let delLeftSelection = Citation(
        "LibreOffice/core sw/source/uibase/wrtsh/delete.cxx, SwWrtShell::DelLeft: `if ( IsSelection() ) … Delete()` before any cursor move",
        grade: .source)
    static let previousCharacters = Citation(
        "\(breakIterator), BreakIterator_Unicode::previousCharacters",
        grade: .source, note: "any mode but SKIPCELL (\"for BS to delete one char\"): Text.iterateCodePoints(&nStartPos, -1), one code point")
    static let nextCharacters = Citation(
        "\(breakIterator), BreakIterator_Unicode::nextCharacters and loadICUBreakIterator",
        grade: .source,
        note: "SKIPCELL: the \"char\" rule, which falls back to icu::BreakIterator::createCharacterInstance when the OpenOffice data has no char brk file; Debian's 7.4.7.2 libmergedlo.so carries none (its OpenOffice/*.brk are the word, line and sentence rules), so the cells are ICU 72's grapheme clusters")
    static let ivs = Citation(
        "\(unicodeHeader), unicode::isIVSSelector (U+FE00–U+FE0F, U+E0100–U+E01EF) and unicode::isCJKIVSCharacter (U+4E00–U+9FFF, U+3400–U+4DBF, U+20000–U+2A6DF)",
        grade: .source)
    static let rightKey = Citation(
        "LibreOffice/core sw/source/uibase/shells/txtcrsr.cxx, SwTextShell::ExecBasicMove: FN_CHAR_RIGHT → rSh.Right(CRSR_SKIP_CELLS, bSelect, 1, false, true)",
        grade: .source, note: "SwCursor::LeftRight steps the text node in SKIPCELL mode, through the break iterator of the language at the position")
    static let delRight = Citation(
        "LibreOffice/core sw/source/uibase/wrtsh/delete.cxx, SwWrtShell::DelRight: OpenMark(); SwCursorShell::Right(1, CRSR_SKIP_CELLS); Delete()",
        grade: .source)
    static let swIndex = Citation(
        "LibreOffice/core sw/inc/ndtxt.hxx (SwTextNode holds its text as an OUString of sal_Unicode, UTF-16) and the UNO text API (string lengths and cursor moves in UTF-16 code units)",
        grade: .source)
}
