import EditingSemantics
import KeyboardProxy

// The strategies published keyboards and guides use, carried out as their sources describe.

/// KeyboardKit's word delete: counts the last word's Swift `Character`s and calls
/// `deleteBackward()` that many times, so it is exact only where one call removes one `Character`.
package struct KeyboardKitWordDelete: KeyboardStrategy {
    package init() {}
    package var id: String { "keyboardkit-word-delete" }
    package var summary: String {
        "Reads documentContextBeforeInput, counts the Characters of the trailing spaces and last word, and calls deleteBackward() that many times (one call without context)."
    }
    package var origin: String {
        "KeyboardKit 9.9.1 (KeyboardKit/KeyboardKit@a7e33ac2): Proxy/UITextDocumentProxy+Delete.swift deleteBackward(range: .word) -> deleteBackward(times: lastWordSegment.count), a Character count; the range becomes .word after 3 s of repeat (_Keyboard/Keyboard+StandardKeyboardBehavior.swift). Word delimiters here are TextPieces'."
    }
    package var release: KeyboardRelease? {
        KeyboardRelease(keyboard: "KeyboardKit", version: "9.9.1", platform: .iOS,
                        source: "KeyboardKit/KeyboardKit@a7e33ac2 Proxy/UITextDocumentProxy+Delete.swift deleteBackward(range:)")
    }
    package var intent: EditIntent { .deleteLastWord }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        guard let before = proxy.documentContextBeforeInput else { return proxy.deleteBackward() }
        for _ in 0..<CharacterWords.lastWordSegment(of: before).count { proxy.deleteBackward() }
    }
}

/// KeyboardKit's autocomplete replacement: moves to the word's end by a `Character` count, then
/// deletes the word's `NSString.length` (UTF-16 units) with `deleteBackward()`.
package struct KeyboardKitReplaceCurrentWord: KeyboardStrategy {
    package let replacement: String
    package init(replacement: String) { self.replacement = replacement }
    package var id: String { "keyboardkit-replace-word" }
    package var summary: String {
        "Moves the caret to the end of the current word with adjustTextPosition(byCharacterOffset:) by the Character count of its part after the caret, calls deleteBackward() once per UTF-16 unit of the word (NSString.length), then inserts the replacement."
    }
    package var origin: String {
        "KeyboardKit 9.9.1 (KeyboardKit/KeyboardKit@a7e33ac2): Proxy/UITextDocumentProxy+Words.swift replaceCurrentWord(with:) (L68-84), used by insertAutocompleteSuggestion; deleteBackward(times: (text as NSString).length) since commit 7e5b53ba (2024-04-02), word.count before."
    }
    package var release: KeyboardRelease? {
        KeyboardRelease(keyboard: "KeyboardKit", version: "9.9.1", platform: .iOS,
                        source: "KeyboardKit/KeyboardKit@a7e33ac2 Proxy/UITextDocumentProxy+Words.swift replaceCurrentWord(with:)")
    }
    package var intent: EditIntent { .replaceCurrentWord(with: UTF16Text(replacement)) }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        let pre = proxy.documentContextBeforeInput.map { CharacterWords.fragmentAtEnd(of: $0) }
        let post = proxy.documentContextAfterInput.map { CharacterWords.fragmentAtStart(of: $0) }
        guard pre != nil || post != nil else { return proxy.insertText(replacement) }
        let word = String(pre ?? "") + String(post ?? "")
        proxy.adjustTextPosition(byCharacterOffset: post?.count ?? 0)
        for _ in 0..<word.utf16.count { proxy.deleteBackward() }  // (word as NSString).length
        proxy.insertText(replacement)
    }
}

/// Deletes the last `Character` with one `deleteBackward()` per code point.
package struct CodePointCountDelete: KeyboardStrategy {
    package init() {}
    package var id: String { "code-point-count-delete" }
    package var summary: String {
        "Reads documentContextBeforeInput and calls deleteBackward() once per code point (unicodeScalars.count) of its last Character (one call without context)."
    }
    package var origin: String {
        "Code written for hosts that delete code points: UTS #35 Part 7's default backspace transform deletes one code point; Keyman's engine counts context in code points (keymanapp/keyman@0046eef7 InputViewController.swift); AOSP LatinIME deletes one code point per press (InputLogic.handleBackspaceEvent)."
    }
    package var intent: EditIntent { .deleteLastCharacter }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        guard let last = proxy.documentContextBeforeInput?.last else { return proxy.deleteBackward() }
        for _ in 0..<last.unicodeScalars.count { proxy.deleteBackward() }
    }
}

/// Deletes the last `Character` with one `deleteBackward()` per UTF-16 unit.
package struct UTF16CountDelete: KeyboardStrategy {
    package init() {}
    package var id: String { "utf16-count-delete" }
    package var summary: String {
        "Reads documentContextBeforeInput and calls deleteBackward() once per UTF-16 unit (NSString.length) of its last Character (one call without context)."
    }
    package var origin: String {
        "Code that counts NSString.length: KeyboardKit 9.9.1's \"(text as NSString).length\" deletion count (Proxy/UITextDocumentProxy+Words.swift); Android's InputConnection.deleteSurroundingText counts UTF-16 units."
    }
    package var intent: EditIntent { .deleteLastCharacter }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        guard let last = proxy.documentContextBeforeInput?.last else { return proxy.deleteBackward() }
        for _ in 0..<last.utf16.count { proxy.deleteBackward() }
    }
}

/// Keyman's measure-and-compensate deletion: one `deleteBackward()` per code point to delete,
/// each measured by the context's UTF-16 length before and after, re-inserting what one call
/// removed beyond the last code point.
package struct KeymanCompensatingDelete: KeyboardStrategy {
    package init() {}
    package var id: String { "keyman-measure-compensate" }
    package var summary: String {
        "Deletes the last Character's code points one deleteBackward() at a time; before and after each call reads documentContextBeforeInput, and when the call removed more UTF-16 units than the last code point has, re-inserts the surplus. Deletes a selection with one call; without context makes one call."
    }
    package var origin: String {
        "Keyman for iOS (keymanapp/keyman@0046eef7), ios/engine/KMEI/KeymanEngine/Classes/Keyboard/InputViewController.swift, insertText(_:numCharsToDelete:newText:) with numCharsToDelete = the last Character's code points."
    }
    package var release: KeyboardRelease? {
        KeyboardRelease(keyboard: "Keyman for iOS", version: "commit 0046eef7", platform: .iOS,
                        source: "keymanapp/keyman@0046eef7 ios/engine/KMEI/KeymanEngine/Classes/Keyboard/InputViewController.swift insertText(_:numCharsToDelete:newText:)")
    }
    package var intent: EditIntent { .deleteLastCharacter }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        if let selected = proxy.selectedText, !selected.isEmpty { return proxy.deleteBackward() }
        guard let context = proxy.documentContextBeforeInput else { return proxy.deleteBackward() }
        let count = context.last?.unicodeScalars.count ?? 0
        for _ in 0..<count {
            let old = UTF16Text(proxy.documentContextBeforeInput ?? "").units
            proxy.deleteBackward()
            let new = UTF16Text(proxy.documentContextBeforeInput ?? "").units
            let deleted = old.count - new.count
            let unitsInPoint = old.last.map { UTF16.isLeadSurrogate($0) || UTF16.isTrailSurrogate($0) } == true ? 2 : 1
            if deleted > unitsInPoint {
                proxy.insertText(UTF16Text(units: old[new.count..<(new.count + deleted - unitsInPoint)]).string)
            }
        }
    }
}

/// The seed's advice: keep calling `deleteBackward()` until the text is gone, judged by the
/// context's length.
package struct DeleteUntilGone: KeyboardStrategy {
    package init() {}
    package var id: String { "delete-until-gone" }
    package var summary: String {
        "Reads documentContextBeforeInput, then calls deleteBackward() until the context is no longer than the text that should stay before the last word (a guard stops it after four calls per UTF-16 unit of the first context); does nothing without context."
    }
    package var origin: String {
        "Norbert Lindenberg, \"Developing Keyboards for iOS\" (2014-12-05, http://norbertlindenberg.com/2014/12/developing-keyboards-for-ios/): \"you just have to keep calling the method until the text is gone\"."
    }
    package var intent: EditIntent { .deleteLastWord }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        guard let context = proxy.documentContextBeforeInput else { return }
        let text = UTF16Text(context)
        let keep = TextPieces.lastWordSegment(in: text).lowerBound.rawValue
        var budget = 4 * text.units.count + 4
        while budget > 0, let now = proxy.documentContextBeforeInput, now.utf16.count > keep {
            proxy.deleteBackward()
            budget -= 1
        }
    }
}

/// Apple's forward delete for custom keyboards: step over the next character, then delete backward.
package struct QuickStartForwardDelete: KeyboardStrategy {
    package init() {}
    package var id: String { "quickstart-forward-delete" }
    package var summary: String { "adjustTextPosition(byCharacterOffset: 1), then deleteBackward()." }
    package var origin: String {
        "Apple, App Extension Programming Guide, Custom Keyboard, \"API Quick Start for Custom Keyboards\", as quoted and tested by Lindenberg (2014-12-05, http://norbertlindenberg.com/2014/12/developing-keyboards-for-ios/): it assumes the offset unit matches what deleteBackward() removes."
    }
    package var intent: EditIntent { .forwardDeleteCharacter }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        proxy.adjustTextPosition(byCharacterOffset: 1)
        proxy.deleteBackward()
    }
}

/// Moves the caret by an offset of one, trusting the documentation's "characters".
package struct AdjustByOneCharacter: KeyboardStrategy {
    package init() {}
    package var id: String { "adjust-by-one" }
    package var summary: String { "adjustTextPosition(byCharacterOffset: -1)." }
    package var origin: String {
        "KeyboardKit 9.9.1 arrow-key actions (adjustTextPosition(byCharacterOffset: ±1)); Apple's reference: \"The number of characters to adjust the insertion point by\" (developer.apple.com UITextDocumentProxy adjustTextPosition(byCharacterOffset:))."
    }
    package var intent: EditIntent { .moveBackOneCharacter }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        proxy.adjustTextPosition(byCharacterOffset: -1)
    }
}

/// A Korean keyboard composing ㄴ into the open syllable before the caret: one
/// `deleteBackward()` for the old syllable, then the new one.
package struct KoreanComposingByDeleteAndInsert: KeyboardStrategy {
    package init() {}
    package var id: String { "korean-delete-insert" }
    package var summary: String {
        "Types ㄴ: when the context ends with an open precomposed syllable (하), calls deleteBackward() once and inserts the composed syllable (한); otherwise inserts ㄴ."
    }
    package var origin: String {
        "Composing Korean keyboards on iOS: Gureum (gureum/gureum@b8f30df9, iOSCore/InputViewController.swift) replaces the composing syllable with deleteBackward() + insertText; it relies on a precomposed syllable being one deletion unit."
    }
    package var intent: EditIntent { .typeKoreanFinalNieun }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        if let last = proxy.documentContextBeforeInput?.unicodeScalars.last,
           let composed = ComposingRules.composingFinalNieun(onto: last.value) {
            proxy.deleteBackward()
            proxy.insertText(UTF16Text(scalar: composed).string)
        } else {
            proxy.insertText(UTF16Text(scalar: ComposingRules.letterNieun).string)
        }
    }
}

/// A Hindi vowel-sign key that corrects the previous matra: one `deleteBackward()`, then the new sign.
package struct HindiVowelSignByDeleteAndInsert: KeyboardStrategy {
    package init() {}
    package var id: String { "hindi-matra-delete-insert" }
    package var summary: String {
        "Types a vowel sign: when the context ends with a Devanagari vowel sign (कि), calls deleteBackward() once and inserts the new sign (के); otherwise inserts े."
    }
    package var origin: String {
        "Indic keyboards that rewrite the last matra with one backspace, relying on code-point deletion: UTS #35 Part 7 \"Default Backspace Transform\" (one code point); Keyman wiki \"Backspace and cluster deletion\" on keyboards that emit backspaces."
    }
    package var intent: EditIntent { .typeHindiVowelSign }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        if let last = proxy.documentContextBeforeInput?.unicodeScalars.last, ComposingRules.isDevanagariVowelSign(last.value) {
            proxy.deleteBackward()
            proxy.insertText(UTF16Text(scalar: ComposingRules.vowelSign(replacing: last.value)).string)
        } else {
            proxy.insertText(UTF16Text(scalar: ComposingRules.vowelSign(replacing: nil)).string)
        }
    }
}

/// Gureum's Backspace while it composes a syllable: delete it, then insert what its engine leaves.
package struct GureumComposingBackspace: KeyboardStrategy {
    package init() {}
    package var id: String { "gureum-composing-backspace" }
    package var summary: String {
        "While composing a syllable (2-set layout): deleteBackward(), then its engine drops the last key stroke and insertText puts back the syllable left (한 → 하), if any. It never marks text, so the syllable it leaves is not marked (in a run, which starts with the syllable marked, insertText replaces whatever deleteBackward() left of the marked text). With no syllable composing, deleteBackward() alone."
    }
    package var origin: String {
        "Gureum for iOS at gureum/gureum@b8f30df9 (2018-08-30), iOSCore/InputViewController.swift inputDelete; its engine youknowone/hangeul@728dc7a9 hangeul/phase.cpp UnstrokeBackspacePhase (a Backspace pops the last key stroke) and hangeul/ksx5002.cpp (the 2-set compounds). The engine's strokes are rebuilt here from the syllable before the caret, as the 2-set keys that type it."
    }
    package var release: KeyboardRelease? {
        KeyboardRelease(keyboard: "Gureum", version: "commit b8f30df9", platform: .iOS,
                        source: "gureum/gureum@b8f30df9 iOSCore/InputViewController.swift inputDelete")
    }
    package var intent: EditIntent { .deleteLastJamoWhileComposing }
    package func perform<Proxy: TextDocumentProxy>(on proxy: Proxy) {
        let strokes = proxy.documentContextBeforeInput?.unicodeScalars.last.map { ComposingRules.twoSetKeystrokes(composing: $0.value) } ?? []
        proxy.deleteBackward()
        if strokes.count > 1 { proxy.insertText(strokes[strokes.count - 2].string) }
    }
}
