import EditingSemantics

/// CodeMirror 6's Backspace, `deleteCharBackward` (`deleteByChar(view, false, true)` in
/// @codemirror/commands), with the default indent unit (2 spaces) and tab size (4):
/// - in a line's leading whitespace (caret within 200 units of the line start), it deletes a
///   tab, or spaces back to the previous multiple of the indent unit;
/// - at a line start, the line break;
/// - otherwise back to `findClusterBreak(line, pos, false, false)`: one cluster *without* its
///   extending characters, so marks, skin tones and tags go one at a time; when the deleted
///   slice holds a U+FE00–FE0F variation selector it deletes one break further back (not in the
///   2022 releases: `variationSelectorTakesBase` false).
/// Lines break at U+000A (CodeMirror stores CR and CR LF as its line separator).
package struct CodeMirrorDeleteRule: DeleteRule {
    /// Whether a deleted U+FE00–FE0F takes the cluster before it too.
    package var variationSelectorTakesBase: Bool
    package init(variationSelectorTakesBase: Bool = true) { self.variationSelectorTakesBase = variationSelectorTakesBase }
    static let tabSize = 4, indentUnit = 2

    package func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        let pos = caret.rawValue
        guard pos > 0 else { return nil }
        let lineStart = text.lineStart(before: caret).rawValue
        var lineEnd = pos
        while lineEnd < text.units.count && text.units[lineEnd] != 0x0A { lineEnd += 1 }
        let target = text.units.withUnsafeBufferPointer { Self.target(from: pos, lineStart: lineStart, lineEnd: lineEnd, in: $0, variationSelectorTakesBase: variationSelectorTakesBase) }
        return TextEdit(range: UTF16Offset(target)..<caret)
    }

    /// Where one press from `pos` deletes back to, in a text whose caret line is
    /// `lineStart..<lineEnd`. Precondition: `lineStart <= pos <= lineEnd`, `pos > 0`.
    static func target(from pos: Int, lineStart: Int, lineEnd: Int, in all: UnsafeBufferPointer<UInt16>,
                       variationSelectorTakesBase: Bool) -> Int {
        let before = all[lineStart..<pos]
        if pos > lineStart && pos < lineStart + 200 && before.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            if before.last == 0x09 { return pos - 1 }
            var column = 0
            for unit in before { column = unit == 0x09 ? column + Self.tabSize - column % Self.tabSize : column + 1 }
            let drop = column % Self.indentUnit == 0 ? Self.indentUnit : column % Self.indentUnit
            var target = pos
            while pos - target < drop && target > lineStart && all[target - 1] == 0x20 { target -= 1 }
            return target
        }
        if pos == lineStart { return pos - 1 }
        // The line, indexed from 0 as CodeMirror's line string is, without copying it.
        let line = UnsafeBufferPointer(rebasing: all[lineStart..<lineEnd])
        var target = CodeMirrorClusterBreak.previous(from: pos - lineStart, in: line, includeExtending: false)
        if variationSelectorTakesBase && line[target..<(pos - lineStart)].contains(where: { (0xFE00...0xFE0F).contains($0) }) {
            target = CodeMirrorClusterBreak.previous(from: target, in: line, includeExtending: false)
        }
        return lineStart + target
    }
}

extension CodeMirrorDeleteRule: BoundaryDeleteRule {
    /// Each press on what is left, read off the whole text: what is left before a caret at `pos`
    /// is the text up to `pos`, so its caret line ends at `pos`, and that is all a press reads.
    package func deletionStops(in text: UTF16Text) -> [UTF16Offset]? {
        text.units.withUnsafeBufferPointer { all in
            var stops = [all.count]
            var pos = all.count
            var lineStart = text.lineStart(before: UTF16Offset(pos)).rawValue
            while pos > 0 {
                pos = Self.target(from: pos, lineStart: lineStart, lineEnd: pos, in: all,
                                  variationSelectorTakesBase: variationSelectorTakesBase)
                stops.append(pos)
                if pos < lineStart { lineStart = text.lineStart(before: UTF16Offset(pos)).rawValue }
            }
            return stops.reversed().map { UTF16Offset($0) }
        }
    }
}
