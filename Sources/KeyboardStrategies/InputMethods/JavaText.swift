/// Java's `String`/`Character` operations on UTF-16 code units, as the keyboards' Java and Kotlin
/// code calls them.
enum JavaText {
    /// `Character.codePointBefore(text, index)`: the pair ending at `index`, else the unit before
    /// it (a lone surrogate is returned as is). `nil` at 0, where Java throws.
    static func codePointBefore(_ text: [UInt16], _ index: Int) -> UInt32? {
        guard index > 0 else { return nil }
        let last = text[index - 1]
        if UTF16.isTrailSurrogate(last), index >= 2, UTF16.isLeadSurrogate(text[index - 2]) {
            return 0x10000 + ((UInt32(text[index - 2]) - 0xD800) << 10) + (UInt32(last) - 0xDC00)
        }
        return UInt32(last)
    }

    /// `Character.charCount(codePoint)`.
    static func charCount(_ codePoint: UInt32) -> Int { codePoint >= 0x10000 ? 2 : 1 }

    /// `Character.isSupplementaryCodePoint(codePoint)`.
    static func isSupplementary(_ codePoint: UInt32) -> Bool { codePoint >= 0x10000 && codePoint <= 0x10FFFF }

    /// The code points of `text` (a lone surrogate is one), as `codePoints()` streams them.
    static func codePoints(_ text: ArraySlice<UInt16>) -> [UInt32] {
        var points: [UInt32] = []
        var index = text.startIndex
        while index < text.endIndex {
            let unit = text[index]
            if UTF16.isLeadSurrogate(unit), index + 1 < text.endIndex, UTF16.isTrailSurrogate(text[index + 1]) {
                points.append(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(text[index + 1]) - 0xDC00))
                index += 2
            } else {
                points.append(UInt32(unit))
                index += 1
            }
        }
        return points
    }
}
