import EditingSupport

/// A text as UTF-16 code units, which may be ill-formed.
///
/// Hosts and keyboards can leave lone surrogates behind; Swift's `String` cannot hold them, so every
/// API of this package that models a document works on `UTF16Text`. Indices are ``UTF16Offset``s.
public struct UTF16Text: Hashable, Sendable, Codable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The code units, in order.
    public var units: [UInt16]

    @inlinable public init(units: [UInt16]) { self.units = units }
    @inlinable public init<S: Sequence>(units: S) where S.Element == UInt16 { self.units = Array(units) }
    /// The string's UTF-16 code units (`Array(string.utf16)`), decoded from its UTF-8 directly,
    /// which is several times faster. Complexity: O(n).
    public init(_ string: String) {
        var string = string
        units = string.withUTF8 { Self.decodeUTF8($0) }
    }
    public init(stringLiteral value: String) { self.init(value) }
    @inlinable public static var empty: UTF16Text { UTF16Text(units: []) }

    /// Hashes the units' bytes at once: equal texts have equal units, and hashing them one by one
    /// cost most of a simulated document's questions, which are looked up by their text.
    public func hash(into hasher: inout Hasher) {
        units.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// The length in code units.
    @inlinable package var length: UTF16Count { UTF16Count(units.count) }
    /// The offset just past the last code unit.
    @inlinable public var endOffset: UTF16Offset { UTF16Offset(units.count) }
    @inlinable public var isEmpty: Bool { units.isEmpty }

    /// The text as a `String`; each lone surrogate becomes U+FFFD (which keeps the UTF-16 length),
    /// as `String(decoding:as: UTF16.self)` repairs it. Complexity: O(n).
    public var string: String { string(of: 0..<units.count) }

    /// The units of `UTF16Text(string)`: each lone surrogate as U+FFFD, without making the `String`.
    /// - Complexity: O(n); a text without surrogates is returned as it is.
    public var replacingLoneSurrogates: UTF16Text {
        guard units.withUnsafeBufferPointer(Self.containsSurrogate) else { return self }
        // One pass over the units: a lead followed by a trail is a pair, any other surrogate lone.
        var units = units
        var i = 0
        while i < units.count {
            let unit = units[i]
            if UTF16.isLeadSurrogate(unit), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
                i += 2
                continue
            }
            if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { units[i] = 0xFFFD }
            i += 1
        }
        return UTF16Text(units: units)
    }

    /// Whether some unit of `units` is a surrogate.
    /// - Complexity: O(n), without an early exit: a minimum over the units vectorizes, and most
    ///   texts hold no surrogate.
    @inlinable package static func containsSurrogate(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        // The minimum is 0 exactly when some unit is a surrogate.
        var nearest = UInt16.max
        for unit in units { nearest = min(nearest, (unit & 0xF800) ^ 0xD800) }
        return nearest == 0
    }

    /// The code units at `range` as a `String`, as ``string`` decodes them (a surrogate pair cut
    /// by an end of `range` decodes as lone surrogates). Precondition: `range` lies within the
    /// text. Complexity: O(range).
    func string(of range: Range<Int>) -> String {
        units.withUnsafeBufferPointer { all in
            let source = UnsafeBufferPointer(rebasing: all[range])
            // Transcoded here because the standard library's generic UTF-16 decoding is several
            // times slower; each unit needs at most 3 UTF-8 bytes (a pair needs 4 for 2 units).
            return String(unsafeUninitializedCapacity: source.count * 3) { Self.transcodeToUTF8(source, into: $0) }
        }
    }

    /// The UTF-16 code units of valid UTF-8 (as every `String` holds).
    private static func decodeUTF8(_ utf8: UnsafeBufferPointer<UInt8>) -> [UInt16] {
        // With capacity 0 the initializer writes the count into the empty-array singleton that
        // every task shares, a data race ThreadSanitizer reports; an empty text needs no storage.
        guard !utf8.isEmpty else { return [] }
        // Every code unit needs at least one byte, so `utf8.count` units are always room enough.
        return [UInt16](fillingUpTo: utf8.count) { out in
            var i = 0, j = 0
            let n = utf8.count
            while i < n {
                let lead = UInt32(utf8[i])
                if lead < 0x80 {
                    out[j] = UInt16(truncatingIfNeeded: lead)
                    i += 1
                    j += 1
                    continue
                }
                let value: UInt32
                if lead < 0xE0 {
                    value = (lead & 0x1F) << 6 | UInt32(utf8[i + 1] & 0x3F)
                    i += 2
                } else if lead < 0xF0 {
                    value = (lead & 0x0F) << 12 | UInt32(utf8[i + 1] & 0x3F) << 6 | UInt32(utf8[i + 2] & 0x3F)
                    i += 3
                } else {
                    value = (lead & 0x07) << 18 | UInt32(utf8[i + 1] & 0x3F) << 12 | UInt32(utf8[i + 2] & 0x3F) << 6
                        | UInt32(utf8[i + 3] & 0x3F)
                    i += 4
                }
                if value < 0x10000 {
                    out[j] = UInt16(truncatingIfNeeded: value)
                    j += 1
                } else {
                    out[j] = UInt16(truncatingIfNeeded: 0xD800 + ((value - 0x10000) >> 10))
                    out[j + 1] = UInt16(truncatingIfNeeded: 0xDC00 + ((value - 0x10000) & 0x3FF))
                    j += 2
                }
            }
            return j
        }
    }

    /// Writes `source` as UTF-8 into `out`, a lone surrogate as U+FFFD, and returns the byte
    /// count. Precondition: `out.count >= 3 * source.count`.
    private static func transcodeToUTF8(_ source: UnsafeBufferPointer<UInt16>, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var i = 0, j = 0
        let n = source.count
        while i < n {
            var value = UInt32(source[i])
            i += 1
            if value < 0x80 {
                out[j] = UInt8(truncatingIfNeeded: value)
                j += 1
                continue
            }
            if value < 0x800 {
                out[j] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
                out[j + 1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                j += 2
                continue
            }
            if value & 0xF800 == 0xD800 {
                if value < 0xDC00, i < n, source[i] & 0xFC00 == 0xDC00 {
                    value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(source[i]) - 0xDC00)
                    i += 1
                    out[j] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
                    out[j + 1] = UInt8(truncatingIfNeeded: 0x80 | (value >> 12) & 0x3F)
                    out[j + 2] = UInt8(truncatingIfNeeded: 0x80 | (value >> 6) & 0x3F)
                    out[j + 3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                    j += 4
                    continue
                }
                value = 0xFFFD
            }
            out[j] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
            out[j + 1] = UInt8(truncatingIfNeeded: 0x80 | (value >> 6) & 0x3F)
            out[j + 2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
            j += 3
        }
        return j
    }

    /// The text with invisible, control and ill-formed units written as `\u{XXXX}` escapes.
    /// ``init(escaped:)`` reads it back to the same code units.
    public var description: String { escaped }

    /// The code units in `range` as a text of their own.
    public subscript(range: Range<UTF16Offset>) -> UTF16Text {
        // The whole text shares its storage: a context read with the caret at the end is one.
        if range.lowerBound == .zero && range.upperBound.rawValue == units.count { return self }
        return UTF16Text(units: units[range.lowerBound.rawValue..<range.upperBound.rawValue])
    }

    /// A copy with `range` replaced by `replacement`.
    public func replacing(_ range: Range<UTF16Offset>, with replacement: UTF16Text) -> UTF16Text {
        // Made in one buffer of the final size: replacing in a copy copies, then may grow.
        let lower = range.lowerBound.rawValue, upper = range.upperBound.rawValue
        var result: [UInt16] = []
        result.reserveCapacity(units.count - (upper - lower) + replacement.units.count)
        result += units[..<lower]
        result += replacement.units
        result += units[upper...]
        return UTF16Text(units: result)
    }

    public static func + (lhs: UTF16Text, rhs: UTF16Text) -> UTF16Text { UTF16Text(units: lhs.units + rhs.units) }

    public init(from decoder: any Decoder) throws {
        units = try decoder.singleValueContainer().decode([UInt16].self)
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(units)
    }
}

extension UTF16Text {
    /// One scalar position: a well-formed code point, or a lone surrogate unit.
    @usableFromInline package struct ScalarSlice: Hashable, Sendable {
        /// Where the scalar starts.
        @usableFromInline package var offset: UTF16Offset
        /// The code point, or the surrogate's own value when ``isLoneSurrogate``.
        @usableFromInline package var value: UInt32
        /// 1 or 2 code units.
        @usableFromInline package var length: UTF16Count
        @usableFromInline package var isLoneSurrogate: Bool
        @inlinable package init(offset: UTF16Offset, value: UInt32, length: UTF16Count, isLoneSurrogate: Bool) {
            self.offset = offset
            self.value = value
            self.length = length
            self.isLoneSurrogate = isLoneSurrogate
        }
        package var end: UTF16Offset { offset.advanced(by: length) }
    }

    /// The scalar that starts at `offset`. Precondition: `offset` is inside the text.
    /// A lone or reversed surrogate is one slice of length 1. Complexity: O(1).
    @inlinable package func scalar(startingAt offset: UTF16Offset) -> ScalarSlice {
        let i = offset.rawValue
        let unit = units[i]
        if UTF16.isLeadSurrogate(unit), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
            return ScalarSlice(offset: offset, value: value, length: 2, isLoneSurrogate: false)
        }
        let lone = UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit)
        return ScalarSlice(offset: offset, value: UInt32(unit), length: 1, isLoneSurrogate: lone)
    }

    /// The scalar that starts at unit `i` of `units`, a pair read only when it ends by `end`:
    /// its value (a lone surrogate's own), the unit after it, and whether it is a lone
    /// surrogate. For loops that read a text through a buffer.
    /// - Precondition: `0 <= i < end <= units.count`.
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    package static func scalar(startingAt i: Int, in units: UnsafeBufferPointer<UInt16>, before end: Int)
        -> (value: UInt32, end: Int, isLoneSurrogate: Bool) {
        let unit = units[i]
        guard unit & 0xF800 == 0xD800 else { return (UInt32(unit), i + 1, false) }
        if unit < 0xDC00, i + 1 < end, units[i + 1] & 0xFC00 == 0xDC00 {
            return (0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00), i + 2, false)
        }
        return (UInt32(unit), i + 1, true)
    }

    /// The scalar that ends at `offset`. Precondition: `offset > 0`. Complexity: O(1).
    @inlinable package func scalar(endingAt offset: UTF16Offset) -> ScalarSlice {
        let i = offset.rawValue - 1
        let unit = units[i]
        if UTF16.isTrailSurrogate(unit), i >= 1, UTF16.isLeadSurrogate(units[i - 1]) {
            return scalar(startingAt: UTF16Offset(i - 1))
        }
        let lone = UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit)
        return ScalarSlice(offset: UTF16Offset(i), value: UInt32(unit), length: 1, isLoneSurrogate: lone)
    }

    /// Every scalar in order. Complexity: O(n).
    package var scalars: [ScalarSlice] {
        var result: [ScalarSlice] = []
        result.reserveCapacity(units.count)
        var offset = UTF16Offset.zero
        while offset.rawValue < units.count {
            let slice = scalar(startingAt: offset)
            result.append(slice)
            offset = slice.end
        }
        return result
    }

    /// Whether `offset` does not split a surrogate pair (0 and the end are boundaries).
    @inlinable package func isScalarBoundary(_ offset: UTF16Offset) -> Bool {
        let i = offset.rawValue
        guard i > 0, i < units.count else { return i == 0 || i == units.count }
        return !(UTF16.isLeadSurrogate(units[i - 1]) && UTF16.isTrailSurrogate(units[i]))
    }

    /// Offsets of code units that are not part of a well-formed surrogate pair.
    public var loneSurrogateOffsets: [UTF16Offset] {
        var result: [UTF16Offset] = []
        for i in units.indices where isLoneSurrogate(at: i) { result.append(UTF16Offset(i)) }
        return result
    }

    /// Whether the text is well-formed UTF-16 (no lone surrogates). Complexity: O(n).
    public var isWellFormed: Bool { !units.indices.contains { isLoneSurrogate(at: $0) } }

    /// Whether the unit at `i` is a surrogate outside a well-formed pair: a lead not followed by a
    /// trail, or a trail not preceded by a lead. Precondition: `units.indices.contains(i)`.
    func isLoneSurrogate(at i: Int) -> Bool {
        let unit = units[i]
        guard unit & 0xF800 == 0xD800 else { return false }
        if unit < 0xDC00 { return i + 1 >= units.count || units[i + 1] & 0xFC00 != 0xDC00 }
        return i == 0 || units[i - 1] & 0xFC00 != 0xD800
    }
}
