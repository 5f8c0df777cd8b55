import EditingSemantics
import Foundation

/// A line of standard input, or an argument, that is not valid UTF-8.
struct InvalidUTF8Error: Error, Hashable, Sendable {
    var defect: UTF8Defect
    /// 1-based line within the input (an argument may hold line feeds).
    var line: Int { defect.line }
    /// 1-based column of the first bad byte, in the Unicode scalars before it on its line.
    var column: Int { defect.column }
    var reason: String {
        // An encoded surrogate's reason already says how to write it.
        defect.encodesSurrogate ? defect.reason : defect.reason + "; write such text with \\u{XXXX} escapes"
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

    /// The bytes as a String, or where their first ill-formed UTF-8 sequence is.
    static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Result<String, InvalidUTF8Error> {
        if let defect = UTF8Defect.first(in: bytes) { return .failure(InvalidUTF8Error(defect: defect)) }
        return .success(String(decoding: bytes, as: UTF8.self))
    }
}
