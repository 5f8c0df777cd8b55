import EditingSemantics

/// Chromium and Chrome: Blink's editing.
enum ChromiumHosts {
    static let all: [HostModel] = [chromium]

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
    static let blinkTagState = Citation(
        "cinagroup/CinaBrowser@b3278698 (a Chromium fork) third_party/blink/renderer/core/editing/state_machines/backspace_state_machine.cc, states kBeforeTagTerm and kInTagSequence behind RuntimeEnabledFeatures::EditEmojiTagSequenceEnabled",
        grade: .source, note: "CANCEL TAG then tag specs are deleted with an Extended_Pictographic base, a modifier sequence or a presentation sequence; without a base the tags go alone")
    static let chromium156Observed = Citation(
        "Corpus/observed/chromium@156-textarea.observed, chromium@156-input.observed, chromium@156-contenteditable.observed (Chromium 156.0.8078.79, Debian 12, chromedriver key events)",
        grade: .observed, note: "a tag flag and a run of tags without a base go in one press; every other corpus text as the machine without tags")
    static let blinkSelection = Citation(
        "chromium/chromium@05651705 typing_command.cc, TypingCommand::DeleteKeyPressed",
        grade: .source, note: "a range selection goes to DeleteKeyPressedInternal and is deleted")

    static let blinkForwardDelete = Citation(
        "chromium/chromium@f24a8e13 (Chromium 131) third_party/blink/renderer/core/editing/commands/typing_command.cc, TypingCommand::ForwardDeleteKeyPressed",
        grade: .source, note: "a caret is extended forward by one character (SelectionModifier kExtend, kForward) and the range deleted, with no backward-deletion narrowing")
    static let blinkForwardStep = Citation(
        "chromium/chromium@8d263260 third_party/blink/renderer/core/editing/selection_modifier.cc, ModifyExtendingForwardInternal and ModifyMovingForward (kCharacter)",
        grade: .source, note: "both step by NextPositionOf(VisiblePosition): forward delete ends where the caret's forward step stops, a Blink grapheme boundary inside a text node")

    static let chromium = HostModel(
        id: "chromium@156",
        name: "Chromium / Chrome (Blink editing, contenteditable and text controls)",
        summary: "Blink's Backspace on a caret: an emoji sequence goes whole (tag flags too), any other cluster one code point at a time. The caret moves by grapheme clusters that keep Indic conjuncts together. DOM offsets are UTF-16.",
        deletion: Aspect(
            rule: BlinkBackspaceRule(dialect: .blinkWithTagSequences.withEmoji(Unicode17Emoji.isEmoji)), unit: "blink-backspace",
            summary: "Deletes a keycap, flag pair, skin-tone or ZWJ emoji sequence, variation sequence, tag flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿) or CR LF whole; anything else one code point (Devanagari स्ते takes 4 presses, é as e+◌́ takes 2). Tags with no emoji before them go together in one press, without the character they follow. Emoji properties come from the system ICU, with `Emoji` brought to Unicode 17.0 as in the ICU 78 data Chromium 156 bundles (so 🧑🏻‍🫯‍🧑🏼 goes in one press).",
            citations: [chromium156Observed, blinkMachineTest, blinkMachine, blinkTagState, typingCommand]),
        offset: Aspect(
            rule: SegmentStepRule(UTF16UnitSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "DOM Range/Selection offsets and input-field selectionStart/End count UTF-16 code units.",
            citations: [WebStandards.domOffsets]),
        caret: Aspect(
            rule: BlinkGraphemeRule(isEmoji: Unicode17Emoji.isEmoji), unit: "blink-grapheme",
            summary: "The caret moves by Blink's grapheme clusters: UAX #29 with SpacingMark and Prepend, regional-indicator pairs, ZWJ before an emoji, and no break after a virama before a letter (so स्ते is one stop; Tamil virama excluded). No Unicode 15.1 GB9c beyond that virama rule. Observed not to depend on the emoji font: Noto Color Emoji 2.042 lacks every emoji of Unicode 16.0 and 17.0, and 🧑🏻‍🫯‍🧑🏼 is still one stop.",
            citations: [chromium156Observed, blinkGrapheme]),
        selection: Aspect(rule: .deletesSelection, unit: "selection",
                          summary: "A non-empty selection is deleted and nothing else.", citations: [blinkSelection]),
        unicodeBasis: "system ICU \(Versions.icu), Unicode \(Versions.icuUnicode), with the Emoji property of Unicode 17.0 (Chromium 156 bundles ICU 78 data, Unicode 17.0)",
        release: HostRelease(engines: ["Chromium 156.0.8078.79 (Debian 12 package chromium)", "Blink editing", "Chromium's bundled ICU 78 data (Unicode 17.0)"])
    ).forwardDeletingToCaretStops(
        summary: "Removes up to the caret's next stop, a Blink grapheme cluster: स्ते, é as e+◌́ and a ZWJ family each go in one press, unlike Backspace. Observed on Chromium 156 (textarea, input, contenteditable); the source read is Chromium 131's.",
        citations: [
            Citation("Corpus/observed/chromium@156-textarea.observed, chromium@156-input.observed, chromium@156-contenteditable.observed (Chromium 156.0.8078.79, Debian 12, chromedriver key events U+E017)",
                     grade: .observed, note: "Delete pressed from the start: every measured text but those listed in known-differences.txt"),
            blinkForwardDelete, blinkForwardStep,
        ])
}
