import EditingSemantics

/// Tk 8.6's own editing widgets: `entry`, `ttk::entry` and `text`, at Tk 8.6.13 on Tcl 8.6.13
/// (Debian 12's libtk8.6 8.6.13-2, libtcl8.6 8.6.13+dfsg-2). Tcl 8.6 built with TCL_UTF_MAX 3
/// counts a character outside the BMP as two (its UTF-16 surrogates), so every Tk index is a
/// UTF-16 offset. The class bindings press no cluster logic: Backspace deletes `insert-1`, Delete
/// deletes `insert`, Right moves to `insert+1` (library/entry.tcl, library/ttk/entry.tcl,
/// library/text.tcl); what one index step is depends on the widget's own C code.
enum TkHosts {
    static let all: [HostModel] = [entry, ttkEntry, text]

    /// The Tk source read, at the tag of the release Debian 12 ships.
    static let tag = "tcltk/tk@0540bb61e34516730b6e0f8d44b39589d6c71f20 (tag core-8-6-13)"

    static let engines = [
        "Tk 8.6.13 (Debian 12 package libtk8.6 8.6.13-2)",
        "Tcl 8.6.13 (Debian 12 package libtcl8.6 8.6.13+dfsg-2; TCL_UTF_MAX 3: a character outside the BMP is two Tcl characters)",
    ]

    /// The observation file of the element whose model is `model`.
    static func observed(_ model: String, _ element: String) -> Citation {
        Citation("Corpus/observed/\(model)-\(element).observed (Tk 8.6.13 under Xvfb, real X key events)", grade: .observed)
    }

    static let utf16 = UnitID.utf16
    static let codePoint = UnitID.codePoint

    /// Backspace over a character outside the BMP: the entry's DeleteChars is asked for the one
    /// Tcl character at the low surrogate's index. TkUtfAtIndex maps that index (inside the 4-byte
    /// UTF-8 sequence) past the sequence, so the range to delete starts where the character ends;
    /// at the end of the string TkUtfAtIndex(end, 1) steps over the terminating NUL, and DeleteChars
    /// strcpy's from beyond it into a buffer one byte short, while numChars drops by one. What
    /// follows depends on the heap: nothing deleted (the next press then changes nothing either),
    /// bytes from elsewhere appended (a control character, half a UTF-8 sequence), or Tcl's
    /// allocator ending the process (SIGABRT) or a SIGSEGV. Delete from the start and Right stay
    /// clean: their indices land on a sequence's first byte.
    static func backspaceCorruption(_ file: String, widgetSource: String) -> TextCorruption {
        TextCorruption(
            aspects: [.deletion],
            summary: "Backspace over a character outside the BMP reads past the end of the entry's string (undefined behaviour): the press deletes nothing, or appends bytes from the heap (control characters, invalid UTF-8), or the process ends (SIGABRT in Tcl's allocator, SIGSEGV).",
            citations: [
                Citation("\(tag) \(widgetSource), DeleteChars: byteIndex = TkUtfAtIndex(string, index), byteCount = TkUtfAtIndex(string + byteIndex, count) - (string + byteIndex), then strcpy(newStr + byteIndex, string + byteIndex + byteCount) into ckalloc(numBytes + 1 - byteCount)", grade: .source),
                Citation("\(tag) generic/tkUtil.c, TkUtfAtIndex: Tcl_UtfAtIndex counts the high surrogate as one byte of the 4-byte sequence; an index after it is moved past the whole sequence, so the low surrogate's index is the character's end", grade: .source),
                Citation("Corpus/observed/\(file)", grade: .observed,
                         note: "every text holding a character outside the BMP: a press that removed nothing, or `=TEXT` with bytes from the heap (U+DC80 to U+DCFF are bytes that are not UTF-8); SIGABRT and SIGSEGV on Backspace were seen in runs that measured more in the same Tk process afterwards, not in this file"),
            ],
            smallest: "\u{1F600}", applies: TextCorruption.holdsSupplementary)
    }

    /// Both entries: one UTF-16 unit per index step, by the class bindings, in the BMP.
    static func entryModel(id: String, name: String, element: String, widget: String, bindings: String, widgetSource: String) -> HostModel {
        let units = utf16.makeSegmenter()
        let source = Citation(
            "\(tag) \(bindings); generic/tkEntry.c (entry) or generic/ttk/ttkEntry.c (ttk::entry): indices count Tcl characters",
            grade: .source, note: "Backspace: `$w delete [expr {[$w index insert] - 1}]`; Right: `insert+1`; Delete: `$w delete insert`")
        return HostModel(
            id: id, name: name,
            summary: "The \(widget) widget deletes and moves by one Tcl character, a UTF-16 code unit: é as e + U+0301 takes two presses, a Devanagari conjunct one press per code point, and the caret stops inside a surrogate pair. Forward delete at a high surrogate removes the whole pair. Backspace corrupts every text holding a character outside the BMP (it reads past the end of the string).",
            deletion: Aspect(rule: SegmentDeleteRule(units), unit: utf16.rawValue,
                             summary: "Backspace deletes the one Tcl character (UTF-16 unit) before the caret.",
                             citations: [source, observed(id, element)]),
            offset: Aspect(rule: SegmentStepRule(units), unit: utf16.rawValue,
                           summary: "Entry indices count Tcl characters: UTF-16 code units under TCL_UTF_MAX 3.",
                           citations: [source, observed(id, element)]),
            caret: Aspect(rule: SegmentStepRule(units), unit: utf16.rawValue,
                          summary: "Right moves the insert index by one: the caret stops between the two surrogates of a pair.",
                          citations: [source, observed(id, element)]),
            selection: Aspect(rule: .deletesSelection, unit: "selection",
                              summary: "With a selection, Backspace deletes the selection.",
                              citations: [Citation("\(tag) \(bindings): Backspace deletes sel.first to sel.last when a selection is present", grade: .source)]),
            unicodeBasis: "none: Tk 8.6's entries segment no text; Tcl 8.6.13's UTF-8/UTF-16 conversion (tclUtf.c)",
            release: HostRelease(engines: engines)
        ).with(.forwardDeletion, Aspect(
            rule: .steps(SegmentStepRule(codePoint.makeSegmenter())), unit: codePoint.rawValue,
            summary: "Delete removes the Tcl character at the caret; at a high surrogate Tk's TkUtfAtIndex (generic/tkUtil.c) steps over the whole 4-byte UTF-8 sequence, so the pair goes in one press.",
            citations: [Citation("\(tag) generic/tkUtil.c, TkUtfAtIndex: an index landing after the first byte of a 4-byte sequence is moved past the sequence; generic/tkEntry.c, DeleteChars: the bytes deleted run from TkUtfAtIndex(index) to TkUtfAtIndex(index + count)", grade: .source),
                         observed(id, element)]))
        .corrupting(backspaceCorruption("\(id)-\(element).observed", widgetSource: widgetSource))
    }

    static let entry = entryModel(
        id: "tk-entry@8.6", name: "Tk 8.6 entry", element: "entry", widget: "entry",
        bindings: "library/entry.tcl (bind Entry <BackSpace>: tk::EntryBackspace; <<NextChar>>; <Delete>)",
        widgetSource: "generic/tkEntry.c")

    static let ttkEntry = entryModel(
        id: "tk-ttk-entry@8.6", name: "Tk 8.6 ttk::entry", element: "ttk-entry", widget: "ttk::entry",
        bindings: "library/ttk/entry.tcl (ttk::entry::Backspace, ttk::entry::Move nextchar, ttk::entry::Delete)",
        widgetSource: "generic/ttk/ttkEntry.c")

    static let text: HostModel = {
        let points = codePoint.makeSegmenter()
        let source = Citation(
            "\(tag) library/text.tcl (bind Text <BackSpace>: `%W delete insert-1c`; <<NextChar>>: `insert+1displayindices`; <Delete>: `%W delete insert`); generic/tkTextIndex.c, TkTextIndexForwChars/TkTextIndexBackChars (a 4-byte UTF-8 sequence is one character)",
            grade: .source)
        return HostModel(
            id: "tk-text@8.6", name: "Tk 8.6 text",
            summary: "The text widget deletes and moves by code point: a surrogate pair is one character to its index code, é as e + U+0301 takes two presses, an emoji ZWJ sequence one press per code point.",
            deletion: Aspect(rule: SegmentDeleteRule(points), unit: codePoint.rawValue,
                             summary: "Backspace deletes `insert-1c`: one code point.", citations: [source, observed("tk-text@8.6", "text")]),
            offset: Aspect(rule: SegmentStepRule(UnitID.utf16.makeSegmenter()), unit: UnitID.utf16.rawValue,
                           summary: "`count -chars` and line.char indices count Tcl characters: UTF-16 code units under TCL_UTF_MAX 3.",
                           citations: [source, observed("tk-text@8.6", "text")]),
            caret: Aspect(rule: SegmentStepRule(points), unit: codePoint.rawValue,
                          summary: "Right moves to `insert+1displayindices`: the next code point.", citations: [source, observed("tk-text@8.6", "text")]),
            selection: Aspect(rule: .deletesSelection, unit: "selection",
                              summary: "With the insert mark in a selection, Backspace deletes the selection.",
                              citations: [Citation("\(tag) library/text.tcl, bind Text <BackSpace> (tk::TextCursorInSelection)", grade: .source)]),
            unicodeBasis: "none: Tk 8.6's text widget segments no text; code points from Tcl 8.6.13's UTF-8 (tclUtf.c) and Tk's own index code",
            release: HostRelease(engines: engines)
        ).forwardDeletingToCaretStops(
            summary: "Delete removes `insert`: one code point.",
            citations: [source, observed("tk-text@8.6", "text")])
    }()
}
