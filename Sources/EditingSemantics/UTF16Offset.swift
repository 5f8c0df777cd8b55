/// A position in a text, counted in UTF-16 code units from its start.
///
/// Every boundary this package reports is a `UTF16Offset`: it is the unit that `NSString`,
/// `UITextDocumentProxy`, Android's `InputConnection`, the DOM and most editors count in
/// underneath. Scalar and `Character` counts are different types (``ScalarCount``,
/// ``CharacterCount``) and never convert to offsets without checking boundaries.
public struct UTF16Offset: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Int

    @inlinable public init(rawValue: Int) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: Int) { self.rawValue = rawValue }
    @inlinable public init(integerLiteral value: Int) { self.rawValue = value }

    @inlinable public static var zero: UTF16Offset { UTF16Offset(0) }

    @inlinable public static func < (lhs: UTF16Offset, rhs: UTF16Offset) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The offset `count` code units further on.
    @inlinable public func advanced(by count: UTF16Count) -> UTF16Offset { UTF16Offset(rawValue + count.rawValue) }

    /// The code units from `other` to `self` (negative when `other` is after `self`).
    @inlinable public func distance(from other: UTF16Offset) -> UTF16Count { UTF16Count(rawValue - other.rawValue) }

    public var description: String { "\(rawValue)" }

    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(Int.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
