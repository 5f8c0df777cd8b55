import EditingSemantics

/// Text that canonical decomposition leaves as it is, found without asking ICU to normalize: a
/// press of GTK's Backspace on most clusters needs only to know that their NFD is themselves.
enum CanonicalDecomposition {
    /// Whether the NFD of the units `range` of `units`, read alone, is those units themselves; nil
    /// when a character is beyond the table (see ``tableIndex(_:)``), so ICU must say.
    ///
    /// NFD replaces each character by its full canonical decomposition, then sorts each run of
    /// non-starters by combining class; so a text is its own NFD exactly when each character is
    /// its own and no non-starter follows one of a higher class. Lone surrogates pass through.
    /// - Complexity: O(length of `range`).
    static func isOwnNFD(_ range: Range<Int>, of units: [UInt16]) -> Bool? {
        units.withUnsafeBufferPointer { units in
            var offset = range.lowerBound
            var previousClass = 0
            while offset < range.upperBound {
                let (value, end, _) = UTF16Text.scalar(startingAt: offset, in: units, before: range.upperBound)
                offset = end
                guard let decomposes = decomposesAlone(value) else { return nil }
                if decomposes { return false }
                let combiningClass = ICUProperties.combiningClass(value)
                if combiningClass != 0 && previousClass > combiningClass { return false }
                previousClass = combiningClass
            }
            return true
        }
    }

    /// A text read forward scalar by scalar, knowing the first scalar boundary from which what
    /// has been read is, as ``isOwnNFD(_:of:)`` says true, its own NFD: a range of whole scalars
    /// ending at the last one read is its own NFD exactly when it starts there or later.
    struct OwnNFDStart {
        private(set) var start = 0
        private var previousClass = 0

        /// Reads `value`, of combining class `combiningClass`, at the units `offset..<end`.
        mutating func read(_ value: UInt32, combiningClass: Int, at offset: Int, end: Int) {
            read(knownOwnNFD: CanonicalDecomposition.decomposesAlone(value) == false, combiningClass: combiningClass, at: offset, end: end)
        }

        /// Reads a character at the units `offset..<end`, of combining class `combiningClass`,
        /// that is its own NFD in the table (`knownOwnNFD`) or not.
        @inline(__always) mutating func read(knownOwnNFD: Bool, combiningClass: Int, at offset: Int, end: Int) {
            if knownOwnNFD {
                // Out of order after the previous character: only ranges that leave it out.
                if combiningClass != 0 && previousClass > combiningClass { start = max(start, offset) }
                previousClass = combiningClass
            } else {
                // No range that holds it is known to be its own NFD.
                start = end
                previousClass = 0
            }
        }
    }

    /// Where ``decomposes`` holds `c`: planes 0 to 3 (scripts, symbols, emoji and ideographs,
    /// with the compatibility ideographs of plane 2 that decompose), then U+E0000...U+E0FFF (the
    /// tags of flag sequences and variation selectors); nil beyond (unassigned and private use).
    @inline(__always) static func tableIndex(_ c: UInt32) -> Int? {
        if c < 0x40000 { return Int(c) }
        if c &- 0xE0000 < 0x1000 { return Int(c - 0xE0000) + 0x40000 }
        return nil
    }

    /// Whether the NFD of `c` alone is not `c`; nil beyond the table.
    static func decomposesAlone(_ c: UInt32) -> Bool? {
        guard let index = tableIndex(c) else { return nil }
        return decomposes[index >> 6] & (1 << (UInt64(index) & 63)) != 0
    }

    /// The code points ``tableIndex(_:)`` places, in its order.
    static let tableCodePoints = Array(0..<UInt32(0x40000)) + Array(0xE0000..<UInt32(0xE1000))

    /// Whether the NFD of `c` alone is not `c`, for `c` in the table: bit `i & 63` of word `i >> 6`
    /// for `i` its ``tableIndex(_:)`` (never set for a surrogate), from the system ICU's
    /// decomposition data (``ICUProperties/nfdChanges(_:)``). `CanonicalDecompositionTests`
    /// holds it to normalizing each code point.
    static let decomposes: [UInt64] = {
        var words = [UInt64](repeating: 0, count: tableCodePoints.count / 64)
        for c in tableCodePoints where !(0xD800...0xDFFF).contains(c) && ICUProperties.nfdChanges(c) {
            let index = tableIndex(c)!
            words[index >> 6] |= 1 << (UInt64(index) & 63)
        }
        return words
    }()
}
