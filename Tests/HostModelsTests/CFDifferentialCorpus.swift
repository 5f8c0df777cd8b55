import EditsemTestSupport
import Foundation

/// Fixed texts for the CoreFoundation differential: Unicode's emoji and grapheme test files, this
/// package's samples A to K (Corpus/vectors/host-semantics-matrix.txt) and running text in Hindi,
/// Korean, Thai, Arabic and Hebrew. Its random texts come from ``HardCases``.
enum CFDifferentialCorpus {
    static let unicodeFolder = RepositoryPaths.url("Tests/UnicodeData/15.0")

    /// Code units for hex code points; a surrogate code point stays one (lone) unit.
    static func units(hex fields: [Substring]) -> [UInt16] {
        fields.compactMap { UInt32($0, radix: 16) }.flatMap { value -> [UInt16] in
            if let scalar = Unicode.Scalar(value) { return Array(String(scalar).utf16) }
            return [UInt16(truncatingIfNeeded: value)]
        }
    }

    /// Every sequence of emoji-test.txt, each alone, after a letter and joined to the next one;
    /// every test string of GraphemeBreakTest.txt.
    static func unicodeFiles() throws -> [[UInt16]] {
        let emoji = try String(contentsOf: unicodeFolder.appendingPathComponent("emoji-test.txt"), encoding: .utf8)
        let sequences = emoji.split(separator: "\n").compactMap { line -> [UInt16]? in
            guard let first = line.first, first.isHexDigit, let semicolon = line.firstIndex(of: ";") else { return nil }
            return units(hex: line[..<semicolon].split(separator: " "))
        }
        var texts = sequences
        texts += sequences.map { Array("a".utf16) + $0 }
        texts += zip(sequences, sequences.dropFirst()).map { $0 + $1 }
        let graphemes = try String(contentsOf: unicodeFolder.appendingPathComponent("GraphemeBreakTest.txt"), encoding: .utf8)
        texts += graphemes.split(separator: "\n").compactMap { line -> [UInt16]? in
            guard line.hasPrefix("÷") else { return nil }
            let body = line.split(separator: "#", maxSplits: 1)[0]
            return units(hex: body.split(separator: " ").filter { $0 != "÷" && $0 != "×" })
        }
        return texts
    }

    /// This package's samples A to K (Corpus/vectors/host-semantics-matrix.txt), a few more short
    /// texts and running text.
    static let samples: [[UInt16]] = [
        "e\u{0301}", "स्ते", "ते", "한", "\u{1112}\u{1161}\u{11AB}", "🇰🇷", "👨‍👩‍👧", "👍🏽", "1️⃣",
        "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "❤️", "葛\u{E0100}",
        "नमस्ते", "कि", "क्षि", "हिन्दी", "a\r\n", "👩🏽‍💻", "c🏻", "ä̟́",
        "नमस्ते दुनिया। हिन्दी में क्षत्रिय, द्वितीय, श्रृंगार और अर्द्ध लिखते हैं।",
        "한국어 텍스트를 편집합니다. 값이 없고 닭이 웁니다.",
        "\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}\u{1112}\u{1175}\u{11AB}",
        "ภาษาไทย กำลัง ที่นี่ เป็นภาษาราชการ",
        "بِسْمِ ٱللَّٰهِ ٱلرَّحْمَٰنِ ٱلرَّحِيمِ",
        "שָׁלוֹם בְּרֵאשִׁית בָּרָא",
    ].map { Array($0.utf16) }
}
