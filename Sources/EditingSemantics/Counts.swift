/// The unit a ``UnitCount`` counts in. The conforming types carry no value: they only keep counts
/// in different units from being mixed.
public protocol CountedUnit: Sendable {}

/// UTF-16 code units.
public enum UTF16CodeUnits: CountedUnit {}
/// Unicode scalars (code points; a lone surrogate counts as one).
public enum UnicodeScalars: CountedUnit {}
/// Swift `Character`s (extended grapheme clusters by the standard library's rules).
public enum SwiftCharacters: CountedUnit {}

/// A number of `Unit`s. Counts in different units are different types, so adding a scalar count
/// to a UTF-16 length does not compile; conversions go through the text (``UTF16Text``), which
/// checks boundaries.
public struct UnitCount<Unit: CountedUnit>: RawRepresentable, Hashable, Comparable, Sendable, Codable,
    ExpressibleByIntegerLiteral, CustomStringConvertible
{
    public var rawValue: Int
    @inlinable public init(rawValue: Int) { self.rawValue = rawValue }
    @inlinable public init(_ rawValue: Int) { self.rawValue = rawValue }
    @inlinable public init(integerLiteral value: Int) { self.rawValue = value }
    @inlinable public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "\(rawValue)" }
    public init(from decoder: any Decoder) throws { rawValue = try decoder.singleValueContainer().decode(Int.self) }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A length in UTF-16 code units.
public typealias UTF16Count = UnitCount<UTF16CodeUnits>
/// A number of Unicode scalars (code points; a lone surrogate counts as one).
public typealias ScalarCount = UnitCount<UnicodeScalars>
/// A number of Swift `Character`s (extended grapheme clusters by the standard library's rules).
public typealias CharacterCount = UnitCount<SwiftCharacters>
