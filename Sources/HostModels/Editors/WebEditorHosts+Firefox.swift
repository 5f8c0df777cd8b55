import EditingSemantics

/// The web editors in Firefox 153, as `editsem observe --host EDITOR --browser firefox` drives them
/// (Quill's is `quillFirefox`; Draft.js's, `draftjsFirefox`, is in WebEditorHosts+DraftJS.swift). An editor that leaves the keys to the browser is `firefox@153`'s
/// model under its own id; one with its own commands keeps the rules of its Chromium model,
/// cited from its source, with this observation cited first.
extension WebEditorHosts {
    static let inFirefox: [HostModel] = [
        prosemirrorFirefox, tiptapFirefox, tinymceFirefox, ckeditor4Firefox, summernoteFirefox, trixFirefox,
        ckeditor5Firefox, lexicalFirefox, joditFirefox, codemirror6Firefox, codemirror2022Firefox,
        codemirror5Firefox, aceFirefox, monacoFirefox, draftjsFirefox,
    ]

    static let firefoxRelease = "Firefox ESR 153.7.0 (Debian 12 package firefox-esr)"

    /// `chromiumModel`'s rules in Firefox: an editor whose keys never reach the browser.
    static func inFirefox(_ chromiumModel: HostModel, id: String, name: String, summary: String? = nil) -> HostModel {
        var model = chromiumModel
        model.id = id
        model.name = name
        if let summary { model.summary = summary }
        let chromium = chromiumModel.release.engines
        let engines = chromium.contains(chromiumRelease)
            ? chromium.map { $0 == chromiumRelease ? firefoxRelease : $0 }
            : chromium.filter { !ChromiumHosts.chromium.release.engines.contains($0) } + FirefoxHosts.firefox.release.engines
        model.release = HostRelease(engines: engines, builtOn: FirefoxHosts.firefox.id)
        for kind in [AspectKind.deletion, .caret, .forwardDeletion] {
            var aspect = model[kind]
            aspect.citations = aspect.citations.map { $0 == observed(chromiumModel.id) ? observed(id) : $0 }
            model[kind] = aspect
        }
        return model
    }

    // MARK: Editors that leave the keys to Firefox

    static let prosemirrorFirefox = deferring(
        to: FirefoxHosts.firefox, id: "prosemirror-firefox@1", name: "ProseMirror 1.x (prosemirror-view) in Firefox",
        summary: "ProseMirror leaves Backspace, Delete and the arrow keys inside a textblock to the browser and reads the DOM change back, so it edits as Firefox's contenteditable does.",
        why: prosemirrorKeys, engines: ["ProseMirror 1.x from django-prose-editor 0.28.0 (the bundle states no version)"])

    static let tiptapFirefox = deferring(
        to: FirefoxHosts.firefox, id: "tiptap-firefox@3", name: "Tiptap 3 in Firefox (django-prose-editor's bundle)",
        summary: "Tiptap binds Backspace and Delete to ProseMirror commands that act only on a selection, at a textblock's edge or next to a node; inside a paragraph's text Firefox edits, as under ProseMirror.",
        why: tiptapKeymap, engines: ["Tiptap 3.x from django-prose-editor 0.28.0 (the bundle states no version)"])

    static let tinymceFirefox = deferring(
        to: FirefoxHosts.firefox, id: "tinymce-firefox@7", name: "TinyMCE 7 in Firefox",
        summary: "TinyMCE leaves Backspace, Delete and the arrows inside a paragraph's text to the browser, so it edits as Firefox's contenteditable does.",
        why: tinymceKeys, engines: ["TinyMCE 7.8.0 from django-tinymce 5.0.0"])

    static let ckeditor4Firefox = deferring(
        to: FirefoxHosts.firefox, id: "ckeditor-firefox@4", name: "CKEditor 4 in Firefox",
        summary: "CKEditor 4 leaves Backspace, Delete and the arrows inside a paragraph's text to the browser, so it edits as Firefox's contenteditable does.",
        why: ckeditor4Keys, engines: ["CKEditor 4.22.1 from django-ckeditor 6.7.4"])

    static let summernoteFirefox = deferring(
        to: FirefoxHosts.firefox, id: "summernote-firefox@0.8", name: "Summernote 0.8 in Firefox",
        summary: "Summernote leaves Backspace, Delete and the arrows inside a paragraph's text to the browser (its keymap binds only formatting, undo and Tab), so it edits as Firefox's contenteditable does.",
        why: summernoteKeyMap, engines: ["Summernote 0.8.20 from django-summernote 0.8.20.0 (with Debian 12 libjs-jquery 3.6.1)"])

    static let trixFirefox = deferring(
        to: FirefoxHosts.firefox, id: "trix-firefox@2", name: "Trix 2 in Firefox",
        summary: "Trix 2 cancels the browser's Backspace and Delete (beforeinput) but deletes, in its own document, Firefox's target range for the key, so it deletes as Firefox does; the arrows are Firefox's.",
        why: trixInput, engines: ["Trix 2.0.8 from django-trix-richtext 2.0.8"])

    // MARK: Editors with their own Backspace or Delete

    static let ckeditor5Firefox: HostModel = {
        var model = inFirefox(ckeditor5Chromium, id: "ckeditor5-firefox@47", name: "CKEditor 5 (v47) in Firefox",
                              summary: "CKEditor 5 cancels the browser's Backspace and Delete (beforeinput) and deletes in its own model: Backspace by code point with its own emoji sequences whole (or Firefox's target range when that holds more than one of its characters), Delete by its 'character' (a code point with following combining marks of a small table, emoji sequences whole). The arrows are Firefox's.")
        model.deletion.rule = CKEditor5DeleteRule(browser: FirefoxHosts.firefox.deletion.rule!)
        model.deletion.summary = "Deletes one code point, or a whole emoji sequence as CKEditor's own pattern finds it (flag pairs; an emoji with tags, keycap, VS16 or modifiers, chained by ZWJ); when Firefox's own Backspace range (firefox@153's deletion) holds more than one CKEditor character, that range goes whole."
        model.caret = FirefoxHosts.firefox.caret
        model.caret.summary = "As firefox@153 (CKEditor 5 leaves the arrows to the browser): " + model.caret.summary
        model.caret.citations = [observed(model.id)] + model.caret.citations
        return model
    }()

    static let lexicalFirefox: HostModel = {
        var model = FirefoxHosts.firefox
        model.id = "lexical-firefox@0.31"
        model.name = "Lexical 0.31 in Firefox (101editor's setup)"
        model.summary = "Lexical takes Backspace and Delete over but measures them with the browser's caret step (Selection.modify): a step holding a surrogate pair or an emoji character goes whole, any other step of several units loses only its last unit. The arrows are Firefox's."
        model.release = HostRelease(engines: ["Lexical 0.31.2 from 101editor 0.2.0"] + FirefoxHosts.firefox.release.engines,
                                    builtOn: FirefoxHosts.firefox.id)
        model.deletion = Aspect(
            rule: LexicalDeleteRule(caret: FirefoxHosts.firefox.caret.rule!), unit: "lexical-delete-character",
            summary: "Deletes Firefox's caret step before the caret when it holds a surrogate pair or a \\p{Emoji} character, else the step's last code unit.",
            citations: [observed(model.id), lexicalDelete])
        for kind in [AspectKind.caret, .forwardDeletion] {
            var aspect = model[kind]
            aspect.summary = "As firefox@153" + (kind == .caret ? " (Lexical leaves the arrows to the browser): " : " where Delete removes from the caret (a step of one unit, or holding a surrogate pair or emoji); on any other step of several units Lexical removes the step's last unit, away from the caret, which the model does not simulate: ") + aspect.summary
            aspect.citations = [observed(model.id), lexicalDelete] + aspect.citations
            model[kind] = aspect
        }
        return model
    }()

    static let joditFirefox: HostModel = {
        var model = inFirefox(joditChromium, id: "jodit-firefox@4", name: "Jodit 4 in Firefox",
                              summary: "Jodit 4 handles Backspace and Delete itself and removes one code point each way (a surrogate pair together); the arrows are Firefox's.")
        model.caret = FirefoxHosts.firefox.caret
        model.caret.summary = "As firefox@153 (Jodit leaves the arrows to the browser): " + model.caret.summary
        model.caret.citations = [observed(model.id)] + model.caret.citations
        return model
    }()

    static let codemirror6Firefox = inFirefox(codemirror6Chromium, id: "codemirror-firefox@6", name: "CodeMirror 6 in Firefox (wagtail-html-editor's setup)")
    static let codemirror2022Firefox = inFirefox(codemirror2022Chromium, id: "codemirror-2022-firefox@6",
                                                 name: "CodeMirror 6 of December 2022 in Firefox (django-codemirror6's basicSetup)")
    static let codemirror5Firefox = inFirefox(codemirror5Chromium, id: "codemirror-firefox@5", name: "CodeMirror 5 in Firefox")
    static let aceFirefox = inFirefox(aceChromium, id: "ace-firefox@1", name: "Ace 1 in Firefox")
    static let monacoFirefox = inFirefox(monacoChromium, id: "monaco-firefox@0.33", name: "Monaco 0.33 in Firefox")
}
