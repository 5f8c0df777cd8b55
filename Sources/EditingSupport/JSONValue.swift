/// A JSON value whose objects keep their keys in the order given, so output is deterministic and
/// reads in the order the documentation lists fields. Texts with lone surrogates are written
/// with `\uXXXX` escapes, which JSON syntax allows. ``JSONStreamEncoder`` writes it.
package indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// Written with at most `digits` digits after the point, trailing zeros dropped.
    case number(Double, digits: Int)
    case string(String)
    /// A text as UTF-16 code units, which may hold lone surrogates (each written as `\uXXXX`).
    case utf16([UInt16])
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
        JSONStreamEncoder(pretty: pretty).encode(self).bytes
    }
}

/// A value that has one JSON form in this package's output.
package protocol JSONRepresentable {
    var json: JSONValue { get }
}
