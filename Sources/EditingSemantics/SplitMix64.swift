/// Sebastiano Vigna's SplitMix64 generator: a 64-bit state advanced by a fixed odd constant and
/// mixed by two multiply-xorshift rounds. Small, fast and fully specified, so a seed names the
/// same sequence on every platform and Swift version (the standard library's generator and its
/// `random(in:using:)` mapping make no such promise).
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` by reduction modulo `bound` (the slight bias does not matter for
    /// test data; what matters is that the mapping is ours and stays fixed). Precondition: bound > 0.
    package mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A value in `range` (closed). Precondition: the range is not empty.
    package mutating func inRange(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// One element of a non-empty array.
    package mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
