import EditingSemantics

/// The contract every ``Segmenter`` promises (see its documentation), checked on one text.
package enum SegmenterContract {
    /// Every violation of the contract by `segmenter` on `text`; empty when it holds.
    ///
    /// Checked: the boundary list starts at 0, ends at the end and increases strictly; it does not
    /// split a surrogate pair (except for the `utf16` unit); the segments concatenate back to the
    /// text; `boundary(before:)` and `boundary(after:)` agree with the list at every offset,
    /// boundary or not (which makes `isBoundary`, built on them, right too); walking forward from
    /// 0 and backward from the end both meet exactly the listed boundaries; every segment counts
    /// at least one unit, and the text as many as it has segments (at least as many for
    /// `hangul-jamo`, whose syllables count their jamo); and a second call gives the same list.
    /// Complexity: one `boundary(before:)` and one `boundary(after:)` call per UTF-16 offset.
    package static func violations(of segmenter: any Segmenter, on text: UTF16Text) -> [Violation] {
        var found: [Violation] = []
        let unit = segmenter.unit
        func fail(_ message: String) { found.append(Violation("\(unit): \(message)", text: text)) }

        let boundaries = segmenter.boundaries(in: text)
        guard boundaries.first == .zero, boundaries.last == text.endOffset else {
            fail("boundaries \(boundaries.prefix(8).map(\.rawValue)) do not run from 0 to \(text.units.count)")
            return found
        }
        for (a, b) in zip(boundaries, boundaries.dropFirst()) where a >= b {
            fail("boundaries do not increase: \(a) then \(b)")
            return found
        }
        if unit != .utf16 {
            for b in boundaries where !text.isScalarBoundary(b) {
                fail("boundary \(b) splits a surrogate pair")
            }
        }
        var rebuilt: [UInt16] = []
        for segment in segmenter.segments(in: text) {
            rebuilt += text[segment].units
            let count = segmenter.unitCount(ofSegment: segment, in: text)
            if count < 1 { fail("segment \(segment) counts \(count) units") }
        }
        if rebuilt != text.units { fail("the segments do not concatenate back to the text") }

        // Every offset, boundary or not, against the list.
        var next = 0
        for raw in 0...text.units.count {
            let offset = UTF16Offset(raw)
            while next < boundaries.count, boundaries[next] <= offset { next += 1 }
            let expectedAfter = next < boundaries.count ? boundaries[next] : nil
            let previousIndex = boundaries[next - 1] == offset ? next - 2 : next - 1
            let expectedBefore = previousIndex >= 0 ? boundaries[previousIndex] : nil
            let after = segmenter.boundary(after: offset, in: text)
            if after != expectedAfter {
                fail("boundary(after: \(raw)) is \(after.map(\.description) ?? "nil"), the boundary list says \(expectedAfter.map(\.description) ?? "nil")")
            }
            let before = segmenter.boundary(before: offset, in: text)
            if before != expectedBefore {
                fail("boundary(before: \(raw)) is \(before.map(\.description) ?? "nil"), the boundary list says \(expectedBefore.map(\.description) ?? "nil")")
            }
            if found.count > 10 { return found }
        }

        // Walks, bounded so a segmenter that fails to advance cannot hang the check.
        var forward: [UTF16Offset] = [.zero]
        while forward.count <= text.units.count + 1, let b = segmenter.boundary(after: forward.last!, in: text) { forward.append(b) }
        if forward != boundaries { fail("walking forward meets \(forward.prefix(12).map(\.rawValue)), not the boundary list") }
        var backward: [UTF16Offset] = [text.endOffset]
        while backward.count <= text.units.count + 1, let b = segmenter.boundary(before: backward.last!, in: text) { backward.append(b) }
        if backward.reversed() != boundaries { fail("walking backward meets \(backward.prefix(12).map(\.rawValue)), not the boundary list") }

        let segmentCount = boundaries.count - 1
        let units = segmenter.unitCount(in: text)
        if unit == .hangulJamo ? units < segmentCount : units != segmentCount {
            fail("unitCount is \(units) for \(segmentCount) segments")
        }
        if segmenter.boundaries(in: text) != boundaries { fail("a second call gives other boundaries") }
        return found
    }
}
