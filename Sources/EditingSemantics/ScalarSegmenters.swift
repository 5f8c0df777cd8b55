/// Every UTF-16 code unit is a unit, lone surrogates included.
public struct UTF16UnitSegmenter: Segmenter {
    public init() {}
    public var unit: UnitID { .utf16 }

    public func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        (0...text.units.count).map { UTF16Offset($0) }
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

    public func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        var result: [UTF16Offset] = [.zero]
        result.reserveCapacity(text.units.count + 1)
        var offset = UTF16Offset.zero
        while offset < text.endOffset {
            offset = text.scalar(startingAt: offset).end
            result.append(offset)
        }
        return result
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
