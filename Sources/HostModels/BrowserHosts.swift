import EditingSemantics

/// Browser engines: Chromium (Blink) and Firefox (Gecko).
enum BrowserHosts {
    static let all: [HostModel] = [chromium, firefox]

    static let domOffsets = Citation(
        "WHATWG DOM Standard, \"length\" and offsets of a CharacterData node (code units)",
        grade: .source, note: "Range and Selection offsets in text nodes count UTF-16 code units")

    // MARK: Chromium

    static let blinkMachine = Citation(
        "chromium/chromium@03f3e307 third_party/blink/renderer/core/editing/state_machines/backspace_state_machine.cc, BackspaceStateMachine::FeedPrecedingCodeUnit",
        grade: .source, note: "AOSP-like machine without a tag-sequence state; Emoji = u_hasBinaryProperty(UCHAR_EMOJI) (platform/text/character_emoji.cc @02c51799)")
    static let blinkMachineTest = Citation(
        "chromium/chromium@047c7dc4 third_party/blink/renderer/core/editing/state_machines/backspace_state_machine_test.cc",
        grade: .test, note: "Corpus/vectors/blink-backspace-state-machine.txt")
    static let typingCommand = Citation(
        "chromium/chromium@05651705 third_party/blink/renderer/core/editing/commands/typing_command.cc, DeleteKeyPressed and AdjustSelectionForBackwardDelete",
        grade: .source, note: "extends by a grapheme, then narrows to PreviousPositionOf(end, kBackwardDeletion) when that spans more than one code unit")
    static let blinkGrapheme = Citation(
        "chromium/chromium@008b0cec third_party/blink/renderer/core/editing/state_machines/state_machine_util.cc, IsGraphemeBreak",
        grade: .source, note: "UAX #29 plus Indic_Syllabic_Category=Virama x Lo (Tamil U+0BCD excluded, crbug.com/693687); GB11 as ZWJ x Emoji")
    static let blinkSelection = Citation(
        "chromium/chromium@05651705 typing_command.cc, TypingCommand::DeleteKeyPressed",
        grade: .source, note: "a range selection goes to DeleteKeyPressedInternal and is deleted")

    static let chromium = HostModel(
        id: "chromium",
        name: "Chromium / Chrome (Blink editing, contenteditable and text controls)",
        summary: "Blink's Backspace on a caret: an emoji sequence goes whole (except tag flags, one tag per press), any other cluster one code point at a time. The caret moves by grapheme clusters that keep Indic conjuncts together. DOM offsets are UTF-16.",
        deletion: Aspect(
            rule: BlinkBackspaceRule(), unit: "blink-backspace",
            summary: "Deletes a keycap, flag pair, skin-tone or ZWJ emoji sequence, variation sequence or CR LF whole; anything else one code point (Devanagari स्ते takes 4 presses, é as e+◌́ takes 2). A tag flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿) takes 7 presses because the machine has no tag state. Emoji properties come from ICU (here the system ICU; Chrome bundles a newer one).",
            citations: [blinkMachineTest, blinkMachine, typingCommand]),
        offset: Aspect(
            rule: SegmentStepRule(UTF16UnitSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "DOM Range/Selection offsets and input-field selectionStart/End count UTF-16 code units.",
            citations: [domOffsets]),
        caret: Aspect(
            rule: BlinkGraphemeRule(), unit: "blink-grapheme",
            summary: "The caret moves by Blink's grapheme clusters: UAX #29 with SpacingMark and Prepend, regional-indicator pairs, ZWJ before an emoji, and no break after a virama before a letter (so स्ते is one stop; Tamil virama excluded). No Unicode 15.1 GB9c beyond that virama rule.",
            citations: [blinkGrapheme]),
        selection: Aspect(rule: .deletesSelection, unit: "selection",
                          summary: "A non-empty selection is deleted and nothing else.", citations: [blinkSelection]),
        unicodeBasis: "system ICU \(Versions.icu), Unicode \(Versions.icuUnicode) (Chrome's bundled ICU is newer)")

    // MARK: Firefox

    static let geckoExtend = Citation(
        "mozilla/gecko-dev@9ba4b4f8 editor/libeditor/AutoRangeArray.cpp, AutoRangeArray::ExtendAnchorFocusRangeFor (ePrevious)",
        grade: .source, note: "extends only after a UTF-16 surrogate pair or a variation selector, to the previous character boundary")
    static let geckoCaretPosition = Citation(
        "mozilla/gecko-dev@004dab7d layout/generic/nsTextFrame.cpp, IsAcceptableCaretPosition and nsTextFrame::PeekOffsetCharacter",
        grade: .source, note: "refuses positions inside a surrogate pair, before a variation selector, and before an Emoji_Presentation character that does not start a ligature group (font-dependent)")
    static let geckoPresentation = Citation(
        "mozilla/gecko-dev intl/unicharutil/util/nsUnicodeProperties.h, GetEmojiPresentation; gfx/thebes/gfxFontUtils.h, IsVarSelector",
        grade: .source, note: "EmojiDefault = Emoji_Presentation; variation selectors FE00-FE0F and E0100-E01EF")
    static let geckoClusters = Citation(
        "mozilla/gecko-dev@e4b1d52b intl/lwbrk/Segmenter.cpp, GraphemeClusterBreakIteratorUtf16 (ICU4X grapheme segmenter) feeding gfxShapedText::SetupClusterBoundaries",
        grade: .source, note: "text-run cluster starts are extended grapheme boundaries; shaping may merge more")
    static let geckoSelection = Citation(
        "mozilla/gecko-dev@9ba4b4f8 AutoRangeArray::ExtendAnchorFocusRangeFor; editor/libeditor/EditorUtils.h, IsFrameSelectionRequiredToExtendSelection",
        grade: .source, note: "ePrevious extends only a collapsed selection; a non-collapsed one is deleted as it stands")

    static let firefox = HostModel(
        id: "firefox",
        name: "Firefox (Gecko editor, contenteditable and text controls)",
        summary: "Gecko's Backspace deletes one UTF-16 unit, or back to the previous acceptable character boundary when the caret follows a surrogate pair or a variation selector. How much of an emoji sequence goes depends on the font's ligatures; this model takes the font-independent reading (no ligatures known). The caret moves by extended grapheme clusters.",
        deletion: Aspect(
            rule: GeckoBackspaceRule(), unit: "gecko-backspace",
            summary: "Deletes one UTF-16 unit (so e+◌́ and Devanagari go one code point at a time), a whole surrogate pair, or a character with its variation selectors (❤️, 葛󠄀 in one press; 1️⃣ as ⃣ then 1️). Font-independent reading: every character is taken to start its own ligature group, so 🇰🇷 takes 2 presses, 👍🏽 2 and a ZWJ family 5. With an emoji font that ligates them, Gecko refuses the positions inside and they take 1, 1 and 3 presses (reference matrix, font-dependent).",
            citations: [geckoExtend, geckoCaretPosition, geckoPresentation]),
        offset: Aspect(
            rule: SegmentStepRule(UTF16UnitSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "DOM Range/Selection offsets and input-field selectionStart/End count UTF-16 code units.",
            citations: [domOffsets]),
        caret: Aspect(
            rule: SegmentStepRule(ICUSegmenter.grapheme), unit: UnitID.grapheme.rawValue,
            summary: "The caret moves by text-run clusters (eSelectCluster). Their starts come from ICU4X's extended grapheme clusters; this model approximates them with the system ICU's grapheme clusters. A font's shaping may merge clusters further, which the model does not see.",
            citations: [geckoClusters, geckoCaretPosition]),
        selection: Aspect(rule: .deletesSelection, unit: "selection",
                          summary: "A non-empty selection is deleted and nothing else.", citations: [geckoSelection]),
        unicodeBasis: "system ICU \(Versions.icu), Unicode \(Versions.icuUnicode) (Firefox uses its bundled ICU and ICU4X data)")
}
