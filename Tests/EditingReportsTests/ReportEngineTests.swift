@testable import EditingReports
import EditingSemantics
import HostModels
import Testing

/// A host that deletes by UTF-16 unit, rewrites "é" (U+00E9) into "e" like GTK's decomposition,
/// used to check how traces treat text that a press re-inserts.
private struct DecomposingRule: DeleteRule {
    func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        let start = UTF16Offset(caret.rawValue - 1)
        if text.units[start.rawValue] == 0xE9 { return TextEdit(range: start..<caret, replacement: "e") }
        return TextEdit(range: start..<caret)
    }
}

@Suite struct ReportEngineTests {
    let reference = ["utf16-unit", "code-point", "grapheme-icu", "swift-string"].map { try! HostCatalog.model(id: $0) }

    @Test func traceOfAFlagByUTF16UnitsLeavesALoneSurrogate() {
        let trace = DeletionTrace(deleting: "🇰🇷", with: SegmentDeleteRule(UTF16UnitSegmenter()))
        #expect(trace.lengths == [1, 1, 1, 1])
        #expect(trace.illFormed)
        #expect(trace.boundaries == [0, 1, 2, 3, 4])
    }

    @Test func traceOfAGraphemeDeletion() {
        let trace = DeletionTrace(deleting: "नमस्ते", with: SegmentDeleteRule(UnitID.grapheme.makeSegmenter()))
        #expect(trace.lengths == [4, 1, 1])
        #expect(!trace.illFormed)
        #expect(trace.boundaries == [0, 1, 2, 6])
    }

    @Test func aRewritingHostHasNoBoundaries() {
        let trace = DeletionTrace(deleting: "x\u{E9}", with: DecomposingRule())
        #expect(!trace.keepsPrefix)
        #expect(trace.boundaries == nil)
        #expect(trace.lengths == [0, 1, 1])
    }

    @Test func gridCodesCompareBoundarySets() {
        #expect(GridCode.same.combined(with: .coarser) == .coarser)
        #expect(GridCode.coarser.combined(with: .finer) == .mixed)
        #expect(GridCode.finer.combined(with: .unknown) == .unknown)
    }

    @Test func agreementCountsTextsWhereEveryHostDeletesAlike() {
        let subjects = ReportSubjects(hosts: reference, units: [.codePoint, .grapheme], strategies: [])
        let texts = [
            ReportText(id: "a", group: "latin", text: "ab"),
            ReportText(id: "b", group: "latin", text: "e\u{301}"),
            ReportText(id: "c", group: "hindi", text: "नमस्ते"),
        ]
        let result = ReportRunner.run(texts, subjects: subjects)
        #expect(result.groups.map(\.name) == ["hindi", "latin"])
        let latin = result.groups[1]
        #expect(latin.deletionAgreement.matching == 1)
        #expect(latin.deletionAgreement.total == 2)
        let hindi = result.groups[0]
        #expect(hindi.mismatchCount == 0, "each reference host offsets and deletes in the same unit")
    }

    @Test func outputDoesNotDependOnBatchSize() {
        let subjects = ReportSubjects(hosts: reference, units: UnitID.allCases, strategies: [])
        let texts = ["नमस्ते", "क्ष", "한국어", "\u{1112}\u{1161}\u{11AB}", "🇰🇷🇯🇵", "👨‍👩‍👧", "e\u{301}", "\\u{D800}x"].enumerated().map {
            ReportText(id: "t\($0.offset)", group: $0.offset % 2 == 0 ? "even" : "odd", text: try! UTF16Text(escaped: $0.element))
        }
        let stamp = ReportStamp(corpusVersion: "test", corpusPath: "test")
        var one = ReportRunner(subjects: subjects, batchSize: 1)
        var many = ReportRunner(subjects: subjects, batchSize: 256)
        texts.forEach { one.add($0); many.add($0) }
        let a = ReportWriter.render(one.finish(), stamp: stamp)
        let b = ReportWriter.render(many.finish(), stamp: stamp)
        #expect(a.map(\.name) == b.map(\.name))
        #expect(a.map(\.contents) == b.map(\.contents))
    }
}
