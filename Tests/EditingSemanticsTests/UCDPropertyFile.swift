import Foundation

/// A Unicode Character Database property file of `XXXX..YYYY ; Value # comment` lines, such as
/// `IndicSyllabicCategory.txt`, or of `XXXX..YYYY ; Property ; Value` lines, such as
/// DerivedCoreProperties.txt's Indic_Conjunct_Break section: the value of each listed code point.
struct UCDPropertyFile {
    /// Each listed code point's value; code points not listed have the file's default.
    var values: [UInt32: String]

    /// The listed code points with `value`, in code point order.
    func codePoints(withValue value: String) -> [UInt32] {
        values.filter { $0.value == value }.keys.sorted()
    }

    init(contentsOf url: URL) throws {
        let content = try String(contentsOf: url, encoding: .utf8)
        values = [:]
        for (index, rawLine) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            if data.allSatisfy(\.isWhitespace) { continue }
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let range = fields[0].components(separatedBy: "..")
            guard (2...3).contains(fields.count), (1...2).contains(range.count),
                  let first = UInt32(range[0], radix: 16), let last = UInt32(range.last!, radix: 16), first <= last
            else {
                throw UnicodeDataFormatError(file: url.lastPathComponent, line: index + 1, reason: "expected 'XXXX..YYYY ; Value'")
            }
            for codePoint in first...last { values[codePoint] = fields[fields.count - 1] }
        }
    }
}
