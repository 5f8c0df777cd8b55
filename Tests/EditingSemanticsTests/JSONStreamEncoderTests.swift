import EditingSemantics
import EditingSupport
import Testing

/// The encoder writes what the value a random `Encodable` stands for renders to, pretty and
/// compact, through every kind of container the coding API offers.
@Suite struct JSONStreamEncoderTests {
    /// A random value, encoded through each part of the `Encoder` API.
    indirect enum Tree: Encodable, Sendable {
        case int(Int), double(Double), string(String), bool(Bool), none, units([UInt16]), ints([Int])
        case array([Tree]), object([Tree])
        /// Encodes nothing: written as `{}`.
        case empty
        /// Encodes its value through a single-value container.
        case wrapped(Tree)
        /// An object whose fields are written through nested containers.
        case nestedObject([Tree])
        /// An array whose items are written through nested containers.
        case nestedArray([[Tree]])

        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .int(let value): var c = encoder.singleValueContainer(); try c.encode(value)
            case .double(let value): var c = encoder.singleValueContainer(); try c.encode(value)
            case .string(let value): var c = encoder.singleValueContainer(); try c.encode(value)
            case .bool(let value): var c = encoder.singleValueContainer(); try c.encode(value)
            case .none: var c = encoder.singleValueContainer(); try c.encodeNil()
            case .units(let value): var c = encoder.singleValueContainer(); try c.encode(value)
            case .ints(let value): var c = encoder.singleValueContainer(); try c.encode(value)
            case .array(let items):
                var c = encoder.unkeyedContainer()
                for item in items {
                    // Arrays of integers as themselves too, as the report's types hold them.
                    switch item {
                    case .units(let value): try c.encode(value)
                    case .ints(let value): try c.encode(value)
                    default: try c.encode(item)
                    }
                }
            case .object(let fields):
                var c = encoder.container(keyedBy: Key.self)
                for (i, field) in fields.enumerated() {
                    let key = Key(stringValue: "k\(i)")
                    // The typed overloads for primitives, the generic one for the rest.
                    switch field {
                    case .int(let value): try c.encode(value, forKey: key)
                    case .string(let value): try c.encode(value, forKey: key)
                    case .none: try c.encodeIfPresent(nil as Int?, forKey: key)
                    case .units(let value): try c.encode(value, forKey: key)
                    case .ints(let value): try c.encode(value, forKey: key)
                    default: try c.encode(field, forKey: key)
                    }
                }
            case .empty: break
            case .wrapped(let inner): var c = encoder.singleValueContainer(); try c.encode(inner)
            case .nestedObject(let fields):
                var c = encoder.container(keyedBy: Key.self)
                for (i, field) in fields.enumerated() {
                    var nested = c.nestedUnkeyedContainer(forKey: Key(stringValue: "n\(i)"))
                    try nested.encode(field)
                }
            case .nestedArray(let rows):
                var c = encoder.unkeyedContainer()
                for row in rows {
                    var nested = c.nestedContainer(keyedBy: Key.self)
                    for (i, item) in row.enumerated() { try nested.encode(item, forKey: Key(stringValue: "r\(i)")) }
                }
            }
        }
    }

    static func tree(_ rng: inout SplitMix64, depth: Int) -> Tree {
        let count = Int(rng.next() % 4)
        switch rng.next() % (depth > 3 ? 7 : 13) {
        case 0: return .int(Int(truncatingIfNeeded: rng.next() % 2000) - 1000)
        case 1: return .double([0, 0.5, 1.0 / 3, -2.25, 1e20, .nan][Int(rng.next() % 6)])
        case 2: return .string(["", "a", "é\"\\", "न्\n", "\u{2028}"][Int(rng.next() % 5)])
        case 3: return .bool(rng.next() % 2 == 0)
        case 4: return .none
        case 5:
            return rng.next() % 2 == 0
                ? .units(Array([UInt16(0x61), 0xD800, 0x10].prefix(count % 3)))
                : .ints(Array([-3, 0, 40_000].prefix(count % 3)))
        case 6: return .empty
        case 7, 8: return .array((0..<count).map { _ in tree(&rng, depth: depth + 1) })
        case 9, 10: return .object((0..<count).map { _ in tree(&rng, depth: depth + 1) })
        case 11: return .wrapped(tree(&rng, depth: depth + 1))
        default:
            return rng.next() % 2 == 0
                ? .nestedObject((0..<count).map { _ in tree(&rng, depth: depth + 1) })
                : .nestedArray((0..<count).map { _ in (0..<Int(rng.next() % 3)).map { _ in tree(&rng, depth: depth + 1) } })
        }
    }

    /// The value `tree` stands for, made from its cases rather than through the `Encoder` API:
    /// what the encoder must write is what this value renders to.
    static func expected(_ tree: Tree) -> JSONValue {
        func keyed(_ prefix: String, _ values: [JSONValue]) -> JSONValue {
            .object(values.enumerated().map { ("\(prefix)\($0.offset)", $0.element) })
        }
        switch tree {
        case .int(let value): return .int(value)
        case .double(let value): return .number(value, digits: 4)
        case .string(let value): return .string(value)
        case .bool(let value): return .bool(value)
        case .none: return .null
        case .units(let value): return .array(value.map { .int(Int($0)) })
        case .ints(let value): return .array(value.map(JSONValue.int))
        case .array(let items): return .array(items.map(expected))
        case .object(let fields): return keyed("k", fields.map(expected))
        case .empty: return .object([])
        case .wrapped(let inner): return expected(inner)
        case .nestedObject(let fields): return keyed("n", fields.map { .array([expected($0)]) })
        case .nestedArray(let rows): return .array(rows.map { keyed("r", $0.map(expected)) })
        }
    }

    @Test(arguments: 0..<200) func writesWhatTheValueRendersTo(seed: UInt64) throws {
        var rng = SplitMix64(seed: 0x57AE + seed)
        let value = Self.tree(&rng, depth: 0)
        let expected = Self.expected(value)
        for pretty in [true, false] {
            let streamed = try JSONStreamEncoder(fractionDigits: 4, pretty: pretty).encode(value)
            #expect(String(decoding: streamed.bytes, as: UTF8.self) == expected.rendered(pretty: pretty))
            let isContainer = switch expected { case .array, .object: true; default: false }
            #expect(streamed.isContainer == isContainer)
        }
    }

    /// The pretty layout, written out by hand: an object a field a line, an array on one line
    /// unless it holds a container, compact without spaces.
    @Test func laysOutAsDocumented() {
        let value = JSONValue.object([("a", .array([.int(1), .number(0.5, digits: 4)])), ("b", .array([.object([]), .null])),
                                      ("c", .object([("d", .string("e"))]))])
        #expect(value.rendered(pretty: true) == "{\n  \"a\": [1, 0.5],\n  \"b\": [\n    {},\n    null\n  ],\n  \"c\": {\n    \"d\": \"e\"\n  }\n}")
        #expect(value.rendered() == #"{"a":[1,0.5],"b":[{},null],"c":{"d":"e"}}"#)
    }

    /// An absent optional of each kind is written as `null` under its key (the report's schema
    /// requires every key), where `JSONEncoder` would leave the key out.
    @Test func absentOptionalsAreNull() throws {
        struct Optionals: Encodable {
            var bool: Bool?, string: String?, int: Int?, double: Double?, units: [UInt16]?
        }
        let expected = "{\n  \"bool\": null,\n  \"string\": null,\n  \"int\": null,\n  \"double\": null,\n  \"units\": null\n}"
        #expect(String(decoding: try JSONStreamEncoder().encode(Optionals()).bytes, as: UTF8.self) == expected)
    }

    /// Nested two levels deep, as the report's groups are written: the pieces are the whole.
    @Test(arguments: 0..<60) func writesItemsOfAnObjectsArray(seed: UInt64) throws {
        struct Holder: Encodable {
            var a = 1
            var items: [Tree]
        }
        var rng = SplitMix64(seed: 0x2E57 + seed)
        let items = (0..<Int(rng.next() % 4)).map { _ in Self.tree(&rng, depth: 1) }
        let encoder = JSONStreamEncoder(fractionDigits: 4)
        let whole = try encoder.encode(Holder(items: items)).bytes
        let pieces = try encoder.pieces(filling: encoder.encode(Holder(items: [])).bytes, lastArray: "items", count: items.count) { i in
            try encoder.encode(items[i], indent: 2)
        }
        #expect(String(decoding: Array(pieces.joined()), as: UTF8.self) == String(decoding: whole, as: UTF8.self))
    }
}
