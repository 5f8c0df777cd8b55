/// How one host's segmentation compares with a unit's, caniuse-style.
public enum GridCode: String, Sendable, CaseIterable, Comparable {
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
    static func compare(host: [Int]?, unit: [Int]) -> GridCode {
        guard let host else { return .mixed }
        if host == unit { return .same }
        let h = Set(host), u = Set(unit)
        if h.isSubset(of: u) { return .coarser }
        if h.isSuperset(of: u) { return .finer }
        return .mixed
    }

    /// Combines the codes of two sets of texts.
    func combined(with other: GridCode) -> GridCode {
        switch (self, other) {
        case (.unknown, _), (_, .unknown): return .unknown
        case (.same, let x), (let x, .same): return x
        case (let a, let b) where a == b: return a
        default: return .mixed
        }
    }

    private var rank: Int { Self.allCases.firstIndex(of: self)! }
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
