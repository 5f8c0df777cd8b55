import EditingSemantics

/// Facts shared by the host rules: fixed code point ranges the hosts test directly (not Unicode
/// properties, so they do not depend on a Unicode version).
enum CodePoints {
    static let lineFeed: UInt32 = 0x0A
    static let carriageReturn: UInt32 = 0x0D
    static let zeroWidthJoiner: UInt32 = 0x200D
    static let combiningEnclosingKeycap: UInt32 = 0x20E3
    static let variationSelector16: UInt32 = 0xFE0F
    static let cancelTag: UInt32 = 0xE007F

    static func isRegionalIndicator(_ c: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(c) }
    /// U+1F3FB to U+1F3FF, the Fitzpatrick skin-tone modifiers.
    static func isEmojiModifier(_ c: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(c) }
    static func isKeycapBase(_ c: UInt32) -> Bool { (0x30...0x39).contains(c) || c == 0x23 || c == 0x2A }
    /// U+E0020 to U+E007E (tag_spec characters; CANCEL TAG excluded).
    static func isTagSpec(_ c: UInt32) -> Bool { (0xE0020...0xE007E).contains(c) }
    /// FE00 to FE0F and E0100 to E01EF (Mongolian free variation selectors excluded).
    static func isStandardVariationSelector(_ c: UInt32) -> Bool {
        (0xFE00...0xFE0F).contains(c) || (0xE0100...0xE01EF).contains(c)
    }
}

extension UTF16Text {
    /// The offset just after the last line break (U+000A, or also U+000D when `carriageReturnBreaks`)
    /// before `offset`, or 0.
    func lineStart(before offset: UTF16Offset, carriageReturnBreaks: Bool = false) -> UTF16Offset {
        var i = offset.rawValue
        while i > 0 {
            let unit = units[i - 1]
            if unit == 0x0A || (carriageReturnBreaks && unit == 0x0D) { break }
            i -= 1
        }
        return UTF16Offset(i)
    }
}
