import EditingCorpus
import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import HostObservation
import Testing

/// Every committed observation of a real host, held to the model it names: each difference is
/// listed with its reason in known-differences.txt, and nothing listed there has gone away.
/// No browser or toolkit is needed: the observations are files.
@Suite struct CommittedObservationsTests {
    static let root = RepositoryPaths.root

    /// The audit, made once for the suite's tests (it answers every model on every observed text),
    /// and whether the corpus it was made on read clean.
    static let made = Result { () throws -> (audit: ObservationAudit, corpusClean: Bool) in
        let (observations, known) = try CommittedObservations.read.get()
        let (cases, scan) = CorpusReader(directory: root.appendingPathComponent("Corpus").path).loadAll()
        let audit = try ObservationAudit(observations: observations, known: known,
                                         texts: Dictionary(cases.map { ($0.id, $0.text) }, uniquingKeysWith: { a, _ in a }))
        return (audit, scan.isClean)
    }

    static func audit() throws -> ObservationAudit {
        let made = try Self.made.get()
        #expect(made.corpusClean)
        return made.audit
    }

    @Test func everyDifferenceHasAListedReason() throws {
        let audit = try Self.audit()
        for item in audit.unexplained.prefix(50) {
            let d = item.difference
            Issue.record("\(item.file): \(item.model) \(item.element) \(d.aspect.rawValue) \(d.caseID) \(d.text.escaped): host \(d.observed), model \(d.modelled)")
        }
        #expect(audit.unexplained.isEmpty, "\(audit.unexplained.count) differences without a reason in known-differences.txt")
    }

    @Test func nothingListedHasGoneAway() throws {
        let audit = try Self.audit()
        for item in audit.stale.prefix(50) {
            Issue.record("known-differences.txt:\(item.entry.line): \(item.entry.model) \(item.entry.aspect.rawValue) \(item.caseID) \(item.why)")
        }
        #expect(audit.stale.isEmpty)
    }

    @Test func observationsAreOfTheCorpusTheyName() throws {
        let audit = try Self.audit()
        for (file, comparison) in audit.comparisons {
            #expect(comparison.missingCases.isEmpty, "\(file): cases no longer in the corpus: \(comparison.missingCases.prefix(10))")
        }
    }

    /// Every host `editsem observe` can drive on Linux has a committed observation of each of its
    /// elements, so no model family of an observable host goes unchecked.
    @Test(arguments: ObservableHost.all.filter { !$0.needsWebDriverEndpoint }.map(\.id))
    func everyObservableHostIsObservedForEveryElement(_ id: String) throws {
        let host = try #require(ObservableHost.all.first { $0.id == id })
        let (observations, _) = try CommittedObservations.read.get()
        for element in host.elements {
            let found = observations.contains {
                $0.observation.header.element == element.name && $0.observation.header.model.hasPrefix(element.modelFamily + "@")
            }
            #expect(found, "no committed observation of \(id) \(element.name) (a \(element.modelFamily)@… model): run `editsem observe --host \(id) --element \(element.name)`")
        }
    }

    /// The check `observations import` holds contributed files to, on the committed ones.
    @Test func everyFilePassesTheContributedFileCheck() throws {
        let (cases, _) = CorpusReader(directory: Self.root.appendingPathComponent("Corpus").path).loadAll()
        let texts = Dictionary(cases.map { ($0.id, $0.text) }, uniquingKeysWith: { a, _ in a })
        let names = try FileManager.default.contentsOfDirectory(atPath: CommittedObservations.folder).filter { $0.hasSuffix(".observed") }
        #expect(!names.isEmpty)
        for name in names {
            let path = CommittedObservations.folder + "/" + name
            let file = try ObservationFormat.readFile(try String(contentsOfFile: path, encoding: .utf8), file: path)
            let problems = ObservationCheck.problems(file, path: path, texts: texts)
            #expect(problems.isEmpty, "\(problems.prefix(5).map(\.description))")
        }
    }
}

/// The committed observations, read once for this target's suites: a read parses every file,
/// and parametrised tests would otherwise read the folder once per argument.
enum CommittedObservations {
    static let folder = RepositoryPaths.root.appendingPathComponent("Corpus/observed").path
    static let read = Result { () throws(ObservationFormat.ReadError) in try ObservationAudit.readFolder(folder) }
}
