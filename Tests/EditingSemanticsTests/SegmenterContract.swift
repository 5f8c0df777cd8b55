import EditingSemantics

/// The promises of the `Segmenter` protocol, checked on one text. Each check returns the
/// violations it found as readable sentences (empty when the segmenter keeps its promises), so a
/// test over thousands of texts can report the first few failures with their texts.
enum SegmenterContract {
    /// Every promise, on `text`:
    /// - boundaries start at 0, end at the length and increase strictly;
    /// - the segments concatenate back to the text;
    /// - no unit but `utf16` splits a surrogate pair;
    /// - for every offset 0...length, `boundary(before:)` is the last boundary below it,
    ///   `boundary(after:)` the first above it, and `isBoundary` says whether it is one;
    /// - walking forward from 0 and backward from the end visit exactly the boundaries;
    /// - `unitCount` is at least the number of segments (and equal for all units but hangul-jamo).
    static func violations(of segmenter: any Segmenter, on text: UTF16Text) -> [String] {
        var found: [String] = []
        func fail(_ what: String) { found.append("\(segmenter.unit) on \"\(text.escaped)\": \(what)") }
        let boundaries = segmenter.boundaries(in: text)
        let end = text.endOffset

        guard boundaries.first == .zero, boundaries.last == end else {
            fail("boundaries \(raw(boundaries)) do not run from 0 to \(end)")
            return found
        }
        if text.isEmpty, boundaries != [.zero] { fail("boundaries of the empty text are \(raw(boundaries)), not [0]") }
        if !zip(boundaries, boundaries.dropFirst()).allSatisfy({ $0 < $1 }) {
            fail("boundaries \(raw(boundaries)) do not increase strictly")
            return found
        }
        let rejoined = segmenter.segments(in: text).reduce(UTF16Text.empty) { $0 + text[$1] }
        if rejoined != text { fail("segments concatenate to \"\(rejoined.escaped)\"") }
        if segmenter.unit != .utf16, let split = boundaries.first(where: { !text.isScalarBoundary($0) }) {
            fail("boundary \(split) splits a surrogate pair")
        }

        let isBoundary = Set(boundaries)
        for rawOffset in 0...text.units.count {
            let offset = UTF16Offset(rawOffset)
            let expectedBefore = boundaries.last { $0 < offset }
            let expectedAfter = boundaries.first { $0 > offset }
            let before = segmenter.boundary(before: offset, in: text)
            let after = segmenter.boundary(after: offset, in: text)
            if before != expectedBefore { fail("boundary(before: \(offset)) is \(show(before)), the list says \(show(expectedBefore))") }
            if after != expectedAfter { fail("boundary(after: \(offset)) is \(show(after)), the list says \(show(expectedAfter))") }
            if segmenter.isBoundary(offset, in: text) != isBoundary.contains(offset) {
                fail("isBoundary(\(offset)) is \(!isBoundary.contains(offset)), the list says \(isBoundary.contains(offset))")
            }
        }

        var forward: [UTF16Offset] = [.zero]
        while let next = segmenter.boundary(after: forward.last!, in: text), forward.count <= text.units.count + 1 { forward.append(next) }
        if forward != boundaries { fail("walking forward visits \(raw(forward)), not \(raw(boundaries))") }
        var backward: [UTF16Offset] = [end]
        while let previous = segmenter.boundary(before: backward.last!, in: text), backward.count <= text.units.count + 1 { backward.append(previous) }
        if backward.reversed() != boundaries { fail("walking backward visits \(raw(backward.reversed())), not \(raw(boundaries))") }

        let segmentCount = boundaries.count - 1
        let units = segmenter.unitCount(in: text)
        if segmenter.unit == .hangulJamo ? units < segmentCount : units != segmentCount {
            fail("unitCount is \(units) for \(segmentCount) segments")
        }
        return found
    }

    private static func raw(_ offsets: [UTF16Offset]) -> String { "\(offsets.map(\.rawValue))" }
    private static func show(_ offset: UTF16Offset?) -> String { offset.map { "\($0)" } ?? "nil" }
}
