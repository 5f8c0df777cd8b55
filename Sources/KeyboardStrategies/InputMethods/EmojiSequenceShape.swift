import EditingSemantics

/// Whether code points have the shape of one emoji, standing in for the emoji-test regular
/// expression HeliBoard matches (from mathiasbynens/emoji-test-regex-pattern, every sequence of
/// emoji-test.txt, the qualified and unqualified ones and the components).
///
/// The shapes are UTS #51's (ED-14a keycap, ED-14c tag, ED-15 modifier, ED-16 ZWJ sequences, a
/// flag as two regional indicators) over the system ICU's `Emoji` property (Unicode 15.0 on
/// Debian 12): every sequence the expression matches has one of them (a test holds this to
/// Unicode 15.0's emoji-test.txt), but unlike the expression it also accepts pairs of regional
/// indicators that name no region, tags naming no subdivision and ZWJ sequences no vendor
/// draws, and knows no emoji newer than the system ICU.
package enum EmojiSequenceShape {
    package static func isSingleEmoji(_ points: [UInt32]) -> Bool {
        guard let first = points.first else { return false }
        if isKeycapBase(first) {
            return points == [first, 0x20E3] || points == [first, 0xFE0F, 0x20E3]
        }
        if ICUProperties.isRegionalIndicator(first) {
            return points.count == 2 && ICUProperties.isRegionalIndicator(points[1])
        }
        if first == 0x1F3F4, points.count > 2, points.last == 0xE007F,
           points.dropFirst().dropLast().allSatisfy({ (0xE0020...0xE007E).contains($0) }) {
            return true
        }
        var index = 0
        while true {
            guard let end = element(points, from: index) else { return false }
            if end == points.count { return true }
            guard points[end] == 0x200D else { return false }
            index = end + 1
        }
    }

    /// The end of one ZWJ-sequence element starting at `start`: an emoji character, then a
    /// variation selector 16 or, after a modifier base, a skin-tone modifier.
    private static func element(_ points: [UInt32], from start: Int) -> Int? {
        guard start < points.count else { return nil }
        let base = points[start]
        guard ICUProperties.isEmoji(base), !isKeycapBase(base), !ICUProperties.isRegionalIndicator(base) else { return nil }
        var end = start + 1
        if end < points.count {
            if points[end] == 0xFE0F {
                end += 1
            } else if ICUProperties.isEmojiModifierBase(base), ICUProperties.isEmojiModifier(points[end]) {
                end += 1
            }
        }
        return end
    }

    private static func isKeycapBase(_ c: UInt32) -> Bool { c == 0x23 || c == 0x2A || (0x30...0x39).contains(c) }
}
