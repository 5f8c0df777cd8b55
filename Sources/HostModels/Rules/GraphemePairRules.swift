import EditingSemantics

extension ICUProperties.GraphemeClusterBreak {
    /// UAX #29's rules that look at one pair of classes alone, GB3–GB9b, between `self` and
    /// `next`: true for a break, false for none, nil where they leave it to the later rules
    /// (GB9c, GB11–GB13, GB999), which hosts implement in their own ways.
    ///
    /// - Complexity: O(1).
    func pairRuleBreaks(before next: Self) -> Bool? {
        if self == .cr && next == .lf { return false }
        if isOne(of: .control, .cr, .lf) || next.isOne(of: .control, .cr, .lf) { return true }
        if self == .l && next.isOne(of: .l, .v, .lv, .lvt) { return false }
        if isOne(of: .lv, .v) && next.isOne(of: .v, .t) { return false }
        if isOne(of: .lvt, .t) && next == .t { return false }
        if next.isOne(of: .extend, .zwj, .spacingMark) || self == .prepend { return false }
        return nil
    }
}
