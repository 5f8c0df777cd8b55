import Foundation

/// Checks done before a keyboard test file reaches the XML parser. The system libxml2 (2.9.14 on
/// Debian 12, through FoundationXML) dereferences a null pointer on some documents that declare
/// an encoding it does not know and then hold bytes that are not valid in it (found by fuzzing:
/// `<?xml version="1.0" encoding="UTF8."` followed by byte 0xAF). Keyboard test files are UTF-8,
/// so anything else is refused here, with its line and column, and never parsed.
enum XMLInputCheck {
    /// The first problem, or nil when `data` is UTF-8 (a byte-order mark allowed) and its XML
    /// declaration, if any, names no encoding or UTF-8.
    static func problem(in data: Data, path: String) -> KeyboardTestError? {
        let bytes = [UInt8](data)
        var line = 1, column = 1
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var consumed = 0
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                break decoding
            case .error:
                let byte = String(bytes[consumed], radix: 16, uppercase: true)
                return KeyboardTestError(path: path, line: line, column: column,
                                         reason: "not UTF-8 (byte 0x\(byte)); keyboard test files are UTF-8")
            }
        }
        let text = String(decoding: bytes.prefix(512), as: UTF8.self)
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        guard body.hasPrefix("<?xml") else { return nil }
        let declaration = body.prefix { $0 != ">" }
        guard let range = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        let name = rest.dropFirst().prefix { $0 != quote }
        guard name.lowercased() != "utf-8" else { return nil }
        let column1 = declaration.distance(from: declaration.startIndex, to: range.lowerBound) + 1
        return KeyboardTestError(path: path, line: 1, column: column1,
                                 reason: "the XML declaration names the encoding '\(name)'; keyboard test files are UTF-8")
    }
}
