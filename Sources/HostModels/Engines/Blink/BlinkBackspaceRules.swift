import EditingSemantics

/// Blink's `BackspaceStateMachine` as `PreviousBackwardDeletionOffsetOf` runs it: fed code units
/// backward from the caret, with its handling of unpaired surrogates (a lone lead surrogate or a
/// pending lone trail surrogate is deleted along with whatever the machine counted).
package struct BlinkBackspaceStateMachineRule: DeleteRule {
    package let dialect: EmojiBackspaceDialect
    package init(dialect: EmojiBackspaceDialect = .blink) { self.dialect = dialect }

    /// The number of UTF-16 units the machine deletes before `caret`. Precondition: `caret > 0`.
    package static func unitsToDelete(before caret: UTF16Offset, in text: UTF16Text, dialect: EmojiBackspaceDialect = .blink) -> Int {
        var machine = EmojiBackspaceStateMachine(dialect: dialect)
        return unitsToDelete(before: caret, in: text, machine: &machine)
    }

    /// ``unitsToDelete(before:in:dialect:)`` counted by `machine`, restarted here.
    @inline(__always)
    static func unitsToDelete(before caret: UTF16Offset, in text: UTF16Text, machine: inout EmojiBackspaceStateMachine) -> Int {
        machine.restart()
        var extra = 0
        var pendingTrail: UInt16?
        var i = caret.rawValue
        feeding: while i > 0 {
            i -= 1
            let unit = text.units[i]
            let codePoint: UInt32, length: Int
            if UTF16.isLeadSurrogate(unit) {
                guard let trail = pendingTrail else {
                    extra += 1
                    break feeding
                }
                codePoint = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
                length = 2
                pendingTrail = nil
            } else if UTF16.isTrailSurrogate(unit) {
                if pendingTrail != nil { break feeding }
                pendingTrail = unit
                continue
            } else {
                if pendingTrail != nil { break feeding }
                codePoint = UInt32(unit)
                length = 1
            }
            machine.feed(codePoint, units: length)
            if machine.isFinished { break }
        }
        if pendingTrail != nil { extra += 1 }
        return machine.unitsToDelete + extra
    }

    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        return TextEdit(range: UTF16Offset(caret.rawValue - Self.unitsToDelete(before: caret, in: text, dialect: dialect))..<caret)
    }
}

/// Blink's Backspace key, `TypingCommand::DeleteKeyPressed`: it first extends the caret back by
/// one grapheme cluster (``BlinkGraphemeRule``); when that spans more than one code unit,
/// `AdjustSelectionForBackwardDelete` moves the start to the backspace state machine's offset
/// (``BlinkBackspaceStateMachineRule``). Block-level merges at a paragraph start are not modelled.
package struct BlinkBackspaceRule: DeleteRule {
    package let dialect: EmojiBackspaceDialect
    let graphemes: BlinkGraphemeRule
    package init(dialect: EmojiBackspaceDialect = .blink) {
        self.dialect = dialect
        graphemes = BlinkGraphemeRule(isEmoji: dialect.isEmoji)
    }

    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        var machine = EmojiBackspaceStateMachine(dialect: dialect)
        var memo = BlinkGraphemeRule.PropertyMemo()
        return TextEdit(range: pressStart(caret: caret, in: text, machine: &machine, memo: &memo)..<caret)
    }

    /// Where a press with the caret at `caret > 0` starts; `machine` (of ``dialect``, restarted
    /// here) counts a cluster of more than one unit, and the grapheme step looks properties up
    /// through `memo`.
    @inline(__always)
    func pressStart(caret: UTF16Offset, in text: UTF16Text, machine: inout EmojiBackspaceStateMachine, memo: inout BlinkGraphemeRule.PropertyMemo) -> UTF16Offset {
        let clusterStart = graphemes.stepBackward(from: caret, in: text, memo: &memo)
        if caret.rawValue - clusterStart.rawValue <= 1 { return clusterStart }
        return UTF16Offset(caret.rawValue - BlinkBackspaceStateMachineRule.unitsToDelete(before: caret, in: text, machine: &machine))
    }
}

/// A press reads only the text before the caret: the grapheme step looks back from it, and the
/// state machine reads code points back from it. (A boundary test reads the unit after the
/// caret only when the caret splits a surrogate pair, which no press from the end leaves.)
extension BlinkBackspaceRule: PrefixReadingDeleteRule {
    /// The presses asked of the whole text with one machine, restarted for each, and one memo of
    /// properties.
    package func deletionStops(in text: UTF16Text) -> [UTF16Offset]? {
        var machine = EmojiBackspaceStateMachine(dialect: dialect)
        var memo = BlinkGraphemeRule.PropertyMemo()
        return deletionStops(in: text) { pressStart(caret: $0, in: text, machine: &machine, memo: &memo) }
    }
}
