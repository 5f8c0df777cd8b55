/// Word delete as many keyboards write it: count the last word's `Character`s and call
/// `deleteBackward()` that many times.
///
/// It assumes one `deleteBackward()` removes one `Character`. Hosts disagree: some remove one
/// code point (so नमस्ते, three `Character`s, loses only its last three code points), some one
/// UTF-16 unit (half an emoji), some a whole emoji sequence or Hangul syllable.
public func deleteWordCountingCharacters(_ proxy: some TextProxy) {
    guard let before = proxy.documentContextBeforeInput else { return proxy.deleteBackward() }
    let word = Words.lastWordSegment(of: before)
    for _ in 0..<word.count { proxy.deleteBackward() }
}

/// Word delete that works whatever one `deleteBackward()` removes: it decides the text that
/// should stand before the caret, then deletes while the context is not a prefix of it, and
/// finally types back whatever the host deleted beyond it.
///
/// Texts are compared as UTF-16 code units: `String ==` would call canonically equivalent
/// texts (é and e + U+0301) equal. Gives up after one call per UTF-16 unit of the context plus
/// a few (a host that deletes nothing).
public func deleteWord(_ proxy: some TextProxy) {
    guard let before = proxy.documentContextBeforeInput else { return }
    let goal = Array(before.dropLast(Words.lastWordSegment(of: before).count).utf16)
    var current = Array(before.utf16)
    var budget = current.count + 8
    while !(current.count <= goal.count && goal.starts(with: current)), budget > 0 {
        budget -= 1
        proxy.deleteBackward()
        guard let next = proxy.documentContextBeforeInput.map({ Array($0.utf16) }), next != current else { return }
        current = next
    }
    if current.count < goal.count {
        proxy.insertText(String(decoding: goal[current.count...], as: UTF16.self))
    }
}
