/// Encodes an `Encodable` value as a ``JSONValue``: object keys in the order the value encodes
/// them (a synthesized `encode(to:)` follows the declaration), `nil` written as `null` rather
/// than left out, and every `Double` with at most ``fractionDigits`` digits after the point.
///
/// Foundation's `JSONEncoder` can order keys only by sorting them, and cannot write a lone
/// surrogate.
///
/// - Complexity: O(n) in the number of values encoded.
package struct JSONValueEncoder {
    package var fractionDigits: Int

    package init(fractionDigits: Int = 6) { self.fractionDigits = fractionDigits }

    package func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
        let node = Node()
        try value.encode(to: TreeEncoder(node: node, path: nil, fractionDigits: fractionDigits))
        return node.value
    }
}

/// One value under construction; containers hold it by reference while children are added.
private final class Node {
    enum Content {
        case unset
        case value(JSONValue)
        case object([(String, Child)])
        case array([Child])
    }

    /// A finished value (a primitive needs no node of its own) or a node still being filled.
    enum Child {
        case leaf(JSONValue)
        case node(Node)

        var value: JSONValue {
            switch self {
            case .leaf(let value): value
            case .node(let node): node.value
            }
        }
    }

    var content = Content.unset

    var value: JSONValue {
        switch content {
        case .unset: .object([])
        case .value(let value): value
        case .object(let fields): .object(fields.map { ($0.0, $0.1.value) })
        case .array(let items): .array(items.map(\.value))
        }
    }

    func appendField(_ key: String, _ child: Child) {
        if case .object(var fields) = content {
            content = .unset
            fields.append((key, child))
            content = .object(fields)
        } else {
            content = .object([(key, child)])
        }
    }

    func appendItem(_ child: Child) {
        if case .array(var items) = content {
            content = .unset
            items.append(child)
            content = .array(items)
        } else {
            content = .array([child])
        }
    }
}

/// A coding path as links to the parent's: an encoder below another makes one link rather than
/// copying the whole path, which is asked for only when an encoding fails.
private final class PathLink {
    let parent: PathLink?
    let key: any CodingKey

    init(parent: PathLink?, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    var keys: [any CodingKey] {
        var keys: [any CodingKey] = []
        var link: PathLink? = self
        while let current = link {
            keys.append(current.key)
            link = current.parent
        }
        return keys.reversed()
    }
}

private struct TreeEncoder: Encoder {
    let node: Node
    let path: PathLink?
    let fractionDigits: Int
    var codingPath: [any CodingKey] { path?.keys ?? [] }

    /// An encoder of `node` one key below this one.
    func below(_ key: any CodingKey, into node: Node) -> TreeEncoder {
        TreeEncoder(node: node, path: PathLink(parent: path, key: key), fractionDigits: fractionDigits)
    }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoder: self) }

    /// A leaf for the primitive types, else a child node the value encodes itself into.
    func child<Value: Encodable>(_ value: Value, at key: any CodingKey) throws -> Node.Child {
        switch value {
        case let value as Double: return .leaf(.number(value, digits: fractionDigits))
        case let value as String: return .leaf(.string(value))
        case let value as Int: return .leaf(.int(value))
        case let value as Bool: return .leaf(.bool(value))
        default:
            let node = Node()
            try value.encode(to: below(key, into: node))
            return .node(node)
        }
    }

    private struct KeyedContainer<Key: CodingKey>: NullWritingKeyedContainer {
        let encoder: TreeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil(forKey key: Key) { encoder.node.appendField(key.stringValue, .leaf(.null)) }
        mutating func encode(_ value: Bool, forKey key: Key) { encoder.node.appendField(key.stringValue, .leaf(.bool(value))) }
        mutating func encode(_ value: String, forKey key: Key) { encoder.node.appendField(key.stringValue, .leaf(.string(value))) }
        mutating func encode(_ value: Int, forKey key: Key) { encoder.node.appendField(key.stringValue, .leaf(.int(value))) }
        mutating func encode(_ value: Double, forKey key: Key) {
            encoder.node.appendField(key.stringValue, .leaf(.number(value, digits: encoder.fractionDigits)))
        }
        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            encoder.node.appendField(key.stringValue, try encoder.child(value, at: key))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let node = Node()
            encoder.node.appendField(key.stringValue, .node(node))
            return encoder.below(key, into: node).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let node = Node()
            encoder.node.appendField(key.stringValue, .node(node))
            return encoder.below(key, into: node).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            let node = Node()
            encoder.node.appendField(key.stringValue, .node(node))
            return encoder.below(key, into: node)
        }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: TreeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count: Int { if case .array(let items) = encoder.node.content { items.count } else { 0 } }

        private var nextKey: IndexKey { IndexKey(intValue: count) }

        mutating func encodeNil() { encoder.node.appendItem(.leaf(.null)) }
        mutating func encode(_ value: Bool) { encoder.node.appendItem(.leaf(.bool(value))) }
        mutating func encode(_ value: String) { encoder.node.appendItem(.leaf(.string(value))) }
        mutating func encode(_ value: Int) { encoder.node.appendItem(.leaf(.int(value))) }
        mutating func encode(_ value: UInt16) { encoder.node.appendItem(.leaf(.int(Int(value)))) }
        mutating func encode(_ value: Double) { encoder.node.appendItem(.leaf(.number(value, digits: encoder.fractionDigits))) }
        mutating func encode<Value: Encodable>(_ value: Value) throws {
            encoder.node.appendItem(try encoder.child(value, at: nextKey))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let node = Node()
            let key = nextKey
            encoder.node.appendItem(.node(node))
            return encoder.below(key, into: node).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let node = Node()
            let key = nextKey
            encoder.node.appendItem(.node(node))
            return encoder.below(key, into: node).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            let node = Node()
            let key = nextKey
            encoder.node.appendItem(.node(node))
            return encoder.below(key, into: node)
        }
    }

    private struct SingleContainer: SingleValueEncodingContainer {
        let encoder: TreeEncoder
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() { encoder.node.content = .value(.null) }
        mutating func encode(_ value: Bool) { encoder.node.content = .value(.bool(value)) }
        mutating func encode(_ value: String) { encoder.node.content = .value(.string(value)) }
        mutating func encode(_ value: Int) { encoder.node.content = .value(.int(value)) }
        mutating func encode(_ value: UInt16) { encoder.node.content = .value(.int(Int(value))) }
        mutating func encode(_ value: Double) { encoder.node.content = .value(.number(value, digits: encoder.fractionDigits)) }
        mutating func encode<Value: Encodable>(_ value: Value) throws {
            try value.encode(to: encoder)
        }
    }
}

/// A keyed container that writes an absent optional as `null` rather than leaving its key out,
/// as both JSON encoders' do: the report's schema requires every key.
protocol NullWritingKeyedContainer: KeyedEncodingContainerProtocol {}

extension NullWritingKeyedContainer {
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
    mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }

    private mutating func encodeOrNull<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) }
    }
}

/// The key of an array element in a coding path (of this encoder and ``JSONStreamEncoder``).
struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}
