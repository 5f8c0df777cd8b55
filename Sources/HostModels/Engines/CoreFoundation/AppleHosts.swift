import EditingSemantics

/// Apple platforms: CoreFoundation clusters and the iOS 8.1 observations.
enum AppleHosts {
    static let all: [HostModel] = [coreFoundation, ios8TextView, ios8Safari, webKitCocoa]

    // MARK: Sources

    static let cfSource = Citation(
        "swiftlang/swift-corelibs-foundation@761b621d Sources/CoreFoundation/CFString.c, CFStringGetRangeOfCharacterClusterAtIndex and _CFStringInlineBufferGetComposedRange; cluster types in Sources/CoreFoundation/include/CFPriv.h",
        grade: .source, note: "the algorithm this model is written from")
    static let cfDifferential = Citation(
        "this package: Tests/HostModelsTests/CFDifferentialTests.swift, model against CFStringGetRangeOfCharacterClusterAtIndex in the Swift \(Versions.swift) toolchain's libFoundation.so",
        grade: .ran, note: "whole-text deletion and caret stops agree on Unicode's emoji and grapheme test files, the sample texts and 100,000 random strings, apart from the listed Unicode-version differences")
    static let webKitCocoaMapping = Citation(
        "WebKit/WebKit Source/WTF/wtf/text/cocoa/TextBreakIteratorInternalICUCocoa.cpp, TextBreakIterator::mapModeToBackingIterator; Source/WTF/wtf/text/cf/TextBreakIteratorCFCharacterCluster.h@16f5c84f",
        grade: .source, note: "Cocoa WebKit deletes by kCFStringBackwardDeletionCluster and moves the caret by kCFStringComposedCharacterCluster; preceding(i) is the cluster at i-1, following(i) the end of the cluster at i")
    static let lindenberg = Citation(
        "Norbert Lindenberg, \"Developing Keyboards for iOS\", 2014-12-05, http://norbertlindenberg.com/2014/12/developing-keyboards-for-ios/",
        grade: .observation,
        note: "UITextView and Safari on iOS 8.1 delete a base with its non-spacing marks (ä̟́), a Korean syllable or a flag (🇪🇸) in one deleteBackward; नमस्ते needs 6 calls in both; adjustTextPosition from start to end of नमस्ते is 4 in Safari and 6 in UITextView, 🇰🇷 is 4 in UITextView; a non-empty selection is deleted")
    static let cfFitsLindenberg = Citation(
        "Lindenberg 2014 (above) set against swiftlang/swift-corelibs-foundation@761b621d Sources/CoreFoundation/CFString.c, CFStringGetRangeOfCharacterClusterAtIndex with kCFStringBackwardDeletionCluster, run in this package's Tests/HostModelsTests/CFDifferentialTests.swift",
        grade: .observation,
        note: "inference: CF's backward-deletion cluster reproduces every observed deletion count; UIKit's and Safari's deleteBackward code is closed, so which function they call is not seen")
    static let caretNotObserved = Citation(
        "Lindenberg 2014 (reports deleteBackward and adjustTextPosition, not arrow keys); UIKit's text views are closed source and no other account of iOS 8.1 caret movement was found",
        grade: .unknown, note: "no source gives the caret stops of iOS 8.1")

    // MARK: apple-cf

    static let coreFoundation = HostModel(
        id: "apple-cf", name: "Apple CoreFoundation character clusters",
        summary: "CFStringGetRangeOfCharacterClusterAtIndex as in swift-corelibs-foundation: the backward-deletion cluster for delete-backward, the composed-character cluster (NSString's rangeOfComposedCharacterSequence, WebKit Cocoa's caret) for caret stops, NSString's UTF-16 units for offsets. Apple's shipping CoreFoundation may differ in detail.",
        deletion: Aspect(
            rule: CFClusterDeleteRule(.backwardDeletion), unit: CFClusterKind.backwardDeletion.unitName,
            summary: "Deletes one code unit at a time in U+0530 to U+194F (Hebrew, Arabic, the Indic scripts, Thai…), so नमस्ते takes 6 presses, though conjoining Hangul jamo in that range still go as one syllable; elsewhere a base with its marks, Fitzpatrick modifiers and tags goes whole, conjoining jamo syllables, flags and emoji ZWJ sequences go whole, CR LF goes in two presses.",
            citations: [
                cfDifferential, cfSource,
                Citation("WebKit/WebKit@611c79b1 Tools/TestWebKitAPI/Tests/WTF/TextBreakIterator.cpp, TEST(WTF_TextBreakIterator, CFBackwardDeletion)", grade: .test,
                         note: "every offset of \" कि <==\" is a boundary, so backspace after कि deletes U+093F alone"),
            ]),
        offset: Aspect(
            rule: SegmentStepRule(UnitID.utf16.makeSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "CFString and NSString indices and lengths count UTF-16 code units, so an offset can fall between the halves of a surrogate pair.",
            citations: [Citation("Apple Developer Documentation, NSString length (\"The number of UTF-16 code units in the receiver\") and CFStringGetLength", grade: .source)]),
        caret: Aspect(
            rule: CFClusterStepRule(.composedCharacter), unit: CFClusterKind.composedCharacter.unitName,
            summary: "Stops around composed character sequences: a base with all its marks (spacing marks included) and virama conjuncts, so स्ते and कि are one stop each; flags and emoji sequences are one stop; CR LF are two stops.",
            citations: [
                cfDifferential, cfSource, webKitCocoaMapping,
                Citation("WebKit/WebKit@611c79b1 Tools/TestWebKitAPI/Tests/WTF/TextBreakIterator.cpp, TEST(WTF_TextBreakIterator, CFComposedCharacter)", grade: .test,
                         note: "\" कि <==\" has boundaries 0,1,3,4,5,6,7: कि is one caret unit"),
            ]),
        selection: Aspect(
            rule: nil, unit: "selection",
            summary: "Unknown: CoreFoundation is a string library; what happens to a selection is the text view's business.",
            citations: [Citation("swift-corelibs-foundation CFString.c (no selection concept)", grade: .unknown)]),
        unicodeBasis: "system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode)) for the properties; CF's own tables are Unicode 15.0; the toolchain's CF reads pictographic properties from the ICU bundled with Foundation (\(Versions.foundationICU.map { "ICU \($0)" } ?? "not found in this process"))")

    // MARK: iOS 8.1

    static let ios8Deletion = Aspect<any DeleteRule>(
        rule: CFClusterDeleteRule(.backwardDeletion), unit: CFClusterKind.backwardDeletion.unitName,
        summary: "Observed: ä̟́, a Korean syllable and a flag go in one deleteBackward, नमस्ते in 6. Inferred: this is CoreFoundation's backward-deletion cluster, which fits every observation; the model applies today's CF rules, so emoji sequences newer than iOS 8 follow current CF, not iOS 8.1.",
        citations: [lindenberg, cfFitsLindenberg])

    static let ios8TextView = HostModel(
        id: "ios8-uitextview", name: "UITextView on iOS 8.1 (custom keyboard's UITextDocumentProxy)",
        summary: "What a custom keyboard saw in a UITextView on iOS 8.1: deleteBackward by CF's backward-deletion cluster (inferred), adjustTextPosition(byCharacterOffset:) by UTF-16 units (observed), so offsets and deletions match for नमस्ते but a step can land inside 🇰🇷.",
        deletion: ios8Deletion,
        offset: Aspect(
            rule: SegmentStepRule(UnitID.utf16.makeSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "Observed: adjustTextPosition(byCharacterOffset:) counts UTF-16 code units: नमस्ते is 6, 🇰🇷 is 4, so an offset of 1 lands between the halves of a regional indicator.",
            citations: [lindenberg]),
        caret: Aspect(rule: nil, unit: "caret", summary: "Unknown: no source gives UITextView's caret stops on iOS 8.1.", citations: [caretNotObserved]),
        selection: Aspect(
            rule: .deletesSelection, unit: "selection",
            summary: "Observed: with a non-empty selection, deleteBackward deletes the selected text (which documentContextBeforeInput does not show).",
            citations: [lindenberg]),
        unicodeBasis: "model: system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode)); observed on iOS 8.1 (2014)")

    static let ios8Safari = HostModel(
        id: "ios8-safari", name: "Safari on iOS 8.1 (custom keyboard's UITextDocumentProxy)",
        summary: "What a custom keyboard saw in a Safari text field on iOS 8.1: deleteBackward by CF's backward-deletion cluster (inferred), adjustTextPosition(byCharacterOffset:) by clusters (observed: नमस्ते is 4), so offsets and deletion counts disagree. After an image in contenteditable, deleteBackward deletes the image (not modelled).",
        deletion: ios8Deletion,
        offset: Aspect(
            rule: CFClusterStepRule(.cursorMovement), unit: CFClusterKind.cursorMovement.unitName,
            summary: "Observed: नमस्ते needs an offset of 4 from start to end. Inferred: CF's cursor-movement cluster, which gives न|म|स्|ते (4); pre-aksara ICU grapheme clusters give the same 4, and the observation cannot tell them apart.",
            citations: [lindenberg, Citation("swiftlang/swift-corelibs-foundation@761b621d Sources/CoreFoundation/CFString.c, CFStringGetRangeOfCharacterClusterAtIndex with kCFStringCursorMovementCluster, run in this package's Tests/HostModelsTests/CFDifferentialTests.swift: it splits स्ते as स्|ते, 4 stops for नमस्ते", grade: .observation,
                                                      note: "inference: matches Safari's observed offset")]),
        caret: Aspect(rule: nil, unit: "caret", summary: "Unknown: no source gives Safari's caret stops on iOS 8.1.", citations: [caretNotObserved]),
        selection: Aspect(
            rule: .deletesSelection, unit: "selection",
            summary: "Observed: with a non-empty selection, deleteBackward deletes the selected text.",
            citations: [lindenberg]),
        unicodeBasis: "model: system ICU \(Versions.icu) (Unicode \(Versions.icuUnicode)); observed on iOS 8.1 (2014)")

    // MARK: webkit-cocoa (derived)

    static let derivedFromWebKitGTK = Citation(
        "derived: WebCore's editing commands as observed on WebKitGTK 2.50.6 (Corpus/observed/webkit-gtk@2.50-*.observed: Backspace deletes back to the break iterator's Delete-mode boundary, the caret follows its Caret-mode boundaries), with the Cocoa ports' mapping of those modes to CoreFoundation clusters (WebKit/WebKit Source/WTF/wtf/text/cocoa/TextBreakIteratorInternalICUCocoa.cpp, mapModeToBackingIterator; Source/WTF/wtf/text/cf/TextBreakIteratorCFCharacterCluster.h@16f5c84f) and CF's clusters as the apple-cf model computes them",
        grade: .derived, note: "neither Safari nor a Cocoa WebKit was run: the parts are observed, read and ran separately, their combination is not")

    static let webKitCocoa = HostModel(
        id: "webkit-cocoa", name: "WebKit on Apple platforms (Safari, WKWebView: contenteditable, text fields), derived",
        summary: "Derived, not observed: WebCore's editing as observed on WebKitGTK, with CoreFoundation's cluster functions in place of ICU as WebKit's Cocoa code does. Backspace deletes CF's backward-deletion cluster (Indic scripts one code unit at a time), the caret moves by CF's composed-character clusters, DOM offsets count UTF-16 units.",
        deletion: Aspect(
            rule: CFClusterDeleteRule(.backwardDeletion), unit: CFClusterKind.backwardDeletion.unitName,
            summary: "Deletes CF's backward-deletion cluster: नमस्ते takes 6 presses and कि 2, while é, flags, emoji sequences and Hangul syllables go whole.",
            citations: [derivedFromWebKitGTK]),
        offset: Aspect(
            rule: SegmentStepRule(UnitID.utf16.makeSegmenter()), unit: UnitID.utf16.rawValue,
            summary: "DOM offsets (Selection, Range, selectionStart) count UTF-16 code units.",
            citations: [Citation("derived: WHATWG DOM Standard, CharacterData offsets in code units, as every engine implements them (observed on WebKitGTK, Chromium and Firefox)", grade: .derived)]),
        caret: Aspect(
            rule: CFClusterStepRule(.composedCharacter), unit: CFClusterKind.composedCharacter.unitName,
            summary: "The caret stops around CF's composed character sequences: स्ते and कि are one stop each; CR LF are two stops.",
            citations: [derivedFromWebKitGTK]),
        selection: Aspect(
            rule: .deletesSelection, unit: "selection",
            summary: "With a range selection, Backspace deletes the selection (WebCore's TypingCommand, shared by every port).",
            citations: [Citation("derived: WebCore TypingCommand::deleteKeyPressed (RangeSelection: the selection is deleted), the same code in every WebKit port", grade: .derived)]),
        unicodeBasis: "CF's own tables (Unicode 15.0) and the system ICU \(Versions.icu) for properties, as apple-cf",
        release: HostRelease(engines: ["WebCore editing (observed on WebKitGTK 2.50.6)", "CoreFoundation character clusters (swift-corelibs-foundation @761b621d)"])
    ).forwardDeletingToCaretStops(
        summary: "Removes up to the caret's next stop, CF's composed-character cluster: स्ते and कि go in one press, where Backspace takes them a code unit at a time.",
        citations: [Citation(
            "derived: WebCore TypingCommand::forwardDeleteKeyPressed extends by the caret's forward step, VisiblePosition::next through RenderText::nextOffset in Caret mode (WebKitHosts' citations), and the Cocoa ports map Caret mode to kCFStringComposedCharacterCluster (rr-codes/WebKit@78a143ab, a WebKit fork, Source/WTF/wtf/text/cocoa/TextBreakIteratorInternalICUCocoa.cpp)",
            grade: .derived, note: "read, not run: no Cocoa WebKit was run")])
}
