/// Swift's own `Character`s: extended grapheme clusters by the standard library's Unicode data
/// (see ``Versions/stdlibUnicode``), which may differ from the system ICU's.
///
/// A `String` cannot hold a lone surrogate, so the text is cut at each lone surrogate (a control
/// under UAX #29, hence always a cluster of its own) and each well-formed run is measured by the
/// standard library. `boundary(before:in:)` walks backward with `String.index(before:)`, the
/// standard library's own backward breaking, rather than deriving it from the forward list.
public struct SwiftCharacterSegmenter: Segmenter {
    public init() {}
    public var unit: UnitID { .swiftCharacter }

    public func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        var result: [UTF16Offset] = [.zero]
        result.reserveCapacity(text.units.count + 1)
        var runStart = 0
        func measureRun(upTo end: Int) {
            guard runStart < end else { return }
            var offset = runStart
            for character in String(decoding: text.units[runStart..<end], as: UTF16.self) {
                offset += character.utf16.count
                result.append(UTF16Offset(offset))
            }
        }
        for slice in text.scalars where slice.isLoneSurrogate {
            measureRun(upTo: slice.offset.rawValue)
            result.append(slice.end)
            runStart = slice.end.rawValue
        }
        measureRun(upTo: text.units.count)
        return result
    }

    public func boundary(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset < text.endOffset else { return nil }
        if isLoneSurrogate(at: offset.rawValue, in: text) { return offset.advanced(by: 1) }
        let run = wellFormedRun(containingUnitAt: offset.rawValue, in: text)
        let index = run.index(at: offset)
        return run.offset(of: run.string.index(after: index))
    }

    public func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset > .zero else { return nil }
        if isLoneSurrogate(at: offset.rawValue - 1, in: text) { return UTF16Offset(offset.rawValue - 1) }
        let run = wellFormedRun(containingUnitAt: offset.rawValue - 1, in: text)
        let index = run.index(at: offset)
        if index < run.string.endIndex {
            // `offset` may be inside a Character; step back from that Character's end to its start.
            let start = run.string.index(before: run.string.index(after: index))
            if run.offset(of: start) < offset { return run.offset(of: start) }
        }
        return run.offset(of: run.string.index(before: index))
    }

    private struct Run {
        var start: Int
        var string: String
        func index(at offset: UTF16Offset) -> String.Index {
            string.utf16.index(string.utf16.startIndex, offsetBy: offset.rawValue - start)
        }
        func offset(of index: String.Index) -> UTF16Offset {
            UTF16Offset(start + string.utf16.distance(from: string.utf16.startIndex, to: index))
        }
    }

    /// The maximal run without lone surrogates around the (not lone) unit at `i`.
    private func wellFormedRun(containingUnitAt i: Int, in text: UTF16Text) -> Run {
        var start = i
        while start > 0, !isLoneSurrogate(at: start - 1, in: text) { start -= 1 }
        var end = i + 1
        while end < text.units.count, !isLoneSurrogate(at: end, in: text) { end += 1 }
        return Run(start: start, string: String(decoding: text.units[start..<end], as: UTF16.self))
    }

    /// Whether the unit at `i` is a surrogate that is not half of a well-formed pair.
    private func isLoneSurrogate(at i: Int, in text: UTF16Text) -> Bool {
        let units = text.units
        let unit = units[i]
        if UTF16.isLeadSurrogate(unit) { return !(i + 1 < units.count && UTF16.isTrailSurrogate(units[i + 1])) }
        if UTF16.isTrailSurrogate(unit) { return !(i > 0 && UTF16.isLeadSurrogate(units[i - 1])) }
        return false
    }
}
