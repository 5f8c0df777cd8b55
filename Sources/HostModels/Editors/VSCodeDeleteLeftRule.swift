import EditingSemantics

/// VS Code's `deleteLeft` with an empty selection (`DeleteOperations.getDeleteRange`), with the
/// default settings (`editor.useTabStops` on, indent size = tab size = 4, no auto-closed pair
/// after the caret):
/// - in a line's leading whitespace, it deletes back to the previous indentation tab stop;
/// - at the start of a line, it deletes the line break (CR LF together);
/// - otherwise `getLeftDeleteOffset`: "Try to delete emoji part" (skip trailing U+1F3FB–1F3FF,
///   U+FE0F and U+20E3, then require an `isEmojiImprecise` base and take one ZWJ before it), or
///   "just skip a single code point".
/// Lines break at LF, CR and CR LF.
package struct VSCodeDeleteLeftRule: DeleteRule {
    package init() {}
    static let tabSize = 4, indentSize = 4

    /// `isEmojiImprecise`, VS Code's range list (it includes the regional indicators).
    static func isEmojiImprecise(_ x: UInt32) -> Bool {
        (0x1F1E6...0x1F1FF).contains(x) || x == 8986 || x == 8987 || x == 9200 || x == 9203
            || (9728...10175).contains(x) || x == 11088 || x == 11093
            || (127744...128591).contains(x) || (128640...128764).contains(x)
            || (128992...129008).contains(x) || (129280...129535).contains(x)
            || (129648...129782).contains(x)
    }

    /// `getLeftDeleteOffset(offset, line)` with offsets relative to the whole text; the line
    /// starts at `lineStart`. Precondition: `caret > lineStart`.
    static func leftDeleteOffset(_ caret: UTF16Offset, lineStart: UTF16Offset, in text: UTF16Text) -> UTF16Offset {
        if let emojiStart = offsetBeforeLastEmojiComponent(caret, lineStart: lineStart, in: text) { return emojiStart }
        return previousCodePoint(before: caret, lineStart: lineStart, in: text).offset
    }

    /// `getPrevCodePoint`: a surrogate pair only when both halves lie within the line.
    private static func previousCodePoint(before offset: UTF16Offset, lineStart: UTF16Offset, in text: UTF16Text) -> (value: UInt32, offset: UTF16Offset) {
        let slice = text.scalar(endingAt: offset)
        if slice.length.rawValue == 2 && slice.offset < lineStart {
            return (UInt32(text.units[offset.rawValue - 1]), UTF16Offset(offset.rawValue - 1))
        }
        return (slice.value, slice.offset)
    }

    private static func offsetBeforeLastEmojiComponent(_ caret: UTF16Offset, lineStart: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        var (codePoint, position) = previousCodePoint(before: caret, lineStart: lineStart, in: text)
        while CodePoints.isEmojiModifier(codePoint) || codePoint == CodePoints.variationSelector16
            || codePoint == CodePoints.combiningEnclosingKeycap {
            if position == lineStart { return nil }
            (codePoint, position) = previousCodePoint(before: position, lineStart: lineStart, in: text)
        }
        guard isEmojiImprecise(codePoint) else { return nil }
        if position > lineStart {
            let joiner = previousCodePoint(before: position, lineStart: lineStart, in: text)
            if joiner.value == CodePoints.zeroWidthJoiner { return joiner.offset }
        }
        return position
    }

    /// The start of the indentation tab-stop deletion, or nil when the caret is not within the
    /// line's leading spaces and tabs.
    static func indentationDeleteStart(_ caret: UTF16Offset, lineStart: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        let before = text.units[lineStart.rawValue..<caret.rawValue]
        guard before.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) else { return nil }
        var visible = 0
        var columns: [Int] = [0]
        for unit in before {
            visible = unit == 0x09 ? visible + tabSize - visible % tabSize : visible + 1
            columns.append(visible)
        }
        let target = max(0, visible - 1 - (visible - 1) % indentSize)
        // `columnFromVisibleColumn`: the nearer side of the character that reaches the target.
        for k in 1..<columns.count where columns[k] >= target {
            let pick = columns[k] - target < target - columns[k - 1] ? k : k - 1
            return UTF16Offset(lineStart.rawValue + pick)
        }
        return lineStart
    }

    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let lineStart = text.lineStart(before: caret, carriageReturnBreaks: true)
        return TextEdit(range: Self.pressStart(caret: caret, lineStart: lineStart, in: text)..<caret)
    }

    /// Where a press with the caret at `caret > 0` starts, in the line that starts at `lineStart`.
    static func pressStart(caret: UTF16Offset, lineStart: UTF16Offset, in text: UTF16Text) -> UTF16Offset {
        if caret == lineStart {
            let c = caret.rawValue
            let length = c >= 2 && text.units[c - 1] == 0x0A && text.units[c - 2] == 0x0D ? 2 : 1
            return UTF16Offset(c - length)
        }
        if let start = indentationDeleteStart(caret, lineStart: lineStart, in: text) { return start }
        return leftDeleteOffset(caret, lineStart: lineStart, in: text)
    }
}

/// A press reads only the line before the caret.
extension VSCodeDeleteLeftRule: PrefixReadingDeleteRule {
    /// The presses asked of the whole text, each line's start found once: a press that stays on
    /// the caret's line leaves it where it was.
    /// - Complexity: O(n) plus the indentation each press reads.
    package func deletionStops(in text: UTF16Text) -> [UTF16Offset]? {
        var lineStart = text.lineStart(before: text.endOffset, carriageReturnBreaks: true)
        return deletionStops(in: text) { caret in
            if caret < lineStart { lineStart = text.lineStart(before: caret, carriageReturnBreaks: true) }
            return Self.pressStart(caret: caret, lineStart: lineStart, in: text)
        }
    }
}
