/// A malformed `\u{…}` escape in an input text.
public struct EscapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based column of the backslash, counted in Unicode scalars.
    public var column: Int
    public var reason: String
    public init(column: Int, reason: String) {
        self.column = column
        self.reason = reason
    }
    public var description: String { "column \(column): \(reason)" }
}

extension UTF16Text {
    /// Reads a text written with escapes: `\u{XXXX}` (1 to 6 hex digits, any value up to 10FFFF,
    /// surrogates included, so lone surrogates can be written) and `\\` for a backslash.
    /// Any other backslash is an error naming its column.
    public init(escaped source: String) throws(EscapeError) {
        var units: [UInt16] = []
        units.reserveCapacity(source.utf16.count)
        let scalars = Array(source.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let scalar = scalars[i]
            guard scalar == "\\" else {
                units.append(contentsOf: UTF16.encode(scalar)!)
                i += 1
                continue
            }
            let column = i + 1
            guard i + 1 < scalars.count else { throw EscapeError(column: column, reason: "a lone backslash ends the text (write \\\\ for a backslash)") }
            switch scalars[i + 1] {
            case "\\":
                units.append(0x5C)
                i += 2
            case "u":
                guard i + 2 < scalars.count, scalars[i + 2] == "{" else {
                    throw EscapeError(column: column, reason: "expected '{' after \\u, as in \\u{200D}")
                }
                var j = i + 3
                var value: UInt32 = 0
                var digits = 0
                while j < scalars.count, scalars[j] != "}" {
                    guard let digit = hexValue(scalars[j]) else {
                        throw EscapeError(column: column, reason: "'\(scalars[j].escaped(asASCII: true))' is not a hex digit in \\u{…}")
                    }
                    digits += 1
                    guard digits <= 6 else { throw EscapeError(column: column, reason: "more than 6 hex digits in \\u{…}") }
                    value = value << 4 | digit
                    j += 1
                }
                guard j < scalars.count else { throw EscapeError(column: column, reason: "unterminated \\u{…}: missing '}'") }
                guard digits > 0 else { throw EscapeError(column: column, reason: "empty \\u{}") }
                guard value <= 0x10FFFF else { throw EscapeError(column: column, reason: "U+\(String(value, radix: 16, uppercase: true)) is beyond U+10FFFF") }
                if value >= 0x10000 {
                    let v = value - 0x10000
                    units.append(UInt16(0xD800 + (v >> 10)))
                    units.append(UInt16(0xDC00 + (v & 0x3FF)))
                } else {
                    units.append(UInt16(value))
                }
                i = j + 1
            default:
                throw EscapeError(column: column, reason: "unknown escape '\\\(scalars[i + 1].escaped(asASCII: true))' (only \\u{XXXX} and \\\\ are known)")
            }
        }
        self.units = units
    }

    /// The text with a backslash as `\\` and, as `\u{XXXX}`: lone surrogates, controls, format
    /// characters (ZWJ, ZWNJ, tags…), variation selectors, and separators other than U+0020.
    public var escaped: String {
        var out = ""
        for slice in scalars {
            if slice.isLoneSurrogate {
                out += "\\u{\(UnicodeNotation.hex(slice.value))}"
                continue
            }
            let scalar = Unicode.Scalar(slice.value)!
            if scalar == "\\" {
                out += "\\\\"
            } else if UTF16Text.needsEscape(scalar) {
                out += "\\u{\(UnicodeNotation.hex(slice.value))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate:
            return true
        case .spaceSeparator:
            return scalar != " "
        default:
            return scalar.properties.isVariationSelector
        }
    }
}

private func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar.value {
    case 0x30...0x39: return scalar.value - 0x30
    case 0x41...0x46: return scalar.value - 0x41 + 10
    case 0x61...0x66: return scalar.value - 0x61 + 10
    default: return nil
    }
}
