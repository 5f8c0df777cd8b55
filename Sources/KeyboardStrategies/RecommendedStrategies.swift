import EditingSemantics
import Foundation
import KeyboardProxy

// This package's recommendations. Each reads the context, decides the text that should stand
// before the caret, and lets ProxyEditing steer the host there, verifying every call.

private let recommendedOrigin =
    "This package: decide the goal from the context (system ICU grapheme clusters), then steer with deleteBackward(), insertText and adjustTextPosition, re-reading documentContextBeforeInput after every call and repairing any difference, as Keyman measures and compensates but for any unit and any host. Exact whenever the context shows what is changed, including through a window that shows only the end of the text and slides with the caret."

/// Deletes the last character whatever the host's deletion unit.
package struct RecommendedDeleteCharacter: KeyboardStrategy {
    package init() {}
    package var id: String { "recommended-delete-character" }
    package var summary: String {
        "Reads the context, then deletes backward until exactly the last grapheme cluster is gone, re-inserting anything the host over-deleted. Without context, one deleteBackward() (the host's own unit)."
    }
    package var origin: String { recommendedOrigin }
    package var intent: EditIntent { .deleteLastCharacter }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        guard let context = proxy.documentContextBeforeInputUTF16 else { return proxy.deleteBackward() }
        let text = UTF16Text(units: context)
        guard let last = TextPieces.lastCharacter(in: text) else { return }
        ProxyEditing.rewriteBeforeCaret(on: proxy, from: text.units, to: Array(text.units[..<last.lowerBound.rawValue]))
    }
}

/// Deletes the last word whatever the host's deletion unit.
package struct RecommendedDeleteWord: KeyboardStrategy {
    package init() {}
    package var id: String { "recommended-delete-word" }
    package var summary: String {
        "Reads the context, then deletes backward until exactly the trailing spaces and last word are gone, re-inserting anything over-deleted. Without context, does nothing."
    }
    package var origin: String { recommendedOrigin }
    package var intent: EditIntent { .deleteLastWord }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        guard let context = proxy.documentContextBeforeInputUTF16 else { return }
        let text = UTF16Text(units: context)
        let segment = TextPieces.lastWordSegment(in: text)
        ProxyEditing.rewriteBeforeCaret(on: proxy, from: text.units, to: Array(text.units[..<segment.lowerBound.rawValue]))
    }
}

/// Replaces the current word whatever the host's deletion and offset units.
package struct RecommendedReplaceCurrentWord: KeyboardStrategy {
    package let replacement: String
    package init(replacement: String) { self.replacement = replacement }
    package var id: String { "recommended-replace-word" }
    package var summary: String {
        "Reads both contexts, moves the caret one offset step at a time until it stands after the word (checking the context after every step), then rewrites the text before it so the word becomes the replacement. Without context, inserts the replacement."
    }
    package var origin: String { recommendedOrigin }
    package var intent: EditIntent { .replaceCurrentWord(with: UTF16Text(replacement)) }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        guard let before = proxy.documentContextBeforeInputUTF16.map({ UTF16Text(units: $0) }),
              let after = proxy.documentContextAfterInputUTF16.map({ UTF16Text(units: $0) })
        else { return proxy.insertText(replacement) }
        let pre = TextPieces.wordFragmentAtEnd(of: before)
        let post = TextPieces.wordFragmentAtStart(of: after)
        let wordLength = before.units.count - pre.lowerBound.rawValue + post.upperBound.rawValue
        guard let view = ProxyEditing.moveCaret(on: proxy, within: before.units + after.units, from: before.units.count,
                                                to: before.units.count + post.upperBound.rawValue),
              view.count >= wordLength
        else { return }
        ProxyEditing.rewriteBeforeCaret(on: proxy, from: view, to: view.dropLast(wordLength) + Array(replacement.utf16))
    }
}

/// Deletes the character after the caret whatever the host's deletion and offset units.
package struct RecommendedForwardDelete: KeyboardStrategy {
    package init() {}
    package var id: String { "recommended-forward-delete" }
    package var summary: String {
        "Reads both contexts, moves the caret one offset step at a time until it stands after the next grapheme cluster, then deletes backward until the text before the caret is what it was, re-inserting anything over-deleted. Without context, does nothing."
    }
    package var origin: String { recommendedOrigin }
    package var intent: EditIntent { .forwardDeleteCharacter }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        guard let before = proxy.documentContextBeforeInputUTF16.map({ UTF16Text(units: $0) }),
              let after = proxy.documentContextAfterInputUTF16.map({ UTF16Text(units: $0) }),
              let next = TextPieces.firstCharacter(in: after)
        else { return }
        let length = next.upperBound.rawValue
        guard let view = ProxyEditing.moveCaret(on: proxy, within: before.units + after.units, from: before.units.count,
                                                to: before.units.count + length),
              view.count >= length
        else { return }
        ProxyEditing.rewriteBeforeCaret(on: proxy, from: view, to: Array(view.dropLast(length)))
    }
}

/// Moves the caret back over one character whatever the host's offset unit.
package struct RecommendedMoveBackOneCharacter: KeyboardStrategy {
    package init() {}
    package var id: String { "recommended-move-character" }
    package var summary: String {
        "Reads the context, then calls adjustTextPosition(byCharacterOffset: ±1) until the context before the caret has lost exactly the last grapheme cluster. Without context, does nothing."
    }
    package var origin: String { recommendedOrigin }
    package var intent: EditIntent { .moveBackOneCharacter }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        guard let units = proxy.documentContextBeforeInputUTF16, let last = TextPieces.lastCharacter(in: UTF16Text(units: units)) else { return }
        ProxyEditing.moveCaret(on: proxy, within: units, from: units.count, to: last.lowerBound.rawValue)
    }
}

/// Composes a Korean syllable whatever the host's deletion unit.
package struct RecommendedKoreanComposing: KeyboardStrategy {
    package init() {}
    package var id: String { "recommended-korean-compose" }
    package var summary: String {
        "Types ㄴ: when the context ends with an open precomposed syllable, rewrites the text before the caret so that syllable becomes the composed one (following a host that decomposes jamo by jamo); otherwise inserts ㄴ."
    }
    package var origin: String { recommendedOrigin }
    package var intent: EditIntent { .typeKoreanFinalNieun }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        let letter = UTF16Text(scalar: ComposingRules.letterNieun).string
        guard let context = proxy.documentContextBeforeInput, let last = context.unicodeScalars.last,
              let composed = ComposingRules.composingFinalNieun(onto: last.value)
        else { return proxy.insertText(letter) }
        let units = UTF16Text(context).units
        let goal = Array(units.dropLast(last.utf16.count)) + UTF16Text(scalar: composed).units
        ProxyEditing.rewriteBeforeCaret(on: proxy, from: units, to: goal)
    }
}

/// Takes the last jamo off the syllable being composed without asking the host to delete.
package struct RecommendedKoreanComposingBackspace: KeyboardStrategy {
    package init() {}
    package var id: String { "recommended-korean-compose-backspace" }
    package var summary: String {
        "While composing a syllable, shown as marked text: setMarkedText with the syllable before its last key (selection at its end), or with \"\" when nothing is left, so the host's own deletion never runs. With no syllable composing, deletes the character before the caret as recommended-delete-character does (without context, one deleteBackward())."
    }
    package var origin: String { recommendedOrigin }
    package var intent: EditIntent { .deleteLastJamoWhileComposing }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        guard let last = proxy.documentContextBeforeInput?.unicodeScalars.last,
              let left = ComposingRules.deletingLastJamo(composing: last.value)
        else { return RecommendedDeleteCharacter().perform(on: proxy) }
        proxy.setMarkedText(left.string, selectedRange: NSRange(location: left.units.count, length: 0))
    }
}

/// Replaces a Hindi vowel sign whatever the host's deletion unit.
package struct RecommendedHindiVowelSign: KeyboardStrategy {
    package init() {}
    package var id: String { "recommended-hindi-matra" }
    package var summary: String {
        "Types a vowel sign: when the context ends with a Devanagari vowel sign, rewrites the text before the caret so that sign becomes the new one (re-inserting the consonant if the host deleted the whole cluster); otherwise inserts े."
    }
    package var origin: String { recommendedOrigin }
    package var intent: EditIntent { .typeHindiVowelSign }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        guard let context = proxy.documentContextBeforeInput, let last = context.unicodeScalars.last,
              ComposingRules.isDevanagariVowelSign(last.value)
        else { return proxy.insertText(UTF16Text(scalar: ComposingRules.vowelSign(replacing: nil)).string) }
        let units = UTF16Text(context).units
        let goal = Array(units.dropLast(last.utf16.count)) + UTF16Text(scalar: ComposingRules.vowelSign(replacing: last.value)).units
        ProxyEditing.rewriteBeforeCaret(on: proxy, from: units, to: goal)
    }
}
