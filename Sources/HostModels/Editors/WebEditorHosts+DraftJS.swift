import EditingSemantics

/// Draft.js in Chromium and Firefox, as Wagtail's admin mounts it (Draftail on
/// draft-js-plugins-editor), as `editsem observe --host draftjs@0.10 --browser B` drives it
/// (Drivers/editors/draftjs.html). Backspace and Delete are Draft.js's own in both; the arrows
/// are the browser's.
extension WebEditorHosts {
    static let draftjsFile = "wagtail 8.0.1 wagtail/admin/static/wagtailadmin/js/draftail.js (Draftail 2.0.1 with Draft.js 0.10.5, the version wagtail/wagtail@c2ae43b9 package-lock.json resolves; the bundle states none, but its removeTextWithStrategy and DraftFeatureFlags are 0.10's)"

    static let draftjsKeyCommands = Citation(
        "facebookarchive/draft-js@126ce993 (v0.10.5) src/component/handlers/edit/editOnKeyDown.js, src/component/handlers/edit/commands/keyCommandPlainBackspace.js, keyCommandPlainDelete.js, removeTextWithStrategy.js, moveSelectionBackward.js, moveSelectionForward.js; as built in \(draftjsFile)",
        grade: .source,
        note: "Backspace and Delete become the commands 'backspace' and 'delete' (getDefaultKeyBinding), the keydown is prevented, and Draftail and draft-js-plugins-editor pass both on (RichUtils acts only at a block's edge or next to an atomic block); the text's code unit next to the caret is read alone and the selection moved by getUTF16Length of it, 2 for any surrogate, then that range removed")

    static let draftjsUnicode = Citation(
        "facebook/fbjs@f6b1bb8c packages/fbjs/src/unicode/UnicodeUtils.js, getUTF16Length and isCodeUnitInSurrogateRange (fbjs 0.8.16, as draft-js 0.10.5's yarn.lock pins it and the bundle holds it)",
        grade: .source, note: "1 + (0xD800 <= unit <= 0xDFFF): a lone surrogate counts as a pair")

    static let draftjsArrows = Citation(
        "facebookarchive/draft-js@126ce993 (v0.10.5) src/component/handlers/edit/editOnKeyDown.js (the arrows only call the onLeftArrow/onRightArrow props, Draftail sets neither, and the keydown is not prevented) and editOnSelect.js (Draft.js reads the browser's new selection back)",
        grade: .source)

    static let draftjsChromium = draftjs(in: ChromiumHosts.chromium, id: "draftjs-chromium@0.10",
                                         name: "Draft.js 0.10 in Chromium (Wagtail's Draftail)")
    static let draftjsFirefox = draftjs(in: FirefoxHosts.firefox, id: "draftjs-firefox@0.10",
                                        name: "Draft.js 0.10 in Firefox (Wagtail's Draftail)")

    /// Draft.js's Backspace and Delete on `browser`'s caret.
    static func draftjs(in browser: HostModel, id: String, name: String) -> HostModel {
        var model = browser
        model.id = id
        model.name = name
        model.summary = "Draft.js handles Backspace and Delete itself and removes one code point each way (a surrogate pair together), so a ZWJ family takes one press per person and per joiner, e+◌́ two and Devanagari one per code point; a lone surrogate counts as two units and takes its neighbour along, and Delete before a lone high surrogate at the end of the text throws a TypeError and deletes nothing (a finding the model does not simulate). The arrows are \(browser.id)'s, read back by Draft.js."
        model.release = HostRelease(engines: ["Draft.js 0.10.5 (Draftail 2.0.1) from wagtail 8.0.1"] + browser.release.engines,
                                    builtOn: browser.id)
        model.deletion = Aspect(
            rule: DraftJSBackspaceRule(), unit: "draftjs-utf16-length",
            summary: "Deletes two code units when the unit before the caret is a surrogate (a pair's low half, or a lone surrogate with the unit before it), else one: one code point per press in well-formed text.",
            citations: [observed(id), draftjsKeyCommands, draftjsUnicode])
        var caret = model.caret
        caret.summary = "As \(browser.id) (Draft.js leaves the arrows to the browser): " + caret.summary
        caret.citations = [observed(id), draftjsArrows] + caret.citations
        model.caret = caret
        model[.forwardDeletion] = Aspect(
            rule: .steps(DraftJSDeleteStepRule()), unit: "draftjs-utf16-length",
            summary: "Deletes two code units when the unit after the caret is a surrogate (a pair's high half, or a lone surrogate with the unit after it), else one: one code point per press in well-formed text. Before a lone high surrogate that ends the text the two units overrun the block: moveSelectionForward puts the focus in a next block there is none of, removeRange throws a TypeError, and the surrogate cannot be deleted forward; the model deletes it (known-differences.txt lists the observed texts as findings).",
            citations: [observed(id), draftjsKeyCommands, draftjsUnicode])
        return model
    }
}
