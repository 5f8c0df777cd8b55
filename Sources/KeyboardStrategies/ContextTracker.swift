/// Follows the text before the caret through successive reads of a context window that may show
/// only its end, by aligning each read with a first read, `origin`.
///
/// Each read is explained as `shift` units the window shows before `origin`'s first unit (or, for
/// a negative shift, `origin` cut at its start), then `origin[0..<kept]` unchanged, then `junk`:
/// what the host put in place of the rest. Calls only change the text at the caret, so while the
/// read's length changes the window is taken to stay where it was (the shift is kept): that is
/// always right when the window shows the whole text, or starts at a fixed place such as a
/// paragraph. A read as long as the last one that the kept shift explains only with junk is
/// taken as a window of fixed size that slid: the shift that matches the most of the read to
/// `origin` wins, ties going to the shift closest to the kept one. Over periodic text ("hahaha")
/// such a window is ambiguous; then the smallest change is assumed.
///
/// A `String`-shaped context shows half of a surrogate pair as U+FFFD, so where the caret or an
/// edit splits a pair of `origin`, a U+FFFD in the read matches that half.
struct ContextTracker {
    let origin: [UInt16]
    /// Units shown before `origin[0]` (negative: the read starts at `origin[-shift]`).
    private(set) var shift = 0
    private var lastCount: Int

    /// `readCount` is the length of the first read, which `origin` may extend (with the context
    /// after the caret, for moves).
    init(origin: [UInt16], readCount: Int? = nil) {
        self.origin = origin
        lastCount = readCount ?? origin.count
    }

    /// Where a read of the context stands against `origin`.
    struct Location {
        /// How many units of `origin` survive, from its start.
        var kept: Int
        /// What follows them up to the caret.
        var junk: ArraySlice<UInt16>
        /// The text before the caret in `origin`'s coordinates.
        func text(in origin: [UInt16]) -> [UInt16] { Array(origin[..<kept]) + junk }
    }

    /// Aligns `view`, a fresh read of the context before the caret, and remembers its shift.
    /// Complexity: O(n) while the window stays put; O(n²) in the worst case when it slides
    /// (O(n) typically, as most shifts fail on their first unit).
    mutating func locate(_ view: [UInt16]) -> Location {
        defer { lastCount = view.count }
        let anchored = align(view, shift: shift)
        if let anchored, anchored.junk.isEmpty || view.count != lastCount { return anchored }
        var best: (location: Location, shift: Int, unexplained: Int)?
        for candidate in -origin.count...view.count {
            guard let location = align(view, shift: candidate) else { continue }
            let unexplained = max(candidate, 0) + location.junk.count
            if let current = best {
                let better = unexplained < current.unexplained
                    || (unexplained == current.unexplained && abs(candidate - shift) < abs(current.shift - shift))
                if !better { continue }
            }
            best = (location, candidate, unexplained)
        }
        let chosen = best!  // a shift of 0 always aligns
        shift = chosen.shift
        return chosen.location
    }

    /// The read explained with `shift` units before `origin`, or nil when the shift is impossible.
    private func align(_ view: [UInt16], shift: Int) -> Location? {
        if shift >= 0 {
            guard shift <= view.count else { return nil }
            let rest = view[shift...]
            let kept = Self.matchingPrefixCount(rest, origin[...])
            return Location(kept: kept, junk: rest.dropFirst(kept))
        }
        let start = -shift
        guard start <= origin.count else { return nil }
        let matched = Self.matchingPrefixCount(view[...], origin[start...])
        return Location(kept: start + matched, junk: view.dropFirst(matched))
    }
}

extension ContextTracker {
    /// How many leading units of a read match `origin`'s, U+FFFD matching a surrogate.
    static func matchingPrefixCount(_ view: ArraySlice<UInt16>, _ origin: ArraySlice<UInt16>) -> Int {
        var i = 0
        let count = min(view.count, origin.count)
        while i < count {
            let seen = view[view.startIndex + i], expected = origin[origin.startIndex + i]
            guard seen == expected || (seen == 0xFFFD && UTF16.isSurrogate(expected)) else { break }
            i += 1
        }
        return i
    }
}

/// How many leading units two sequences share.
func commonPrefixCount(_ a: ArraySlice<UInt16>, _ b: ArraySlice<UInt16>) -> Int {
    var i = 0
    let count = min(a.count, b.count)
    while i < count, a[a.startIndex + i] == b[b.startIndex + i] { i += 1 }
    return i
}
