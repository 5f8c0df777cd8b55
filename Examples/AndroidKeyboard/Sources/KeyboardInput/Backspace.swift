/// Backspace as AOSP LatinIME writes it for a field with text before the caret: one code point,
/// two code units when the code point is supplementary (LineageOS/android_packages_inputmethods_LatinIME
/// @099d79d1, java/src/com/android/inputmethod/latin/inputlogic/InputLogic.java,
/// `handleBackspaceEvent`: `Character.isSupplementaryCodePoint(codePointBeforeCursor) ? 2 : 1`),
/// and the key event when the keyboard sees no text (the field may still hold some).
/// It never splits a surrogate pair, but takes an emoji sequence or an Indic syllable apart.
public func codePointBackspace(_ connection: some EditorConnection) {
    guard let before = connection.getTextBeforeCursor(2, flags: 0), let last = before.last else {
        connection.sendDownUpKeyEvent(keyCodeDel)
        return
    }
    let supplementary = before.count == 2 && UTF16.isLeadSurrogate(before[0]) && UTF16.isTrailSurrogate(last)
    connection.deleteSurroundingText(supplementary ? 2 : 1, 0)
}

/// Backspace by user-perceived character: the last `Character` of the text before the caret
/// (Swift's grapheme clusters), however many code units it has.
///
/// The window is wide enough for the longest emoji sequences; a window that starts inside a
/// cluster still ends with the whole last one, since clusters are found from the end.
public func characterBackspace(_ connection: some EditorConnection) {
    guard let before = connection.getTextBeforeCursor(64, flags: 0), !before.isEmpty else {
        connection.sendDownUpKeyEvent(keyCodeDel)
        return
    }
    let text = String(decoding: before, as: UTF16.self)
    guard let last = text.last else { return }
    connection.deleteSurroundingText(last.utf16.count, 0)
}
