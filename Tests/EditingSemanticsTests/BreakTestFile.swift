import EditingSemantics
import Foundation

/// One case of a Unicode break test file such as `GraphemeBreakTest.txt`:
/// `÷ 0020 × 0308 ÷ 0020 ÷	#  ÷ [0.2] SPACE (Other) × [9.0] COMBINING DIAERESIS … ÷ [0.3]`.
struct BreakTestCase: CustomStringConvertible {
    /// 1-based line in the file.
    var line: Int
    var scalars: [UInt32]
    /// One entry per position between scalars, both ends included (`scalars.count + 1` entries):
    /// whether the file expects a boundary there (`÷`).
    var breaks: [Bool]
    /// The rule the line's comment names for each position, e.g. "9.1" (same count as `breaks`).
    var rules: [String]

    /// The scalars as UTF-16.
    var text: UTF16Text {
        UTF16Text(units: scalars.flatMap { Array(String(Unicode.Scalar($0)!).utf16) })
    }

    /// The UTF-16 offset of each position.
    var offsets: [UTF16Offset] {
        var result: [UTF16Offset] = [.zero]
        for scalar in scalars { result.append(result.last!.advanced(by: UTF16Count(scalar > 0xFFFF ? 2 : 1))) }
        return result
    }

    /// The UTF-16 offsets where `breaks` (the file's, or derived ones) put a boundary.
    func boundaries(_ breaks: [Bool]) -> [UTF16Offset] {
        zip(offsets, breaks).filter(\.1).map(\.0)
    }

    /// The file's boundaries plus one at every position whose rule is in `rules`: the expectation
    /// for a segmenter that lacks those joining rules.
    func boundaries(breakingAt rules: Set<String>) -> [UTF16Offset] {
        boundaries(zip(breaks, self.rules).map { $0 || rules.contains($1) })
    }

    /// Boundaries everywhere except at the positions whose rule is in `joiningRules`: the
    /// expectation for a segmenter whose only joining rules are those.
    func boundaries(joiningOnlyAt joiningRules: Set<String>) -> [UTF16Offset] {
        boundaries(rules.map { !joiningRules.contains($0) })
    }

    var description: String {
        var parts: [String] = []
        for (i, scalar) in scalars.enumerated() {
            parts.append(breaks[i] ? "÷" : "×")
            parts.append(String(scalar, radix: 16, uppercase: true))
        }
        parts.append(breaks.last! ? "÷" : "×")
        return "line \(line): " + parts.joined(separator: " ")
    }
}

enum BreakTestFile {
    /// Parses every case of the file at `url`; comment-only and blank lines are skipped.
    static func parse(_ url: URL) throws -> [BreakTestCase] {
        let content = try String(contentsOf: url, encoding: .utf8)
        var cases: [BreakTestCase] = []
        for (index, rawLine) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let parts = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let data = parts[0].trimmingCharacters(in: .whitespaces)
            if data.isEmpty { continue }
            func fail(_ reason: String) -> UnicodeDataFormatError {
                UnicodeDataFormatError(file: url.lastPathComponent, line: lineNumber, reason: reason)
            }
            var scalars: [UInt32] = []
            var breaks: [Bool] = []
            for token in data.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                switch token {
                case "÷": breaks.append(true)
                case "×": breaks.append(false)
                default:
                    guard let value = UInt32(token, radix: 16), Unicode.Scalar(value) != nil else {
                        throw fail("'\(token)' is neither ÷, × nor a scalar in hex")
                    }
                    scalars.append(value)
                }
            }
            guard breaks.count == scalars.count + 1 else { throw fail("expected ÷ or × between and around every scalar") }
            let comment = parts.count > 1 ? String(parts[1]) : ""
            let rules = ruleNumbers(in: comment)
            guard rules.count == breaks.count else {
                throw fail("the comment names \(rules.count) rules for \(breaks.count) positions")
            }
            cases.append(BreakTestCase(line: lineNumber, scalars: scalars, breaks: breaks, rules: rules))
        }
        return cases
    }

    /// The `[n.n]` rule numbers of a comment, in order.
    private static func ruleNumbers(in comment: String) -> [String] {
        var rules: [String] = []
        var rest = comment[...]
        while let open = rest.firstIndex(of: "[") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "]") else { break }
            let inside = rest[afterOpen..<close]
            if !inside.isEmpty, inside.allSatisfy({ $0.isNumber || $0 == "." }) { rules.append(String(inside)) }
            rest = rest[rest.index(after: close)...]
        }
        return rules
    }
}
