import EditingSemantics

/// VS Code's caret unit: `GraphemeIterator` (src/vs/base/common/strings.ts), which asks
/// `breakBetweenGraphemeBreakType` about each pair of neighbouring code points, with no state:
/// - its fast path breaks after an Other character before anything but Extend or SpacingMark,
///   so it breaks before a ZWJ that follows an ordinary letter;
/// - GB11 is reduced to `ZWJ × Extended_Pictographic`;
/// - regional indicators never break between each other (no pairing by parity);
/// - there is no GB9c, so Devanagari स्ते is two stops (स्|ते).
/// VS Code's break-type table is generated from the Unicode data files; this model reads the
/// same classes from the system ICU.
package struct VSCodeGraphemeRule: BoundaryPredicateRule {
    package init() {}

    enum BreakType {
        case other, prepend, cr, lf, control, extend, regionalIndicator, spacingMark
        case l, v, t, lv, lvt, zwj, extendedPictographic
    }

    static func breakType(_ c: UInt32) -> BreakType {
        if c < 32 { return c == 0x0A ? .lf : c == 0x0D ? .cr : .control }
        if c < 127 { return .other }
        switch ICUProperties.graphemeClusterBreak(c) {
        case .prepend: return .prepend
        case .cr: return .cr
        case .lf: return .lf
        case .control: return .control
        case .extend: return .extend
        case .regionalIndicator: return .regionalIndicator
        case .spacingMark: return .spacingMark
        case .l: return .l
        case .v: return .v
        case .t: return .t
        case .lv: return .lv
        case .lvt: return .lvt
        case .zwj: return .zwj
        default: return ICUProperties.isExtendedPictographic(c) ? .extendedPictographic : .other
        }
    }

    static func breakBetween(_ a: BreakType, _ b: BreakType) -> Bool {
        if a == .other { return b != .extend && b != .spacingMark }
        if a == .cr && b == .lf { return false }
        if a.isOne(of: .control, .cr, .lf) || b.isOne(of: .control, .cr, .lf) { return true }
        if a == .l && b.isOne(of: .l, .v, .lv, .lvt) { return false }
        if a.isOne(of: .lv, .v) && b.isOne(of: .v, .t) { return false }
        if a.isOne(of: .lvt, .t) && b == .t { return false }
        if b == .extend || b == .zwj || b == .spacingMark { return false }
        if a == .prepend { return false }
        if a == .zwj && b == .extendedPictographic { return false }
        if a == .regionalIndicator && b == .regionalIndicator { return false }
        return true
    }

    package func breaks(at offset: UTF16Offset, in text: UTF16Text) -> Bool {
        Self.breakBetween(Self.breakType(text.scalar(endingAt: offset).value), Self.breakType(text.scalar(startingAt: offset).value))
    }
}
