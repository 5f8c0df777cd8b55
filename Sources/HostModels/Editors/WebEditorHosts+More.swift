import EditingSemantics

/// TinyMCE, CKEditor 4, Trix, Jodit, CodeMirror 6 of 2022, Monaco, Summernote, Tiptap and Draft.js in Chromium, as
/// `editsem observe --host EDITOR --browser chromium` drives them (Drivers/editors/).
extension WebEditorHosts {
    static let more: [HostModel] = [tinymceChromium, ckeditor4Chromium, trixChromium, joditChromium,
                                    codemirror2022Chromium, monacoChromium, summernoteChromium, tiptapChromium,
                                    draftjsChromium]

    static let tinymceKeys = Citation(
        "tinymce/tinymce@02b7d26b modules/tinymce/src/core/main/ts/keyboard/DeleteBackspaceKeys.ts, executeKeydownOverride; as built in django-tinymce 5.0.0 tinymce/static/tinymce/tinymce.min.js (TinyMCE 7.8.0)",
        grade: .source, note: "the keydown is prevented only when one of its cases (Outdent, CefDelete, CaretBoundaryDelete, InlineBoundaryDelete, TableDelete, ImageBlockDelete, MediaDelete, BlockRangeDelete, BlockBoundaryDelete, InlineFormatDelete) applies; a caret inside a paragraph's text matches none")

    static let tinymceChromium = deferring(
        to: ChromiumHosts.chromium, id: "tinymce-chromium@7", name: "TinyMCE 7 in Chromium",
        summary: "TinyMCE leaves Backspace, Delete and the arrows inside a paragraph's text to the browser: it takes them over only next to uneditable, table, image and media elements, at inline-format and block boundaries and over block ranges.",
        why: tinymceKeys,
        engines: ["TinyMCE 7.8.0 from django-tinymce 5.0.0"])

    static let ckeditor4Keys = Citation(
        "django-ckeditor 6.7.4 ckeditor/static/ckeditor/ckeditor/ckeditor.js (CKEditor 4.22.1, built from ckeditor/ckeditor4 core/editable.js and the list, tableselection and widget plugins), the editable's 'key' listener for {8:1,46:1}",
        grade: .source, note: "a collapsed caret inside a block's text (not at its start or end) is left to the browser")

    static let ckeditor4Chromium = deferring(
        to: ChromiumHosts.chromium, id: "ckeditor-chromium@4", name: "CKEditor 4 in Chromium",
        summary: "CKEditor 4 leaves Backspace, Delete and the arrows inside a paragraph's text to the browser: its key listeners act only on selected elements, block and list-item boundaries, tables and widgets.",
        why: ckeditor4Keys,
        engines: ["CKEditor 4.22.1 from django-ckeditor 6.7.4"])

    static let trixInput = Citation(
        "django-trix-richtext 2.0.8 trixeditor/static/widgets/js/trix.umd.min.js (Trix 2.0.8, built from basecamp/trix src/trix/controllers/level_2_input_controller.js), deleteContentBackward / deleteContentForward → withTargetDOMRange(getTargetDOMRange()) → deleteInDirection",
        grade: .source, note: "the event's getTargetRanges()[0] becomes the selection, and a non-collapsed selection is removed as it is")

    static let trixChromium = deferring(
        to: ChromiumHosts.chromium, id: "trix-chromium@2", name: "Trix 2 in Chromium",
        summary: "Trix 2 cancels the browser's Backspace and Delete (beforeinput) but deletes, in its own document, the browser's target range for the key, so it deletes as Chromium does; the arrows are Chromium's. After its caret is put at the end of a text holding characters outside the BMP, Trix puts the DOM caret at the UTF-16 offset equal to its code-point count (inside the text), so Backspace from the end is not measured there.",
        why: trixInput,
        engines: ["Trix 2.0.8 from django-trix-richtext 2.0.8"])

    static let summernoteKeyMap = Citation(
        "django-summernote 0.8.20.0 django_summernote/static/summernote/summernote-lite.min.js (Summernote 0.8.20, built from summernote/summernote src/js/module/Editor.js), keyMap and handleKeyMap",
        grade: .source, note: "no command bound to BACKSPACE or DELETE; unbound keys go to the browser")

    static let summernoteChromium = deferring(
        to: ChromiumHosts.chromium, id: "summernote-chromium@0.8", name: "Summernote 0.8 in Chromium",
        summary: "Summernote leaves Backspace, Delete and the arrows inside a paragraph's text to the browser (its keymap binds only formatting, undo and Tab).",
        why: summernoteKeyMap,
        engines: ["Summernote 0.8.20 from django-summernote 0.8.20.0 (with Debian 12 libjs-jquery 3.6.1)"])

    static let tiptapKeymap = Citation(
        "ueberdosis/tiptap@32ae3868 packages/core/src/extensions/keymap.ts, handleBackspace / handleDelete (a stored version; the bundle, Tiptap 3.x in django-prose-editor 0.28.0, states no version)",
        grade: .source, note: "undoInputRule, deleteSelection, joinBackward, selectNodeBackward (Delete: deleteSelection, joinForward, selectNodeForward): none applies to a collapsed caret inside text")

    static let tiptapChromium = deferring(
        to: ChromiumHosts.chromium, id: "tiptap-chromium@3", name: "Tiptap 3 in Chromium (django-prose-editor's bundle)",
        summary: "Tiptap binds Backspace and Delete to ProseMirror commands that act only on a selection, at a textblock's edge or next to a node; inside a paragraph's text they return false and the browser edits, as under ProseMirror.",
        why: tiptapKeymap,
        engines: ["Tiptap 3.x from django-prose-editor 0.28.0 (the bundle states no version)"])

    static let joditRemoveChar = Citation(
        "django-jodit 0.1.1 jodit/static/jodit/jodit.min.js (Jodit 4.13.9, built from xdan/jodit src/plugins/backspace/), the backspace plugin's checkRemoveChar",
        grade: .source,
        note: "Backspace and Delete are taken over: the text node's value is split with toArray (code points), one code point next to the caret is cut (INVISIBLE_SPACE U+FEFF skipped), and the node's value is written back")

    static let joditChromium: HostModel = {
        var model = ChromiumHosts.chromium
        model.id = "jodit-chromium@4"
        model.name = "Jodit 4 in Chromium"
        model.summary = "Jodit 4 handles Backspace and Delete itself and removes one code point each way (a surrogate pair together), so a ZWJ family takes one press per person and per joiner and Devanagari one per code point; the arrows are Chromium's. A space its Delete leaves at the edge of the text is rewritten as U+00A0 (checkRemoveChar turns edge spaces into NBSP): a finding in the observation (hi-webkit-ki), not simulated."
        model.release = HostRelease(engines: ["Jodit 4.13.9 from django-jodit 0.1.1"] + ChromiumHosts.chromium.release.engines,
                                    builtOn: ChromiumHosts.chromium.id)
        model.deletion = Aspect(rule: SegmentDeleteRule(CodePointSegmenter()), unit: UnitID.codePoint.rawValue,
                                summary: "Deletes one code point before the caret.",
                                citations: [observed(model.id), joditRemoveChar])
        var caret = model.caret
        caret.summary = "As chromium@156 (Jodit leaves the arrows to the browser): " + caret.summary
        caret.citations = [observed(model.id)] + caret.citations
        model.caret = caret
        model[.forwardDeletion] = Aspect(rule: .steps(SegmentStepRule(CodePointSegmenter())), unit: UnitID.codePoint.rawValue,
                                         summary: "Deletes one code point after the caret: क + ि in two presses.",
                                         citations: [observed(model.id), joditRemoveChar])
        return model
    }()

    /// An editor that handles its keys itself, whatever the browser: its own model (`rules`) under
    /// the editor's id, with the observation cited first.
    static func ownRules(_ rules: HostModel, id: String, name: String, summary: String, engines: [String]) -> HostModel {
        var model = rules
        model.id = id
        model.name = name
        model.summary = summary
        model.release = HostRelease(engines: engines + [chromiumRelease], builtOn: ChromiumHosts.chromium.id)
        for kind in [AspectKind.deletion, .caret, .forwardDeletion] {
            var aspect = model[kind]
            aspect.citations = [observed(id)] + aspect.citations
            model[kind] = aspect
        }
        return model
    }

    static let cm2022Commands = Citation(
        "django-codemirror6 1.0.1 django_codemirror6/static/cm6/cm6.js (built 2022-12-31 from @codemirror/commands 6), deleteByChar",
        grade: .source,
        note: "back to findClusterBreak(line, pos, false, false) with no variation-selector step: a ZWJ sequence ending in U+FE0F loses the selector alone first")

    static let codemirror2022Chromium: HostModel = {
        var model = ownRules(
            EditorHosts.codemirror6, id: "codemirror-2022-chromium@6", name: "CodeMirror 6 of December 2022 in Chromium (django-codemirror6's basicSetup)",
            summary: "CodeMirror 6 as django-codemirror6 1.0.1 bundled it in December 2022 handles Backspace, Delete and the arrows itself: codemirror6's model, except that its Backspace deletes a trailing U+FE0F by itself (the later releases take the emoji before it too).",
            engines: ["CodeMirror 6 from django-codemirror6 1.0.1 (the bundle states no version)"])
        model.deletion = Aspect(
            rule: CodeMirrorDeleteRule(variationSelectorTakesBase: false), unit: "codemirror-2022-delete-char",
            summary: "Deletes back to the previous cluster break with extending characters excluded: e+◌́ in 2 presses, 👍🏽 in 2, Devanagari one code point at a time; a ZWJ sequence or flag pair goes whole, but a trailing U+FE0F goes first on its own (🙆‍♂️ in 2 presses).",
            citations: [observed(model.id), cm2022Commands] + Array(model.deletion.citations.dropFirst()))
        return model
    }()

    static let monacoChromium = ownRules(
        EditorHosts.vscode, id: "monaco-chromium@0.33", name: "Monaco 0.33 in Chromium",
        summary: "Monaco 0.33 handles Backspace, Delete and the arrows itself (vscode's model).",
        engines: ["Monaco 0.33.0 from monaco-qt 0.2.0"])
}
