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
