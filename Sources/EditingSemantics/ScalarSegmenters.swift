/// Every UTF-16 code unit is a unit, lone surrogates included.
public struct UTF16UnitSegmenter: Segmenter {
    public init() {}
    public var unit: UnitID { .utf16 }

    /// Complexity: O(n), one allocation.
    public func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        let count = text.units.count + 1
        var boundaries: [UTF16Offset] = []
        boundaries.reserveCapacity(count)
        for i in 0..<count { boundaries.append(UTF16Offset(i)) }
        return boundaries
    }

    public func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        offset > .zero ? UTF16Offset(offset.rawValue - 1) : nil
    }

    public func boundary(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        offset < text.endOffset ? UTF16Offset(offset.rawValue + 1) : nil
    }
}

/// Every Unicode scalar is a unit; a lone surrogate counts as one and never traps.
public struct CodePointSegmenter: Segmenter {
    public init() {}
    public var unit: UnitID { .codePoint }

    /// Complexity: O(n), one allocation (of room for a boundary per code unit).
    public func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        text.units.withUnsafeBufferPointer { units in
            let n = units.count
            var boundaries: [UTF16Offset] = [.zero]
            boundaries.reserveCapacity(n + 1)
            var i = 0
            while i < n {
                // A lead surrogate followed by a trail is one scalar; any other unit is one.
                i += units[i] & 0xFC00 == 0xD800 && i + 1 < n && units[i + 1] & 0xFC00 == 0xDC00 ? 2 : 1
                boundaries.append(UTF16Offset(i))
            }
            return boundaries
        }
    }

    public func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset > .zero else { return nil }
        return text.scalar(endingAt: offset).offset
    }

    public func boundary(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset < text.endOffset else { return nil }
        return text.scalar(startingAt: offset).end
    }
}
