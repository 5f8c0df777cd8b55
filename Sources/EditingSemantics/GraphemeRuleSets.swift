import EditingSupport
import Foundation

/// The character sets of one Unicode version's grapheme rules (`Rules/grapheme-<version>.txt`),
/// read back from the rule file: exactly the data ``ICUSegmenter/grapheme(unicode:)`` runs on.
package struct GraphemeRuleSets: Sendable {
    /// Set name (`Extend`, `InCB_Linker`, …) → its code point ranges, as the file lists them.
    package let sets: [String: [ClosedRange<UInt32>]]

    /// Reads the sets of `version`'s bundled rule file.
    /// - Complexity: O(n) in the file's length.
    package init(unicode version: UnicodeVersion) {
        guard let url = Bundle.module.url(forResource: "grapheme-\(version.rawValue)", withExtension: "txt", subdirectory: "Rules"),
              let rules = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("the rule file Rules/grapheme-\(version.rawValue).txt is missing from the EditingSemantics resources") }
        self.init(rules: rules)
    }

    /// The sets of `version`'s bundled rule file, read once per process.
    package static func bundled(unicode version: UnicodeVersion) -> GraphemeRuleSets {
        bundledSets[version]!
    }
    private static let bundledSets = Dictionary(uniqueKeysWithValues: UnicodeVersion.allCases.map { ($0, GraphemeRuleSets(unicode: $0)) })

    /// Reads `$Name = [\uXXXX-\uXXXX\U000XXXXX …];` definitions; other statements are skipped.
    /// Read by bytes: outside comments (lines starting with `#`) a rule file is ASCII.
    package init(rules: String) {
        var sets: [String: [ClosedRange<UInt32>]] = [:]
        for statement in rules.utf8.split(separator: UInt8(ascii: ";")) {
            let body = Array(statement.split(separator: UInt8(ascii: "\n")).filter { $0.first != UInt8(ascii: "#") }
                .joined(separator: [UInt8(ascii: "\n")]))
            guard let dollar = body.firstIndex(of: UInt8(ascii: "$")), let equals = body.firstIndex(of: UInt8(ascii: "=")),
                  let open = body[equals...].firstIndex(of: UInt8(ascii: "[")), let close = body.lastIndex(of: UInt8(ascii: "]")),
                  open < close else { continue }
            let name = String(decoding: body[(dollar + 1)..<equals], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            sets[name] = Self.ranges(in: body[(open + 1)..<close])
        }
        self.sets = sets
    }

    /// The ranges of a set body such as `\u0300-\u036F\u0483 \U0001F1E6-\U0001F1FF`, sorted.
    static func ranges(in body: ArraySlice<UInt8>) -> [ClosedRange<UInt32>] {
        var ranges: [ClosedRange<UInt32>] = []
        var dash = false
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            index += 1
            if byte == UInt8(ascii: "-") { dash = true; continue }
            guard byte == UInt8(ascii: "\\"), index < body.endIndex else { continue }
            let width = body[index] == UInt8(ascii: "U") ? 8 : 4
            let start = index + 1
            let end = min(start + width, body.endIndex)
            index = end
            guard let value = Self.hexValue(body[start..<end]) else { continue }
            if dash, let last = ranges.popLast() { ranges.append(last.lowerBound...value) } else { ranges.append(value...value) }
            dash = false
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The value of 1 to 8 hexadecimal digits, nil for anything else.
    static func hexValue(_ digits: ArraySlice<UInt8>) -> UInt32? {
        guard (1...8).contains(digits.count) else { return nil }
        var value: UInt32 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Whether `value` is in the sorted, disjoint `ranges`.
    /// - Complexity: O(log n).
    static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        let index = ranges.partitionPoint { $0.upperBound < value }
        return index < ranges.count && ranges[index].contains(value)
    }

    /// The lowest code point of each class of code points that are in the same sets in `older`
    /// and `newer` (one per distinct membership), sorted; surrogates are left out.
    /// - Complexity: O(r log r) in the number of ranges of both.
    package static func unchangedClassRepresentatives(from older: GraphemeRuleSets, to newer: GraphemeRuleSets) -> [UInt32] {
        var seen: Set<[Bool]> = []
        var representatives: [UInt32] = []
        forEachPiece(from: older, to: newer, extraCuts: [0xD800, 0xE000]) { low, _, old, new in
            guard !(0xD800..<0xE000).contains(low), old == new, seen.insert(old).inserted else { return }
            representatives.append(low)
        }
        return representatives
    }

    /// The code points whose set memberships differ between `older` and `newer`, as ranges of
    /// code points that share one membership in each (so one code point stands for its range).
    /// - Complexity: O(r log r) in the number of ranges of both.
    package static func changes(from older: GraphemeRuleSets, to newer: GraphemeRuleSets) -> [ClosedRange<UInt32>] {
        var changed: [ClosedRange<UInt32>] = []
        forEachPiece(from: older, to: newer, extraCuts: []) { low, next, old, new in
            guard old != new else { return }
            // A piece split at U+10000 so each part has one UTF-16 length.
            if low < 0x10000, next > 0x10000 { changed += [low...0xFFFF, 0x10000...(next - 1)] } else { changed.append(low...(next - 1)) }
        }
        return changed
    }

    /// Calls `body` with each piece `low..<next` of the code space in which every code point is in
    /// the same sets of `older` and the same of `newer`, and those memberships (one flag per set
    /// name of either, names sorted). Pieces are cut at every range end and at `extraCuts`.
    private static func forEachPiece(from older: GraphemeRuleSets, to newer: GraphemeRuleSets, extraCuts: [UInt32],
                                     _ body: (_ low: UInt32, _ next: UInt32, _ older: [Bool], _ newer: [Bool]) -> Void) {
        let names = Set(older.sets.keys).union(newer.sets.keys).sorted()
        // Ranges resolved per name once, so a piece's membership is no dictionary lookup.
        let (olderRanges, newerRanges) = (names.map { older.sets[$0] ?? [] }, names.map { newer.sets[$0] ?? [] })
        var cuts = Set<UInt32>([0, 0x110000] + extraCuts)
        for ranges in olderRanges + newerRanges {
            for range in ranges { cuts.insert(range.lowerBound); cuts.insert(range.upperBound + 1) }
        }
        let sorted = cuts.sorted()
        for (low, next) in zip(sorted, sorted.dropFirst()) {
            body(low, next, olderRanges.map { contains($0, low) }, newerRanges.map { contains($0, low) })
        }
    }
}
