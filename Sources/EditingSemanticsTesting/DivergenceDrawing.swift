import EditingSemantics
import KeyboardSimulation

/// Draws where an edit acted in the text it started from: the text's scalars separated by spaces,
/// with `÷` at the edges of what was replaced (or at the caret, for a move), as Unicode's break
/// test files draw boundaries. A `÷` that falls between the halves of a surrogate pair splits the
/// pair into its two escaped code units, so a host that cuts a pair shows it.
enum DivergenceDrawing {
    /// What an edit did to a text: `range` (in the starting text) became `replacement`; or, for a
    /// text left as it was, the caret moved to `caret`.
    enum Change: Equatable {
        case replaced(Range<UTF16Offset>, with: UTF16Text)
        case movedCaret(to: UTF16Offset)
    }

    /// The change the expectation describes.
    static func expectedChange(_ expectation: Expectation) -> Change {
        if expectation.removed.isEmpty, expectation.inserted.isEmpty {
            return .movedCaret(to: expectation.result.caret)
        }
        return .replaced(expectation.removed, with: expectation.inserted)
    }

    /// The change from `start` to `result`: the smallest range of `start.text` whose replacement
    /// gives `result.text` (common prefix and suffix taken out, in UTF-16 units), or the caret.
    static func actualChange(from start: DocumentState, to result: DocumentState) -> Change {
        let a = start.text.units
        let b = result.text.units
        guard a != b else { return .movedCaret(to: result.selection.lowerBound) }
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        return .replaced(UTF16Offset(prefix)..<UTF16Offset(a.count - suffix),
                         with: UTF16Text(units: b[prefix..<(b.count - suffix)]))
    }

    /// One line: the starting text with the change's `÷` marks, then what it became.
    static func draw(_ change: Change, in text: UTF16Text) -> String {
        switch change {
        case .movedCaret(let caret):
            return mark(text, at: [caret.rawValue]) + "   caret at ÷"
        case .replaced(let range, let replacement):
            let marks = [range.lowerBound.rawValue, range.upperBound.rawValue]
            let what: String
            if range.isEmpty {
                what = "inserted \"\(replacement.escaped)\" at ÷"
            } else {
                what = replacement.isEmpty ? "deleted" : "replaced by \"\(replacement.escaped)\""
            }
            return mark(text, at: marks) + "   " + what
        }
    }

    /// The text's scalars separated by spaces, with `÷` at each offset in `marks`.
    static func mark(_ text: UTF16Text, at marks: [Int]) -> String {
        let set = Set(marks)
        var parts: [String] = []
        var offset = 0
        while offset < text.units.count {
            if set.contains(offset) { parts.append("÷") }
            let slice = text.scalar(startingAt: UTF16Offset(offset))
            if slice.length.rawValue == 2, set.contains(offset + 1) {
                parts.append(escape(UInt32(text.units[offset])))
                parts.append("÷")
                parts.append(escape(UInt32(text.units[offset + 1])))
            } else {
                parts.append(visible(slice))
            }
            offset += slice.length.rawValue
        }
        if set.contains(text.units.count) { parts.append("÷") }
        return parts.joined(separator: " ")
    }

    /// A scalar as it can be shown between spaces: marks, invisible characters, lone surrogates
    /// and the space itself as escapes.
    static func visible(_ slice: UTF16Text.ScalarSlice) -> String {
        slice.value == 0x20 ? escape(0x20) : BoundaryDrawing.visible(slice)
    }

    static func escape(_ value: UInt32) -> String {
        "\\u{" + UnicodeNotation.hex(value) + "}"
    }
}
