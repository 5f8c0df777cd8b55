import EditingSemantics

/// Where GTK's caret stops on Pango 1.50.12: the next or previous `is_cursor_position` of
/// ``Pango150LogAttrs``. Right and Left go through `pango_layout_move_cursor_visually`
/// (GNOME/pango@1.50.12 pango/pango-layout.c), which visits these positions in order except
/// that of two at one x coordinate it skips the first (a zero-width ZWJ, a glyph drawn below
/// its base); the model does not shape, so it keeps those stops.
package struct Pango150CursorRule: StepRule {
    package init() {}

    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        let paragraph = Pango150Paragraph(text)
        var index = paragraph.offsets.lastIndex { $0 <= offset } ?? 0
        let last = paragraph.offsets.count - 1
        if forward {
            guard index < last else { return nil }
            repeat { index += 1 } while index < last && !paragraph.attrs.isCursorPosition[index]
        } else {
            if paragraph.offsets[index] < offset { return paragraph.offsets[index] }
            guard index > 0 else { return nil }
            repeat { index -= 1 } while index > 0 && !paragraph.attrs.isCursorPosition[index]
        }
        return paragraph.offsets[index]
    }

    /// The cursor positions of the text read once: each forward step reads the same paragraph
    /// and goes to its next cursor position, and position 0 is one.
    /// - Complexity: O(n).
    package func stops(in text: UTF16Text) -> [UTF16Offset] {
        let paragraph = Pango150Paragraph(text)
        return paragraph.offsets.indices.filter { paragraph.attrs.isCursorPosition[$0] }.map { paragraph.offsets[$0] }
    }
}
