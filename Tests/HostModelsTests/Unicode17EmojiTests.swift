import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import Testing

/// `Unicode17Emoji` against Unicode's own emoji-data.txt for 17.0 (Tests/UnicodeData/17.0).
@Suite struct Unicode17EmojiTests {
    static let file = RepositoryPaths.url("Tests/UnicodeData/17.0/emoji-data.txt")

    /// The code points a property holds in an emoji-data.txt.
    static func codePoints(_ property: String, in contents: String) -> Set<UInt32> {
        var result: Set<UInt32> = []
        for line in contents.split(separator: "\n") {
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2, fields[1] == property else { continue }
            let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true).compactMap { UInt32($0, radix: 16) }
            guard let first = bounds.first, let last = bounds.last else { continue }
            result.formUnion(first...last)
        }
        return result
    }

    @Test func isUnicode17sEmojiPropertyOnEveryCodePoint() throws {
        let contents = try String(contentsOf: Self.file, encoding: .utf8)
        let emoji = Self.codePoints("Emoji", in: contents)
        #expect(emoji.count > 1_400)
        var wrong: [String] = []
        for scalar in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(scalar) {
            if Unicode17Emoji.isEmoji(scalar) != emoji.contains(scalar) { wrong.append(String(scalar, radix: 16, uppercase: true)) }
        }
        #expect(wrong.isEmpty, "differs from emoji-data.txt 17.0 at U+\(wrong.prefix(10).joined(separator: ", U+"))")
    }

}
