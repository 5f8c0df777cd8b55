import EditingCorpus
import EditingReports
import EditingSemantics
import EditsemTestSupport
import Foundation
import HostObservation
import Testing

/// A contributed observation file shows in the reports with where and how it was made.
@Suite struct ObservedProvenanceTests {
    static let root = RepositoryPaths.root

    @Test func aContributedFileShowsItsDeviceAndSource() throws {
        let path = Self.root.appendingPathComponent("Tests/HostObservationTests/Fixtures/chromium@156-contenteditable-loopback.observed").path
        let observation = try ObservationFormat.read(try String(contentsOfFile: path, encoding: .utf8), file: path)
        let (cases, scan) = CorpusReader(directory: Self.root.appendingPathComponent("Corpus").path).loadAll()
        #expect(scan.isClean)
        let audit = try ObservationAudit(observations: [(path, observation)], known: KnownDifferences(),
                                         texts: Dictionary(cases.map { ($0.id, $0.text) }, uniquingKeysWith: { a, _ in a }))
        let evidence = ObservedEvidence(audit: audit)
        let header = observation.header
        #expect(!header.device.isEmpty && !header.source.isEmpty)
        let shown = try #require(evidence.elements[header.model]?.first)
        #expect(shown.contains(header.device) && shown.contains(header.source) && shown.contains(header.version), "\(shown)")
    }
}

/// `editsem report` reads the observation files and holds each text's observations to the
/// answers its analysis worked out; the audit `editsem observations check` runs works the
/// answers out again. On the committed observations, over the texts with known differences and
/// a sample of the rest, the two give the same report and the same agreeing texts.
@Suite struct ObservedFilesTests {
    static let root = RepositoryPaths.root

    @Test func filesHeldToTheAnalysisSayWhatTheAuditSays() throws {
        let corpus = Self.root.appendingPathComponent("Corpus").path
        let folder = corpus + "/observed"
        let audit = try #require(try ObservationAudit.load(folder: folder, corpus: corpus))
        let files = try #require(try ObservationAudit.read(folder: folder, corpus: corpus) { observations, known, _ throws(ObservationFormat.ReadError) in
            try ObservedFiles(observations: observations, known: known)
        })
        let differing = Set(audit.known.entries.flatMap(\.cases))
        let (cases, _) = CorpusReader(directory: corpus).loadAll()
        let texts = cases.enumerated().filter { differing.contains($0.element.id) || $0.offset % 9 == 0 }.map { ReportText(corpusCase: $0.element) }
        #expect(texts.count > differing.count)

        let byAudit = ReportRunner.run(texts, subjects: .standard(observed: ObservedEvidence(audit: audit)))
        let byFiles = ReportRunner.run(texts, subjects: .standard(observed: ObservedEvidence(files: files)))
        let stamp = ReportStamp(corpusVersion: "", corpusPath: "Corpus")
        let pagesByAudit = ReportWriter.render(byAudit, stamp: stamp), pagesByFiles = ReportWriter.render(byFiles, stamp: stamp)
        #expect(pagesByAudit.map(\.name) == pagesByFiles.map(\.name))
        for (a, b) in zip(pagesByAudit, pagesByFiles) { #expect(a.contents == b.contents, "\(a.name) differs") }

        let ids = Set(texts.map(\.id))
        let expected = ObservedEvidence(audit: audit).agreeing.mapValues { $0.mapValues { $0.intersection(ids) }.filter { !$0.value.isEmpty } }
        #expect(byFiles.subjects.observed.agreeing == expected)
        #expect(byFiles.subjects.observed.files == nil)
    }
}
