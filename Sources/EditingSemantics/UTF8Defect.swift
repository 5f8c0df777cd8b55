/// The first ill-formed sequence in a UTF-8 byte string, located for an error message.
///
/// The one validator for every input editsem reads as bytes (corpus files, standard input,
/// arguments, keyboard test files), by the well-formed byte sequences of the Unicode Standard
/// (Table 3-7): no overlong forms, no encoded surrogates, nothing beyond U+10FFFF. Its column
/// counts Unicode scalars, as every column editsem reports does.
package struct UTF8Defect: Hashable, Sendable {
    /// 0-based offset of the ill-formed sequence's first byte.
    package var offset: Int
    /// 1-based line of that byte; lines end at LF.
    package var line: Int
    /// 1-based column of that byte on its line, in Unicode scalars (a tab or a CR counts one).
    package var column: Int
    /// The sequence's first byte.
    package var byte: UInt8
    /// Why the sequence is ill-formed; starts with "invalid UTF-8".
    package var reason: String
    /// Whether the sequence is a UTF-16 surrogate encoded as if it were a scalar (CESU-8, WTF-8);
    /// the reason then says to write it as an escape.
    package var encodesSurrogate = false

    /// The first defect in `bytes`, or nil when they are well-formed UTF-8.
    /// - Complexity: O(n).
    package static func first(in bytes: UnsafeBufferPointer<UInt8>) -> UTF8Defect? {
        var i = 0
        var line = 1, column = 1
        let n = bytes.count
        func defect(_ reason: String) -> UTF8Defect {
            UTF8Defect(offset: i, line: line, column: column, byte: bytes[i], reason: "invalid UTF-8: " + reason)
        }
        while i < n {
            let lead = bytes[i]
            if lead < 0x80 {
                if lead == 0x0A { line += 1; column = 1 } else { column += 1 }
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
            case 0x80...0xBF: return defect("continuation byte \(hex(lead)) without a lead byte")
            case 0xC0, 0xC1: return defect("byte \(hex(lead)) starts an overlong sequence")
            default: return defect("byte \(hex(lead)) never occurs in UTF-8")
            }
            guard i + 1 < n, second.contains(bytes[i + 1]) else {
                let what: String
                if i + 1 >= n {
                    what = "the text ends"
                } else if lead == 0xED, (0xA0...0xBF).contains(bytes[i + 1]) {
                    var found = defect("the sequence starting with byte \(hex(lead)) is ill-formed: it encodes a surrogate (U+D800...U+DFFF); write \\u{D8xx} escapes for lone surrogates")
                    found.encodesSurrogate = true
                    return found
                } else if lead == 0xE0 || lead == 0xF0, (0x80...0xBF).contains(bytes[i + 1]) {
                    what = "it is overlong"
                } else if lead == 0xF4, (0x90...0xBF).contains(bytes[i + 1]) {
                    what = "it is beyond U+10FFFF"
                } else {
                    what = "byte \(hex(bytes[i + 1])) is not a continuation byte"
                }
                return defect("the sequence starting with byte \(hex(lead)) is ill-formed: \(what)")
            }
            for k in 2..<length {
                guard i + k < n, (0x80...0xBF).contains(bytes[i + k]) else {
                    let what = i + k >= n ? "the text ends" : "byte \(hex(bytes[i + k])) is not a continuation byte"
                    return defect("the sequence starting with byte \(hex(lead)) is truncated: \(what)")
                }
            }
            column += 1
            i += length
        }
        return nil
    }

    /// The first defect in `bytes`, or nil when they are well-formed UTF-8.
    /// - Complexity: O(n).
    package static func first<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> UTF8Defect? {
        if let found = bytes.withContiguousStorageIfAvailable({ first(in: $0) }) { return found }
        return Array(bytes).withUnsafeBufferPointer { first(in: $0) }
    }
}

private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "0x" + (byte < 0x10 ? "0" + digits : digits)
}
