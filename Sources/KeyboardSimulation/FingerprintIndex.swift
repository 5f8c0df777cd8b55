import EditingSupport

/// Positions in an array of keys, found by a 64-bit fingerprint of each key: an open-addressing
/// table that holds only the fingerprints and the positions, the caller comparing the keys
/// themselves. For keys whose `Hashable` hashing would cost more than the lookup's other work
/// (a simulated document's questions each hash a whole text).
///
/// - Complexity: O(1) expected per lookup and insertion, plus the caller's comparisons of keys
///   whose fingerprints are equal.
struct FingerprintIndex {
    /// Fingerprint and position per bucket; a position of -1 marks an empty bucket.
    private var buckets: [(fingerprint: UInt64, position: Int32)]
    private var count = 0

    init() { buckets = Array(repeating: (0, -1), count: 64) }

    /// The position of the key with `fingerprint` for which `isKey` holds, if any.
    func position(of fingerprint: UInt64, where isKey: (Int) -> Bool) -> Int? {
        let mask = buckets.count - 1
        var i = Int(truncatingIfNeeded: fingerprint) & mask
        while true {
            let bucket = buckets[i]
            if bucket.position < 0 { return nil }
            if bucket.fingerprint == fingerprint && isKey(Int(bucket.position)) { return Int(bucket.position) }
            i = (i + 1) & mask
        }
    }

    /// Records `position` under `fingerprint`.
    /// - Precondition: no key at another position is the same key.
    mutating func insert(_ fingerprint: UInt64, position: Int) {
        if 2 * (count + 1) > buckets.count { grow() }
        place(fingerprint, Int32(position))
        count += 1
    }

    private mutating func place(_ fingerprint: UInt64, _ position: Int32) {
        let mask = buckets.count - 1
        var i = Int(truncatingIfNeeded: fingerprint) & mask
        while buckets[i].position >= 0 { i = (i + 1) & mask }
        buckets[i] = (fingerprint, position)
    }

    private mutating func grow() {
        let old = buckets
        buckets = Array(repeating: (0, -1), count: 2 * old.count)
        for bucket in old where bucket.position >= 0 { place(bucket.fingerprint, bucket.position) }
    }

    /// A fingerprint of `units` and `extra`: 64-bit FNV-1a over both, mixed at the end so that
    /// the low bits the table uses depend on every unit.
    static func fingerprint(_ units: [UInt16], _ extra: Int) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bitPattern: Int64(extra))
        units.withUnsafeBufferPointer { units in
            for unit in units { hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3 }
        }
        hash ^= UInt64(units.count)
        // The finalizer of SplitMix64.
        hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 31)
    }
}
