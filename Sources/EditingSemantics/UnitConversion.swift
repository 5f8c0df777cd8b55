/// Thrown when a count in one unit is asked of a range whose ends are not boundaries of that unit.
public struct NotABoundaryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The unit whose boundary was required.
    public var unit: UnitID
    /// The offending offset.
    public var offset: UTF16Offset
    public var description: String { "UTF-16 offset \(offset) is not a \(unit.rawValue) boundary" }
}

extension UTF16Text {
    /// The scalars between two offsets. Throws when either offset splits a surrogate pair.
    /// Precondition: `range` lies within the text. Complexity: O(range length).
    public func scalarCount(in range: Range<UTF16Offset>) throws(NotABoundaryError) -> ScalarCount {
        for end in [range.lowerBound, range.upperBound] where !isScalarBoundary(end) {
            throw NotABoundaryError(unit: .codePoint, offset: end)
        }
        var count = 0
        var offset = range.lowerBound
        while offset < range.upperBound {
            offset = scalar(startingAt: offset).end
            count += 1
        }
        return ScalarCount(count)
    }

    /// The offset reached by moving `count` scalars from `start` (backward when negative),
    /// or nil when that runs past either end. Throws when `start` splits a surrogate pair.
    public func offset(movingScalars count: ScalarCount, from start: UTF16Offset) throws(NotABoundaryError) -> UTF16Offset? {
        guard isScalarBoundary(start) else { throw NotABoundaryError(unit: .codePoint, offset: start) }
        var offset = start
        var remaining = count.rawValue
        while remaining > 0 {
            guard offset < endOffset else { return nil }
            offset = scalar(startingAt: offset).end
            remaining -= 1
        }
        while remaining < 0 {
            guard offset > .zero else { return nil }
            offset = scalar(endingAt: offset).offset
            remaining += 1
        }
        return offset
    }

    /// The Swift `Character`s between two offsets, by `SwiftCharacterSegmenter`.
    /// Throws when either offset is not a `Character` boundary.
    public func characterCount(in range: Range<UTF16Offset>) throws(NotABoundaryError) -> CharacterCount {
        let boundaries = SwiftCharacterSegmenter().boundaries(in: self)
        guard let first = boundaries.firstIndex(of: range.lowerBound) else {
            throw NotABoundaryError(unit: .swiftCharacter, offset: range.lowerBound)
        }
        guard let last = boundaries.firstIndex(of: range.upperBound) else {
            throw NotABoundaryError(unit: .swiftCharacter, offset: range.upperBound)
        }
        return CharacterCount(last - first)
    }

    /// The offset reached by moving `count` Swift `Character`s from `start` (backward when
    /// negative), or nil past either end. Throws when `start` is not a `Character` boundary.
    public func offset(movingCharacters count: CharacterCount, from start: UTF16Offset) throws(NotABoundaryError) -> UTF16Offset? {
        let boundaries = SwiftCharacterSegmenter().boundaries(in: self)
        guard let index = boundaries.firstIndex(of: start) else {
            throw NotABoundaryError(unit: .swiftCharacter, offset: start)
        }
        let target = index + count.rawValue
        return boundaries.indices.contains(target) ? boundaries[target] : nil
    }
}
