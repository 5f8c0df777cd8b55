/// Splits a text into the segments of one unit, reporting boundaries as UTF-16 offsets.
///
/// Conforming types must satisfy, for every text `t` (well-formed or not):
/// - `boundaries(in: t)` starts at 0, ends at `t.endOffset` (just `[0]` for an empty text), and
///   increases strictly;
/// - `boundary(before: o, in: t)` is the largest boundary `< o`, and `boundary(after: o, in: t)` the
///   smallest boundary `> o`, both agreeing with `boundaries(in: t)` whether or not `o` is itself a
///   boundary (so walking backward and forward give the same segmentation).
/// Segmenters are values that may be shared across threads.
public protocol Segmenter: Sendable {
    /// The unit this segmenter produces.
    var unit: UnitID { get }

    /// Every boundary, `0` and the end included. Complexity: O(n) for every unit in this package.
    func boundaries(in text: UTF16Text) -> [UTF16Offset]

    /// The last boundary strictly before `offset`, or nil when `offset` is 0.
    /// Precondition: `0 <= offset <= text.endOffset`.
    func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset?

    /// The first boundary strictly after `offset`, or nil when `offset` is the end.
    /// Precondition: `0 <= offset <= text.endOffset`.
    func boundary(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset?

    /// How many units of this kind the segment `range` holds. 1 for every unit but
    /// `hangul-jamo`, where a precomposed syllable is one segment of 2 or 3 jamo.
    /// Precondition: `range` is a segment of `text`.
    func unitCount(ofSegment range: Range<UTF16Offset>, in text: UTF16Text) -> Int
}

extension Segmenter {
    public func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        boundaries(in: text).last { $0 < offset }
    }

    public func boundary(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        boundaries(in: text).first { $0 > offset }
    }

    public func unitCount(ofSegment range: Range<UTF16Offset>, in text: UTF16Text) -> Int { 1 }

    /// The segments in order, as ranges of UTF-16 offsets.
    public func segments(in text: UTF16Text) -> [Range<UTF16Offset>] {
        let b = boundaries(in: text)
        return zip(b, b.dropFirst()).map { $0..<$1 }
    }

    /// Whether `offset` is a boundary of this unit.
    public func isBoundary(_ offset: UTF16Offset, in text: UTF16Text) -> Bool {
        if offset == .zero || offset == text.endOffset { return true }
        return boundary(after: boundary(before: offset, in: text) ?? .zero, in: text) == offset
    }

    /// The number of units in the whole text.
    public func unitCount(in text: UTF16Text) -> Int {
        segments(in: text).reduce(0) { $0 + unitCount(ofSegment: $1, in: text) }
    }
}
