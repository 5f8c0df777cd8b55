import EditingSemantics
import EditingSupport
import HostModels

/// A JSON object of `report.json`: its fields are its `CodingKeys`, and each field's schema is
/// stated beside them, so the writer, the reader and `report.schema.json` share one declaration.
/// The switch in ``schema(of:)`` is exhaustive: a new field does not compile without its schema.
package protocol ReportObject: Codable, Sendable {
    associatedtype CodingKeys: CodingKey, CaseIterable
    /// Its name under `$defs` when several fields share it; nil to write it where it is used.
    static var definition: String? { get }
    static var summary: String? { get }
    static func schema(of field: CodingKeys) -> ReportSchema
}

extension ReportObject {
    package static var definition: String? { nil }
    package static var summary: String? { nil }

    /// Every field in declaration order, with its schema.
    static var fields: [(String, ReportSchema)] { CodingKeys.allCases.map { ($0.stringValue, schema(of: $0)) } }
}

/// A JSON Schema (draft 2020-12) fragment, as much of it as `report.json` needs.
package indirect enum ReportSchema {
    case integer
    case number
    case string
    case boolean
    case constant(Int)
    /// One of these strings.
    case oneOf([String])
    case array(ReportSchema)
    /// An object of integers under any keys.
    case counts
    case object(any ReportObject.Type)
    /// An object with one field per aspect.
    case perAspect([AspectKind], ReportSchema)
    /// The value, or null.
    case nullable(ReportSchema)
    case described(ReportSchema, String)

    /// The values of a string enumeration.
    package static func oneOf<Values: CaseIterable & RawRepresentable<String>>(_ type: Values.Type) -> ReportSchema {
        .oneOf(type.allCases.map(\.rawValue))
    }

    package func described(_ text: String) -> ReportSchema { .described(self, text) }

    /// The schema of `root` as a document, with every named object under `$defs`.
    /// - Complexity: O(n) in the number of fields of all the objects reachable from `root`.
    package static func document(_ root: any ReportObject.Type, title: String) -> JSONValue {
        var definitions = Definitions()
        let body = objectBody(root, &definitions)
        return .object([("$schema", .string("https://json-schema.org/draft/2020-12/schema")), ("title", .string(title))]
                        + body + [("$defs", .object(definitions.rendered))])
    }

    private struct Definitions {
        var order: [String] = []
        var bodies: [String: JSONValue] = [:]
        var rendered: [(String, JSONValue)] { order.map { ($0, bodies[$0]!) } }
    }

    private func json(_ definitions: inout Definitions) -> JSONValue {
        switch self {
        case .integer: return .object([("type", .string("integer"))])
        case .number: return .object([("type", .string("number"))])
        case .string: return .object([("type", .string("string"))])
        case .boolean: return .object([("type", .string("boolean"))])
        case .constant(let value): return .object([("const", .int(value))])
        case .oneOf(let values): return .object([("enum", .array(values.map(JSONValue.string)))])
        case .array(let items): return .object([("type", .string("array")), ("items", items.json(&definitions))])
        case .counts:
            return .object([("type", .string("object")), ("additionalProperties", .object([("type", .string("integer"))]))])
        case .object(let type):
            guard let name = type.definition else { return .object(Self.objectBody(type, &definitions)) }
            if definitions.bodies[name] == nil {
                definitions.order.append(name)
                definitions.bodies[name] = .null
                definitions.bodies[name] = .object(Self.objectBody(type, &definitions))
            }
            return .object([("$ref", .string("#/$defs/\(name)"))])
        case .perAspect(let aspects, let value):
            let names = aspects.map(\.rawValue)
            return .object([("type", .string("object")), ("required", .array(names.map(JSONValue.string))),
                            ("additionalProperties", .bool(false)),
                            ("properties", .object(names.map { ($0, value.json(&definitions)) }))])
        case .nullable(let value):
            return .object([("oneOf", .array([value.json(&definitions), .object([("type", .string("null"))])]))])
        case .described(let value, let text):
            guard case .object(let fields) = value.json(&definitions) else { fatalError("a schema is an object") }
            // A `$ref` takes no siblings in older readers; wrap it.
            if fields.first?.0 == "$ref" { return .object([("description", .string(text)), ("allOf", .array([.object(fields)]))]) }
            return .object([("description", .string(text))] + fields)
        }
    }

    private static func objectBody(_ type: any ReportObject.Type, _ definitions: inout Definitions) -> [(String, JSONValue)] {
        let fields = type.fields
        return [("type", .string("object"))]
            + (type.summary.map { [("description", JSONValue.string($0))] } ?? [])
            + [("required", .array(fields.map { .string($0.0) })), ("additionalProperties", .bool(false)),
               ("properties", .object(fields.map { ($0.0, $0.1.json(&definitions)) }))]
    }
}

/// Values per aspect, written as an object keyed by the aspects' names in ``AspectKind`` order.
package struct PerAspect<Value: Codable & Sendable>: Codable, Sendable {
    package var values: [AspectKind: Value]

    package init(_ values: [AspectKind: Value]) { self.values = values }

    package subscript(kind: AspectKind) -> Value? { values[kind] }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        for kind in AspectKind.allCases {
            if let value = values[kind] { try container.encode(value, forKey: NameKey(stringValue: kind.rawValue)) }
        }
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NameKey.self)
        values = [:]
        for key in container.allKeys {
            guard let kind = AspectKind(rawValue: key.stringValue) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "no aspect '\(key.stringValue)'")
            }
            values[kind] = try container.decode(Value.self, forKey: key)
        }
    }
}

/// Counts by name, written with the names sorted so the output is deterministic.
package struct Counts: Codable, Sendable {
    package var values: [String: Int]

    package init(_ values: [String: Int]) { self.values = values }

    package subscript(name: String) -> Int? { values[name] }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        for name in values.keys.sorted() { try container.encode(values[name]!, forKey: NameKey(stringValue: name)) }
    }

    package init(from decoder: any Decoder) throws {
        values = try [String: Int](from: decoder)
    }
}

/// An object key that is a name, not a declared field.
private struct NameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
