/// Draws segment boundaries between the characters of a text, as Unicode's break test files do:
/// `÷` marks a boundary and `×` a scalar boundary that is not one.
package enum BoundaryDrawing {
    /// The text with `÷` at each boundary and `×` between scalars inside a segment, e.g.
    /// `÷ न ÷ म ÷ स × ् × त × े ÷`. Combining marks, invisible characters and lone surrogates
    /// are written as `\u{XXXX}`-style escapes so each scalar stays visible on its own.
    package static func draw(_ text: UTF16Text, boundaries: [UTF16Offset]) -> String {
        let set = Set(boundaries)
        var parts: [String] = []
        for slice in text.scalars {
            parts.append(set.contains(slice.offset) ? "÷" : "×")
            parts.append(visible(slice))
        }
        parts.append("÷")
        return parts.joined(separator: " ")
    }

    /// The hex code points of a text drawn with `÷`/`×`, as in `GraphemeBreakTest.txt`.
    package static func drawCodePoints(_ text: UTF16Text, boundaries: [UTF16Offset]) -> String {
        let set = Set(boundaries)
        var parts: [String] = []
        for slice in text.scalars {
            parts.append(set.contains(slice.offset) ? "÷" : "×")
            parts.append(UnicodeNotation.hex(slice.value))
        }
        parts.append("÷")
        return parts.joined(separator: " ")
    }

    /// One scalar as it can be shown standing alone.
    package static func visible(_ slice: UTF16Text.ScalarSlice) -> String {
        if slice.isLoneSurrogate { return "\\u{\(UnicodeNotation.hex(slice.value))}" }
        let scalar = Unicode.Scalar(slice.value)!
        if UTF16Text.needsEscape(scalar) || ICUProperties.isMark(slice.value) || ICUProperties.isEmojiModifier(slice.value)
            || (0xE0000...0xE007F).contains(slice.value) {
            return "\\u{\(UnicodeNotation.hex(slice.value))}"
        }
        return String(scalar)
    }
}
