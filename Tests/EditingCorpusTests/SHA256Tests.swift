import EditingCorpus
import Testing

/// The published SHA-256 examples of FIPS 180-2 (Appendix B) and NIST's CAVP long message.
@Suite struct SHA256Tests {
    @Test func abc() {
        #expect(SHA256.hexDigest(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func emptyString() {
        #expect(SHA256.hexDigest(of: [UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func the448BitMessage() {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(message.utf8.count * 8 == 448)
        #expect(SHA256.hexDigest(of: Array(message.utf8)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func the896BitMessage() {
        let message = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        #expect(message.utf8.count * 8 == 896)
        #expect(SHA256.hexDigest(of: Array(message.utf8)) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test func aMillionAs() {
        #expect(SHA256.hexDigest(of: [UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Feeding in pieces of every awkward size gives the one-shot digest of the 896-bit message.
    @Test(arguments: [1, 3, 55, 56, 63, 64, 65, 100])
    func piecewiseFeedingMatches(pieceSize: Int) {
        let message = Array("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu".utf8)
        var viaBuffers = SHA256()
        var viaSequences = SHA256()
        var start = 0
        while start < message.count {
            let piece = Array(message[start..<min(start + pieceSize, message.count)])
            piece.withUnsafeBytes { viaBuffers.update($0) }
            viaSequences.update(piece)
            start += pieceSize
        }
        #expect(viaBuffers.hexDigest() == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        #expect(viaSequences.hexDigest() == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }
}
