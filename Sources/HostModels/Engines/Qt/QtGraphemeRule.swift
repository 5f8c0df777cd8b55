import EditingSemantics

/// Where Qt's caret stops: `QTextLayout::nextCursorPosition` / `previousCursorPosition` in
/// `SkipCharacters` mode walk to the next grapheme boundary of the layout's character attributes
/// (``QtGraphemeBreaks``). What is laid out differs by widget:
/// - QLineEdit lays out its display text, in which `QWidgetLineControl::updateDisplayText` turns
///   every character below U+0020 but TAB, and U+2028, U+2029, U+FFFC, into a space; so CR LF is
///   two stops apart, not one.
/// - QTextEdit and QPlainTextEdit lay out one block (paragraph) at a time; a line feed separates
///   blocks and is a stop of its own on each side.
package struct QtGraphemeRule: StepRule {
    package enum Widget: String, Sendable {
        case lineEdit = "QLineEdit"
        case textEdit = "QTextEdit"
    }

    package var widget: Widget
    package var breaks: QtGraphemeBreaks

    package init(widget: Widget, breaks: QtGraphemeBreaks = QtGraphemeBreaks()) {
        self.widget = widget
        self.breaks = breaks
    }

    /// The laid-out string a position belongs to: its range in the text and its units as laid out.
    func layoutRange(around offset: Int, in text: UTF16Text) -> Range<Int> {
        let units = text.units
        guard widget == .textEdit else { return 0..<units.count }
        var start = offset, end = offset
        while start > 0 && units[start - 1] != 0x0A { start -= 1 }
        while end < units.count && units[end] != 0x0A { end += 1 }
        return start..<end
    }

    func displayUnits(_ units: ArraySlice<UInt16>) -> [UInt16] {
        guard widget == .lineEdit else { return Array(units) }
        return units.map { u in
            (u < 0x20 && u != 0x09) || u == 0x2028 || u == 0x2029 || u == 0xFFFC ? 0x20 : u
        }
    }

    /// The stops, found once per laid-out string: ``boundaries(in:)``, which stepping forward from 0
    /// reaches in turn.
    package func stops(in text: UTF16Text) -> [UTF16Offset] { boundaries(in: text) }

    /// Every stop of the text, 0 and the end included.
    package func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        var result: [UTF16Offset] = []
        var start = 0
        repeat {
            let range = layoutRange(around: start, in: text)
            let flags = breaks.boundaries(displayUnits(text.units[range]))
            for (i, flag) in flags.enumerated() where flag {
                let offset = range.lowerBound + i
                if result.last != UTF16Offset(offset) { result.append(UTF16Offset(offset)) }
            }
            start = range.upperBound + 1
        } while start <= text.units.count
        return result
    }

    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        let position = offset.rawValue
        if forward {
            guard position < text.units.count else { return nil }
            if widget == .textEdit && text.units[position] == 0x0A { return UTF16Offset(position + 1) }
            let range = layoutRange(around: position, in: text)
            let flags = breaks.boundaries(displayUnits(text.units[range]))
            var i = position - range.lowerBound + 1
            while !flags[i] { i += 1 }
            return UTF16Offset(range.lowerBound + i)
        } else {
            guard position > 0 else { return nil }
            if widget == .textEdit && text.units[position - 1] == 0x0A { return UTF16Offset(position - 1) }
            let range = layoutRange(around: position, in: text)
            let flags = breaks.boundaries(displayUnits(text.units[range]))
            var i = position - range.lowerBound - 1
            while !flags[i] { i -= 1 }
            return UTF16Offset(range.lowerBound + i)
        }
    }
}
