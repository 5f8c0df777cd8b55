import EditingSemantics

/// Blink's caret unit: `IsGraphemeBreak` (editing/state_machines/state_machine_util.cc) between
/// two code points, with regional indicators paired by parity as its grapheme boundary state
/// machines do. It is UAX #29 (GB3–GB9b) plus:
/// - "Cluster Indic syllables together": no break after an Indic_Syllabic_Category=Virama
///   character (a fixed list from Unicode 9.0, without Tamil U+0BCD, crbug.com/693687) before a
///   letter (Lo);
/// - GB11 reduced to `ZWJ × Emoji` (the `Emoji` property, no look-back).
/// A lone surrogate is a cluster of its own. Properties come from the system ICU.
public struct BlinkGraphemeRule: BoundaryPredicateRule {
    public init() {}
    typealias GCB = ICUProperties.GraphemeClusterBreak

    static let viramas: Set<UInt32> = [
        0x094D, 0x09CD, 0x0A4D, 0x0ACD, 0x0B4D, 0x0C4D, 0x0CCD, 0x0D4D,
        0x0DCA, 0x1B44, 0xA8C4, 0xA9C0, 0x11046, 0x110B9, 0x111C0, 0x11235,
        0x1134D, 0x11442, 0x114C2, 0x115BF, 0x1163F, 0x116B6, 0x11C3F,
    ]

    /// `IsGraphemeBreak(prev, next)` for two code points that are not both regional indicators.
    static func isGraphemeBreak(_ c1: UInt32, _ c2: UInt32) -> Bool {
        let p1 = ICUProperties.graphemeClusterBreak(c1), p2 = ICUProperties.graphemeClusterBreak(c2)
        if p1 == .cr && p2 == .lf { return false }
        if [.control, .cr, .lf].contains(p1) || [.control, .cr, .lf].contains(p2) { return true }
        if p1 == .l && [.l, .v, .lv, .lvt].contains(p2) { return false }
        if [.lv, .v].contains(p1) && [.v, .t].contains(p2) { return false }
        if [.lvt, .t].contains(p1) && p2 == .t { return false }
        if p2 == .extend || c2 == CodePoints.zeroWidthJoiner || p2 == .spacingMark { return false }
        if p1 == .prepend { return false }
        if viramas.contains(c1) && ICUProperties.generalCategoryCode(c2) == 5 /* Lo */ { return false }
        if c1 == CodePoints.zeroWidthJoiner && ICUProperties.isEmoji(c2) { return false }
        return true
    }

    public func breaks(at offset: UTF16Offset, in text: UTF16Text) -> Bool {
        let before = text.scalar(endingAt: offset), after = text.scalar(startingAt: offset)
        if before.isLoneSurrogate || after.isLoneSurrogate { return true }
        if CodePoints.isRegionalIndicator(before.value) && CodePoints.isRegionalIndicator(after.value) {
            var count = 0
            var position = offset
            while position > .zero {
                let slice = text.scalar(endingAt: position)
                guard !slice.isLoneSurrogate, CodePoints.isRegionalIndicator(slice.value) else { break }
                count += 1
                position = slice.offset
            }
            return count % 2 == 0
        }
        return Self.isGraphemeBreak(before.value, after.value)
    }
}

/// Blink's `BackspaceStateMachine` as `PreviousBackwardDeletionOffsetOf` runs it: fed code units
/// backward from the caret, with its handling of unpaired surrogates (a lone lead surrogate or a
/// pending lone trail surrogate is deleted along with whatever the machine counted).
public struct BlinkBackspaceStateMachineRule: DeleteRule {
    public init() {}

    /// The number of UTF-16 units the machine deletes before `caret`. Precondition: `caret > 0`.
    public static func unitsToDelete(before caret: UTF16Offset, in text: UTF16Text) -> Int {
        var machine = EmojiBackspaceStateMachine(dialect: .blink)
        var extra = 0
        var pendingTrail: UInt16?
        var i = caret.rawValue
        feeding: while i > 0 {
            i -= 1
            let unit = text.units[i]
            let codePoint: UInt32, length: Int
            if UTF16.isLeadSurrogate(unit) {
                guard let trail = pendingTrail else {
                    extra += 1
                    break feeding
                }
                codePoint = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
                length = 2
                pendingTrail = nil
            } else if UTF16.isTrailSurrogate(unit) {
                if pendingTrail != nil { break feeding }
                pendingTrail = unit
                continue
            } else {
                if pendingTrail != nil { break feeding }
                codePoint = UInt32(unit)
                length = 1
            }
            machine.feed(codePoint, units: length)
            if machine.isFinished { break }
        }
        if pendingTrail != nil { extra += 1 }
        return machine.unitsToDelete + extra
    }

    public func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        return TextEdit(range: UTF16Offset(caret.rawValue - Self.unitsToDelete(before: caret, in: text))..<caret)
    }
}

/// Blink's Backspace key, `TypingCommand::DeleteKeyPressed`: it first extends the caret back by
/// one grapheme cluster (``BlinkGraphemeRule``); when that spans more than one code unit,
/// `AdjustSelectionForBackwardDelete` moves the start to the backspace state machine's offset
/// (``BlinkBackspaceStateMachineRule``). Block-level merges at a paragraph start are not modelled.
public struct BlinkBackspaceRule: DeleteRule {
    public init() {}

    public func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard let clusterStart = BlinkGraphemeRule().step(from: caret, forward: false, in: text) else { return nil }
        if caret.rawValue - clusterStart.rawValue <= 1 { return TextEdit(range: clusterStart..<caret) }
        return BlinkBackspaceStateMachineRule().deleteBackward(from: caret, in: text)
    }
}
