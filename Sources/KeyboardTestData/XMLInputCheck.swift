import EditingSemantics
import Foundation

/// Checks done before a keyboard test file reaches the XML parser, for inputs that crash the
/// parser instead of failing (found by fuzzing, Swift 6.3.1's FoundationXML on Debian 12's
/// libxml2 2.9.14):
/// - the system libxml2 dereferences a null pointer on some documents that declare an encoding it
///   does not know and then hold bytes that are not valid in it (`<?xml version="1.0"
///   encoding="UTF8."` followed by byte 0xAF). Keyboard test files are UTF-8, so anything else is
///   refused, and so are the C0 controls XML forbids (NUL bytes at the start make libxml2 guess
///   UCS-4 and crash: `00 00 00 3C` then an encoding declaration);
/// - FoundationXML reads a processing instruction's data as a C string without checking for
///   null, which libxml2 passes for `<?target?>` with nothing after the target. Such an
///   instruction is refused (even inside a comment, where it would be harmless).
/// Each refusal names its line and column; the document is then never parsed.
enum XMLInputCheck {
    /// The first problem, or nil when `data` is UTF-8 (a byte-order mark allowed), its XML
    /// declaration, if any, names no encoding or UTF-8, and it has no `<?target?>`.
    static func problem(in data: Data, path: String) -> KeyboardTestError? {
        let bytes = [UInt8](data)
        if let defect = UTF8Defect.first(in: bytes) {
            return KeyboardTestError(path: path, line: defect.line, column: defect.column,
                                     reason: defect.reason + "; keyboard test files are UTF-8")
        }
        var line = 1, column = 1
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            // XML 1.0 allows no C0 control but tab, LF and CR; NUL bytes would also make
            // libxml2 guess UCS-4 or UTF-16 from the first bytes (another crash).
            if scalar.value < 0x20, ![0x09, 0x0A, 0x0D].contains(scalar.value) {
                return KeyboardTestError(path: path, line: line, column: column,
                                         reason: "U+\(String(format: "%04X", scalar.value)) is not allowed in XML")
            }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        if let problem = emptyProcessingInstruction(in: String(decoding: bytes, as: UTF8.self), path: path) { return problem }
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

    /// The first `<?target?>`: a processing instruction with a target and nothing after it.
    private static func emptyProcessingInstruction(in text: String, path: String) -> KeyboardTestError? {
        let scalars = Array(text.unicodeScalars)
        var line = 1, column = 1
        for i in scalars.indices {
            if scalars[i] == "<", i + 1 < scalars.count, scalars[i + 1] == "?" {
                var j = i + 2
                // A target of any length (libxml2 takes long names); stopping at `<` keeps the scan
                // linear, since no scanned target holds the start of another.
                while j < scalars.count, !" \t\r\n?<".unicodeScalars.contains(scalars[j]) { j += 1 }
                if j > i + 2, j + 1 < scalars.count, scalars[j] == "?", scalars[j + 1] == ">" {
                    let target = String(String.UnicodeScalarView(scalars[(i + 2)..<j]))
                    return KeyboardTestError(path: path, line: line, column: column,
                                             reason: "a processing instruction with no data (<?\(target)?>) is not supported")
                }
            }
            if scalars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return nil
    }
}
