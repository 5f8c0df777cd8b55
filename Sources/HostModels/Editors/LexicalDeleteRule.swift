import EditingSemantics

/// Lexical's Backspace (`RangeSelection.deleteCharacter`): the selection is extended back by the
/// browser's `Selection.modify('extend', 'backward', 'character')`, one caret step; when that
/// takes more than one UTF-16 unit and the slice holds no surrogate pair and no `\p{Emoji}`
/// character, only its last unit is deleted, else the whole step. `caret` is the browser's caret
/// step; `\p{Emoji}` is Unicode 17.0's (V8's regular expressions, Chromium 156's ICU 78).
package struct LexicalDeleteRule: DeleteRule {
    let caret: any StepRule
    package init(caret: any StepRule) { self.caret = caret }

    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard let start = self.caret.step(from: caret, forward: false, in: text) else { return nil }
        let slice = text[start..<caret]
        guard slice.units.count > 1 else { return TextEdit(range: start..<caret) }
        let hasPair = slice.scalars.contains { !$0.isLoneSurrogate && $0.length.rawValue == 2 }
        let hasEmoji = slice.scalars.contains { !$0.isLoneSurrogate && Unicode17Emoji.isEmoji($0.value) }
        if hasPair || hasEmoji { return TextEdit(range: start..<caret) }
        return TextEdit(range: UTF16Offset(caret.rawValue - 1)..<caret)
    }
}

/// Ace's step: one code point, a CR LF line break as one (its Document splits lines on
/// `\r\n|\r|\n`, and a position is a row and column, so the break between two rows is one step).
package struct AceStepRule: StepRule {
    package init() {}
    static func isCRLF(_ units: [UInt16], at i: Int) -> Bool {
        i >= 0 && i + 1 < units.count && units[i] == 0x0D && units[i + 1] == 0x0A
    }
    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        let o = offset.rawValue, units = text.units
        if forward {
            guard o < units.count else { return nil }
            if Self.isCRLF(units, at: o) { return UTF16Offset(o + 2) }
            return text.scalar(startingAt: offset).end
        }
        guard o > 0 else { return nil }
        if Self.isCRLF(units, at: o - 2) { return UTF16Offset(o - 2) }
        return text.scalar(endingAt: offset).offset
    }
}

/// Ace's Backspace: back one ``AceStepRule`` step.
package struct AceDeleteRule: DeleteRule {
    package init() {}
    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        AceStepRule().step(from: caret, forward: false, in: text).map { TextEdit(range: $0..<caret) }
    }
}
