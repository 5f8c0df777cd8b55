import EditingSemantics
import HostModels
import Testing

/// Pango's own layout tests list, for every character position, whether
/// backspace_deletes_character is set; the model's flag must match at every position after the
/// start. (At position 0 Pango sets the flag from an empty base character; backspace never reads
/// it there, and the model reports false.)
@Suite struct PangoFlagTests {
    /// Text and the character positions (code point indices) where the test file sets the flag,
    /// transcribed from GNOME/pango@0b96e86e tests/layouts/*.layout "log-attrs".
    static let cases: [(file: String, text: String, flagged: Set<Int>)] = [
        ("valid-19.layout", "😊\u{FE0E} 😊\u{FE0F} 🇩🇪 ✊ ✋🏾 0 # 🏴\u{E0075}\u{E0073}\u{E0063}\u{E0061}\u{E007F} ©", [24]),
        ("valid-10.layout", "Hello שלום Γειά σας", [7, 8, 9, 10]),
        ("valid-6.layout", " 0\u{FE0F}\u{20E3} Keycap Digit Zero", []),
        ("valid-21.layout", "😊\u{FE0F} \u{200D}", [4]),
        ("valid-3.layout", "ABC😀\u{FE0F}D", []),
        ("arabic-format.layout", "\u{06DD}", [1]),
    ]

    @Test(arguments: cases.map(\.file))
    func flagsMatchPangoLayoutTest(_ file: String) throws {
        let entry = try #require(Self.cases.first { $0.file == file })
        let text = UTF16Text(entry.text)
        var offset = UTF16Offset.zero
        for (index, slice) in text.scalars.enumerated() {
            offset = slice.end
            let position = index + 1
            let flag = PangoBackspaceRule.backspaceDeletesCharacter(at: offset, in: text)
            #expect(flag == entry.flagged.contains(position), "\(file): position \(position) (after U+\(String(slice.value, radix: 16, uppercase: true)))")
        }
    }
}
