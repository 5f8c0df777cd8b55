import EditingSemantics

/// Real web editors in a browser, as `editsem observe --host EDITOR --browser chromium` drives them
/// (Sources/HostObservation/Drivers/editors/). One model per editor release and browser: an editor
/// that leaves Backspace, Delete and the arrows to the browser is the browser's model under its
/// own id, saying so; one with its own commands has its own rules, cited from its source.
enum WebEditorHosts {
    static let all: [HostModel] = [prosemirrorChromium, quillChromium, quillFirefox, ckeditor5Chromium, codemirror6Chromium,
                                   codemirror5Chromium, lexicalChromium, aceChromium] + more + inFirefox

    static let chromiumRelease = "Chromium 156.0.8078.108 (Debian 12 package chromium)"

    static func observed(_ model: String) -> Citation {
        let browser = model.contains("-firefox@") ? "firefox" : "chromium"
        let how = browser == "firefox" ? "Firefox 153 ESR, Debian 12, Marionette key events" : "Chromium 156, Debian 12, chromedriver key events"
        return Citation("Corpus/observed/\(model)-\(browser).observed (editsem observe --host … --browser \(browser), \(how))",
                        grade: .observed, note: "every measured text but those listed in known-differences.txt")
    }

    /// The browser's model under an editor's id: the editor does not handle these keys in text.
    static func deferring(to browser: HostModel, id: String, name: String, summary: String, why: Citation,
                          engines: [String]) -> HostModel {
        var model = browser
        model.id = id
        model.name = name
        model.summary = summary
        model.release = HostRelease(engines: engines + browser.release.engines, builtOn: browser.id)
        for kind in [AspectKind.deletion, .caret, .forwardDeletion] {
            var aspect = model[kind]
            aspect.summary = "As \(browser.id): " + aspect.summary
            aspect.citations = [observed(id), why] + aspect.citations
            model[kind] = aspect
        }
        return model
    }

    // MARK: ProseMirror

    static let prosemirrorKeys = Citation(
        "ProseMirror/prosemirror-view@54d995fc src/capturekeys.ts, captureKeyDown", grade: .source,
        note: "Backspace and Delete are taken over only next to a non-text node or an uneditable node (stopNativeHorizontalDelete, skipIgnoredNodes); the arrows only at node selections and ignored nodes")

    static let prosemirrorChromium = deferring(
        to: ChromiumHosts.chromium, id: "prosemirror-chromium@1",
        name: "ProseMirror 1.x (prosemirror-view) in Chromium",
        summary: "ProseMirror leaves Backspace, Delete and the arrow keys inside a textblock to the browser and reads the DOM change back, so it edits as Chromium's contenteditable does.",
        why: prosemirrorKeys, engines: ["ProseMirror 1.x from django-prose-editor 0.28.0 (the bundle states no version)"])

    // MARK: Quill

    static let quillKeyboard = Citation(
        "django-quill-safe 0.1.3 quillsafe/static/quillsafe/quill.js (Quill 2.0.3, built from quilljs/quill v2.0.3 packages/quill/src/modules/keyboard.ts), Keyboard constructor and handleBackspace / handleDelete",
        grade: .source,
        note: "outside Firefox, Backspace and Delete are bound only when the line's text before (after) the caret matches /^.?$/: at most one UTF-16 unit, which is deleted, as the browser would; in Firefox always, deleting one code point")

    static let quillChromium = deferring(
        to: ChromiumHosts.chromium, id: "quill-chromium@2", name: "Quill 2 in Chromium",
        summary: "Quill 2 handles Backspace and Delete itself in Chromium only when one UTF-16 unit or none is left on the line before (after) the caret, and then deletes that unit as Chromium does; otherwise Chromium edits and Quill reads the change back.",
        why: quillKeyboard, engines: ["Quill 2.0.3 from django-quill-safe 0.1.3"])

    static let quillFirefox: HostModel = {
        var model = FirefoxHosts.firefox
        model.id = "quill-firefox@2"
        model.name = "Quill 2 in Firefox"
        model.summary = "In Firefox Quill 2 binds Backspace and Delete itself and deletes one code point (a surrogate pair together) each way, where Firefox would delete a code unit backward and a cluster forward; the arrows are Firefox's."
        model.release = HostRelease(engines: ["Quill 2.0.3 from django-quill-safe 0.1.3"] + FirefoxHosts.firefox.release.engines,
                                    builtOn: FirefoxHosts.firefox.id)
        model.deletion = Aspect(rule: SegmentDeleteRule(CodePointSegmenter()), unit: UnitID.codePoint.rawValue,
                                summary: "handleBackspace deletes two units when the line before the caret ends in a surrogate pair, else one: one code point per press (a ZWJ family in five, é as e+◌́ in two).",
                                citations: [observed("quill-firefox@2"), quillKeyboard])
        var caret = model.caret
        caret.summary = "As firefox@153 (Quill leaves the arrows to the browser): " + caret.summary
        caret.citations = [observed("quill-firefox@2")] + caret.citations
        model.caret = caret
        model[.forwardDeletion] = Aspect(rule: .steps(SegmentStepRule(CodePointSegmenter())), unit: UnitID.codePoint.rawValue,
                                         summary: "handleDelete deletes two units when the line after the caret starts with a surrogate pair, else one: one code point per press.",
                                         citations: [observed("quill-firefox@2"), quillKeyboard])
        return model
    }()

    // MARK: CKEditor 5

    static let ckeditorDelete = Citation(
        "ckeditor/ckeditor5@0701abde packages/ckeditor5-typing/src/deleteobserver.ts, DELETE_EVENT_TYPES and shouldUseTargetRanges",
        grade: .source,
        note: "beforeinput deleteContentBackward becomes CKEditor's own delete command by code point, except that a target range over more than one character (surrogate pairs, combined symbols and emoji sequences counted as one) is deleted whole; deleteContentForward by character")

    static let ckeditorUnicode = Citation(
        "ckeditor/ckeditor5@0405229a packages/ckeditor5-utils/src/unicode.ts (isCombiningMark, isInsideSurrogatePair, isInsideEmojiSequence, buildEmojiRegexp); ckeditor/ckeditor5@04c8873c packages/ckeditor5-engine/src/model/utils/modifyselection.ts, getCorrectPosition",
        grade: .source, note: "one UTF-16 unit per step, then on while inside a pair, an emoji match or (unit 'character') before a combining mark of its five-range table")

    static let ckeditor5Chromium: HostModel = {
        var model = ChromiumHosts.chromium
        model.id = "ckeditor5-chromium@47"
        model.name = "CKEditor 5 (v47) in Chromium"
        model.summary = "CKEditor 5 cancels the browser's Backspace and Delete (beforeinput) and deletes in its own model: Backspace by code point with its own emoji sequences whole (or the browser's target range when that holds more than one of its characters, as CR LF does), Delete by its 'character' (a code point with following combining marks of a small table, emoji sequences whole), so Devanagari goes one code point per press both ways. The arrows are the browser's."
        model.release = HostRelease(engines: ["CKEditor 5 47.5.0 from django-ckeditor-5 0.2.20"] + ChromiumHosts.chromium.release.engines,
                                    builtOn: ChromiumHosts.chromium.id)
        model.deletion = Aspect(
            rule: CKEditor5DeleteRule(browser: ChromiumHosts.chromium.deletion.rule!), unit: "ckeditor5-codepoint",
            summary: "Deletes one code point, or a whole emoji sequence as CKEditor's own pattern finds it (flag pairs; an emoji with tags, keycap, VS16 or modifiers, chained by ZWJ); when Chromium's own Backspace range holds more than one CKEditor character (CR LF, a text-presentation sequence) that range goes whole.",
            citations: [observed("ckeditor5-chromium@47"), ckeditorDelete, ckeditorUnicode])
        var caret = model.caret
        caret.summary = "As chromium@156 (CKEditor 5 leaves the arrows to the browser): " + caret.summary
        caret.citations = [observed("ckeditor5-chromium@47")] + caret.citations
        model.caret = caret
        model[.forwardDeletion] = Aspect(
            rule: .steps(CKEditor5CharacterStepRule()), unit: "ckeditor5-character",
            summary: "Deletes one code point with the combining marks of CKEditor's table after it (U+0300–036F, U+1AB0–1AFF, U+1DC0–1DFF, U+20D0–20FF, U+FE20–FE2F), or a whole emoji sequence: é as e+◌́ in one press, Devanagari vowel signs and viramas one at a time.",
            citations: [observed("ckeditor5-chromium@47"), ckeditorDelete, ckeditorUnicode])
        return model
    }()

    // MARK: CodeMirror 6

    static let codemirror6Chromium: HostModel = {
        var model = EditorHosts.codemirror6
        model.id = "codemirror-chromium@6"
        model.name = "CodeMirror 6 in Chromium (wagtail-html-editor's setup)"
        model.summary = "CodeMirror 6 handles Backspace, Delete and the arrows itself (codemirror6's model), whatever the browser; wagtail-html-editor adds closeBrackets (Backspace between a bracket pair deletes both) and two-space indentation."
        model.release = HostRelease(engines: ["CodeMirror 6 from wagtail-html-editor 1.0.1 (the bundle states no version)", chromiumRelease],
                                    builtOn: ChromiumHosts.chromium.id)
        for kind in [AspectKind.deletion, .caret, .forwardDeletion] {
            var aspect = model[kind]
            aspect.citations = [observed(model.id)] + aspect.citations
            model[kind] = aspect
        }
        return model
    }()

    // MARK: CodeMirror 5

    static let cm5File = "Debian 12 package libjs-codemirror 5.65.0+~cs5.83.9-2, usr/share/javascript/codemirror/lib/codemirror.js (CodeMirror 5.65.0 built from codemirror/codemirror5 src/)"
    static let cm5Delete = Citation(
        "\(cm5File): commands.delCharBefore = deleteH(-1, \"codepoint\"); findPosH, moveOnce's \"codepoint\" branch (src/edit/methods.js)",
        grade: .source, note: "two units back when the unit before is in 0xDC00..<0xDFFF, else one; U+DFFF is left out of the test")
    static let cm5Char = Citation(
        "\(cm5File): moveCharLogically, skipExtendingChars, isExtendingChar and extendingChars (src/util/misc.js, src/input/movement.js); goCharRight / delCharAfter = \"char\"",
        grade: .source, note: "one unit, then on over the extendingChars table (combining marks, ZWNJ/ZWJ, variation selectors, low surrogates)")
    static let cm5Offsets = Citation("\(cm5File): Doc.indexFromPos / posFromIndex count UTF-16 units, one per line break", grade: .source)

    static let codemirror5Chromium = HostModel(
        id: "codemirror-chromium@5", name: "CodeMirror 5 in Chromium",
        summary: "CodeMirror 5 handles its keys itself: Backspace deletes one code point (with a slip that leaves a lone surrogate after a character whose low surrogate is U+DFFF, such as the darkest skin tone 🏿), the arrows and Delete step one code unit and then over its own table of extending characters. Offsets are UTF-16.",
        deletion: Aspect(rule: CodeMirror5DeleteRule(), unit: "codemirror5-codepoint",
                         summary: "Deletes one code point: two code units when the unit before the caret is U+DC00…U+DFFE, else one. A character ending in the low surrogate U+DFFF (U+1F3FF 🏿, U+1F7FF, …) loses only that unit, leaving a lone high surrogate (a corruption of the text); an emoji sequence goes one code point at a time.",
                         citations: [observed("codemirror-chromium@5"), cm5Delete]),
        offset: Aspect(rule: SegmentStepRule(UTF16UnitSegmenter()), unit: UnitID.utf16.rawValue,
                       summary: "Positions are (line, ch) over UTF-16 code units; indexFromPos counts UTF-16 units.", citations: [cm5Offsets]),
        caret: Aspect(rule: CodeMirror5CharStepRule(), unit: "codemirror5-char",
                      summary: "One code unit, then past every following extending character of CodeMirror 5's table (an old Unicode's combining marks, ZWNJ, ZWJ, variation selectors, low surrogates): स्ते is two stops (स्|ते), a ZWJ family one stop per person, a flag two, é as e+◌́ one.",
                      citations: [observed("codemirror-chromium@5"), cm5Char]),
        selection: Aspect(rule: .deletesSelection, unit: "selection", summary: "A non-empty selection is deleted and nothing else.",
                          citations: [Citation("\(cm5File): deleteNearSelection", grade: .source)]),
        unicodeBasis: "CodeMirror 5.65.0's own extendingChars table (an old Unicode version; no data from ICU)",
        release: HostRelease(engines: ["CodeMirror 5.65.0 (Debian 12 libjs-codemirror)", chromiumRelease], builtOn: ChromiumHosts.chromium.id)
    ).forwardDeletingToCaretStops(
        summary: "delCharAfter deletes to the next \"char\" stop, the caret's step (é as e+◌́ in one press, a ZWJ family one person with its ZWJ per press).",
        citations: [observed("codemirror-chromium@5"), cm5Char])

    // MARK: Lexical

    static let lexicalDelete = Citation(
        "facebook/lexical@41f359fa packages/lexical/src/LexicalSelection.ts, RangeSelection.deleteCharacter; as built in 101editor 0.2.0 editor101/static/editor101/editor.bundle.js (Lexical 0.31.2)",
        grade: .source,
        note: "this.modify('extend', isBackward, 'character'), then a slice of more than one unit with no surrogate pair (/[\\uD800-\\uDBFF][\\uDC00-\\uDFFF]/) and no /\\p{Emoji}/u character is cut to its last unit")

    static let lexicalChromium: HostModel = {
        var model = ChromiumHosts.chromium
        model.id = "lexical-chromium@0.31"
        model.name = "Lexical 0.31 in Chromium (101editor's setup)"
        model.summary = "Lexical takes Backspace and Delete over but measures them with the browser's caret step (Selection.modify): a step holding a surrogate pair or an emoji character goes whole (a variation sequence on a supplementary ideograph, a lone modifier pair, a ZWJ before an emoji), any other step of several units loses only its last unit. Its Delete cuts the last unit of the step after the caret, away from the caret: a finding. The arrows are the browser's."
        model.release = HostRelease(engines: ["Lexical 0.31.2 from 101editor 0.2.0"] + ChromiumHosts.chromium.release.engines,
                                    builtOn: ChromiumHosts.chromium.id)
        model.deletion = Aspect(
            rule: LexicalDeleteRule(caret: ChromiumHosts.chromium.caret.rule!), unit: "lexical-delete-character",
            summary: "Deletes Chromium's caret step before the caret when it holds a surrogate pair or a \\p{Emoji} character (digits, # and * included), else the step's last code unit: नमस्ते one code point per press, 不 + U+FE00 in two, 葛 + two IVS selectors, 🏻🏻 and a ZWJ before 🗨 in one.",
            citations: [observed("lexical-chromium@0.31"), lexicalDelete])
        for kind in [AspectKind.caret, .forwardDeletion] {
            var aspect = model[kind]
            aspect.summary = "As chromium@156" + (kind == .caret ? " (Lexical leaves the arrows to the browser): " : " where Delete removes from the caret (a step of one unit, or holding a surrogate pair or emoji); on any other step of several units Lexical removes the step's last unit, away from the caret, which the model does not simulate (the observation lists these texts as findings): ") + aspect.summary
            aspect.citations = [observed("lexical-chromium@0.31"), lexicalDelete] + aspect.citations
            model[kind] = aspect
        }
        return model
    }()

    // MARK: Ace

    static let aceSelection = Citation(
        "django-ace 1.44.0 django_ace/static/django_ace/ace/ace.js (Ace 1.44.0, built from ajaxorg/ace@25f0fac8 src/commands/default_commands.js backspace/del → Editor.remove; src/selection.js moveCursorLeft / moveCursorRight / moveCursorBy)",
        grade: .source, note: "one column at a time, a surrogate pair kept together; nothing joins combining marks or emoji sequences")

    static let aceDocument = Citation(
        "ajaxorg/ace@07b02410 src/document.js, Document.$split (/\\r\\n|\\r|\\n/) and indexToPosition / positionToIndex (newline length per row)",
        grade: .source, note: "a CR LF is the break between two rows, one step of the caret and one deletion")

    static let aceChromium = HostModel(
        id: "ace-chromium@1", name: "Ace 1 in Chromium",
        summary: "Ace handles its keys itself: Backspace, Delete and the arrows move and delete one code point (a surrogate pair together) or one line break (CR LF as one), so a ZWJ family takes one press per person and per joiner, and é as e+◌́ two. Offsets are UTF-16.",
        deletion: Aspect(rule: AceDeleteRule(), unit: "ace-column",
                         summary: "Deletes one code point, or a CR LF line break whole.", citations: [observed("ace-chromium@1"), aceSelection, aceDocument]),
        offset: Aspect(rule: SegmentStepRule(UTF16UnitSegmenter()), unit: UnitID.utf16.rawValue,
                       summary: "Document positions are (row, column) over UTF-16 code units.", citations: [aceSelection]),
        caret: Aspect(rule: AceStepRule(), unit: "ace-column",
                      summary: "The caret stops at every code point boundary but inside CR LF. Ace lays lines out left to right (rtlText off), so right-to-left text is measured with ArrowRight.",
                      citations: [observed("ace-chromium@1"), aceSelection, aceDocument]),
        selection: Aspect(rule: .deletesSelection, unit: "selection", summary: "A non-empty selection is deleted and nothing else.",
                          citations: [aceSelection]),
        unicodeBasis: "UTF-16 surrogate pairs only (no Unicode property data)",
        release: HostRelease(engines: ["Ace 1.44.0 from django-ace 1.44.0", chromiumRelease], builtOn: ChromiumHosts.chromium.id)
    ).forwardDeletingToCaretStops(summary: "Deletes one code point forward, or a CR LF line break whole.", citations: [observed("ace-chromium@1"), aceSelection, aceDocument])
}
