import EditingCorpus
import EditingReports
import EditingSemantics
import EditsemTestSupport
import Foundation
import HostObservation
import Testing

/// The committed `Reports/` must be what `editsem report` writes today from the bundled corpus.
@Suite struct CommittedReportsTests {
    static let root = RepositoryPaths.root
    static let reports = root.appendingPathComponent("Reports")

    /// The versions line of the committed index, if it was made with this machine's versions.
    static var stampMatches: Bool {
        guard let index = try? String(contentsOf: reports.appendingPathComponent("README.md"), encoding: .utf8) else { return false }
        let here = ReportStamp(corpusVersion: "", corpusPath: "")
        return index.contains("system ICU \(here.icu) (Unicode \(here.icuUnicode)) · Swift \(here.swift) (`Character`: Unicode \(here.stdlibUnicode))")
    }

    @Test(.enabled(if: stampMatches, "Reports/ was generated with other ICU, Unicode or Swift versions than this machine's (\(Versions.icu), \(Versions.icuUnicode), \(Versions.swift)); figures would differ"))
    func reportsAreFresh() throws {
        // The same inputs as `editsem report`'s defaults: the corpus, its observations of real
        // hosts and the Unicode test data.
        let corpus = Self.root.appendingPathComponent("Corpus").path
        let audit = try #require(try ObservationAudit.load(folder: corpus + "/observed", corpus: corpus))
        let subjects = ReportSubjects.standard(observed: ObservedEvidence(audit: audit))
        let reader = CorpusReader(directory: corpus)
        var runner = ReportRunner(subjects: subjects)
        let scan = reader.scan { runner.add(ReportText(corpusCase: $0)) }
        try #require(scan.isClean, "the bundled corpus has errors: \(scan.errors.prefix(3))")
        let version = try #require(scan.version)
        var result = runner.finish()
        result.conformance = try UnicodeConformance(folder: Self.root.appendingPathComponent("Tests/UnicodeData").path, units: subjects.units)
        let files = ReportWriter.render(result, stamp: ReportStamp(corpusVersion: "sha256:" + version.short, corpusPath: "Corpus"))

        var stale: [String] = []
        for file in files {
            let committed = try? Data(contentsOf: Self.reports.appendingPathComponent(file.name))
            if committed != Data(file.contents.utf8) { stale.append(file.name) }
        }
        let expected = Set(files.map(\.name))
        let extra = ((try? FileManager.default.contentsOfDirectory(atPath: Self.reports.path)) ?? []).filter { !expected.contains($0) }
        #expect(stale.isEmpty, "Reports/ is stale in \(stale.joined(separator: ", ")): run `swift run editsem report` and commit the result")
        #expect(extra.isEmpty, "Reports/ holds files the report does not write: \(extra.joined(separator: ", "))")
    }
}
