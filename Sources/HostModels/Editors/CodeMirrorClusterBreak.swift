import EditingSemantics

/// CodeMirror 6's clusters, `findClusterBreak` from the `find-cluster-break` package (which
/// `@codemirror/state` uses). A cluster joins only:
/// - Grapheme_Cluster_Break=Extend characters (when `includeExtending`);
/// - anything next to a ZWJ;
/// - regional indicators, paired by counting the ones before.
/// There is no Hangul L/V/T rule, no SpacingMark or Prepend rule, and no GB9c. The package ships
/// its own Extend table (Unicode 16.0); this model reads Extend from the system ICU.
package enum CodeMirrorClusterBreak {
    static func isExtending(_ c: UInt32) -> Bool {
        c >= 768 && ICUProperties.graphemeClusterBreak(c) == .extend
    }

    /// The code point starting at `position` as JavaScript's `codePointAt` pairing reads it, or
    /// nil for a position before the text (the package reads `NaN` there).
    private static func codePoint<Units: RandomAccessCollection<UInt16>>(at position: Int, in units: Units) -> UInt32? where Units.Index == Int {
        guard position >= 0, position < units.count else { return nil }
        let u0 = units[position]
        if UTF16.isLeadSurrogate(u0), position + 1 < units.count, UTF16.isTrailSurrogate(units[position + 1]) {
            return 0x10000 + ((UInt32(u0) - 0xD800) << 10) + (UInt32(units[position + 1]) - 0xDC00)
        }
        return UInt32(u0)
    }

    /// `codePointSize`: 2 for a supplementary code point and for `NaN`.
    private static func size(_ c: UInt32?) -> Int { c.map { $0 < 0x10000 ? 1 : 2 } ?? 2 }

    /// `nextClusterBreak(str, pos, includeExtending)`; `pos` may be -1, as `prevClusterBreak`
    /// passes it. `units` is indexed from 0 (an array, or a buffer over one line).
    static func next<Units: RandomAccessCollection<UInt16>>(from start: Int, in units: Units, includeExtending: Bool) -> Int where Units.Index == Int {
        var pos = start
        if pos == units.count { return pos }
        if pos > 0, UTF16.isTrailSurrogate(units[pos]), UTF16.isLeadSurrogate(units[pos - 1]) { pos -= 1 }
        var previous = codePoint(at: pos, in: units)
        pos += size(previous)
        while pos < units.count {
            let following = codePoint(at: pos, in: units)!
            if previous == CodePoints.zeroWidthJoiner || following == CodePoints.zeroWidthJoiner
                || (includeExtending && isExtending(following)) {
                pos += size(following)
                previous = following
            } else if CodePoints.isRegionalIndicator(following) {
                var countBefore = 0
                var i = pos - 2
                while i >= 0, let c = codePoint(at: i, in: units), CodePoints.isRegionalIndicator(c) {
                    countBefore += 1
                    i -= 2
                }
                if countBefore % 2 == 0 { break }
                pos += 2
            } else {
                break
            }
        }
        return pos
    }

    /// `prevClusterBreak(str, pos, includeExtending)`. `units` is indexed from 0.
    static func previous<Units: RandomAccessCollection<UInt16>>(from start: Int, in units: Units, includeExtending: Bool) -> Int where Units.Index == Int {
        var pos = start
        while pos > 0 {
            let found = next(from: pos - 2, in: units, includeExtending: includeExtending)
            if found < pos { return found }
            pos -= 1
        }
        return 0
    }
}

/// CodeMirror 6's caret unit: cursor motion by character calls `findClusterBreak` with extending
/// characters included.
package struct CodeMirrorCaretRule: StepRule {
    package init() {}
    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        let o = offset.rawValue
        if forward {
            guard o < text.units.count else { return nil }
            return UTF16Offset(CodeMirrorClusterBreak.next(from: o, in: text.units, includeExtending: true))
        }
        guard o > 0 else { return nil }
        return UTF16Offset(CodeMirrorClusterBreak.previous(from: o, in: text.units, includeExtending: true))
    }
}
