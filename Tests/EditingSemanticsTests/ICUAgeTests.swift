import EditingSemantics
import Testing

/// `ICUProperties.age` (the system ICU's Age, which dates the characters a host's older Unicode
/// lacks) against the Swift standard library's own Age table, an independent copy of
/// DerivedAge.txt.
@Suite struct ICUAgeTests {
    @Test func ageIsTheStandardLibrarysWhereICUAssigns() throws {
        let icuUnicode = try #require(Versions.icuUnicode.split(separator: ".").map { Int($0) } as? [Int])
        var mismatches: [String] = []
        var dated = 0
        for value in UInt32(0)...0x10FFFF {
            let name = "U+\(String(value, radix: 16, uppercase: true))"
            let icu = ICUProperties.age(value).map { [$0.major, $0.minor] }
            if icu != nil { dated += 1 }
            guard let scalar = Unicode.Scalar(value) else {
                // DerivedAge.txt dates the surrogate code points D800..DFFF 2.0.
                if icu != [2, 0] { mismatches.append("\(name): ICU \(String(describing: icu))") }
                continue
            }
            let stdlib = scalar.properties.age.map { [$0.major, $0.minor] }
            if let icu {
                if icu != stdlib { mismatches.append("\(name): ICU \(icu), standard library \(String(describing: stdlib))") }
            } else if let stdlib, !icuUnicode.lexicographicallyPrecedes(stdlib) {
                // ICU leaves unassigned only what a Unicode later than its own assigned.
                mismatches.append("\(name): unassigned in ICU, standard library \(stdlib)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) code points: \(mismatches.prefix(10).joined(separator: "; "))")
        #expect(dated > 140_000, "\(dated) code points dated")
    }
}
