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
    public func rendered(pretty: Bool = false) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .number(let d, let digits): out += JSONValue.format(d, digits: digits)
        case .string(let s): JSONValue.writeString(UTF16Text(s), to: &out)
        case .text(let t): JSONValue.writeString(t, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            let scalarOnly = items.allSatisfy { if case .array = $0 { return false }; if case .object = $0 { return false }; return true }
            if !pretty || scalarOnly {
                out += "["
                for (i, item) in items.enumerated() {
                    if i > 0 { out += pretty ? ", " : "," }
                    item.write(to: &out, pretty: pretty, indent: indent)
                }
                out += "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                item.write(to: &out, pretty: pretty, indent: indent + 1)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let fields):
            if fields.isEmpty { out += "{}"; return }
            out += pretty ? "{\n" : "{"
            for (i, (key, value)) in fields.enumerated() {
                if pretty { out += String(repeating: "  ", count: indent + 1) }
                JSONValue.writeString(UTF16Text(key), to: &out)
                out += pretty ? ": " : ":"
                value.write(to: &out, pretty: pretty, indent: indent + 1)
                if i + 1 < fields.count { out += pretty ? ",\n" : "," }
            }
            out += pretty ? "\n" + String(repeating: "  ", count: indent) + "}" : "}"
        }
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

    private static func writeString(_ text: UTF16Text, to out: inout String) {
        out += "\""
        for slice in text.scalars {
            if slice.isLoneSurrogate {
                out += "\\u" + hex4(slice.value)
                continue
            }
            switch slice.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0..<0x20, 0x7F, 0x2028, 0x2029: out += "\\u" + hex4(slice.value)
            default: out.unicodeScalars.append(Unicode.Scalar(slice.value)!)
            }
        }
        out += "\""
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
