extension Equatable {
    /// Whether `self` equals one of the values: `[a, b].contains(self)` without building an
    /// array, for the break predicates that run once per code point.
    @inline(__always) func isOne(of a: Self, _ b: Self) -> Bool { self == a || self == b }
    @inline(__always) func isOne(of a: Self, _ b: Self, _ c: Self) -> Bool { self == a || self == b || self == c }
    @inline(__always) func isOne(of a: Self, _ b: Self, _ c: Self, _ d: Self) -> Bool {
        self == a || self == b || self == c || self == d
    }
}
