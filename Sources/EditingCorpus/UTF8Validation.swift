/// The first ill-formed UTF-8 sequence in a byte string.
struct UTF8Defect: Hashable, Sendable {
    /// 0-based byte offset of the sequence's first byte.
    var offset: Int
    var reason: String
}

/// Finds the first ill-formed sequence in `bytes` by the well-formed byte sequences of the Unicode
/// Standard (Table 3-7): no overlong forms, no encoded surrogates, nothing beyond U+10FFFF.
/// Returns nil for well-formed UTF-8. Complexity: O(n).
func firstUTF8Defect(in bytes: UnsafeBufferPointer<UInt8>) -> UTF8Defect? {
    var i = 0
    let n = bytes.count
    while i < n {
        let lead = bytes[i]
        if lead < 0x80 {
            i += 1
            continue
        }
        // The allowed range of the second byte and the number of continuation bytes, by lead byte.
        let second: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0xC2...0xDF: second = 0x80...0xBF; length = 2
        case 0xE0: second = 0xA0...0xBF; length = 3
        case 0xE1...0xEC, 0xEE...0xEF: second = 0x80...0xBF; length = 3
        case 0xED: second = 0x80...0x9F; length = 3
        case 0xF0: second = 0x90...0xBF; length = 4
        case 0xF1...0xF3: second = 0x80...0xBF; length = 4
        case 0xF4: second = 0x80...0x8F; length = 4
        case 0x80...0xBF:
            return UTF8Defect(offset: i, reason: "invalid UTF-8: continuation byte 0x\(hexByte(lead)) without a lead byte")
        case 0xC0, 0xC1:
            return UTF8Defect(offset: i, reason: "invalid UTF-8: byte 0x\(hexByte(lead)) starts an overlong sequence")
        default:
            return UTF8Defect(offset: i, reason: "invalid UTF-8: byte 0x\(hexByte(lead)) never occurs in UTF-8")
        }
        guard i + 1 < n, second.contains(bytes[i + 1]) else {
            let what: String
            if i + 1 >= n {
                what = "the line ends"
            } else if lead == 0xED, (0xA0...0xBF).contains(bytes[i + 1]) {
                what = "it encodes a surrogate (U+D800...U+DFFF); write \\u{D8xx} escapes for lone surrogates"
            } else if (lead == 0xE0 || lead == 0xF0), (0x80...0xBF).contains(bytes[i + 1]) {
                what = "it is overlong"
            } else if lead == 0xF4, (0x90...0xBF).contains(bytes[i + 1]) {
                what = "it is beyond U+10FFFF"
            } else {
                what = "byte 0x\(hexByte(bytes[i + 1])) is not a continuation byte"
            }
            return UTF8Defect(offset: i, reason: "invalid UTF-8: the sequence starting with byte 0x\(hexByte(lead)) is ill-formed: \(what)")
        }
        for k in 2..<length {
            guard i + k < n, (0x80...0xBF).contains(bytes[i + k]) else {
                let what = i + k >= n ? "the line ends" : "byte 0x\(hexByte(bytes[i + k])) is not a continuation byte"
                return UTF8Defect(offset: i, reason: "invalid UTF-8: the sequence starting with byte 0x\(hexByte(lead)) is truncated: \(what)")
            }
        }
        i += length
    }
    return nil
}

private func hexByte(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + digits : digits
}
