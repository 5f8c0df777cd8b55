import EditingSemantics
import Testing

/// U+ notation against the standard library's own hexadecimal.
@Suite struct UnicodeNotationTests {
    static func expected(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    @Test func hexIsStringRadix() {
        // Every length of digits, and each digit in each place.
        var values: [UInt32] = [0, 0xF, 0x10, 0xFFF, 0x1000, 0xFFFF, 0x10000, 0xFFFFF, 0x100000, 0x10FFFF, 0xFFFF_FFFF]
        for shift in stride(from: UInt32(0), to: 32, by: 4) { values += (0...15).map { UInt32($0) << shift } }
        for value in values { #expect(UnicodeNotation.hex(value) == Self.expected(value), "\(value)") }
    }

    @Test func codePointsListEachScalar() {
        let texts: [UTF16Text] = ["", "a", "नमस्ते", "👩‍👩‍👧", "한국어 \u{10FFFF}", UTF16Text(units: [0x61, 0xD800, 0x62])]
        for text in texts {
            let listed = text.scalars.map { "U+" + Self.expected($0.value) }.joined(separator: " ")
            #expect(UnicodeNotation.codePoints(text) == listed, "\(text.escaped)")
        }
    }
}
