import EditingSemantics
import EditingSupport
import Testing
import EditingInvariants

/// `UTF16Text(escaped:)` and `.escaped`: exact round trips, and malformed escapes named by the
/// 1-based column (in scalars) of their backslash.
@Suite struct EscapeTests {
    @Test func roundTripsRandomTexts() throws {
        var rng = SplitMix64(seed: 0xE5CA_9E5)
        var texts = HardCases.texts(seed: 0xE5CA_9E5, count: 1500, maxFragments: 16)
        // Backslashes, braces and text that looks like an escape must survive as themselves.
        let tricky: [UInt32] = [0x5C, 0x75, 0x7B, 0x7D, 0x30, 0x41, 0x66, 0x2028, 0xA0, 0x7F, 0xFEFF, 0xE000, 0x378]
        for _ in 0..<500 {
            texts.append(text((0..<rng.inRange(0...10)).map { _ in rng.pick(tricky) }) + HardCases.text(fragmentCount: 2, using: &rng))
        }
        for original in texts {
            let written = original.escaped
            let read = try UTF16Text(escaped: written)
            #expect(read == original, "\(written)")
            // What is written is plain: no raw controls, line ends or lone surrogates.
            #expect(!written.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(written)")
        }
    }

    @Test func readsEscapes() throws {
        #expect(try UTF16Text(escaped: "a\\u{301}") == text(0x61, 0x301))
        #expect(try UTF16Text(escaped: "\\u{1F1F0}\\u{1f1f7}") == "🇰🇷")
        #expect(try UTF16Text(escaped: "\\u{D83D}") == text(0xD83D))
        #expect(try UTF16Text(escaped: "\\u{D83D}\\u{DE00}") == "😀", "escaped halves of a pair form the pair")
        #expect(try UTF16Text(escaped: "\\\\u{41}") == UTF16Text("\\u{41}"))
        #expect(try UTF16Text(escaped: "\\u{00041}") == "A")
        #expect(try UTF16Text(escaped: "\\u{10FFFF}") == text(0x10FFFF))
        #expect(try UTF16Text(escaped: "") == .empty)
    }

    /// Each malformed escape, where its backslash is, and a word its message must contain.
    static let malformed: [(source: String, column: Int, mentions: String)] = [
        ("ab\\u{12", 3, "unterminated"),
        ("\\q", 1, "unknown"),
        ("x\\u{110000}", 2, "10FFFF"),
        ("\\u{}", 1, "empty"),
        ("\\u12", 1, "{"),
        ("abc\\", 4, "backslash"),
        ("\\u{12G4}", 1, "hex"),
        ("\\u{1234567}", 1, "6"),
        ("नमस्ते\\q", 7, "unknown"),
        ("😀\\u{}", 2, "empty"),
        ("\\\\\\q", 3, "unknown"),
        ("\\u{41}\\u", 7, "{"),
    ]

    @Test(arguments: malformed)
    func namesTheColumnOfAMalformedEscape(source: String, column: Int, mentions: String) {
        #expect {
            _ = try UTF16Text(escaped: source)
        } throws: { error in
            guard let error = error as? EscapeError else { return false }
            return error.column == column && error.reason.contains(mentions)
                && error.description.hasPrefix("column \(column):")
        }
    }
}
