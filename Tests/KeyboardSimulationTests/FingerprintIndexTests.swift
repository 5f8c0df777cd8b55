import EditingSemantics
import EditingSupport
@testable import KeyboardSimulation
import Testing

/// The fingerprint index finds what a dictionary finds, through growth and through keys whose
/// fingerprints are equal (here forced by a fingerprint of few bits).
@Suite struct FingerprintIndexTests {
    @Test(arguments: [UInt64.max, 0x7]) func findsWhatADictionaryFinds(fingerprintMask: UInt64) {
        var rng = SplitMix64(seed: 0xF1D0 &+ fingerprintMask)
        var keys: [[UInt16]] = []
        var index = FingerprintIndex()
        var dictionary: [[UInt16]: Int] = [:]
        for _ in 0..<2000 {
            let key = (0..<Int(rng.next() % 4)).map { _ in UInt16(rng.next() % 5) }
            let fingerprint = FingerprintIndex.fingerprint(key, 3) & fingerprintMask
            let found = index.position(of: fingerprint) { keys[$0] == key }
            #expect(found == dictionary[key], "\(key)")
            if found == nil {
                index.insert(fingerprint, position: keys.count)
                dictionary[key] = keys.count
                keys.append(key)
            }
        }
        // Every short text over the alphabet, met or not, is found where the dictionary has it.
        var all: [[UInt16]] = [[]]
        for _ in 0..<3 { all += all.filter { $0.count == all.last!.count }.flatMap { key in (0..<UInt16(5)).map { key + [$0] } } }
        #expect(all.count == 1 + 5 + 25 + 125)
        for key in all {
            let fingerprint = FingerprintIndex.fingerprint(key, 3) & fingerprintMask
            #expect(index.position(of: fingerprint) { keys[$0] == key } == dictionary[key], "\(key)")
        }
        #expect(keys.count > 100)
    }

    @Test func fingerprintsTellTextsAndExtrasApart() {
        #expect(FingerprintIndex.fingerprint([1, 2], 0) != FingerprintIndex.fingerprint([2, 1], 0))
        #expect(FingerprintIndex.fingerprint([1, 2], 0) != FingerprintIndex.fingerprint([1, 2], 4))
        #expect(FingerprintIndex.fingerprint([], 0) != FingerprintIndex.fingerprint([0], 0))
    }
}
