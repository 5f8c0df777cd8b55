/// The one writer of JSON text in this package: it encodes an `Encodable` value, or renders a
/// ``JSONValue``, to UTF-8 bytes, and alone decides escaping, number formatting and layout.
///
/// Object keys stand in the order the value encodes them (a synthesized `encode(to:)` follows
/// the declaration), `nil` is written as `null` rather than left out (the report's schema
/// requires every key), and every `Double` has at most ``fractionDigits`` digits after the point.
/// Foundation's `JSONEncoder` can order keys only by sorting them, and cannot write a lone
/// surrogate.
///
/// Pretty output is indented by two spaces, an array on one line unless it holds a container,
/// then one item a line; compact output is one line without spaces. A value is written straight
/// to bytes, without making a tree: for a large document, making, writing and destroying a tree
/// costs several times the writing. The pretty layout's one look-ahead, whether an array holds a
/// container, is met by writing an array on one line until its first container item, then laying
/// out again what it holds so far.
///
/// - Complexity: O(n) in the bytes written, plus each array's bytes once more where it turns
///   multi-line.
package struct JSONStreamEncoder {
    package var fractionDigits: Int
    package var pretty: Bool

    package init(fractionDigits: Int = 6, pretty: Bool = true) {
        self.fractionDigits = fractionDigits
        self.pretty = pretty
    }

    /// The bytes of `value` written at indentation level `indent` (as a value nested that deep
    /// is written), and whether it is an array or an object.
    package func encode<Value: Encodable>(_ value: Value, indent: Int = 0) throws -> (bytes: [UInt8], isContainer: Bool) {
        let writer = StreamWriter(fractionDigits: fractionDigits, pretty: pretty)
        let isContainer = try writer.encodeValue(value, level: indent, key: nil)
        return (writer.out, isContainer)
    }

    /// The bytes of `value` written at indentation level `indent`, and whether it is an array or
    /// an object. Its numbers carry their own digits; ``fractionDigits`` is not used.
    package func encode(_ value: JSONValue, indent: Int = 0) -> (bytes: [UInt8], isContainer: Bool) {
        let writer = StreamWriter(fractionDigits: fractionDigits, pretty: pretty)
        let isContainer = writer.write(value, level: indent)
        return (writer.out, isContainer)
    }

    /// `object`, the pretty bytes of an object whose last field `key` is an empty array, with
    /// that array's `count` items put in, in pieces whose concatenation is what encoding the
    /// object with those items gives. `item(i)` gives item `i` as ``encode(_:indent:)`` does at
    /// indentation level 2; the items are made in parallel, each dropped once written, and each
    /// is a piece of its own, so a large document is never copied into one buffer.
    /// - Precondition: ``pretty``; `object` ends with the field `key` holding `[]`.
    package func pieces(filling object: [UInt8], lastArray key: String, count: Int,
                        item: @Sendable (Int) throws -> (bytes: [UInt8], isContainer: Bool)) rethrows -> [[UInt8]] {
        precondition(pretty, "only the pretty form is written in pieces")
        let layout = Layout(pretty: true)
        // The empty array and the object's end, after the field's key.
        var emptyEnd: [UInt8] = "[]".utf8 + []
        layout.closeObject(level: 0, to: &emptyEnd)
        var field: [UInt8] = []
        Layout.writeString(key, to: &field)
        field += ": ".utf8 + emptyEnd
        precondition(object.count > field.count && object.suffix(field.count).elementsEqual(field),
                     "the object's last field is \(key), an empty array")
        var current = Array(object.dropLast(emptyEnd.count))
        let parts = try Array(0..<count).concurrentMap { i in Result { try item(i) } }.map { try $0.get() }
        var pieces: [[UInt8]] = []
        if parts.isEmpty {
            current += "[]".utf8
        } else {
            let multiline = parts.contains(where: \.isContainer)
            for (i, part) in parts.enumerated() {
                if i == 0 {
                    layout.openArray(multiline: multiline, level: 1, to: &current)
                } else {
                    layout.separateItems(multiline: multiline, level: 1, to: &current)
                }
                if multiline {
                    pieces.append(current)
                    pieces.append(part.bytes)
                    current = []
                } else {
                    current += part.bytes
                }
            }
            layout.closeArray(multiline: multiline, level: 1, to: &current)
        }
        layout.closeObject(level: 0, to: &current)
        pieces.append(current)
        return pieces
    }
}

/// The bytes between and around values: where a container opens, separates its members and
/// closes, and how a string, an integer and a number are written.
private struct Layout {
    let pretty: Bool

    /// Opens an array whose items are at `level + 1`, up to its first item.
    func openArray(multiline: Bool, level: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        if multiline {
            out.append(UInt8(ascii: "\n"))
            Self.writeIndent(level + 1, to: &out)
        }
    }

    /// Separates an array's items, up to the next one.
    func separateItems(multiline: Bool, level: Int, to out: inout [UInt8]) {
        // Bytes appended one by one: a literal's UTF-8 view is appended as a generic sequence,
        // several times the cost, on every item and field of a report.
        out.append(UInt8(ascii: ","))
        if multiline {
            out.append(UInt8(ascii: "\n"))
            Self.writeIndent(level + 1, to: &out)
        } else if pretty {
            out.append(UInt8(ascii: " "))
        }
    }

    func closeArray(multiline: Bool, level: Int, to out: inout [UInt8]) {
        if multiline {
            out.append(UInt8(ascii: "\n"))
            Self.writeIndent(level, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Opens an object's field `key` (its first when `first`), up to its value.
    func beginField(_ key: String, first: Bool, level: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: first ? "{" : ","))
        if pretty {
            out.append(UInt8(ascii: "\n"))
            Self.writeIndent(level + 1, to: &out)
        }
        Self.writeString(key, to: &out)
        out.append(UInt8(ascii: ":"))
        if pretty { out.append(UInt8(ascii: " ")) }
    }

    func closeObject(level: Int, to out: inout [UInt8]) {
        if pretty {
            out.append(UInt8(ascii: "\n"))
            Self.writeIndent(level, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    static func writeIndent(_ level: Int, to out: inout [UInt8]) {
        // Copied from a row of spaces: appending a repeated element goes element by element.
        if 2 * level <= spaces.count { return out += spaces[..<(2 * level)] }
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * level))
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 32)

    static func writeBool(_ value: Bool, to out: inout [UInt8]) { out += (value ? "true" : "false").utf8 }

    /// At most `digits` digits after the point, trailing zeros dropped; `null` when not finite.
    static func writeNumber(_ value: Double, digits: Int, to out: inout [UInt8]) {
        guard value.isFinite else { return out += "null".utf8 }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return writeInt(Int(rounded), to: &out) }
        var s = String(rounded)
        if s.contains("e") { return out += s.utf8 }
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        out += s.utf8
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

    /// A text of UTF-16 code units as a string, a lone surrogate as its own `\uXXXX` escape.
    static func writeString(utf16 units: [UInt16], to out: inout [UInt8]) {
        var i = 0
        let scalars = AnyIterator { () -> (value: UInt32, lone: Bool)? in
            guard i < units.count else { return nil }
            let unit = units[i]
            i += 1
            if UTF16.isLeadSurrogate(unit), i < units.count, UTF16.isTrailSurrogate(units[i]) {
                let trail = units[i]
                i += 1
                return (value: 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00), lone: false)
            }
            return (value: UInt32(unit), lone: UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit))
        }
        writeString(scalars, to: &out)
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

    /// Four lowercase hex digits.
    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
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
    let layout: Layout

    init(fractionDigits: Int, pretty: Bool) {
        self.fractionDigits = fractionDigits
        layout = Layout(pretty: pretty)
    }

    /// The keys from the document down to the value being written, for ``Encoder/codingPath``.
    @exclusivity(unchecked) var keys: [any CodingKey] = []

    /// Writes `value` at `level`, closing what it opened; returns whether it is a container.
    func encodeValue<Value: Encodable>(_ value: Value, level: Int, key: (any CodingKey)?) throws -> Bool {
        // The primitives, told apart by type rather than by casts, which cost more than writing
        // the value where this is not specialized.
        if Value.self == String.self { writeString(Self.load(value)); return false }
        if Value.self == Int.self { writeInt(Self.load(value)); return false }
        if Value.self == Double.self { writeNumber(Self.load(value)); return false }
        if Value.self == Bool.self { writeBool(Self.load(value)); return false }
        // Arrays of integers (texts' code units, deletions' lengths), always on one line.
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
        // A value that wrote nothing is an empty object.
        out += "{}".utf8
        return true
    }

    /// Writes `value` at `level`; returns whether it is a container.
    func write(_ value: JSONValue, level: Int) -> Bool {
        switch value {
        case .null: writeNull()
        case .bool(let value): writeBool(value)
        case .int(let value): writeInt(value)
        case .number(let value, let digits): Layout.writeNumber(value, digits: digits, to: &out)
        case .string(let value): writeString(value)
        case .utf16(let units): Layout.writeString(utf16: units, to: &out)
        case .array(let items):
            let index = frame(at: frames.count, isObject: false, level: level)
            for item in items {
                let start = beginItem(index)
                endItem(index, start: start, isContainer: write(item, level: level + 1))
            }
            close(downTo: index)
            return true
        case .object(let fields):
            let index = frame(at: frames.count, isObject: true, level: level)
            for (key, value) in fields {
                beginField(index, key: key)
                _ = write(value, level: level + 1)
            }
            close(downTo: index)
            return true
        }
        return false
    }

    /// `value` as `T`, its own type. Precondition: `Value` is `T`.
    @inline(__always) private static func load<Value, T>(_ value: Value) -> T {
        withUnsafePointer(to: value) { UnsafeRawPointer($0).load(as: T.self) }
    }

    func writeNull() { out += "null".utf8 }
    func writeBool(_ value: Bool) { Layout.writeBool(value, to: &out) }
    func writeInt(_ value: Int) { Layout.writeInt(value, to: &out) }
    func writeNumber(_ value: Double) { Layout.writeNumber(value, digits: fractionDigits, to: &out) }
    func writeString(_ value: String) { Layout.writeString(value, to: &out) }

    func writeIntegers<Integer: BinaryInteger>(_ values: [Integer]) {
        guard !values.isEmpty else { return out += "[]".utf8 }
        for (i, value) in values.enumerated() {
            if i == 0 {
                layout.openArray(multiline: false, level: 0, to: &out)
            } else {
                layout.separateItems(multiline: false, level: 0, to: &out)
            }
            writeInt(Int(value))
        }
        layout.closeArray(multiline: false, level: 0, to: &out)
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
            } else if frame.isObject {
                layout.closeObject(level: frame.level, to: &out)
            } else {
                layout.closeArray(multiline: frame.isMultiline, level: frame.level, to: &out)
            }
        }
    }

    /// Starts a field of the object at `index`, up to its value.
    func beginField(_ index: Int, key: String) {
        close(downTo: index + 1)
        layout.beginField(key, first: frames[index].count == 0, level: frames[index].level, to: &out)
        frames[index].count += 1
    }

    /// Starts an item of the array at `index`; returns where its bytes start.
    func beginItem(_ index: Int) -> Int {
        close(downTo: index + 1)
        let frame = frames[index]
        if frame.count == 0 {
            layout.openArray(multiline: false, level: frame.level, to: &out)
        } else {
            layout.separateItems(multiline: frame.isMultiline, level: frame.level, to: &out)
        }
        frames[index].count += 1
        return out.count
    }

    /// Ends the item of the array at `index` that started at `start`: a pretty array turns
    /// multi-line at its first container item.
    func endItem(_ index: Int, start: Int, isContainer: Bool) {
        guard layout.pretty, !frames[index].isMultiline else { return }
        frames[index].items.append(start..<out.count)
        if isContainer { makeMultiline(index) }
    }

    /// Lays the array at `index`, still on one line, out again one item a line.
    func makeMultiline(_ index: Int) {
        let items = frames[index].items.map { Array(out[$0]) }
        out.removeSubrange(frames[index].start...)
        for (i, item) in items.enumerated() {
            if i == 0 {
                layout.openArray(multiline: true, level: frames[index].level, to: &out)
            } else {
                layout.separateItems(multiline: true, level: frames[index].level, to: &out)
            }
            out += item
        }
        frames[index].isMultiline = true
        frames[index].items = []
    }

    /// Starts an item of the array at `index` that is a container: a pretty array is multi-line.
    func beginContainerItem(_ index: Int) {
        guard layout.pretty else { return _ = beginItem(index) }
        close(downTo: index + 1)
        if frames[index].count > 0 && !frames[index].isMultiline { makeMultiline(index) }
        if frames[index].count == 0 {
            layout.openArray(multiline: true, level: frames[index].level, to: &out)
        } else {
            layout.separateItems(multiline: true, level: frames[index].level, to: &out)
        }
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

/// The key of an array element in a coding path.
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
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

    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: StreamEncoder
        let index: Int
        var writer: StreamWriter { encoder.writer }
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil(forKey key: Key) {
            writer.beginField(index, key: key.stringValue)
            writer.writeNull()
        }
        mutating func encode(_ value: Bool, forKey key: Key) {
            writer.beginField(index, key: key.stringValue)
            writer.writeBool(value)
        }
        mutating func encode(_ value: String, forKey key: Key) {
            writer.beginField(index, key: key.stringValue)
            writer.writeString(value)
        }
        mutating func encode(_ value: Int, forKey key: Key) {
            writer.beginField(index, key: key.stringValue)
            writer.writeInt(value)
        }
        mutating func encode(_ value: Double, forKey key: Key) {
            writer.beginField(index, key: key.stringValue)
            writer.writeNumber(value)
        }
        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            writer.beginField(index, key: key.stringValue)
            _ = try writer.encodeValue(value, level: writer.frames[index].level + 1, key: key)
        }

        // An absent optional is `null` rather than a missing key.
        mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
        mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
        mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
        mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }
        mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, forKey key: Key) throws { try encodeOrNull(value, forKey: key) }

        private mutating func encodeOrNull<Value: Encodable>(_ value: Value?, forKey key: Key) throws {
            if let value { try encode(value, forKey: key) } else { encodeNil(forKey: key) }
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

        /// The returned encoder must write a value: one that writes nothing leaves the field
        /// without one.
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

        mutating func encodeNil() { writer.writeItem(index) { writer.writeNull() } }
        mutating func encode(_ value: Bool) { writer.writeItem(index) { writer.writeBool(value) } }
        mutating func encode(_ value: String) { writer.writeItem(index) { writer.writeString(value) } }
        mutating func encode(_ value: Int) { writer.writeItem(index) { writer.writeInt(value) } }
        mutating func encode(_ value: UInt16) { writer.writeItem(index) { writer.writeInt(Int(value)) } }
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

        mutating func encodeNil() { writer.writeNull() }
        mutating func encode(_ value: Bool) { writer.writeBool(value) }
        mutating func encode(_ value: String) { writer.writeString(value) }
        mutating func encode(_ value: Int) { writer.writeInt(value) }
        mutating func encode(_ value: UInt16) { writer.writeInt(Int(value)) }
        mutating func encode(_ value: Double) { writer.writeNumber(value) }
        mutating func encode<Value: Encodable>(_ value: Value) throws {
            try value.encode(to: encoder)
        }
    }
}

/// Writes pretty JSON by hand, byte for byte as ``JSONStreamEncoder`` lays out the same value,
/// for values that know their own shape: the caller opens and closes each object and array and
/// says whether an array is one item a line (it holds containers) or on one line. No `Encoder`
/// boxes, no look-ahead: most of `report.json` is written this way (``JSONStreamEncoder`` alone
/// cost a tenth of a report).
///
/// - Complexity: O(n) in the bytes written.
package struct JSONPrettyWriter {
    package private(set) var out: [UInt8] = []
    package let fractionDigits: Int
    /// The indentation level of the next value.
    private var level: Int
    private var frames: [(level: Int, count: Int, multiline: Bool)] = []
    private let layout = Layout(pretty: true)

    /// A writer of a value nested `level` deep.
    package init(fractionDigits: Int, level: Int = 0) {
        self.fractionDigits = fractionDigits
        self.level = level
    }

    package mutating func string(_ value: String) { Layout.writeString(value, to: &out) }
    package mutating func int(_ value: Int) { Layout.writeInt(value, to: &out) }
    package mutating func bool(_ value: Bool) { Layout.writeBool(value, to: &out) }
    package mutating func null() { out += "null".utf8 }
    /// A number with at most ``fractionDigits`` digits after the point; nil as null.
    package mutating func number(_ value: Double?) {
        guard let value else { return null() }
        Layout.writeNumber(value, digits: fractionDigits, to: &out)
    }

    /// An array of integers, on one line.
    package mutating func integers<Integer: BinaryInteger>(_ values: [Integer]) {
        beginArray(multiline: false)
        for value in values {
            item()
            int(Int(value))
        }
        endArray()
    }

    /// An array of strings, on one line.
    package mutating func strings(_ values: [String]) {
        beginArray(multiline: false)
        for value in values {
            item()
            string(value)
        }
        endArray()
    }

    package mutating func beginObject() { frames.append((level, 0, false)) }

    /// Starts the open object's field `key`, up to its value.
    package mutating func field(_ key: String) {
        let frame = frames[frames.count - 1]
        layout.beginField(key, first: frame.count == 0, level: frame.level, to: &out)
        frames[frames.count - 1].count += 1
        level = frame.level + 1
    }

    package mutating func endObject() {
        let frame = frames.removeLast()
        if frame.count == 0 { out += "{}".utf8 } else { layout.closeObject(level: frame.level, to: &out) }
        level = frame.level
    }

    /// Opens an array: `multiline` when its items are objects or arrays, as the encoder lays
    /// out an array holding a container.
    package mutating func beginArray(multiline: Bool) { frames.append((level, 0, multiline)) }

    /// Starts the open array's next item.
    package mutating func item() {
        let frame = frames[frames.count - 1]
        if frame.count == 0 {
            layout.openArray(multiline: frame.multiline, level: frame.level, to: &out)
        } else {
            layout.separateItems(multiline: frame.multiline, level: frame.level, to: &out)
        }
        frames[frames.count - 1].count += 1
        level = frame.level + 1
    }

    package mutating func endArray() {
        let frame = frames.removeLast()
        if frame.count == 0 { out += "[]".utf8 } else { layout.closeArray(multiline: frame.multiline, level: frame.level, to: &out) }
        level = frame.level
    }

    /// An array of `items`, one a line, each written by `write`.
    package mutating func array<Item>(_ items: [Item], _ write: (Item, inout JSONPrettyWriter) -> Void) {
        beginArray(multiline: true)
        for value in items {
            item()
            write(value, &self)
        }
        endArray()
    }
}
