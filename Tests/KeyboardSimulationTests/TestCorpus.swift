import EditingCorpus
import EditingSemantics
import EditsemTestSupport
import Foundation
import Testing

/// Texts to run strategies on, from independent sources: Unicode's emoji-test.txt (for the system
/// ICU's Unicode version), this package's own samples and the texts of the hosts' own tests.
enum TestCorpus {
    static let repositoryRoot = RepositoryPaths.root

    /// One emoji-test.txt line: its code points and status.
    struct EmojiTestLine: Sendable, CustomTestStringConvertible {
        var text: UTF16Text
        var status: String
        var line: Int
        var testDescription: String { "emoji-test.txt:\(line) \(text.escaped)" }
    }

    /// Every sequence of emoji-test.txt for the system ICU's Unicode version; empty when the
    /// repository has no data for that version.
    static let emojiTest: [EmojiTestLine] = {
        let url = repositoryRoot.appendingPathComponent("Tests/UnicodeData/\(Versions.icuUnicode)/emoji-test.txt")
        guard let contents = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var result: [EmojiTestLine] = []
        for (index, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let first = line.first, first.isHexDigit else { continue }
            let fields = line.split(separator: ";", maxSplits: 1)
            guard fields.count == 2 else { continue }
            let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let status = fields[1].split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            result.append(EmojiTestLine(text: UTF16Text(text), status: status, line: index + 1))
        }
        return result
    }()

    /// Every case of the repository's corpus (Corpus/), and how many lines were bad.
    static let corpus: (cases: [CorpusCase], errors: Int) = {
        let (cases, scan) = CorpusReader(directory: repositoryRoot.appendingPathComponent("Corpus").path).loadAll()
        return (cases, scan.errorCount)
    }()

    /// This package's own samples A-K (listed in Corpus/vectors/host-semantics-matrix.txt; स्ते is
    /// from Lindenberg 2014's नमस्ते) and Hindi and Korean words (नमस्ते and 한 from Lindenberg 2014,
    /// http://norbertlindenberg.com/2014/12/developing-keyboards-for-ios/), then the texts of the
    /// hosts' own tests whose files and commits Corpus/vectors names (Android CTS and coretests,
    /// Blink, xi-editor, find-cluster-break; some deliberately degenerate, as those tests have them).
    static let samples: [UTF16Text] = [
        "e\u{301}", "स्ते", "ते", "한", "\u{1112}\u{1161}\u{11AB}", "🇰🇷", "👨‍👩‍👧", "👍🏽", "1️⃣",
        "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "❤️", "葛\u{E0100}",
        "नमस्ते", "हिन्दी", "कि", "क्षि", "ता", "किं", "नमस्ते के", "하", "\u{1112}\u{1161}", "각",
        "ok👍🏻", "c🏻", "👨‍👩‍👧‍👧", "🇺🇸", "👩🏽‍💻", "กำ", "בּ", "שָׁ", "بّ", "a\r\n", "\r\n", "\n",
        "\u{1F441}\u{1F5E8}", "1\u{20E3}", "1\u{FE0E}\u{20E3}", "#\u{FE0F}", "\u{1F1FA}\u{1F1F8}\u{1F1FA}\u{1F1F8}",
        "a\u{1F1FA}\u{1F1F8}b\u{1F1FA}\u{1F1F8}", "1\u{E0101}\u{20E3}", "1\u{20E3}\u{20E3}", "\u{20E3}\u{20E3}",
        "\u{FE0F}\u{FE0F}", "#\u{FE0F}\u{FE0F}", "\u{1F441}\u{200D}\u{1F5E8}", "\u{1F441}\u{200D}",
        "\u{200D}\u{1F5E8}", "\u{1F441}\u{200D}\u{200D}\u{1F5E8}", "\u{1F1FA}", "\u{1F1FA}\u{1F1F8}\u{1F1FA}",
        "\u{1F466}\u{1F3FB}", "\u{1F3FB}\u{1F3FB}", "\u{1F466}\u{1F3FB}\u{1F3FB}", "1\u{20E3}\u{FE0F}",
        "\u{2665}\u{FE0F}\u{20E3}", "\u{1F469}\u{200D}\u{FE0F}", "\u{1F1FA}\u{FE0F}", "\u{1F469}\u{200D}\u{1F1FA}",
        "\u{261D}\u{1F3FB}", "\u{261D}\u{FE0F}\u{1F3FB}", "a\u{1F3FB}", "\u{A85E}\u{FE00}", "\u{1820}\u{180B}",
        "\u{1F469}\u{1F3FB}\u{200D}\u{1F4BC}", "a\u{1F3F4}\u{E0067}b", "a\u{E0067}\u{E007F}b",
        "a\u{1F3F4}\u{E007F}\u{1F3F4}\u{E007F}b", "😎🙉", "🇩🇪🇫🇷🇪🇸x🇮🇹", "é̠ő",
        "say ok👍🏻", "hello, world", "a  ", "x.", "", " ",
    ]
}
