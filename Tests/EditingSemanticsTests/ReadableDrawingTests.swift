import EditingSemantics
import Testing

/// What a person reads in `explain`, the Markdown and the HTML: marks on a dotted circle,
/// characters that draw nothing as named badges.
@Suite struct ReadableDrawingTests {
    @Test func vowelSignAndViramaStandOnADottedCircle() {
        let ki: UTF16Text = "\u{0915}\u{093F}"
        #expect(BoundaryDrawing.drawReadable(ki, boundaries: [0, 1, 2].map { UTF16Offset($0) }) == "÷ क ÷ ◌ि ÷")
        let sta: UTF16Text = "\u{0938}\u{094D}\u{0924}"
        #expect(BoundaryDrawing.drawReadable(sta, boundaries: [0, 3].map { UTF16Offset($0) }) == "÷ स × ◌् × त ÷")
    }

    @Test func invisibleCharactersAreNamedBadges() {
        let family: UTF16Text = "👨\u{200D}👩"
        #expect(BoundaryDrawing.drawReadable(family, boundaries: [0, 5].map { UTF16Offset($0) }) == "÷ 👨 × ⟨ZWJ⟩ × 👩 ÷")
        let heart: UTF16Text = "\u{2764}\u{FE0F}"
        #expect(BoundaryDrawing.readableText(heart) == "❤⟨VS16⟩")
        let tag: UTF16Text = "\u{E0067}\u{E007F}"
        #expect(BoundaryDrawing.readableText(tag) == "⟨TAG g⟩⟨CANCEL TAG⟩")
        #expect(BoundaryDrawing.readableText("a\r\n") == "a⟨CR⟩⟨LF⟩")
    }

    @Test func aMarkAfterItsBaseReadsAsTypedInProse() {
        #expect(BoundaryDrawing.readableText("\u{0915}\u{093F}") == "\u{0915}\u{093F}")
        #expect(BoundaryDrawing.readableText("\u{093F}") == "◌ि")
    }

    @Test func machineDrawingKeepsEscapes() {
        let ki: UTF16Text = "\u{0915}\u{093F}"
        #expect(BoundaryDrawing.draw(ki, boundaries: [0, 2].map { UTF16Offset($0) }) == "÷ क × \\u{093F} ÷")
    }
}
