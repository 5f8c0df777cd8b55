import EditingSemantics
import EditsemTestSupport
import Foundation
import Testing

/// The character sets read back from each bundled rule file, held to the Unicode data they were
/// generated from: every `Grapheme_Cluster_Break` value's set is that value's code points in the
/// version's `GraphemeBreakProperty.txt`, read here with a parser of this test's own.
@Suite struct GraphemeRuleSetsTests {
    static let values = ["CR", "LF", "Control", "Extend", "ZWJ", "Regional_Indicator", "Prepend", "SpacingMark",
                         "L", "V", "T", "LV", "LVT"]

    @Test(arguments: UnicodeVersion.allCases)
    func breakPropertySetsAreUnicodes(_ version: UnicodeVersion) throws {
        let url = VersionedGraphemeTests.dataFolder.appendingPathComponent("\(version.rawValue)/GraphemeBreakProperty.txt")
        let property = try Self.propertyRanges(String(contentsOf: url, encoding: .utf8))
        let sets = GraphemeRuleSets.bundled(unicode: version).sets
        for value in Self.values {
            let expected = try #require(property[value], "\(url.lastPathComponent) of \(version) has no \(value)")
            let read = try #require(sets[value], "the rule file of \(version) has no $\(value)")
            #expect(Self.merged(read) == Self.merged(expected), "$\(value) of Unicode \(version)")
        }
    }

    /// `0600..0605 ; Prepend # …` lines: value → ranges.
    static func propertyRanges(_ contents: String) throws -> [String: [ClosedRange<UInt32>]] {
        var ranges: [String: [ClosedRange<UInt32>]] = [:]
        for line in contents.components(separatedBy: "\n") {
            let data = line.components(separatedBy: "#")[0]
            let fields = data.components(separatedBy: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2 else { continue }
            let bounds = fields[0].components(separatedBy: "..").map { UInt32($0, radix: 16) }
            let low = try #require(bounds.first ?? nil, "bad line \(line)"), high = try #require(bounds.last ?? nil, "bad line \(line)")
            ranges[fields[1], default: []].append(low...high)
        }
        return ranges
    }

    /// Sorted, with touching ranges joined.
    static func merged(_ ranges: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
        var out: [ClosedRange<UInt32>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = out.last, range.lowerBound <= last.upperBound + 1 {
                out[out.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                out.append(range)
            }
        }
        return out
    }
}
