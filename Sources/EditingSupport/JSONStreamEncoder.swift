/// Encodes an `Encodable` value straight to the UTF-8 bytes that ``JSONValueEncoder`` then
/// ``JSONValue/renderedUTF8(pretty:)`` give, pretty, without making either tree: for a large
/// document, making, writing and destroying the two trees costs several times the writing.
///
/// Only the pretty form is written. Its one look-ahead, whether an array holds a container (then
/// it takes one line an item, else one line), is met by writing an array on one line until its
/// first container item, then laying out again what it holds so far.
///
/// - Complexity: O(n) in the bytes written, plus each array's bytes once more where it turns
///   multi-line.
package struct JSONStreamEncoder {
    package var fractionDigits: Int

    package init(fractionDigits: Int = 6) { self.fractionDigits = fractionDigits }

    /// The bytes of `value` written at indentation level `indent` (as a value nested that deep
    /// is written), and whether it is an array or an object.
    package func encode<Value: Encodable>(_ value: Value, indent: Int = 0) throws -> (bytes: [UInt8], isContainer: Bool) {
        let writer = StreamWriter(fractionDigits: fractionDigits)
        let isContainer = try writer.encodeValue(value, level: indent, key: nil)
        return (writer.out, isContainer)
    }
}

/// The bytes written so far and the containers still open, innermost last.
private final class StreamWriter {
    struct Frame {
        let isObject: Bool
        /// The indentation level of the container's own value.
        let level: Int
        var count = 0
        /// Where the container's bytes start.
        var start = 0
        /// For an array still on one line, where each item's bytes start and end.
        var items: [Range<Int>] = []
        var isMultiline = false
    }

    // Unchecked exclusivity: a writer is used by one thread, and no access to these overlaps
    // another (the dynamic checks cost a tenth of the writing).
    @exclusivity(unchecked) var out: [UInt8] = []
    @exclusivity(unchecked) var frames: [Frame] = []
    let fractionDigits: Int

    init(fractionDigits: Int) { self.fractionDigits = fractionDigits }

    /// The keys from the document down to the value being written, for ``Encoder/codingPath``.
    @exclusivity(unchecked) var keys: [any CodingKey] = []

    /// Writes `value` at `level`, closing what it opened; returns whether it is a container.
    func encodeValue<Value: Encodable>(_ value: Value, level: Int, key: (any CodingKey)?) throws -> Bool {
        // The primitives the tree encoder keeps as leaves, told apart by type rather than by casts,
        // which cost more than writing the value where this is not specialized.
        if Value.self == String.self { JSONValue.writeString(Self.load(value), to: &out); return false }
        if Value.self == Int.self { JSONValue.writeInt(Self.load(value), to: &out); return false }
        if Value.self == Double.self { writeNumber(Self.load(value)); return false }
        if Value.self == Bool.self { out += (Self.load(value) as Bool ? "true" : "false").utf8; return false }
        // Arrays of integers (texts' code units, deletions' lengths), on one line as the tree's are.
        if Value.self == [UInt16].self { writeIntegers(Self.load(value) as [UInt16]); return true }
        if Value.self == [Int].self { writeIntegers(Self.load(value) as [Int]); return true }
        let base = frames.count, start = out.count
        if let key { keys.append(key) }
        defer { if key != nil { keys.removeLast() } }
        try value.encode(to: StreamEncoder(writer: self, level: level, base: base))
        if frames.count > base {
            close(downTo: base)
            return true
        }
        if out.count > start { return false }
        // A value that wrote nothing is an empty object, as in the tree encoder.
        out += "{}".utf8
        return true
    }

    /// `value` as `T`, its own type. Precondition: `Value` is `T`.
    @inline(__always) private static func load<Value, T>(_ value: Value) -> T {
        withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: T.self) }
    }

    func writeNumber(_ value: Double) { out += JSONValue.format(value, digits: fractionDigits).utf8 }

    func writeIntegers<Integer: BinaryInteger>(_ values: [Integer]) {
        out.append(UInt8(ascii: "["))
        for (i, value) in values.enumerated() {
            if i > 0 { out += ", ".utf8 }
            JSONValue.writeInt(Int(value), to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// The frame of the container that `base` names, opened when first asked for.
    func frame(at base: Int, isObject: Bool, level: Int) -> Int {
        close(downTo: base + 1)
        if frames.count == base { frames.append(Frame(isObject: isObject, level: level, start: out.count)) }
        return base
    }

    /// Closes every frame at index `index` or deeper.
    func close(downTo index: Int) {
        while frames.count > index {
            let frame = frames.removeLast()
            if frame.count == 0 {
                out += (frame.isObject ? "{}" : "[]").utf8
            } else if frame.isObject || frame.isMultiline {
                out.append(UInt8(ascii: "\n"))
                JSONValue.writeIndent(frame.level, to: &out)
                out.append(UInt8(ascii: frame.isObject ? "}" : "]"))
            } else {
                out.append(UInt8(ascii: "]"))
            }
        }
    }

    /// Starts a field of the object at `index`, up to its value.
    func beginField(_ index: Int, key: String) {
        close(downTo: index + 1)
        out += (frames[index].count == 0 ? "{\n" : ",\n").utf8
        frames[index].count += 1
        JSONValue.writeIndent(frames[index].level + 1, to: &out)
        JSONValue.writeString(key, to: &out)
        out += ": ".utf8
    }

    /// Starts an item of the array at `index`; returns where its bytes start.
    func beginItem(_ index: Int) -> Int {
        close(downTo: index + 1)
        if frames[index].count == 0 {
            out.append(UInt8(ascii: "["))
        } else if frames[index].isMultiline {
            out += ",\n".utf8
            JSONValue.writeIndent(frames[index].level + 1, to: &out)
        } else {
            out += ", ".utf8
        }
        frames[index].count += 1
        return out.count
    }

    /// Ends the item of the array at `index` that started at `start`: the array turns
    /// multi-line at its first container item.
    func endItem(_ index: Int, start: Int, isContainer: Bool) {
        guard !frames[index].isMultiline else { return }
        frames[index].items.append(start..<out.count)
        if isContainer { makeMultiline(index) }
    }

    /// Lays the array at `index`, still on one line, out again one item a line.
    func makeMultiline(_ index: Int) {
        let items = frames[index].items.map { Array(out[$0]) }
        out.removeSubrange(frames[index].start...)
        out += "[\n".utf8
        for (i, item) in items.enumerated() {
            if i > 0 { out += ",\n".utf8 }
            JSONValue.writeIndent(frames[index].level + 1, to: &out)
            out += item
        }
        frames[index].isMultiline = true
        frames[index].items = []
    }

    /// Starts an item of the array at `index` that is a container: the array is multi-line.
    func beginContainerItem(_ index: Int) {
        close(downTo: index + 1)
        if frames[index].count > 0 && !frames[index].isMultiline { makeMultiline(index) }
        out += (frames[index].count == 0 ? "[\n" : ",\n").utf8
        JSONValue.writeIndent(frames[index].level + 1, to: &out)
        frames[index].count += 1
        frames[index].isMultiline = true
    }

    func encodeItem<Value: Encodable>(_ value: Value, in index: Int) throws {
        let start = beginItem(index)
        let key = IndexKey(intValue: frames[index].count - 1)
        let isContainer = try encodeValue(value, level: frames[index].level + 1, key: key)
        endItem(index, start: start, isContainer: isContainer)
    }

    func writeItem(_ index: Int, _ write: () -> Void) {
        let start = beginItem(index)
        write()
        endItem(index, start: start, isContainer: false)
    }
}

private struct StreamEncoder: Encoder {
    let writer: StreamWriter
    /// The indentation level of the value this encoder writes.
    let level: Int
    /// The index its container's frame takes.
    let base: Int
    var codingPath: [any CodingKey] { writer.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(encoder: self, index: writer.frame(at: base, isObject: true, level: level)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(encoder: self, index: writer.frame(at: base, isObject: false, level: level))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoder: self) }

    /// An encoder for a container nested in the one at `index`, written after the nested
    /// container's key or place was. Its path is its parent's: it is asked for only while
    /// encoding, and a nested container writes outside of any one value's encoding.
    func nested(in index: Int) -> StreamEncoder {
        StreamEncoder(writer: writer, level: writer.frames[index].level + 1, base: index + 1)
    }

    private struct KeyedContainer<Key: CodingKey>: NullWritingKeyedContainer {
        let encoder: StreamEncoder
        let index: Int
        var writer: StreamWriter { encoder.writer }
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil(forKey key: Key) {
            writer.beginField(index, key: key.stringValue)
            writer.out += "null".utf8
        }
        mutating func encode(_ value: Bool, forKey key: Key) {
            writer.beginField(index, key: key.stringValue)
            writer.out += (value ? "true" : "false").utf8
        }
        mutating func encode(_ value: String, forKey key: Key) {
            writer.beginField(index, key: key.stringValue)
            JSONValue.writeString(value, to: &writer.out)
        }
        mutating func encode(_ value: Int, forKey key: Key) {
            writer.beginField(index, key: key.stringValue)
            JSONValue.writeInt(value, to: &writer.out)
        }
        mutating func encode(_ value: Double, forKey key: Key) {
            writer.beginField(index, key: key.stringValue)
            writer.writeNumber(value)
        }
        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            writer.beginField(index, key: key.stringValue)
            _ = try writer.encodeValue(value, level: writer.frames[index].level + 1, key: key)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            writer.beginField(index, key: key.stringValue)
            return encoder.nested(in: index).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            writer.beginField(index, key: key.stringValue)
            return encoder.nested(in: index).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

        /// The returned encoder must write a value: unlike the tree encoder's, one that writes
        /// nothing leaves the field without one.
        mutating func superEncoder(forKey key: Key) -> any Encoder {
            writer.beginField(index, key: key.stringValue)
            return encoder.nested(in: index)
        }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let encoder: StreamEncoder
        let index: Int
        var writer: StreamWriter { encoder.writer }
        var codingPath: [any CodingKey] { encoder.codingPath }
        var count: Int { writer.frames.count > index ? writer.frames[index].count : 0 }

        mutating func encodeNil() { writer.writeItem(index) { writer.out += "null".utf8 } }
        mutating func encode(_ value: Bool) { writer.writeItem(index) { writer.out += (value ? "true" : "false").utf8 } }
        mutating func encode(_ value: String) { writer.writeItem(index) { JSONValue.writeString(value, to: &writer.out) } }
        mutating func encode(_ value: Int) { writer.writeItem(index) { JSONValue.writeInt(value, to: &writer.out) } }
        mutating func encode(_ value: UInt16) { writer.writeItem(index) { JSONValue.writeInt(Int(value), to: &writer.out) } }
        mutating func encode(_ value: Double) { writer.writeItem(index) { writer.writeNumber(value) } }
        mutating func encode<Value: Encodable>(_ value: Value) throws {
            try writer.encodeItem(value, in: index)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            writer.beginContainerItem(index)
            return encoder.nested(in: index).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            writer.beginContainerItem(index)
            return encoder.nested(in: index).unkeyedContainer()
        }

        /// The returned encoder must write a container, as the array is laid out for one.
        mutating func superEncoder() -> any Encoder {
            writer.beginContainerItem(index)
            return encoder.nested(in: index)
        }
    }

    private struct SingleContainer: SingleValueEncodingContainer {
        let encoder: StreamEncoder
        var writer: StreamWriter { encoder.writer }
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() { writer.out += "null".utf8 }
        mutating func encode(_ value: Bool) { writer.out += (value ? "true" : "false").utf8 }
        mutating func encode(_ value: String) { JSONValue.writeString(value, to: &writer.out) }
        mutating func encode(_ value: Int) { JSONValue.writeInt(value, to: &writer.out) }
        mutating func encode(_ value: UInt16) { JSONValue.writeInt(Int(value), to: &writer.out) }
        mutating func encode(_ value: Double) { writer.writeNumber(value) }
        mutating func encode<Value: Encodable>(_ value: Value) throws {
            try value.encode(to: encoder)
        }
    }
}
