import EditingSemantics
import Foundation
import Testing

/// Answers fixed by the project's founding sources (seed 004, shared/reference) on ICU 72.
@Suite struct KnownAnswerTests {
    func boundaries(_ unit: UnitID, _ text: String) -> [Int] {
        unit.makeSegmenter().boundaries(in: UTF16Text(text)).map(\.rawValue)
    }

    @Test func namasteOnICU72() throws {
        try #require(Versions.icu.hasPrefix("72."), "CLDR's aksara rule answer is for ICU 72; this ICU is \(Versions.icu)")
        #expect(boundaries(.grapheme, "नमस्ते") == [0, 1, 2, 6])
        #expect(boundaries(.legacyGrapheme, "नमस्ते") == [0, 1, 2, 4, 6])
    }

    @Test func koreaFlag() {
        #expect(boundaries(.flag, "🇰🇷") == [0, 4])
        #expect(boundaries(.codePoint, "🇰🇷") == [0, 2, 4])
    }
}
