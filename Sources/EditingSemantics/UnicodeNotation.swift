/// Code points in U+ notation: the one writer of `0915`, `1F600` and `U+0915 U+094D` for the
/// reports, the command line and the failure messages.
package enum UnicodeNotation {
    /// `value` in uppercase hexadecimal, at least four digits.
    package static func hex(_ value: UInt32) -> String {
        var bytes: [UInt8] = []
        appendHex(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``hex(_:)``'s digits as bytes.
    package static func appendHex(_ value: UInt32, to bytes: inout [UInt8]) {
        var digits = 4
        while digits < 8, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
        for shift in stride(from: 4 * (digits - 1), through: 0, by: -4) {
            let nibble = UInt8(value >> UInt32(shift) & 0xF)
            bytes.append(nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") + nibble - 10)
        }
    }

    /// Each scalar of `text` as `U+` and its ``hex(_:)``, separated by spaces; a lone surrogate
    /// as its own unit.
    /// - Complexity: O(n), written as bytes: the reports make one for every example of every
    ///   page, where a string per code point cost more than the rest of a grid cell.
    package static func codePoints(_ text: UTF16Text) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.units.count * 7)
        var offset = UTF16Offset.zero
        while offset < text.endOffset {
            let scalar = text.scalar(startingAt: offset)
            if offset > .zero { bytes.append(UInt8(ascii: " ")) }
            bytes += "U+".utf8
            appendHex(scalar.value, to: &bytes)
            offset = scalar.end
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
