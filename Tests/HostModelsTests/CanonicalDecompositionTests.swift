import EditingSemantics
import EditingSupport
@testable import HostModels
import Testing

/// The table of characters that are not their own NFD agrees with ICU's normalization of each
/// character alone, and a text is found its own NFD exactly when ICU leaves it as it is.
@Suite struct CanonicalDecompositionTests {
    static func units(_ c: UInt32) -> [UInt16] { Array(String(Character(Unicode.Scalar(c)!)).utf16) }

    @Test func everyCharacterOfTheTableAsICUSays() {
        var failing: [UInt32] = []
        for c in CanonicalDecomposition.tableCodePoints where !(0xD800...0xDFFF).contains(c) && failing.count < 5 {
            let text = UTF16Text(units: Self.units(c))
            if CanonicalDecomposition.isOwnNFD(0..<text.units.count, of: text.units) != (text.nfd == text) { failing.append(c) }
        }
        #expect(failing.isEmpty, "\(failing.map { String($0, radix: 16) })")
        // The table is not empty: é and a Hangul syllable decompose, e and a jamo do not.
        #expect(CanonicalDecomposition.isOwnNFD(0..<1, of: [0xE9]) == false)
        #expect(CanonicalDecomposition.isOwnNFD(0..<1, of: [0xAC00]) == false)
        #expect(CanonicalDecomposition.isOwnNFD(0..<1, of: [0x65]) == true)
        // A compatibility ideograph of plane 2 decomposes; a tag does not; private use is beyond.
        #expect(CanonicalDecomposition.isOwnNFD(0..<2, of: [0xD87E, 0xDC00]) == false)
        #expect(CanonicalDecomposition.isOwnNFD(0..<2, of: [0xDB40, 0xDC67]) == true)
        #expect(CanonicalDecomposition.isOwnNFD(0..<2, of: [0xDB80, 0xDC00]) == nil)
    }

    @Test func textsAsICUSays() {
        var rng = SplitMix64(seed: 0xDEC0_0D)
        // Bases, marks of several combining classes (in and out of order), precomposed letters,
        // Indic letters and signs, lone surrogates, an ideograph and a compatibility ideograph of
        // plane 2, a tag, and a character beyond the table.
        let pieces: [[UInt16]] = [[0x61], [0x301], [0x316], [0x334], [0x345], [0x5B0], [0x93C], [0x94D], [0xE9], [0x1E09],
                                  [0x915], [0x93F], [0x9CB], [0xDC00], [0xD800], [0xAC00], [0x1100], [0x0F73], [0xD869, 0xDED6],
                                  [0xD87E, 0xDC00], [0xDB40, 0xDC67], [0xDB80, 0xDC00]]
        var failing: [String] = []
        for _ in 0..<20_000 where failing.count < 5 {
            let units = (0..<rng.inRange(1...5)).flatMap { _ in rng.pick(pieces) }
            let text = UTF16Text(units: units)
            let own = CanonicalDecomposition.isOwnNFD(0..<units.count, of: units)
            if units.contains(0xDB80) { if own == true && text.nfd != text { failing.append(text.escaped) } }
            else if own != (text.nfd == text) { failing.append(text.escaped) }
        }
        #expect(failing.isEmpty, "\(failing)")
    }

    /// Reading a text forward finds, for every pair of scalar boundaries, what
    /// ``CanonicalDecomposition/isOwnNFD(_:of:)`` says of the units between them.
    @Test func aForwardReadingAgreesOnEveryRange() {
        var rng = SplitMix64(seed: 0x0FF5_E7)
        let pieces: [[UInt16]] = [[0x61], [0x301], [0x316], [0x334], [0x345], [0x5B0], [0x93C], [0x94D], [0xE9], [0x1E09],
                                  [0x915], [0x958], [0x9CB], [0xDC00], [0xD800], [0xAC00], [0x0F73], [0xD869, 0xDED6], [0xD834, 0xDD5E],
                                  [0xD87E, 0xDC00], [0xDB40, 0xDC67], [0xDB80, 0xDC00]]
        var failing: [String] = []
        var ranges = 0
        for _ in 0..<5_000 where failing.count < 5 {
            let units = (0..<rng.inRange(1...8)).flatMap { _ in rng.pick(pieces) }
            let text = UTF16Text(units: units)
            var reading = CanonicalDecomposition.OwnNFDStart()
            var starts = [0]
            var ends = [0]
            for slice in text.scalars {
                reading.read(slice.value, combiningClass: ICUProperties.combiningClass(slice.value), at: slice.offset.rawValue, end: slice.end.rawValue)
                starts.append(reading.start)
                ends.append(slice.end.rawValue)
            }
            for (i, end) in ends.enumerated() {
                for start in ends[...i] {
                    ranges += 1
                    if (starts[i] <= start) != (CanonicalDecomposition.isOwnNFD(start..<end, of: units) == true) {
                        failing.append("\(text.escaped) \(start)..<\(end)")
                    }
                }
            }
        }
        #expect(failing.isEmpty, "\(failing)")
        #expect(ranges > 50_000)
    }
}
