/// Characters drawn for people rather than machines: a combining mark stands on a dotted circle
/// (◌ि) so it shows as the mark it is, and a character that draws nothing (ZWJ, a variation
/// selector, a tag, a control) becomes a named badge such as `⟨ZWJ⟩`. Escapes like `\u{094D}` stay
/// for machine output (``BoundaryDrawing/draw(_:boundaries:)``, JSON).
extension BoundaryDrawing {
    /// The text with `÷` at each boundary and `×` between scalars inside a segment, each scalar
    /// drawn with ``readable(_:)``, e.g. `÷ क × ◌ि ÷`.
    package static func drawReadable(_ text: UTF16Text, boundaries: [UTF16Offset]) -> String {
        let set = Set(boundaries)
        var parts: [String] = []
        for slice in text.scalars {
            parts.append(set.contains(slice.offset) ? "÷" : "×")
            parts.append(readable(slice))
        }
        parts.append("÷")
        return parts.joined(separator: " ")
    }

    /// One scalar as it can be read standing alone.
    package static func readable(_ slice: UTF16Text.ScalarSlice) -> String {
        if slice.isLoneSurrogate { return "⟨lone surrogate \(UnicodeNotation.hex(slice.value))⟩" }
        let scalar = Unicode.Scalar(slice.value)!
        if let badge = badge(scalar) { return "⟨\(badge)⟩" }
        if ICUProperties.isMark(slice.value) { return "\u{25CC}" + String(scalar) }
        return String(scalar)
    }

    /// A text as it reads in running prose: as typed, except that characters that draw nothing are
    /// badges and a mark with no base before it stands on a dotted circle.
    package static func readableText(_ text: UTF16Text) -> String {
        var out = ""
        for (index, slice) in text.scalars.enumerated() {
            if slice.isLoneSurrogate { out += readable(slice); continue }
            let scalar = Unicode.Scalar(slice.value)!
            if let badge = badge(scalar) { out += "⟨\(badge)⟩"; continue }
            out += index == 0 && ICUProperties.isMark(slice.value) ? "\u{25CC}" + String(scalar) : String(scalar)
        }
        return out
    }

    /// The short name of a character that draws nothing by itself, or nil for one that draws.
    static func badge(_ scalar: Unicode.Scalar) -> String? {
        let v = scalar.value
        switch v {
        case 0x09: return "TAB"
        case 0x0A: return "LF"
        case 0x0D: return "CR"
        case 0x20: return nil
        case 0x200B: return "ZWSP"
        case 0x200C: return "ZWNJ"
        case 0x200D: return "ZWJ"
        case 0x200E: return "LRM"
        case 0x200F: return "RLM"
        case 0x2060: return "WJ"
        case 0xFEFF: return "BOM"
        case 0x00AD: return "SHY"
        case 0x034F: return "CGJ"
        case 0x115F: return "HANGUL CHOSEONG FILLER"
        case 0x1160: return "HANGUL JUNGSEONG FILLER"
        case 0x3164: return "HANGUL FILLER"
        case 0xFE00...0xFE0F: return "VS\(v - 0xFE00 + 1)"
        case 0xE0100...0xE01EF: return "VS\(v - 0xE0100 + 17)"
        case 0xE0020...0xE007E: return "TAG \(Character(Unicode.Scalar(v - 0xE0000)!))"
        case 0xE007F: return "CANCEL TAG"
        default: break
        }
        if ICUProperties.isMark(v) { return nil }
        guard UTF16Text.needsEscape(scalar) else { return nil }
        return "U+" + UnicodeNotation.hex(v)
    }
}
