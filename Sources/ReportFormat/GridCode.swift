import EditingSemantics

/// How one host's segmentation compares with a unit's, caniuse-style.
package enum GridCode: String, Sendable, CaseIterable, Comparable, Codable {
    /// The same boundaries on every text.
    case same
    /// Never a boundary the unit lacks, and somewhere fewer: the host takes more per step.
    case coarser
    /// Every boundary of the unit and somewhere more: the host takes less per step.
    case finer
    /// Neither coarser nor finer throughout, or the host rewrites text instead of deleting it.
    case mixed
    /// The host's behaviour for this aspect is not known.
    case unknown

    /// Compares one text's boundaries; nil host boundaries mean the host rewrote the text.
    package static func compare(host: [UTF16Offset]?, unit: [UTF16Offset]) -> GridCode {
        guard let host else { return .mixed }
        if host == unit { return .same }
        guard isSorted(host), isSorted(unit) else {
            let h = Set(host), u = Set(unit)
            if h.isSubset(of: u) { return .coarser }
            if h.isSuperset(of: u) { return .finer }
            return .mixed
        }
        // Boundaries come in increasing order, so the subset tests are merges, not hash sets.
        if sortedElements(of: host, areIn: unit) { return .coarser }
        if sortedElements(of: unit, areIn: host) { return .finer }
        return .mixed
    }

    private static func isSorted(_ values: [UTF16Offset]) -> Bool {
        zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
    }

    /// Whether every value of `part` occurs in `whole`; both in non-decreasing order.
    private static func sortedElements(of part: [UTF16Offset], areIn whole: [UTF16Offset]) -> Bool {
        var j = 0
        for value in part {
            while j < whole.count && whole[j] < value { j += 1 }
            if j == whole.count || whole[j] != value { return false }
        }
        return true
    }

    /// Combines the codes of two sets of texts.
    package func combined(with other: GridCode) -> GridCode {
        switch (self, other) {
        case (.unknown, _), (_, .unknown): return .unknown
        case (.same, let x), (let x, .same): return x
        case (let a, let b) where a == b: return a
        default: return .mixed
        }
    }

    private var rank: Int { Self.allCases.firstIndex(of: self)! }
    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
