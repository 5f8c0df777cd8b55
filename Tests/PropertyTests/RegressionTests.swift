import EditingSemantics
import HostModels
import KeyboardTestData
import Foundation
import Testing

/// Cases the property tests and fuzzers found, fixed, and kept.
@Suite struct RegressionTests {
    /// ICU moves an offset inside a surrogate pair to the pair's start before `ubrk_preceding`, so
    /// `boundary(before:)` skipped the boundary at that start (found by the segmenter contract).
    /// UAX #29: GB4 breaks after CR and GB5 before Control, and a Prepend (U+110BD) starts a
    /// cluster, so the pair's start is a boundary in each case.
    @Test(arguments: [UnitID.grapheme, .legacyGrapheme, .aksara])
    func boundaryBeforeFromInsideASurrogatePair(_ unit: UnitID) {
        let segmenter = unit.makeSegmenter()
        let crThenVS17: UTF16Text = "a\r\u{E0100}"  // a | CR | VS17 (units 2..<4)
        #expect(segmenter.boundaries(in: crThenVS17).contains(2))
        #expect(segmenter.boundary(before: 3, in: crThenVS17) == 2)
        let prepend: UTF16Text = "\u{110BD}"  // one scalar in units 0..<2
        #expect(segmenter.boundary(before: 1, in: prepend) == 0)
        let afterA: UTF16Text = "a\u{110BD}"
        #expect(segmenter.boundary(before: 2, in: afterA) == 1)
    }
}

@Suite struct VectorFileRegressionTests {
    /// `grade:` without a space or value named column 8 of a 6-scalar line (found by fuzz-vector-file).
    @Test func unknownGradeColumnStaysOnTheLine() {
        for (line, column) in [("grade:", 7), ("grade: x", 8), ("grade:   x", 10)] {
            do {
                _ = try HostVectorFile.parse("source: s\n\(line)\n", path: "v.txt")
                Issue.record("\(line) parsed")
            } catch {
                #expect(error.line == 2 && error.column == column, "\(line): \(error)")
            }
        }
    }
}

@Suite struct LongInputRegressionTests {
    /// `FlagSegmenter.boundaries` counted the indicator run again at every offset, quadratic in the
    /// run's length: 20,000 indicators took seconds and a 10 MB run would not finish. A run of
    /// 200,000 indicators (800,000 code units) finishes quickly only if it is linear. UAX #29 GB12/GB13
    /// pair them from the start of the run, so the boundaries fall every 4 code units.
    @Test func longRegionalIndicatorRunIsLinear() {
        let count = 200_000
        let text = UTF16Text(units: Array([UInt16]([0xD83C, 0xDDF0]).repeated(count)))
        let boundaries = FlagSegmenter().boundaries(in: text)
        #expect(boundaries.count == count / 2 + 1)
        #expect(boundaries.allSatisfy { $0.rawValue % 4 == 0 })
        #expect(FlagSegmenter().boundary(before: text.endOffset, in: text) == UTF16Offset(text.units.count - 4))
    }
}

extension Array {
    /// The array repeated `count` times.
    func repeated(_ count: Int) -> [Element] { Array([[Element]](repeating: self, count: count).joined()) }
}

@Suite struct KeyboardTestFileRegressionTests {
    func error(_ bytes: [UInt8]) -> KeyboardTestError? {
        do { _ = try KeyboardTestFile(xml: Data(bytes), path: "k.xml"); return nil } catch { return error }
    }

    /// libxml2 2.9.14 crashed (signal 11) on an unknown declared encoding followed by a byte that
    /// is not UTF-8 (found by fuzz-keyboard-test-file). Both are now refused before parsing.
    @Test func unknownEncodingThenInvalidByteIsRefusedNotParsed() {
        let declaration = Array(#"<?xml version="1.0" encoding="UTF8.""#.utf8)
        let crash = error(declaration + [0xAF])
        #expect(crash?.line == 1 && crash?.column == 37, "\(String(describing: crash))")
        #expect(crash?.reason.contains("invalid UTF-8: continuation byte 0xAF") == true)
        let latin1 = error(Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><keyboardTest3/>"#.utf8))
        #expect(latin1?.reason.contains("'ISO-8859-1'") == true && latin1?.column == 21)
        #expect(error(Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<keyboardTest3 conformsTo=\"techpreview\"><info keyboard=\"k\" name=\"n\"/></keyboardTest3>".utf8)) == nil,
                "UTF-8, declared in any case, still reads")
        let second = error(Array("<a>\n<b>".utf8) + [0xC3, 0x28])
        #expect(second?.line == 2 && second?.column == 4, "the bad byte's own line and column")
    }

    /// FoundationXML crashed (signal 11, strlen of a null pointer) on a processing instruction
    /// with no data (found by fuzz-keyboard-test-file). It is refused before parsing.
    @Test func processingInstructionWithoutDataIsRefused() {
        let found = error(Array("<?xml version=\"1.0\"?>\n  <?x?>".utf8))
        #expect(found?.line == 2 && found?.column == 3, "\(String(describing: found))")
        #expect(found?.reason.contains("<?x?>") == true)
        #expect(error(Array("<?x y?><keyboardTest3/>".utf8))?.reason.contains("processing instruction") == false,
                "an instruction with data goes to the parser")
    }

    /// libxml2 reported `<` and three NULs at line 0, column 0, and crashed (signal 11) on
    /// `00 00 00 3C` followed by an encoding declaration, guessing UCS-4 from the NULs (both found
    /// by fuzz-keyboard-test-file). The C0 controls XML forbids are refused before parsing.
    @Test func controlCharactersXMLForbidsAreRefused() {
        let found = error([0x3C, 0, 0, 0])
        #expect(found?.line == 1 && found?.column == 2 && found?.reason == "U+0000 is not allowed in XML", "\(String(describing: found))")
        let guess = error([0, 0, 0, 0x3C] + Array(#"?xml version="1.0" encoding="x"?>"#.utf8))
        #expect(guess?.line == 1 && guess?.column == 1, "\(String(describing: guess))")
        let formFeed = error(Array("<a>\n\u{0C}".utf8))
        #expect(formFeed?.line == 2 && formFeed?.reason == "U+000C is not allowed in XML")
        #expect(error(Array("<keyboardTest3 conformsTo=\"techpreview\">\t\r\n<info keyboard=\"k\" name=\"n\"/></keyboardTest3>".utf8)) == nil,
                "tab, CR and LF are allowed")
    }
}
