/// SHA-256 (FIPS 180-4), fed incrementally, so a large file can be hashed while it streams.
///
/// Written for the corpus version stamp; checked against NIST's published test vectors. Not
/// swift-crypto's: on Linux that builds BoringSSL's C sources into every clean build for one hash.
/// Complexity: O(n) in the bytes fed, O(1) memory.
package struct SHA256: Sendable {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
        (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)
    /// Bytes not yet compressed (fewer than 64).
    private var block: [UInt8] = []
    /// Bytes fed so far.
    private var byteCount: UInt64 = 0

    package init() { block.reserveCapacity(64) }

    /// Feeds `bytes`.
    package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            byteCount &+= 1
            block.append(byte)
            if block.count == 64 {
                block.withUnsafeBytes { compress($0) }
                block.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Feeds the bytes in `buffer` (the fast path for streamed files).
    package mutating func update(_ buffer: UnsafeRawBufferPointer) {
        var start = 0
        byteCount &+= UInt64(buffer.count)
        if !block.isEmpty {
            let take = min(64 - block.count, buffer.count)
            block.append(contentsOf: buffer[0..<take])
            start = take
            guard block.count == 64 else { return }
            block.withUnsafeBytes { compress($0) }
            block.removeAll(keepingCapacity: true)
        }
        while buffer.count - start >= 64 {
            compress(UnsafeRawBufferPointer(rebasing: buffer[start..<start + 64]))
            start += 64
        }
        block.append(contentsOf: buffer[start...])
    }

    /// The 32-byte digest of everything fed. Does not change `self`.
    package func finalize() -> [UInt8] {
        var copy = self
        let bitLength = byteCount &* 8
        var tail = copy.block
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBytes { bytes in
            var index = 0
            while index < bytes.count {
                copy.compress(UnsafeRawBufferPointer(rebasing: bytes[index..<index + 64]))
                index += 64
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        let words = [copy.state.0, copy.state.1, copy.state.2, copy.state.3, copy.state.4, copy.state.5, copy.state.6, copy.state.7]
        for word in words {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return digest
    }

    /// The digest as 64 lowercase hex digits.
    package func hexDigest() -> String { SHA256.hex(finalize()) }

    /// The digest of `bytes` as 64 lowercase hex digits.
    package static func hexDigest<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.hexDigest()
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Compresses one 64-byte block into the state. Precondition: `bytes.count == 64`.
    private mutating func compress(_ bytes: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
            for t in 0..<16 {
                w[t] = UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self))
            }
            for t in 16..<64 {
                let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
                let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
                w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = state
            roundConstants.withUnsafeBufferPointer { k in
                for t in 0..<64 {
                    let sum1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                    let choice = (e & f) ^ (~e & g)
                    let temp1 = h &+ sum1 &+ choice &+ k[t] &+ w[t]
                    let sum0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let temp2 = sum0 &+ majority
                    h = g
                    g = f
                    f = e
                    e = d &+ temp1
                    d = c
                    c = b
                    b = a
                    a = temp1 &+ temp2
                }
            }
            state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
                     state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
        }
    }
}

@inline(__always) private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }

/// The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4 §4.2.2).
private let roundConstants: [UInt32] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]
