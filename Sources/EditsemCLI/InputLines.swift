import Foundation

/// A line of standard input that is not valid UTF-8.
struct InvalidUTF8Error: Error, Hashable, Sendable {
    /// 1-based column of the first bad byte, counted in the Unicode scalars decoded before it.
    var column: Int
    /// The first byte that cannot start or continue a UTF-8 sequence there.
    var byte: UInt8
    /// Whether the bad sequence is a UTF-16 surrogate encoded as if it were a scalar (CESU-8, WTF-8).
    var isEncodedSurrogate = false
    var reason: String {
        let hexByte = "0x" + String(byte, radix: 16, uppercase: true)
        if isEncodedSurrogate {
            return "invalid UTF-8: a surrogate encoded as UTF-8 (bytes \(hexByte) 0xA0...0xBF); write a lone surrogate as \\u{D800}"
        }
        return "invalid UTF-8 (byte \(hexByte)); write such text with \\u{XXXX} escapes"
    }
}

/// Reads standard input as lines of raw bytes, so invalid UTF-8 is reported instead of being
/// silently replaced with U+FFFD as `readLine()` does. A line ends at LF; a CR before it is
/// dropped. Complexity: linear in the input.
struct StandardInputLines: Sequence, IteratorProtocol {
    private var buffer: [UInt8] = []
    private var start = 0
    private var finished = false

    mutating func next() -> Result<String, InvalidUTF8Error>? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                var end = newline
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                let line = Self.decode(buffer[start..<end])
                start = newline + 1
                return line
            }
            if finished {
                guard start < buffer.count else { return nil }
                var end = buffer.count
                if buffer[end - 1] == 0x0D { end -= 1 }
                let line = Self.decode(buffer[start..<end])
                start = buffer.count
                return line
            }
            buffer.removeFirst(start)
            start = 0
            let chunk = FileHandle.standardInput.readData(ofLength: 1 << 20)
            if chunk.isEmpty { finished = true } else { buffer += chunk }
        }
    }

    /// The line as a String, or the column and byte of its first invalid UTF-8 sequence.
    static func decode(_ bytes: ArraySlice<UInt8>) -> Result<String, InvalidUTF8Error> {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var scalars = String.UnicodeScalarView()
        var consumed = bytes.startIndex
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                consumed += UTF8.width(scalar)
            case .emptyInput:
                return .success(String(scalars))
            case .error:
                let next = bytes.index(after: consumed)
                let surrogate = bytes[consumed] == 0xED && next < bytes.endIndex && (0xA0...0xBF).contains(bytes[next])
                return .failure(InvalidUTF8Error(column: scalars.count + 1, byte: bytes[consumed], isEncodedSurrogate: surrogate))
            }
        }
    }
}
