import EditingSemantics

/// A caret rule given by a predicate that says whether an offset is a boundary, as hosts that
/// test "is there a break between these two characters" define it (minikin, Blink, VS Code,
/// unicode-segmentation). A step goes to the nearest boundary before or after the offset, so it
/// works from any offset, even one inside a cluster.
public protocol BoundaryPredicateRule: StepRule {
    /// Whether there is a boundary at `offset`.
    /// Precondition: `0 < offset < text.endOffset` and `offset` does not split a surrogate pair
    /// (callers never ask there: no host in this package stops inside a pair).
    func breaks(at offset: UTF16Offset, in text: UTF16Text) -> Bool
}

extension BoundaryPredicateRule {
    /// Complexity: O(distance to the boundary) calls of ``breaks(at:in:)``.
    public func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        let end = text.units.count
        var position = offset.rawValue
        if forward {
            guard position < end else { return nil }
            repeat { position += 1 } while position < end && !isStop(position, in: text)
        } else {
            guard position > 0 else { return nil }
            repeat { position -= 1 } while position > 0 && !isStop(position, in: text)
        }
        return UTF16Offset(position)
    }

    private func isStop(_ position: Int, in text: UTF16Text) -> Bool {
        let offset = UTF16Offset(position)
        return text.isScalarBoundary(offset) && breaks(at: offset, in: text)
    }
}

/// Steps by Unicode scalar while naming the host's own unit (UTF-8 bytes for xi-editor): the
/// positions a byte offset shares with a UTF-16 offset are exactly the scalar boundaries.
public struct ScalarBoundaryStepRule: StepRule {
    public init() {}
    public func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        forward ? CodePointSegmenter().boundary(after: offset, in: text) : CodePointSegmenter().boundary(before: offset, in: text)
    }

    /// The UTF-8 byte offset of `offset`, counting a lone surrogate as the 3 bytes of the U+FFFD a
    /// UTF-8 host would hold in its place. Precondition: `offset` is a scalar boundary.
    /// Complexity: O(offset).
    public static func utf8ByteOffset(of offset: UTF16Offset, in text: UTF16Text) -> Int {
        var bytes = 0
        var position = UTF16Offset.zero
        while position < offset {
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

/// Facts shared by the host rules: fixed code point ranges the hosts test directly (not Unicode
/// properties, so they do not depend on a Unicode version).
enum CodePoints {
    static let lineFeed: UInt32 = 0x0A
    static let carriageReturn: UInt32 = 0x0D
    static let zeroWidthJoiner: UInt32 = 0x200D
    static let combiningEnclosingKeycap: UInt32 = 0x20E3
    static let variationSelector16: UInt32 = 0xFE0F
    static let cancelTag: UInt32 = 0xE007F

    static func isRegionalIndicator(_ c: UInt32) -> Bool { (0x1F1E6...0x1F1FF).contains(c) }
    /// U+1F3FB to U+1F3FF, the Fitzpatrick skin-tone modifiers.
    static func isEmojiModifier(_ c: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(c) }
    static func isKeycapBase(_ c: UInt32) -> Bool { (0x30...0x39).contains(c) || c == 0x23 || c == 0x2A }
    /// U+E0020 to U+E007E (tag_spec characters; CANCEL TAG excluded).
    static func isTagSpec(_ c: UInt32) -> Bool { (0xE0020...0xE007E).contains(c) }
    /// FE00 to FE0F and E0100 to E01EF (Mongolian free variation selectors excluded).
    static func isStandardVariationSelector(_ c: UInt32) -> Bool {
        (0xFE00...0xFE0F).contains(c) || (0xE0100...0xE01EF).contains(c)
    }
}

extension UTF16Text {
    /// The offset just after the last line break (U+000A, or also U+000D when `carriageReturn`)
    /// before `offset`, or 0.
    func lineStart(before offset: UTF16Offset, carriageReturnBreaks: Bool = false) -> UTF16Offset {
        var i = offset.rawValue
        while i > 0 {
            let unit = units[i - 1]
            if unit == 0x0A || (carriageReturnBreaks && unit == 0x0D) { break }
            i -= 1
        }
        return UTF16Offset(i)
    }
}
