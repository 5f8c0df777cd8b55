import EditingInvariants
import EditingSemantics
import EditsemTestSupport
import Foundation

/// Texts for the CoreFoundation differential: Unicode's emoji and grapheme test files, this
/// package's samples A to K (Corpus/vectors/host-semantics-matrix.txt), running text in Hindi,
/// Korean, Thai, Arabic and Hebrew, and random strings over an alphabet chosen to hit every stage
/// of the cluster algorithm.
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

    /// Fragments of the random alphabet: Devanagari letters, vowel signs, virama and nukta;
    /// Hangul conjoining jamo (including CF's range edges), syllables and compatibility jamo;
    /// regional indicators; ZWJ, ZWNJ and U+034F; variation selectors; tag characters and the
    /// black flag; Fitzpatrick modifiers; keycap parts; pictographs; CR and LF; Latin with marks;
    /// Thai, Arabic and Hebrew marks; Prepend and SpacingMark characters; half-width voiced marks,
    /// Apple's variant tags and transcoding hints; U+0000; a Tangut ideograph; lone surrogates.
    static let alphabet: [[UInt16]] = [
        [0x0915], [0x0937], [0x0924], [0x0928], [0x0930], [0x094D], [0x093F], [0x0947], [0x093E],
        [0x0902], [0x0903], [0x093C], [0x0958], [0x0900],
        [0x1100], [0x1112], [0x115F], [0x1161], [0x1175], [0x11A2], [0x11A3], [0x11A8], [0x11AB],
        [0x11F9], [0x11FA], [0xAC00], [0xD55C], [0xD7A3], [0xD7A4], [0x3131], [0xA960], [0xD7B0],
        [0xD83C, 0xDDF0], [0xD83C, 0xDDF7], [0xD83C, 0xDDFA],
        [0x200D], [0x200D], [0x200C], [0x034F],
        [0xFE0F], [0xFE0E], [0xDB40, 0xDD00],
        [0xDB40, 0xDC67], [0xDB40, 0xDC62], [0xDB40, 0xDC7F], [0xD83C, 0xDFF4],
        [0xD83C, 0xDFFB], [0xD83C, 0xDFFF],
        [0x0031], [0x0023], [0x20E3],
        [0xD83D, 0xDC68], [0xD83D, 0xDC69], [0x2764], [0xD83D, 0xDC4D], [0x00A9],
        [0x000D], [0x000A], [0x0061], [0x0065], [0x0301], [0x0308], [0x0020],
        [0x0E01], [0x0E33], [0x0E31], [0x0628], [0x0651], [0x05D1], [0x05BC],
        [0x0600], [0x0D4E], [0xD804, 0xDCBD],
        [0xFF9E], [0xF870], [0xF860], [0xF861], [0x0000], [0xD81C, 0xDC00],
        [0xD83C], [0xD83D], [0xDDF0], [0xDC68],
    ]

    /// One to seven fragments of ``alphabet``.
    static func randomText(using generator: inout SplitMix64) -> [UInt16] {
        let count = Int.random(in: 1...7, using: &generator)
        return (0..<count).flatMap { _ in alphabet.randomElement(using: &generator)! }
    }
}
