import EditingSemantics

/// LibreOffice Writer's body text: the paragraph editing of SwWrtShell and SwCursor (sw/), whose
/// character steps come from i18npool's break iterators on the ICU that LibreOffice links.
/// Debian 12's LibreOffice 7.4.7 links the system ICU 72 (libicu72), Unicode 15.0.
enum LibreOfficeHosts {
    static let all: [HostModel] = [writer7_4]

    static let observed = Citation(
        "Corpus/observed/libreoffice-writer@7.4-paragraph.observed", grade: .observed,
        note: "LibreOffice 7.4.7.2 (Debian 12) under Xvfb, real X key events through XTEST; every measured text but those listed in known-differences.txt")

    static let writer7_4 = HostModel(
        id: "libreoffice-writer@7.4",
        name: "LibreOffice Writer 7.4 (body text)",
        summary: "Writer deletes one code point per Backspace but moves the caret, and deletes forward, by ICU grapheme cluster: é as e + U+0301 takes two Backspaces and one Right, 👍🏽 two Backspaces and one Right. The one exception to code-point Backspace is a CJK ideographic variation sequence, which goes in one press.",
        deletion: Aspect(
            rule: LibreOfficeBackspaceRule(), unit: "libreoffice-7.4-backspace",
            summary: "Backspace (SwWrtShell::DelLeft) selects one character to the left in CRSR_SKIP_CHARS mode, one code point, and deletes it: emoji sequences, flags, Devanagari conjuncts and combining marks go one code point per press. A variation selector after a CJK unified ideograph goes with it.",
            citations: [observed, LibreOfficeSources.delLeft, LibreOfficeSources.previousCharacters, LibreOfficeSources.ivs]),
        offset: Aspect(
            rule: SegmentStepRule(UnitID.utf16.makeSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "UNO text positions and Writer's SwIndex count UTF-16 code units (OUString).",
            citations: [LibreOfficeSources.swIndex]),
        caret: Aspect(
            rule: SegmentStepRule(UnitID.grapheme.makeSegmenter()), unit: UnitID.grapheme.rawValue,
            summary: "Right (SwWrtShell::Right) moves by one cell (CRSR_SKIP_CELLS): i18npool's BreakIterator_Unicode::nextCharacters asks ICU's character break iterator, so the caret stops at ICU 72's grapheme cluster boundaries: नमस्ते has the stops 0, 1, 2, 6.",
            citations: [observed, LibreOfficeSources.rightKey, LibreOfficeSources.nextCharacters]),
        selection: Aspect(
            rule: .deletesSelection, unit: "selection",
            summary: "With a selection, Backspace deletes the selection.",
            citations: [LibreOfficeSources.delLeftSelection]),
        unicodeBasis: "system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode)) for the caret, as Debian 12's LibreOffice links libicu72 (ICU 72.1, Unicode 15.0); code points for Backspace",
        release: HostRelease(engines: [
            "LibreOffice 7.4.7.2 (Debian 12 packages libreoffice-writer and libreoffice-core 4:7.4.7-1+deb12u14)",
            "system ICU 72.1 (Debian 12 package libicu72 72.1-3+deb12u1)",
        ])
    ).forwardDeletingToCaretStops(
        summary: "Delete (SwWrtShell::DelRight) selects one cell to the right (CRSR_SKIP_CELLS), as Right moves, and deletes it: a whole ICU grapheme cluster, unlike Backspace.",
        citations: [observed, LibreOfficeSources.delRight, LibreOfficeSources.nextCharacters])
}
