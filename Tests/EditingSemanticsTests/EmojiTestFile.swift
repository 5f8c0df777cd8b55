import Foundation

/// The sequences of Unicode's `emoji-test.txt`:
/// `1F468 200D 1F469 200D 1F467 ; fully-qualified # 👨‍👩‍👧 E2.0 family: man, woman, girl`.
struct EmojiTestSequence {
    /// 1-based line in the file.
    var line: Int
    var scalars: [UInt32]
    /// "fully-qualified", "minimally-qualified", "unqualified" or "component".
    var status: String
    /// The CLDR short name from the comment.
    var name: String
}

enum EmojiTestFile {
    static func parse(_ url: URL) throws -> [EmojiTestSequence] {
        let content = try String(contentsOf: url, encoding: .utf8)
        var sequences: [EmojiTestSequence] = []
        for (index, rawLine) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let parts = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            if parts[0].allSatisfy(\.isWhitespace) { continue }
            let fields = parts[0].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16) }
            guard fields.count == 2, !scalars.isEmpty, scalars.count == fields[0].split(separator: " ").count else {
                throw UnicodeDataFormatError(file: url.lastPathComponent, line: index + 1, reason: "expected 'XXXX YYYY ; status'")
            }
            // The comment is "<emoji> E<version> <name>".
            let comment = parts.count > 1 ? parts[1].split(separator: " ", omittingEmptySubsequences: true) : []
            let name = comment.count > 2 ? comment.dropFirst(2).joined(separator: " ") : ""
            sequences.append(EmojiTestSequence(line: index + 1, scalars: scalars, status: fields[1], name: name))
        }
        return sequences
    }
}
