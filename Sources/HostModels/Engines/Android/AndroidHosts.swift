import EditingSemantics

/// Android: the framework's BaseKeyListener and the AOSP LatinIME soft keyboard.
enum AndroidHosts {
    static let all: [HostModel] = [editText, latinIME]

    static let baseKeyListener = Citation(
        "yaap/frameworks_base@a058b330 (AOSP-derived, about 2024) core/java/android/text/method/BaseKeyListener.java, getOffsetForBackspaceKey",
        grade: .source, note: "the state machine: LF/CR LF, keycaps, variation selectors, skin-tone modifiers, ZWJ chains, RI parity, tag sequences; anything else is Character.charCount of one code point")
    static let emojiClass = Citation(
        "aosp-mirror/platform_frameworks_base@401c4b1d core/java/android/text/Emoji.java",
        grade: .source, note: "isEmoji, isEmojiModifier, isEmojiModifierBase from ICU's Emoji properties (U+1F91D, U+1F93C kept as bases); isKeycapBase 0-9 # *; tag_spec U+E0020-E007E")
    static let ctsTest = Citation(
        "TeamWin/android_cts@17d3ad4a tests/tests/text/src/android/text/method/cts/BackspaceTest.java",
        grade: .test, note: "CR LF, surrogates, keycaps, variation selectors, flags (Corpus/vectors/android-cts-backspace.txt)")
    static let coreTest = Citation(
        "aosp-mirror/platform_frameworks_base@328251a1 and @cbedc9ed core/tests/coretests/src/android/text/method/BackspaceTest.java",
        grade: .test, note: "edge cases (Corpus/vectors/android-coretests-backspace*.txt)")
    static let minikin = Citation(
        "LineageOS/android_frameworks_minikin@4949f24e libs/minikin/GraphemeBreak.cpp, GraphemeBreak::isGraphemeBreak and getTextRunCursor",
        grade: .source, note: "UAX #29 tailoring with a virama x Lo rule; rules from GB9 on are skipped where the next character has a glyph advance")
    static let inputConnectionUnits = Citation(
        "developer.android.com InputConnection.deleteSurroundingText and getTextBeforeCursor javadoc",
        grade: .source, note: "\"The lengths are supplied in Java chars, not in code points or in glyphs\"")
    static let javaStrings = Citation(
        "Java CharSequence / Editable: Selection offsets index UTF-16 chars",
        grade: .source, note: "BaseKeyListener and TextView work on char offsets")
    static let deleteSelection = Citation(
        "yaap/frameworks_base@a058b330 BaseKeyListener.backspaceOrForwardDelete",
        grade: .source, note: "\"If there is a current selection, delete it.\"")

    static let unicodeBasis = "system ICU \(Versions.icu), Unicode \(Versions.icuUnicode) (Android reads the same properties from its own bundled ICU, whose Unicode version differs by release)"

    static let minikinCaret = Aspect<any StepRule>(
        rule: MinikinGraphemeRule(), unit: "android-minikin-grapheme",
        summary: "The caret moves by minikin grapheme clusters (UAX #29 tailored, with no break after a virama before a letter, so स्ते is one stop). From GB9 on (marks, ZWJ and emoji sequences, flag pairs, the virama rule) the font decides: a character with its own glyph advance always starts a new stop. The model reads the rules without advances (minikin's own fallback), which joins as much as a shaping font can; with a font that does not form the conjunct, स्|ते may split.",
        citations: [minikin])

    static let editText = HostModel(
        id: "android-edittext",
        name: "Android EditText, hardware Backspace (BaseKeyListener)",
        summary: "An EditText receiving KEYCODE_DEL, from a hardware keyboard or an IME that sends key events: BaseKeyListener deletes an emoji sequence whole but any other text one code point at a time. Offsets are Java chars (UTF-16).",
        deletion: Aspect(
            rule: AndroidBackspaceRule(), unit: "android-backspace",
            summary: "Deletes a whole emoji sequence (keycap, flag pair, skin-tone, ZWJ chain, tag flag, variation sequence) or CR LF; anything else one code point, so Devanagari virama and matras, Latin accents and conjoining jamo go one by one. Emoji properties come from ICU; this model uses the system ICU, whose Unicode version need not match the device's.",
            citations: [ctsTest, coreTest, baseKeyListener, emojiClass]),
        offset: Aspect(
            rule: SegmentStepRule(UTF16UnitSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "Selection and InputConnection offsets count Java chars, i.e. UTF-16 code units: a supplementary emoji is 2.",
            citations: [inputConnectionUnits, javaStrings]),
        caret: minikinCaret,
        selection: Aspect(rule: .deletesSelection, unit: "selection",
                          summary: "A non-empty selection is deleted and nothing else.", citations: [deleteSelection]),
        unicodeBasis: unicodeBasis
    ).forwardDeletingToCaretStops(
        summary: "KEYCODE_FORWARD_DEL removes up to the next minikin grapheme boundary (Paint.getTextRunCursor, CURSOR_AFTER), not by Backspace's emoji machine: é as e+◌́ and स्ते go in one press each. The caret reaches the same primitive from another call site (TextLine.getOffsetBeforeAfter); that the two always agree is read, not proved. Android's own ForwardDeleteTest (aosp-mirror/platform_frameworks_base@a6b12de7 core/tests/coretests/src/android/text/method/ForwardDeleteTest.java) expects 🏻🏻 to lose one modifier per press, where the font gives a lone modifier its own advance; this model reads minikin's rules without advances and takes 🏻🏻 in one press.",
        citations: [
            Citation("yaap/frameworks_base@a058b330 (AOSP-derived) core/java/android/text/method/BaseKeyListener.java, getOffsetForForwardDeleteKey and backspaceOrForwardDelete", grade: .source,
                     note: "paint.getTextRunCursor(text, offset, len, false, offset, Paint.CURSOR_AFTER), then out of a ReplacementSpan"),
            minikin,
        ])

    static let latinIMEBackspace = Citation(
        "LineageOS/android_packages_inputmethods_LatinIME@fb6334ef java/src/com/android/inputmethod/latin/inputlogic/InputLogic.java, handleBackspaceEvent",
        grade: .source, note: "no selection, no composition: lengthToDelete = isSupplementaryCodePoint(codePointBeforeCursor) ? 2 : 1; deleteTextBeforeCursor -> deleteSurroundingText(n, 0)")
    static let latinIMESelection = Citation(
        "LineageOS/android_packages_inputmethods_LatinIME@fb6334ef InputLogic.handleBackspaceEvent",
        grade: .source, note: "mConnection.hasSelection(): deletes the selected chars")

    static let latinIME = HostModel(
        id: "android-latinime",
        name: "AOSP LatinIME soft keyboard (deleteSurroundingText)",
        summary: "The stock AOSP keyboard deleting committed text: one code point per press through InputConnection.deleteSurroundingText (1 or 2 UTF-16 units), even inside emoji, in modern apps. It sends KEYCODE_DEL instead (see android-edittext) for TYPE_NULL fields, apps targeting pre-Jelly Bean and unknown cursor positions. Gboard and other keyboards are not covered.",
        deletion: Aspect(
            rule: SegmentDeleteRule(CodePointSegmenter()), unit: UnitID.codePoint.rawValue,
            summary: "Deletes one code point per press: 2 UTF-16 units for a supplementary character, 1 otherwise, so a family emoji takes 5 presses and a flag 2. Held keys (beyond DELETE_ACCELERATE_AT repeats) delete two code points per event; reverting an auto-correction and composing text are not modelled.",
            citations: [latinIMEBackspace]),
        offset: Aspect(
            rule: SegmentStepRule(UTF16UnitSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "InputConnection lengths and selection offsets are Java chars (UTF-16 code units).",
            citations: [inputConnectionUnits]),
        caret: Aspect(
            rule: MinikinGraphemeRule(), unit: "android-minikin-grapheme",
            summary: "The caret is the app's, not the keyboard's; in an EditText it is android-edittext's minikin grapheme (an inference from the app side, not from LatinIME's source). The font caveat of android-edittext applies.",
            citations: [minikin, Citation("inference: LatinIME moves the cursor through the app's InputConnection/key events; the app's layout places it", grade: .source)]),
        selection: Aspect(rule: .deletesSelection, unit: "selection",
                          summary: "With a selection, Backspace deletes exactly the selected text.", citations: [latinIMESelection]),
        unicodeBasis: "UTF-16 encoding form (no Unicode data) for deletion; caret as android-edittext")
}
