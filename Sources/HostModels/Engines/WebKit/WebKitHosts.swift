import EditingSemantics

/// WebKit's non-Cocoa ports (WebKitGTK, WPE WebKit), whose clusters are ICU's. WebKit on Apple
/// platforms draws on CoreFoundation's clusters and lives with them in ``AppleHosts``.
enum WebKitHosts {
    static let all: [HostModel] = [webKitGTK]

    static let grapheme = UnitID.grapheme
    static let graphemeBasis = "system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode))"

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
            summary: "The caret stops at ICU grapheme boundaries: कि is one stop. Observed not to depend on the emoji font: Noto Color Emoji 2.042 lacks every emoji of Unicode 16.0 and 17.0, and 🧑🏻‍🫯‍🧑🏼 is still one stop.",
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
}
