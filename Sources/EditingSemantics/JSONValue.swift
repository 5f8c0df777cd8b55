/// A JSON value whose objects keep their keys in the order given, so output is deterministic and
/// reads in the order the documentation lists fields. Texts with lone surrogates are written
/// with `\uXXXX` escapes, which JSON syntax allows.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// Written with at most `digits` digits after the point, trailing zeros dropped.
    case number(Double, digits: Int)
    case string(String)
    case text(UTF16Text)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    /// The value as JSON text: compact on one line, or indented by two spaces when `pretty`.
    /// With `concurrently`, the items of the arrays of objects or arrays nearest the root (within
    /// the first two levels) are written in parallel, each to a buffer of its own, then joined in
    /// order: the text is the same, and a large document takes less time.
    public func rendered(pretty: Bool = false, concurrently: Bool = false) -> String {
        String(decoding: renderedUTF8(pretty: pretty, concurrently: concurrently), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``rendered(pretty:concurrently:)``, for writing a large document out
    /// without making a `String` of it first.
    public func renderedUTF8(pretty: Bool = false, concurrently: Bool = false) -> [UInt8] {
        // Written as UTF-8 bytes: appending to a String scalar by scalar costs several times more.
        var out: [UInt8] = []
        write(to: &out, pretty: pretty, indent: 0, concurrentDepth: concurrently ? 2 : 0)
        return out
    }

    /// Writes the value at nesting level `indent`; arrays of containers whose items are written in
    /// parallel are looked for `concurrentDepth` levels down.
    private func write(to out: inout [UInt8], pretty: Bool, indent: Int, concurrentDepth: Int = 0) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .int(let i): JSONValue.writeInt(i, to: &out)
        case .number(let d, let digits): out += JSONValue.format(d, digits: digits).utf8
        case .string(let s): JSONValue.writeString(s, to: &out)
        case .text(let t): JSONValue.writeString(t.scalars.lazy.map { (value: $0.value, lone: $0.isLoneSurrogate) }, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]".utf8; return }
            let scalarOnly = items.allSatisfy { if case .array = $0 { return false }; if case .object = $0 { return false }; return true }
            if !pretty || scalarOnly {
                out.append(UInt8(ascii: "["))
                for (i, item) in items.enumerated() {
                    if i > 0 { out += (pretty ? ", " : ",").utf8 }
                    item.write(to: &out, pretty: pretty, indent: indent)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            out += "[\n".utf8
            if concurrentDepth > 0, items.count > 1 {
                let parts = items.concurrentMap { item in
                    var part: [UInt8] = []
                    item.write(to: &part, pretty: pretty, indent: indent + 1)
                    return part
                }
                for (i, part) in parts.enumerated() {
                    Self.writeIndent(indent + 1, to: &out)
                    out += part
                    out += (i + 1 < items.count ? ",\n" : "\n").utf8
                }
            } else {
                for (i, item) in items.enumerated() {
                    Self.writeIndent(indent + 1, to: &out)
                    item.write(to: &out, pretty: pretty, indent: indent + 1, concurrentDepth: concurrentDepth - 1)
                    out += (i + 1 < items.count ? ",\n" : "\n").utf8
                }
            }
            Self.writeIndent(indent, to: &out)
            out.append(UInt8(ascii: "]"))
        case .object(let fields):
            if fields.isEmpty { out += "{}".utf8; return }
            out += (pretty ? "{\n" : "{").utf8
            for (i, (key, value)) in fields.enumerated() {
                if pretty { Self.writeIndent(indent + 1, to: &out) }
                JSONValue.writeString(key, to: &out)
                out += (pretty ? ": " : ":").utf8
                value.write(to: &out, pretty: pretty, indent: indent + 1, concurrentDepth: concurrentDepth - 1)
                if i + 1 < fields.count { out += (pretty ? ",\n" : ",").utf8 }
            }
            if pretty {
                out.append(UInt8(ascii: "\n"))
                Self.writeIndent(indent, to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func writeIndent(_ level: Int, to out: inout [UInt8]) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

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
    private static func writeInt(_ value: Int, to out: inout [UInt8]) {
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
    private static func writeString(_ string: String, to out: inout [UInt8]) {
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
public protocol JSONRepresentable {
    var json: JSONValue { get }
}
