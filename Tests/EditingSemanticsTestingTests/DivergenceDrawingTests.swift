import EditingSemantics
@testable import EditingSemanticsTesting
import KeyboardSimulation
import Testing

@Suite struct DivergenceDrawingTests {
    @Test func actualChangeIsTheSmallestReplacedRange() {
        let start = DocumentState(text: "ok abc")
        let result = DocumentState(text: "ok hello")
        #expect(DivergenceDrawing.actualChange(from: start, to: result) == .replaced(UTF16Offset(3)..<UTF16Offset(6), with: "hello"))
        #expect(DivergenceDrawing.actualChange(from: start, to: DocumentState(text: "ok abc", caret: UTF16Offset(4)))
                == .movedCaret(to: UTF16Offset(4)))
    }

    @Test func marksAtEveryOffsetIncludingBothEnds() {
        #expect(DivergenceDrawing.mark("ab", at: [0, 1, 2]) == "÷ a ÷ b ÷")
        #expect(DivergenceDrawing.mark("e\u{301}", at: [2]) == "e \\u{0301} ÷")
        #expect(DivergenceDrawing.draw(.movedCaret(to: UTF16Offset(1)), in: "ab") == "a ÷ b   caret at ÷")
        #expect(DivergenceDrawing.draw(.replaced(UTF16Offset(1)..<UTF16Offset(1), with: "x"), in: "ab") == "a ÷ b   inserted \"x\" at ÷")
    }
}
