import EditingSemantics
import HostModels
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
