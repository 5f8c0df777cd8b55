import EditingSemantics

/// The JDK's own GUI toolkits on Linux: Swing (OpenJDK 17) and JavaFX 11 (Debian's openjfx),
/// each with its one-line and multi-line text control. Sources are Debian's own source packages
/// of the observed builds: openjdk-17-source 17.0.21.1+2-1~deb12u1 (`/usr/lib/jvm/openjdk-17/src.zip`)
/// and openjfx-source 11.0.11+1-3 (`/usr/share/openjfx/lib/src.zip`).
enum JavaHosts {
    static let all: [HostModel] = [
        swing(element: "textfield", id: "swing-text-field@17", name: "Swing JTextField (OpenJDK 17)"),
        swing(element: "textarea", id: "swing-text-area@17", name: "Swing JTextArea (OpenJDK 17)"),
        javaFX(element: "textfield", id: "javafx-text-field@11", name: "JavaFX 11 TextField"),
        javaFX(element: "textarea", id: "javafx-text-area@11", name: "JavaFX 11 TextArea"),
    ]

    static let openJDK = "OpenJDK 17.0.21.1 (Debian 17.0.21.1+2-1~deb12u1)"
    static let openJFX = "JavaFX 11.0.11 (Debian openjfx 11.0.11+1-3)"

    static func observed(_ id: String, element: String) -> Citation {
        Citation("Corpus/observed/\(id)-\(element).observed (editsem observe, Drivers/java.py, real X key events through XTEST under Xvfb, Debian 12)",
                 grade: .observed, note: "every measured text but those listed in known-differences.txt")
    }

    // MARK: Swing

    static let swingBackspace = Citation(
        "openjdk-17-source 17.0.21.1+2-1~deb12u1 java.desktop/javax/swing/text/DefaultEditorKit.java, DeletePrevCharAction.actionPerformed",
        grade: .source, note: "removes two units when the two before the caret are a high and a low surrogate, else one")
    static let swingDelete = Citation(
        "openjdk-17-source 17.0.21.1+2-1~deb12u1 java.desktop/javax/swing/text/DefaultEditorKit.java, DeleteNextCharAction.actionPerformed",
        grade: .source, note: "removes two units when the two after the caret are a high and a low surrogate, else one")
    static let swingCaret = Citation(
        "openjdk-17-source 17.0.21.1+2-1~deb12u1 java.desktop/javax/swing/text/DefaultEditorKit.java NextVisualPositionAction; View.java getNextVisualPositionFrom (EAST: pos + 1); AbstractDocument.java insertUpdate (the i18n property from SwingUtilities2.isComplexLayout); sun/font/FontUtilities.java isComplexText / isNonSimpleChar; GlyphPainter2.java getNextVisualPositionFrom (TextLayout.getNextRightHit)",
        grade: .source, note: "plain text steps one UTF-16 unit; complex text steps by TextLayout's valid carets, which follow the shaped font's clusters")

    static let dialogSlots = Citation(
        "Sources/HostModels/Generated/SwingDialogSlots+Data.swift (Corpus/scripts/swing-dialog-slots.py: CompositeGlyphMapper.charToGlyph of \(SwingDialogSlots.jdkPackage) for every code point); openjdk-17-source java.desktop/sun/font/FontRunIterator.java, ExtendedTextSourceLabel.java createCharinfo",
        grade: .ran, note: "the slot of the Dialog composite font each code point is drawn with, for the fonts of this project's Debian 12 machine")

    static let fontJoins = Citation(
        "Sources/HostModels/Generated/SwingFontJoins+Data.swift (Corpus/scripts/swing-font-joins.py: TextLayout's valid carets in \(SwingDialogSlots.jdkPackage) for every base, virama and following character of the Indic and South-East Asian scripts, Hangul and Arabic letters, drawn by one slot)",
        grade: .ran, note: "where the fonts' conjuncts, ligatures, reordered vowel signs and marks drawn apart make the caret stop otherwise than legacy grapheme clusters")

    static func swing(element: String, id: String, name: String) -> HostModel {
        let codePoint = UnitID.codePoint
        let clusters = UnitID.legacyGrapheme.makeSegmenter()
        return HostModel(
            id: id, name: name,
            summary: "Swing's Backspace and Delete remove one code point (a surrogate pair together, a lone surrogate alone): नमस्ते and a ZWJ family go a code point per press. Left/Right step one UTF-16 unit in text Swing lays out simply, and by the font's clusters (TextLayout) once the text holds a combining mark, Hebrew, Arabic, an Indic or South-East Asian script, ZWJ/ZWNJ or any character outside the BMP: those stops depend on the installed fonts, and are modelled as legacy grapheme clusters cut where the Dialog font's slot changes, with no stop before an emoji (Noto Color Emoji has no advance in JDK 17) or a combining mark, a stop before a vowel sign the fonts draw apart (Bengali া), none before a pre-base one (ि) or inside its syllable, and the JDK's own answers where the fonts' conjuncts and ligatures decide (क्ष, Tamil டு, lam-alef).",
            deletion: Aspect(rule: SegmentDeleteRule(codePoint.makeSegmenter()), unit: codePoint.rawValue,
                             summary: "Deletes one code point before the caret (DefaultEditorKit.deletePrevCharAction).",
                             citations: [observed(id, element: element), swingBackspace]),
            offset: Aspect(rule: SegmentStepRule(UnitID.utf16.makeSegmenter()), unit: UnitID.utf16.rawValue,
                           summary: "JTextComponent.getCaretPosition and Document offsets count UTF-16 code units (Java chars).",
                           citations: [Citation("openjdk-17-source java.desktop/javax/swing/text/JTextComponent.java getCaretPosition; Document offsets index the content's chars", grade: .source)]),
            caret: Aspect(rule: SwingCaretRule(clusters: clusters), unit: "swing-caret",
                          summary: "One UTF-16 unit per press in text without complex characters; else the font's clusters (TextLayout's valid carets), modelled as legacy grapheme clusters cut where the Dialog composite's slot changes, joined or cut where the fonts' conjuncts, ligatures and reordered vowel signs do (the JDK's answers for each pair), with no stop before a glyph without advance; font-dependent.",
                          citations: [observed(id, element: element), swingCaret, dialogSlots, fontJoins]),
            selection: Aspect(rule: .deletesSelection, unit: "selection",
                              summary: "With a selection, Backspace and Delete remove the selection.",
                              citations: [swingBackspace]),
            unicodeBasis: "deletion: UTF-16 surrogate pairs only; caret: font shaping (OpenJDK 17's HarfBuzz) over the installed fonts, modelled with system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode)) legacy grapheme clusters and general categories, the Dialog font's slots of the fonts named in the release, and the JDK's carets for pairs and triples of characters (Unicode 15.0 Indic_Syllabic_Category and Grapheme_Cluster_Break chose them)",
            release: HostRelease(engines: [openJDK, "Metal look and feel"] + SwingDialogSlots.packages.dropFirst())
        ).with(.forwardDeletion, Aspect(
            rule: .steps(SegmentStepRule(codePoint.makeSegmenter())), unit: codePoint.rawValue,
            summary: "Deletes one code point after the caret (DefaultEditorKit.deleteNextCharAction), whatever the caret's stops.",
            citations: [observed(id, element: element), swingDelete]))
    }

    // MARK: JavaFX

    static let fxBackspace = Citation(
        "openjfx-source 11.0.11+1-3 javafx.controls/javafx/scene/control/TextInputControl.java, deletePreviousChar (Character.offsetByCodePoints(text, dot, -1); \"we do want to break up clusters when deleting backwards\")",
        grade: .source, note: "one code point back")
    static let fxForward = Citation(
        "openjfx-source 11.0.11+1-3 javafx.controls/javafx/scene/control/TextInputControl.java, deleteNextChar and forward() (BreakIterator.getCharacterInstance().following(dot)); com/sun/javafx/scene/control/behavior/TextInputControlBehavior.java nextCharacterVisually (forward()/backward() unless the text mixes directions)",
        grade: .source, note: "one JDK character break forward")
    static let jdkCharacterBreak = Citation(
        "openjdk-17-source 17.0.21.1+2-1~deb12u1 java.base/sun/text/resources/BreakIteratorRules.java \"CharacterBreakRules\"; java.base/sun/util/locale/provider/BreakIteratorProviderImpl.java (the JRE provider's RuleBasedBreakIterator)",
        grade: .source, note: "the JDK's own rules, not UAX #29: a base with its Mn/Me, CR LF, L*V*T*, Devanagari conjuncts; emoji sequences are not joined")
    static let jdkUnicode = Citation(
        "OpenJDK 17.0.15 (Debian openjdk-17-jdk 17.0.15+6-1~deb12u1): Character.getType(0x0C3C) is UNASSIGNED and BreakIterator.getCharacterInstance() breaks inside జ఼ (Tests/HostObservationTests/Fixtures/JDKOracle.java)",
        grade: .ran, note: "the JDK's categories are Unicode 13.0's: a character assigned later is a base of its own")

    static func javaFX(element: String, id: String, name: String) -> HostModel {
        let codePoint = UnitID.codePoint
        return HostModel(
            id: id, name: name,
            summary: "JavaFX's Backspace removes one code point (TextInputControl.deletePreviousChar breaks clusters on purpose); Right/Left and Delete go by the JDK's own character BreakIterator (not ICU's, not UAX #29): a base with its non-spacing marks, CR LF, conjoining jamo, Devanagari conjuncts whole, but every emoji of a ZWJ sequence, each skin-tone modifier and each regional indicator apart.",
            deletion: Aspect(rule: SegmentDeleteRule(codePoint.makeSegmenter()), unit: codePoint.rawValue,
                             summary: "Deletes one code point before the caret.",
                             citations: [observed(id, element: element), fxBackspace]),
            offset: Aspect(rule: SegmentStepRule(UnitID.utf16.makeSegmenter()), unit: UnitID.utf16.rawValue,
                           summary: "TextInputControl.getCaretPosition counts UTF-16 code units (Java chars).",
                           citations: [Citation("openjfx-source 11.0.11+1-3 javafx.controls/javafx/scene/control/TextInputControl.java caretPosition (an index into getText())", grade: .source)]),
            caret: Aspect(rule: JDKCharacterBreakRule(), unit: "jdk-character",
                          summary: "Steps to BreakIterator.getCharacterInstance().following(caret): the JDK 17 character rules.",
                          citations: [observed(id, element: element), fxForward, jdkCharacterBreak, jdkUnicode]),
            selection: Aspect(rule: .deletesSelection, unit: "selection",
                              summary: "With a selection, Backspace and Delete remove the selection (replaceSelection(\"\")).",
                              citations: [fxBackspace]),
            unicodeBasis: "JDK 17's BreakIterator rules over JDK 17's general categories (Unicode 13.0), modelled with system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode)) categories, a character ICU dates after Unicode 13.0 unassigned",
            release: HostRelease(engines: [openJFX, openJDK, "Modena"])
        ).forwardDeletingToCaretStops(summary: "Deletes to the next JDK character break (deleteNextChar), the caret's step.",
                                      citations: [observed(id, element: element), fxForward, jdkCharacterBreak, jdkUnicode])
    }
}
