import EditingCorpus
import EditingReports
import EditingSemantics
import EditsemTestSupport
import Foundation
import HostObservation

/// The report `editsem report` writes today from the bundled corpus, its observations and the
/// Unicode test data, drawn once per test process for every test that holds a file to it
/// (the committed pages, the schema, the guide's figures).
package enum FreshReport {
    package struct Drawn: Sendable {
        /// Every file `ReportWriter.render` gives, committed or not, by name in its order.
        package var files: [(name: String, contents: String)]

        package func contents(of name: String) -> String? { files.first { $0.name == name }?.contents }
    }

    /// The drawing, or the error that stopped it.
    package static let drawn: Result<Drawn, any Error> = Result { try draw() }

    package static func files() throws -> Drawn { try drawn.get() }

    private struct CorpusNotClean: Error, CustomStringConvertible {
        var errors: [CorpusError]
        var description: String { "the bundled corpus has errors: \(errors.prefix(3))" }
    }

    private static func draw() throws -> Drawn {
        let root = RepositoryPaths.root
        let corpus = root.appendingPathComponent("Corpus").path
        guard let audit = try ObservationAudit.load(folder: corpus + "/observed", corpus: corpus) else {
            throw CorpusNotClean(errors: [CorpusError(kind: .missingDirectory, path: corpus + "/observed", reason: "no observations")])
        }
        let subjects = ReportSubjects.standard(observed: ObservedEvidence(audit: audit))
        var runner = ReportRunner(subjects: subjects)
        let scan = CorpusReader(directory: corpus).scan { runner.add(ReportText(corpusCase: $0)) }
        guard scan.isClean, let version = scan.version else { throw CorpusNotClean(errors: scan.errors) }
        var result = runner.finish()
        result.conformance = try UnicodeConformance(folder: root.appendingPathComponent("Tests/UnicodeData").path, units: subjects.units)
        return Drawn(files: ReportWriter.render(result, stamp: ReportStamp(corpusVersion: "sha256:" + version.short, corpusPath: "Corpus")))
    }
}
