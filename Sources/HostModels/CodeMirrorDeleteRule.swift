import EditingSemantics

/// CodeMirror 6's Backspace, `deleteCharBackward` (`deleteByChar(view, false, true)` in
/// @codemirror/commands), with the default indent unit (2 spaces) and tab size (4):
/// - in a line's leading whitespace (caret within 200 units of the line start), it deletes a
///   tab, or spaces back to the previous multiple of the indent unit;
/// - at a line start, the line break;
/// - otherwise back to `findClusterBreak(line, pos, false, false)`: one cluster *without* its
///   extending characters, so marks, skin tones and tags go one at a time; when the deleted
///   slice holds a U+FE00–FE0F variation selector it deletes one break further back.
/// Lines break at U+000A (CodeMirror stores CR and CR LF as its line separator).
public struct CodeMirrorDeleteRule: DeleteRule {
    public init() {}
    static let tabSize = 4, indentUnit = 2

    public func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        let pos = caret.rawValue
        guard pos > 0 else { return nil }
        let lineStart = text.lineStart(before: caret).rawValue
        let before = text.units[lineStart..<pos]
        if pos > lineStart && pos < lineStart + 200 && before.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
            if before.last == 0x09 { return TextEdit(range: UTF16Offset(pos - 1)..<caret) }
            var column = 0
            for unit in before { column = unit == 0x09 ? column + Self.tabSize - column % Self.tabSize : column + 1 }
            let drop = column % Self.indentUnit == 0 ? Self.indentUnit : column % Self.indentUnit
            var target = pos
            while pos - target < drop && target > lineStart && text.units[target - 1] == 0x20 { target -= 1 }
            return TextEdit(range: UTF16Offset(target)..<caret)
        }
        if pos == lineStart { return TextEdit(range: UTF16Offset(pos - 1)..<caret) }
        var lineEnd = pos
        while lineEnd < text.units.count && text.units[lineEnd] != 0x0A { lineEnd += 1 }
        let target = text.units.withUnsafeBufferPointer { all in
            // The line, indexed from 0 as CodeMirror's line string is, without copying it.
            let line = UnsafeBufferPointer(rebasing: all[lineStart..<lineEnd])
            var target = CodeMirrorClusterBreak.previous(from: pos - lineStart, in: line, includeExtending: false)
            if line[target..<(pos - lineStart)].contains(where: { (0xFE00...0xFE0F).contains($0) }) {
                target = CodeMirrorClusterBreak.previous(from: target, in: line, includeExtending: false)
            }
            return target
        }
        return TextEdit(range: UTF16Offset(lineStart + target)..<caret)
    }
}
