import EditingSemantics

/// Firefox: Gecko's editor, with and without a colour emoji font.
enum FirefoxHosts {
    static let all: [HostModel] = [firefoxNoEmojiFont, firefox]

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

    static let geckoShaper = Citation(
        "mozilla/gecko-dev@069a9730 gfx/thebes/gfxHarfBuzzShaper.cpp, gfxHarfBuzzShaper::Initialize (HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS) and SetGlyphsFromRun",
        grade: .source, note: "a clump of characters shaped into one glyph group: every character after the first is a ligature continuation (SetComplex(IsClusterStart, false))")
    static let geckoClusterSetup = Citation(
        "mozilla/gecko-dev gfx/thebes/gfxFont.cpp, gfxShapedText::SetupClusterBoundaries",
        grade: .source, note: "cluster starts are intl::GraphemeClusterBreakIteratorUtf16 boundaries (ICU4X), and a Bengali YA after VIRAMA continues the cluster")
    static let notoLigatures = Citation(
        "Debian 12 package fonts-noto-color-emoji 2.042-0+deb12u1, its NotoColorEmoji.ttf, GSUB ccmp (3,985 ligatures; contextual lookups pairing any two regional indicators)",
        grade: .source, note: "read by Corpus/scripts/noto-color-emoji-ligatures.py into Sources/HostModels/Generated/NotoColorEmojiLigatures+Data.swift")
    static let geckoFontRuns = Citation(
        "mozilla/gecko-dev@0fe43731 gfx/thebes/gfxTextRun.cpp, gfxFontGroup::InitScriptRun, ComputeRanges and FindFontForChar; mozilla/gecko-dev@aaa95778 gfx/thebes/gfxFont.cpp, gfxShapedText::SetupClusterBoundaries",
        grade: .source, note: "each font range (and a range no font has, as missing glyphs) gets its cluster boundaries on its own, its first character a cluster start unless IsClusterExtender; extenders, variation selectors and default-ignorables keep the font before them, and after ZWJ the previous font keeps a character it maps")
    static let geckoFontMatches = Citation(
        "Corpus/scripts/gecko-font-matches.py run on Firefox ESR 153.7.0 (Debian 12; fonts-noto-core 20201225-1, fonts-noto-cjk, fonts-dejavu-core): InspectorUtils.getUsedFontFaces per character, into Sources/HostModels/Generated/GeckoFontMatches+Data.swift",
        grade: .ran, note: "the font of every Prepend character, of every character those fonts map, and of the Hangul jamo; font-dependent: another machine's fonts split other clusters")
    static let notoCoverage = Citation(
        "Debian 12 package fonts-noto-color-emoji 2.042-0+deb12u1, NotoColorEmoji.ttf cmap (1,487 code points; no emoji of Unicode 16.0 or 17.0), and Firefox's bundled TwemojiMozilla.ttf (no emoji the former lacks)",
        grade: .source, note: "an emoji the font lacks is drawn by another font or as a missing glyph, in a font run of its own; font-dependent")
    static func firefoxObserved(_ element: String) -> Citation {
        Citation("Corpus/observed/firefox@153-\(element).observed", grade: .observed,
                 note: "Firefox ESR 153.7.0 (Debian 12), headless, font.name-list.emoji = Noto Color Emoji, Twemoji Mozilla; Marionette key events")
    }
    static let firefoxObservations = ["textarea", "input", "contenteditable"].map(firefoxObserved)
    static let geckoForwardDelete = Citation(
        "mozilla/gecko-dev@fe9f2804 editor/libeditor/AutoClonedRangeArray.cpp, AutoClonedSelectionRangeArray::ExtendAnchorFocusRangeFor (eNext); layout/generic/nsFrameSelection.h, CreateRangeExtendedToNextGraphemeClusterBoundary",
        grade: .source, note: "a collapsed selection is extended by eSelectCluster in logical order, in HTMLEditor (contenteditable) and TextEditor (textarea, input) alike; the Firefox release of this commit is not pinned")
    static let geckoCaretMove = Citation(
        "mozilla-firefox/firefox@98dfbcec layout/generic/nsFrameSelection.cpp, PhysicalMove and CharacterMove",
        grade: .source, note: "the arrow keys move by eSelectCluster too, through the same nsTextFrame::PeekOffsetCharacter")
    static let firefoxForwardSummary = "Removes up to the caret's next stop (eSelectCluster, logical order), unlike Backspace, which takes one code unit at a time: "

    /// Firefox's grapheme clusters: ICU4X data for Unicode 17.0 in Firefox 153.
    static let geckoGraphemes: any Segmenter = ICUSegmenter.grapheme(unicode: .v17_0)

    static let firefox = HostModel(
        id: "firefox@153",
        name: "Firefox (Gecko editor, contenteditable and text controls; Noto Color Emoji as the emoji font)",
        summary: "Firefox on a desktop with a colour emoji font (Debian's fonts-noto-color-emoji). Gecko's Backspace deletes one UTF-16 unit, or, after a surrogate pair or a variation selector, back to the previous position that is not inside a surrogate pair, before a variation selector, or before an emoji character that the font ligated to what precedes it. So a flag or skin-tone emoji goes in one press, but a ZWJ sequence loses its last ZWJ and component per press (a family of four: 5 presses), a tag flag one tag per press. The caret moves by grapheme clusters.",
        deletion: Aspect(
            rule: GeckoBackspaceRule(emojiFont: .notoColorEmoji), unit: "gecko-backspace-noto",
            summary: "Deletes one UTF-16 unit (so e+◌́ and Devanagari go one code point at a time), or after a surrogate pair or variation selector back to an acceptable position. Noto Color Emoji ligates flags, skin-tone and ZWJ sequences, and Gecko refuses a position before an emoji character inside a ligature: 🇰🇷 and 👍🏽 go in 1 press, ❤️ in 1, 1️⃣ in 2 (⃣, then 1️), 👨‍👩‍👧‍👦 in 5 (‍👦, ‍👧, 👩 since 👨‍👩 is no ligature, ‍, 👨), 🏴󠁧󠁢󠁳󠁣󠁴󠁿 in 7 (tags are not emoji).",
            citations: firefoxObservations + [geckoExtend, geckoCaretPosition, geckoShaper, notoLigatures, geckoPresentation]),
        offset: Aspect(
            rule: SegmentStepRule(UTF16UnitSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "DOM Range/Selection offsets and input-field selectionStart/End count UTF-16 code units.",
            citations: [WebStandards.domOffsets]),
        caret: Aspect(
            rule: GeckoCaretRule(segmenter: geckoGraphemes, ligatureGroupStart: NotoColorEmojiLigatures.isLigatureGroupStart,
                                 fontRunStarts: GeckoFontMatches.runStarts), unit: "gecko-cluster-noto",
            summary: "The caret moves by text-run clusters (eSelectCluster): ICU4X's extended grapheme clusters (Unicode 17.0 in Firefox 153, where Khmer COENG joins the next consonant, so ស្រី is one stop), with a Bengali YA after VIRAMA kept in its cluster, found in each font run on its own. So it depends on the fonts: where a cluster's characters go to two fonts, the caret stops between them. With Debian 12's fonts an Arabic prepended concatenation mark splits from the digit after it (؀|١, U+0890|1), as a Kaithi number sign does from a Devanagari digit (𑂽|१), while the Syriac abbreviation mark, a Kaithi number sign before a Kaithi letter and the Malayalam dot reph stay whole (one font), a Hangul filler from the jamo after it, and an emoji ZWJ sequence at each emoji Noto Color Emoji 2.042 lacks (it has none of Unicode 16.0 or later: 🧑|🫯|🧑, 🧑|🫈, while a sequence the font has every emoji of stays one stop even when it draws it as several glyphs).",
            citations: firefoxObservations + [geckoClusters, geckoClusterSetup, geckoFontRuns, geckoFontMatches, notoCoverage, geckoCaretPosition]),
        selection: Aspect(rule: .deletesSelection, unit: "selection",
                          summary: "A non-empty selection is deleted and nothing else.", citations: [geckoSelection]),
        unicodeBasis: "system ICU \(Versions.icu), Unicode \(Versions.icuUnicode) (Firefox 153 uses its bundled ICU 78 and ICU4X data for Unicode 17.0)",
        release: HostRelease(engines: ["Firefox ESR 153.7.0 (Debian 12 package firefox-esr)", "Gecko editor", "ICU4X segmenter data", "fonts-noto-color-emoji 2.042-0+deb12u1 (Noto Color Emoji 2.042)", "HarfBuzz"])
    ).forwardDeletingToCaretStops(
        summary: firefoxForwardSummary + "a grapheme cluster within a font run, or a whole ligated emoji sequence. Observed on Firefox 153: Delete stops wherever the arrow keys stop, so it depends on the fonts as the caret does (؀١ goes in two presses, 🧑‍🫯‍🧑 in three).",
        citations: firefoxObservations + [geckoForwardDelete, geckoCaretPosition, geckoCaretMove, geckoFontRuns, geckoFontMatches])

    static let firefoxNoEmojiFont = HostModel(
        id: "firefox-no-emoji-font@153",
        name: "Firefox without a colour emoji font (Gecko editor; no emoji ligatures)",
        summary: "Firefox on a machine whose fonts ligate no emoji sequence. Gecko's Backspace deletes one UTF-16 unit, or back to the previous acceptable character boundary when the caret follows a surrogate pair or a variation selector; with no ligatures, every emoji character starts its own ligature group, so emoji sequences go one code point (with its variation selector) at a time. Read from the source, not observed: Firefox bundles Twemoji Mozilla as a fallback emoji font, so a real Firefox has no such machine unless that font is gone too. The caret moves by grapheme clusters.",
        deletion: Aspect(
            rule: GeckoBackspaceRule(), unit: "gecko-backspace",
            summary: "Deletes one UTF-16 unit (so e+◌́ and Devanagari go one code point at a time), a whole surrogate pair, or a character with its variation selectors (❤️, 葛󠄀 in one press; 1️⃣ as ⃣ then 1️). No ligatures: 🇰🇷 takes 2 presses, 👍🏽 2 and a ZWJ family of four 7.",
            citations: [geckoExtend, geckoCaretPosition, geckoShaper, geckoPresentation]),
        offset: Aspect(
            rule: SegmentStepRule(UTF16UnitSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "DOM Range/Selection offsets and input-field selectionStart/End count UTF-16 code units.",
            citations: [WebStandards.domOffsets]),
        caret: Aspect(
            rule: GeckoCaretRule(segmenter: geckoGraphemes), unit: "gecko-cluster",
            summary: "The caret moves by text-run clusters: ICU4X's extended grapheme clusters (Unicode 17.0 in Firefox 153), a Bengali YA after VIRAMA kept in its cluster. Clusters are found per font run, so a real Firefox also stops where a cluster's characters go to two fonts (an emoji its fonts lack, a prepended concatenation mark in another font than what follows); which fonts a machine has is unknown here, so this model reads the text as one font run.",
            citations: [geckoClusters, geckoClusterSetup, geckoFontRuns, geckoCaretPosition]),
        selection: Aspect(rule: .deletesSelection, unit: "selection",
                          summary: "A non-empty selection is deleted and nothing else.", citations: [geckoSelection]),
        unicodeBasis: "system ICU \(Versions.icu), Unicode \(Versions.icuUnicode) (Firefox 153 uses its bundled ICU 78 and ICU4X data for Unicode 17.0)",
        release: HostRelease(engines: ["Firefox ESR 153.7.0 (Debian 12 package firefox-esr)", "Gecko editor", "ICU4X segmenter data", "no emoji font that ligates sequences"])
    ).forwardDeletingToCaretStops(
        summary: firefoxForwardSummary + "a grapheme cluster. Read in Gecko's source; not observed.",
        citations: [geckoForwardDelete, geckoCaretPosition, geckoCaretMove])
}
