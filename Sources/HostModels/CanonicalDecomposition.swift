import EditingSemantics

/// Text that canonical decomposition leaves as it is, found without asking ICU to normalize: a
/// press of GTK's Backspace on most clusters needs only to know that their NFD is themselves.
enum CanonicalDecomposition {
    /// Whether the NFD of the units `range` of `units`, read alone, is those units themselves; nil
    /// when a character is beyond the table (planes 2 and up), so ICU must say.
    ///
    /// NFD replaces each character by its full canonical decomposition, then sorts each run of
    /// non-starters by combining class; so a text is its own NFD exactly when each character is
    /// its own and no non-starter follows one of a higher class. Lone surrogates pass through.
    /// - Complexity: O(length of `range`).
    static func isOwnNFD(_ range: Range<Int>, of units: [UInt16]) -> Bool? {
        var offset = range.lowerBound
        var previousClass = 0
        while offset < range.upperBound {
            let unit = units[offset]
            var value = UInt32(unit)
            if UTF16.isLeadSurrogate(unit), offset + 1 < range.upperBound, UTF16.isTrailSurrogate(units[offset + 1]) {
                value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(units[offset + 1]) - 0xDC00)
                guard value < 0x20000 else { return nil }
                offset += 2
            } else {
                offset += 1
            }
            if decomposes[Int(value) >> 6] & (1 << (UInt64(value) & 63)) != 0 { return false }
            let combiningClass = ICUProperties.combiningClass(value)
            if combiningClass != 0 && previousClass > combiningClass { return false }
            previousClass = combiningClass
        }
        return true
    }

    /// A text read forward scalar by scalar, knowing the first scalar boundary from which what
    /// has been read is, as ``isOwnNFD(_:of:)`` says true, its own NFD: a range of whole scalars
    /// ending at the last one read is its own NFD exactly when it starts there or later.
    struct OwnNFDStart {
        private(set) var start = 0
        private var previousClass = 0
        /// ``decomposes``, taken once rather than at every character.
        private let decomposes = CanonicalDecomposition.decomposes

        /// Reads `value`, of combining class `combiningClass`, at the units `offset..<end`.
        @inline(__always) mutating func read(_ value: UInt32, combiningClass: Int, at offset: Int, end: Int) {
            if value < 0x20000 && decomposes[Int(value) >> 6] & (1 << (UInt64(value) & 63)) == 0 {
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

    /// Whether the NFD of `c` alone is not `c`, for `c` below U+20000: bit `c & 63` of word
    /// `c >> 6` (never set for a surrogate). Read from one ICU normalization of every other code
    /// point each followed by U+0001, a starter that is its own NFD, so no character's
    /// decomposition is reordered with another's.
    static let decomposes: [UInt64] = {
        let codePoints = (0..<UInt32(0x20000)).filter { !(0xD800...0xDFFF).contains($0) && $0 != 0x0001 }
        var units: [UInt16] = []
        units.reserveCapacity(codePoints.count * 3)
        for c in codePoints {
            units += Self.units(of: c)
            units.append(0x0001)
        }
        let decomposed = UTF16Text(units: units).nfd.units
        var words = [UInt64](repeating: 0, count: 0x20000 / 64)
        var start = 0
        for c in codePoints {
            var end = start
            while decomposed[end] != 0x0001 { end += 1 }
            if !decomposed[start..<end].elementsEqual(Self.units(of: c)) { words[Int(c) >> 6] |= 1 << (UInt64(c) & 63) }
            start = end + 1
        }
        return words
    }()

    private static func units(of c: UInt32) -> [UInt16] {
        c < 0x10000 ? [UInt16(c)] : [UInt16(0xD800 + ((c - 0x10000) >> 10)), UInt16(0xDC00 + ((c - 0x10000) & 0x3FF))]
    }
}
