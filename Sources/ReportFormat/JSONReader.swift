import EditingSemantics
import EditingSupport

/// A malformed JSON document, with the 1-based line and column (in UTF-16 units) where reading stopped.
package struct JSONReadError: Error, Hashable, Sendable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var reason: String
    package var description: String { "line \(line), column \(column): \(reason)" }
}

/// Reads JSON into ``JSONValue``, keeping object keys in order and every string as its UTF-16
/// code units (`.text`). Foundation's `JSONDecoder` on Linux names no line or column for
/// malformed JSON; this reader does.
///
/// - Complexity: O(n) in the document's UTF-16 length.
enum JSONReader {
    static func read(_ source: String) throws(JSONReadError) -> JSONValue {
        var parser = Parser(units: Array(source.utf16))
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.units.count else { throw parser.error("text after the JSON value") }
        return value
    }

    struct Parser {
        let units: [UInt16]
        var index = 0

        func error(_ reason: String) -> JSONReadError {
            var line = 1
            var column = 1
            for unit in units[..<min(index, units.count)] {
                if unit == 0x0A { line += 1; column = 1 } else { column += 1 }
            }
            return JSONReadError(line: line, column: column, reason: reason)
        }

        mutating func skipSpace() {
            while index < units.count, [0x20, 0x09, 0x0A, 0x0D].contains(units[index]) { index += 1 }
        }

        mutating func expect(_ literal: String) throws(JSONReadError) {
            for unit in literal.utf16 {
                guard index < units.count, units[index] == unit else { throw error("expected \(literal)") }
                index += 1
            }
        }

        mutating func value(depth: Int) throws(JSONReadError) -> JSONValue {
            guard depth < 512 else { throw error("nested deeper than 512 levels") }
            guard index < units.count else { throw error("unexpected end of the document") }
            switch units[index] {
            case 0x7B: return try object(depth: depth)
            case 0x5B: return try array(depth: depth)
            case 0x22: return .text(try string())
            case 0x74: try expect("true"); return .bool(true)
            case 0x66: try expect("false"); return .bool(false)
            case 0x6E: try expect("null"); return .null
            default: return try number()
            }
        }

        mutating func object(depth: Int) throws(JSONReadError) -> JSONValue {
            index += 1
            var fields: [(String, JSONValue)] = []
            skipSpace()
            if index < units.count, units[index] == 0x7D { index += 1; return .object(fields) }
            while true {
                skipSpace()
                guard index < units.count, units[index] == 0x22 else { throw error("expected a string key") }
                let key = try string().string
                skipSpace()
                try expect(":")
                skipSpace()
                fields.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard index < units.count else { throw error("unterminated object") }
                if units[index] == 0x2C { index += 1; continue }
                if units[index] == 0x7D { index += 1; return .object(fields) }
                throw error("expected , or } in an object")
            }
        }

        mutating func array(depth: Int) throws(JSONReadError) -> JSONValue {
            index += 1
            var items: [JSONValue] = []
            skipSpace()
            if index < units.count, units[index] == 0x5D { index += 1; return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                guard index < units.count else { throw error("unterminated array") }
                if units[index] == 0x2C { index += 1; continue }
                if units[index] == 0x5D { index += 1; return .array(items) }
                throw error("expected , or ] in an array")
            }
        }

        mutating func string() throws(JSONReadError) -> UTF16Text {
            index += 1
            var out: [UInt16] = []
            while index < units.count {
                let unit = units[index]
                index += 1
                switch unit {
                case 0x22: return UTF16Text(units: out)
                case 0x5C:
                    guard index < units.count else { throw error("unterminated escape") }
                    let escape = units[index]
                    index += 1
                    switch escape {
                    case 0x22, 0x5C, 0x2F: out.append(escape)
                    case 0x62: out.append(0x08)
                    case 0x66: out.append(0x0C)
                    case 0x6E: out.append(0x0A)
                    case 0x72: out.append(0x0D)
                    case 0x74: out.append(0x09)
                    case 0x75:
                        guard index + 4 <= units.count,
                              let value = UInt16(String(decoding: units[index..<index + 4], as: UTF16.self), radix: 16)
                        else { throw error("expected four hex digits after \\u") }
                        out.append(value)
                        index += 4
                    default: throw error("unknown escape \\\(String(decoding: [escape], as: UTF16.self))")
                    }
                default:
                    guard unit >= 0x20 else { throw error("control character in a string") }
                    out.append(unit)
                }
            }
            throw error("unterminated string")
        }

        mutating func number() throws(JSONReadError) -> JSONValue {
            let start = index
            while index < units.count, "-+.eE0123456789".utf16.contains(units[index]) { index += 1 }
            let literal = String(decoding: units[start..<index], as: UTF16.self)
            if let int = Int(literal) { return .int(int) }
            if let double = Double(literal) { return .number(double, digits: 6) }
            index = start
            throw error("expected a JSON value")
        }
    }
}
