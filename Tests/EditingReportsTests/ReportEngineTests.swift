@testable import EditingReports
import EditingSemantics
import Foundation
import HostModels
import ReportFormat
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

    /// Chromium and Firefox delete e + U+0301 one code point at a time (their models' sources);
    /// WebKitGTK deletes the grapheme cluster (UAX #29 GB9).
    var real: [HostModel] { ["chromium@156", "firefox@153", "webkit-gtk@2.50"].map { try! HostCatalog.model(id: $0) } }

    @Test func agreementCountsTextsWhereEveryRealHostDeletesAlike() {
        let subjects = ReportSubjects(hosts: real + reference, units: [.codePoint, .grapheme], strategies: [])
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
    }

    @Test func referenceUnitsAreNotHosts() {
        let subjects = ReportSubjects(hosts: reference, units: [.codePoint], strategies: [])
        #expect(subjects.realHosts.isEmpty)
        let result = ReportRunner.run([ReportText(id: "b", group: "latin", text: "e\u{301}")], subjects: subjects)
        // A UTF-16 unit and a grapheme cluster differ on e + U+0301, but no real host is there to disagree.
        #expect(result.groups[0].deletionAgreement.total == 0)
        #expect(result.groups[0].splits.isEmpty)
    }

    @Test func splitsGroupHostsByBehaviourMostCommonFirst() throws {
        let subjects = ReportSubjects(hosts: real + reference, units: [.codePoint], strategies: [])
        let result = ReportRunner.run([ReportText(id: "b", group: "latin", text: "e\u{301}")], subjects: subjects)
        let split = try #require(result.groups[0].splits.first)
        let behaviours = split.behaviours(realHosts: subjects.realHosts)
        #expect(behaviours.map { $0.hosts.map { subjects.hosts[$0].id } } == [["chromium@156", "firefox@153"], ["webkit-gtk@2.50"]])
        #expect(behaviours.map { $0.trace?.presses } == [2, 1])
    }

    @Test func evidenceSaysObservedOnlyWhereTheObservationAgrees() throws {
        let observed = ObservedEvidence(agreeing: ["chromium@156": [.deletion: ["b"]]])
        let subjects = ReportSubjects(hosts: real + reference, units: [.codePoint], strategies: [], observed: observed)
        let evidence = ["b", "b2"].map { subjects.evidence(caseID: $0) }
        let chromium = 0, utf16 = real.count
        #expect(evidence[0][.deletion]![chromium] == .observed)
        #expect(evidence[1][.deletion]![chromium] != .observed, "observed on b only")
        #expect(evidence[0][.offset]![chromium] != .observed, "offsets are never observed")
        #expect(evidence[0][.deletion]![utf16] == .reference)
    }

    /// Observations that arrive while the texts are analysed count as if given at the start.
    @Test func evidenceGivenLaterCountsAlike() {
        let observed = ObservedEvidence(agreeing: ["chromium@156": [.deletion: ["b"]]])
        let texts = [ReportText(id: "b", group: "latin", text: "e\u{301}"), ReportText(id: "b2", group: "latin", text: "o\u{301}")]
        let stamp = ReportStamp(corpusVersion: "test", corpusPath: "test")
        let unobserved = ReportSubjects(hosts: real + reference, units: [.codePoint], strategies: [])
        var later = ReportRunner(subjects: unobserved, batchSize: 1, observed: { observed })
        texts.forEach { later.add($0) }
        let atStart = ReportWriter.render(ReportRunner.run(texts, subjects: unobserved.with(observed: observed)), stamp: stamp)
        let given = ReportWriter.render(later.finish(), stamp: stamp)
        let never = ReportWriter.render(ReportRunner.run(texts, subjects: unobserved), stamp: stamp)
        #expect(given.map(\.contents) == atStart.map(\.contents))
        #expect(never.map(\.contents) != atStart.map(\.contents), "the observation shows in the report")
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

    /// Writing draws each page and writes it as soon as it is drawn: the folder then holds exactly
    /// the files `render` gives, and replaces an earlier report whole.
    @Test func writtenFilesAreTheRenderedOnes() throws {
        let subjects = ReportSubjects(hosts: reference, units: [.grapheme, .codePoint], strategies: [])
        let texts = ["नमस्ते", "한국어", "🇰🇷", "e\u{301}"].enumerated().map {
            ReportText(id: "t\($0.offset)", group: "g\($0.offset % 2)", text: try! UTF16Text(escaped: $0.element))
        }
        let stamp = ReportStamp(corpusVersion: "test", corpusPath: "test")
        let result = ReportRunner.run(texts, subjects: subjects)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for _ in 0..<2 {
            try ReportWriter.write(result, stamp: stamp, to: folder)
            let rendered = ReportWriter.render(result, stamp: stamp)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(names == rendered.map(\.name).sorted())
            for file in rendered {
                #expect(try Data(contentsOf: folder.appendingPathComponent(file.name)) == Data(file.contents.utf8), "\(file.name)")
            }
        }
    }
}
