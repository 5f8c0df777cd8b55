import EditingSemantics

/// Relations between units that follow from their definitions: where a coarser unit breaks, the
/// finer one breaks too, so the coarser boundary set is a subset of the finer one.
package enum UnitNesting {
    /// Pairs (coarser, finer) whose boundary sets nest on every text:
    /// - every unit but `utf16` breaks only between scalars, so its boundaries are `code-point` ones;
    /// - an extended grapheme cluster is a union of legacy clusters (UAX #29: the legacy definition
    ///   only drops the no-break rules GB9a, GB9b and GB9c);
    /// - grapheme rules GB6 to GB8 keep Hangul syllables together, and GB12/GB13 keep
    ///   regional-indicator pairs together, by the same parity as the `flag` unit.
    package static let pairs: [(coarser: UnitID, finer: UnitID)] =
        UnitID.allCases.filter { $0 != .utf16 && $0 != .codePoint }.map { ($0, .codePoint) }
        + [(.codePoint, .utf16), (.grapheme, .legacyGrapheme), (.grapheme, .hangulSyllable), (.grapheme, .flag)]

    /// Every nesting that fails on `text`.
    package static func violations(on text: UTF16Text) -> [Violation] {
        var cache: [UnitID: Set<UTF16Offset>] = [:]
        func boundaries(_ unit: UnitID) -> Set<UTF16Offset> {
            if let known = cache[unit] { return known }
            let set = Set(unit.makeSegmenter().boundaries(in: text))
            cache[unit] = set
            return set
        }
        var found: [Violation] = []
        for (coarser, finer) in pairs {
            let extra = boundaries(coarser).subtracting(boundaries(finer))
            if let first = extra.min() {
                found.append(Violation("\(coarser) breaks at \(first) where \(finer) does not", text: text))
            }
        }
        if boundaries(.hangulJamo) != boundaries(.codePoint) {
            found.append(Violation("hangul-jamo boundaries differ from code-point boundaries", text: text))
        }
        return found
    }
}
