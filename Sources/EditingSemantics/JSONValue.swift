/// A JSON value whose objects keep their keys in the order given, so output is deterministic and
/// reads in the order the documentation lists fields. Texts with lone surrogates are written
/// with `\uXXXX` escapes, which JSON syntax allows.
package indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// Written with at most `digits` digits after the point, trailing zeros dropped.
    case number(Double, digits: Int)
    case string(String)
    case text(UTF16Text)
    case array([JSONValue])
    case object([(String, JSONValue)])

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }
    package func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    /// The value as JSON text: compact on one line, or indented by two spaces when `pretty`.
    package func rendered(pretty: Bool = false) -> String {
        String(decoding: renderedUTF8(pretty: pretty), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``rendered(pretty:)``, for writing a large document out without making
    /// a `String` of it first.
    package func renderedUTF8(pretty: Bool = false) -> [UInt8] {
        // Written as UTF-8 bytes: appending to a String scalar by scalar costs several times more.
        var out: [UInt8] = []
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    /// What ``renderedUTF8(pretty:)`` gives, pretty, for `.object(fields)` with the array of
    /// `count` values that `item` makes put in as the field `key` after the others, in pieces
    /// whose concatenation is that text. The items are made and written in parallel, each
    /// dropped once written, so a large document never stands whole as values, and each item's
    /// bytes are a piece of their own, so it is never copied into one buffer either.
    /// - Precondition: `fields` has no field `key`.
    package static func renderedUTF8Pieces(prettyObject fields: [(String, JSONValue)], appendingArray key: String, count: Int,
                                          item: @Sendable (Int) throws -> JSONValue) rethrows -> [[UInt8]] {
        try renderedUTF8Pieces(prettyObject: fields, appendingArray: key, count: count) { i in
            let value = try item(i)
            var part: [UInt8] = []
            value.write(to: &part, pretty: true, indent: 2)
            return (part, value.isContainer)
        }
    }

    /// ``renderedUTF8Pieces(prettyObject:appendingArray:count:item:)`` with each item given as
    /// the bytes it renders to, pretty at indentation level 2, and whether it is a container.
    package static func renderedUTF8Pieces(prettyObject fields: [(String, JSONValue)], appendingArray key: String, count: Int,
                                          renderedItem: @Sendable (Int) throws -> (bytes: [UInt8], isContainer: Bool)) rethrows -> [[UInt8]] {
        let parts = try Array(0..<count).concurrentMap { i in
            Result { try renderedItem(i) }
        }.map { result in try result.get() }
        // The object as ``writeObject(count:key:pretty:indent:to:value:)`` writes it, up to the array.
        var head: [UInt8] = "{\n".utf8 + []
        for (name, value) in fields {
            writeIndent(1, to: &head)
            writeString(name, to: &head)
            head += ": ".utf8
            value.write(to: &head, pretty: true, indent: 1)
            head += ",\n".utf8
        }
        writeIndent(1, to: &head)
        writeString(key, to: &head)
        head += ": ".utf8
        let end: [UInt8] = "\n}".utf8 + []
        guard !parts.isEmpty else { return [head + "[]".utf8 + end] }
        guard parts.contains(where: \.isContainer) else {
            // Scalars are written alike at any level, and stand on one line.
            head.append(UInt8(ascii: "["))
            for (i, part) in parts.enumerated() { head += (i > 0 ? ", " : "").utf8 + part.bytes }
            return [head + "]".utf8 + end]
        }
        // As ``writeLines(count:indent:to:item:)`` writes them, each item a piece.
        var pieces: [[UInt8]] = []
        head += "[\n".utf8
        writeIndent(2, to: &head)
        pieces.append(head)
        for (i, part) in parts.enumerated() {
            pieces.append(part.bytes)
            var separator: [UInt8] = []
            if i + 1 < parts.count {
                separator += ",\n".utf8
                writeIndent(2, to: &separator)
            } else {
                separator += "\n".utf8
                writeIndent(1, to: &separator)
                separator += "]".utf8 + end
            }
            pieces.append(separator)
        }
        return pieces
    }

    /// Whether the value is an array or an object.
    private var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }

    /// Writes a multi-line array of `count` items, each written by `item` at level `indent + 1`.
    private static func writeLines(count: Int, indent: Int, to out: inout [UInt8], item: (Int, inout [UInt8]) -> Void) {
        out += "[\n".utf8
        for i in 0..<count {
            writeIndent(indent + 1, to: &out)
            item(i, &out)
            out += (i + 1 < count ? ",\n" : "\n").utf8
        }
        writeIndent(indent, to: &out)
        out.append(UInt8(ascii: "]"))
    }

    /// Writes a non-empty object of `count` fields, each value written by `value` at level `indent + 1`.
    private static func writeObject(count: Int, key: (Int) -> String, pretty: Bool, indent: Int, to out: inout [UInt8],
                                    value: (Int, inout [UInt8]) -> Void) {
        out += (pretty ? "{\n" : "{").utf8
        for i in 0..<count {
            if pretty { writeIndent(indent + 1, to: &out) }
            writeString(key(i), to: &out)
            out += (pretty ? ": " : ":").utf8
            value(i, &out)
            if i + 1 < count { out += (pretty ? ",\n" : ",").utf8 }
        }
        if pretty {
            out.append(UInt8(ascii: "\n"))
            writeIndent(indent, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    private func write(to out: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .int(let i): JSONValue.writeInt(i, to: &out)
        case .number(let d, let digits): out += JSONValue.format(d, digits: digits).utf8
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .text(let t): JSONValue.writeString(t.scalars.lazy.map { (value: $0.value, lone: $0.isLoneSurrogate) }, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]".utf8; return }
            if !pretty || !items.contains(where: \.isContainer) {
                out.append(UInt8(ascii: "["))
                for (i, item) in items.enumerated() {
                    if i > 0 { out += (pretty ? ", " : ",").utf8 }
                    item.write(to: &out, pretty: pretty, indent: indent)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            Self.writeLines(count: items.count, indent: indent, to: &out) { items[$0].write(to: &$1, pretty: pretty, indent: indent + 1) }
        case .object(let fields):
            if fields.isEmpty { out += "{}".utf8; return }
            Self.writeObject(count: fields.count, key: { fields[$0].0 }, pretty: pretty, indent: indent, to: &out) {
                fields[$0].1.write(to: &$1, pretty: pretty, indent: indent + 1)
            }
        }
    }

    static func writeIndent(_ level: Int, to out: inout [UInt8]) {
        // Copied from a row of spaces: appending a repeated element goes element by element.
        if 2 * level <= spaces.count { return out += spaces[..<(2 * level)] }
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 32)

    static func format(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var s = String(rounded)
        if s.contains("e") { return s }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }

    /// An integer in decimal, as `String(value)` writes it, without making the `String`.
    static func writeInt(_ value: Int, to out: inout [UInt8]) {
        guard value != Int.min else { out += String(value).utf8; return }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                      UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { digits in
            repeat {
                digits[count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            for i in stride(from: count - 1, through: 0, by: -1) { out.append(digits[i]) }
        }
    }

    /// A `String`: its UTF-8 bytes as they are where none needs an escape (most keys and
    /// values), else scalar by scalar.
    static func writeString(_ string: String, to out: inout [UInt8]) {
        var string = string
        let plain = string.withUTF8 { bytes in
            // Bytes from 0x20 to 0x7E but `"` and `\`, or any non-ASCII byte but those of
            // U+2028 and U+2029 (E2 80 A8, E2 80 A9), stand for themselves; 0x7F does not.
            var i = 0
            while i < bytes.count {
                let byte = bytes[i]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return false }
                if byte == 0xE2 && i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) { return false }
                i += 1
            }
            out.append(UInt8(ascii: "\""))
            out.append(contentsOf: bytes)
            out.append(UInt8(ascii: "\""))
            return true
        }
        if !plain { writeString(string.unicodeScalars.lazy.map { (value: $0.value, lone: false) }, to: &out) }
    }

    /// A string of scalars, lone surrogates (`lone`) escaped.
    private static func writeString(_ scalars: some Sequence<(value: UInt32, lone: Bool)>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for (value, lone) in scalars {
            if lone {
                out += ("\\u" + hex4(value)).utf8
                continue
            }
            switch value {
            case 0x22: out += "\\\"".utf8
            case 0x5C: out += "\\\\".utf8
            case 0x0A: out += "\\n".utf8
            case 0x0D: out += "\\r".utf8
            case 0x09: out += "\\t".utf8
            case 0..<0x20, 0x7F, 0x2028, 0x2029: out += ("\\u" + hex4(value)).utf8
            case 0x20..<0x80: out.append(UInt8(value))
            default: UTF8.encode(Unicode.Scalar(value)!) { out.append($0) }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

/// Four lowercase hex digits.
private func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// A value that has one JSON form in this package's output.
package protocol JSONRepresentable {
    var json: JSONValue { get }
}
