import EditingSupport

/// Every UTF-16 code unit is a unit, lone surrogates included.
package struct UTF16UnitSegmenter: Segmenter {
    package init() {}
    package var unit: UnitID { .utf16 }

    /// Complexity: O(n), one allocation.
    package func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        let count = text.units.count + 1
        return [UTF16Offset](fillingUpTo: count) { buffer in
            for i in 0..<count { (buffer.baseAddress! + i).initialize(to: UTF16Offset(i)) }
            return count
        }
    }

    package func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        offset > .zero ? UTF16Offset(offset.rawValue - 1) : nil
    }

    package func boundary(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        offset < text.endOffset ? UTF16Offset(offset.rawValue + 1) : nil
    }
}

/// Every Unicode scalar is a unit; a lone surrogate counts as one and never traps.
package struct CodePointSegmenter: Segmenter {
    package init() {}
    package var unit: UnitID { .codePoint }

    /// Complexity: O(n), one allocation (of room for a boundary per code unit).
    package func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        text.units.withUnsafeBufferPointer { units in
            let n = units.count
            return [UTF16Offset](fillingUpTo: n + 1) { buffer in
                let out = buffer.baseAddress!
                // Without a surrogate every offset is a boundary: written without reading the
                // units again (both loops vectorize, where the general one waits on each unit).
                guard UTF16Text.containsSurrogate(units) else {
                    for k in 0...n { (out + k).initialize(to: UTF16Offset(k)) }
                    return n + 1
                }
                out.initialize(to: .zero)
                var k = 1, i = 0
                while i < n {
                    // A lead surrogate followed by a trail is one scalar; any other unit is one.
                    i += units[i] & 0xFC00 == 0xD800 && i + 1 < n && units[i + 1] & 0xFC00 == 0xDC00 ? 2 : 1
                    (out + k).initialize(to: UTF16Offset(i))
                    k += 1
                }
                return k
            }
        }
    }

    package func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset > .zero else { return nil }
        return text.scalar(endingAt: offset).offset
    }

    package func boundary(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset < text.endOffset else { return nil }
        return text.scalar(startingAt: offset).end
    }
}
