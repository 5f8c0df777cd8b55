import EditingSemantics

/// Steps by Unicode scalar while naming the host's own unit (UTF-8 bytes for xi-editor): the
/// positions a byte offset shares with a UTF-16 offset are exactly the scalar boundaries.
package struct ScalarBoundaryStepRule: StepRule {
    package init() {}
    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        forward ? CodePointSegmenter().boundary(after: offset, in: text) : CodePointSegmenter().boundary(before: offset, in: text)
    }

    /// The UTF-8 byte offset of `offset`, counting a lone surrogate as the 3 bytes of the U+FFFD a
    /// UTF-8 host would hold in its place. Precondition: `offset` is a scalar boundary.
    /// Complexity: O(offset).
    package static func utf8ByteOffset(of offset: UTF16Offset, in text: UTF16Text) -> Int {
        utf8ByteCount(from: .zero, to: offset, in: text)
    }

    /// The UTF-8 bytes from `start` to `end`, counted as ``utf8ByteOffset(of:in:)`` does.
    /// Precondition: both are scalar boundaries and `start <= end`. Complexity: O(end - start).
    static func utf8ByteCount(from start: UTF16Offset, to end: UTF16Offset, in text: UTF16Text) -> Int {
        var bytes = 0
        var position = start
        while position < end {
            let slice = text.scalar(startingAt: position)
            switch slice.value {
            case _ where slice.isLoneSurrogate: bytes += 3
            case ..<0x80: bytes += 1
            case ..<0x800: bytes += 2
            case ..<0x10000: bytes += 3
            default: bytes += 4
            }
            position = slice.end
        }
        return bytes
    }
}
