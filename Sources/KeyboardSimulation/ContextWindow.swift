import EditingSemantics

/// How much text a simulated host shows a keyboard through `documentContextBeforeInput` and
/// `documentContextAfterInput`. iOS hands keyboards a limited window whose size is not documented,
/// and some hosts give no context at all (nil) in some states; both are knobs here.
public enum ContextWindow: Hashable, Sendable, CustomStringConvertible {
    /// The whole text on each side.
    case unlimited
    /// At most this many UTF-16 units on each side of the selection. A cut never leaves half a
    /// surrogate pair at the far end of the window: it keeps one unit less instead.
    case limited(UTF16Count)
    /// Both contexts are nil.
    case unavailable

    public var description: String {
        switch self {
        case .unlimited: return "unlimited"
        case .limited(let count): return "\(count.rawValue)"
        case .unavailable: return "none"
        }
    }

    /// Reads `unlimited`, `none` or a count of UTF-16 units.
    public init?(_ description: String) {
        switch description {
        case "unlimited": self = .unlimited
        case "none": self = .unavailable
        default:
            guard let count = Int(description), count >= 0 else { return nil }
            self = .limited(UTF16Count(count))
        }
    }

    /// The context before `end` in `text`: the window's part of `text[0..<end]`, or nil.
    func before(_ end: UTF16Offset, in text: UTF16Text) -> UTF16Text? {
        switch self {
        case .unavailable: return nil
        case .unlimited: return text[.zero..<end]
        case .limited(let count):
            var start = UTF16Offset(max(0, end.rawValue - count.rawValue))
            if start > .zero, start < end, !text.isScalarBoundary(start) { start = start.advanced(by: 1) }
            return text[start..<end]
        }
    }

    /// The context after `start` in `text`: the window's part of `text[start...]`, or nil.
    func after(_ start: UTF16Offset, in text: UTF16Text) -> UTF16Text? {
        switch self {
        case .unavailable: return nil
        case .unlimited: return text[start..<text.endOffset]
        case .limited(let count):
            var end = UTF16Offset(min(text.units.count, start.rawValue + count.rawValue))
            if end < text.endOffset, end > start, !text.isScalarBoundary(end) { end = UTF16Offset(end.rawValue - 1) }
            return text[start..<end]
        }
    }
}
