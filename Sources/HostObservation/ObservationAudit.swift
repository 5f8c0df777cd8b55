import EditingCorpus
import EditingSemantics
import EditingSupport
import Foundation
import HostModels

/// Every observation file of a folder held to its host model: which differences are explained by
/// the known-differences file, which are not, and which listed differences no longer occur.
package struct ObservationAudit: Sendable {
    package struct Unexplained: Hashable, Sendable {
        package var file: String
        package var model: String
        package var element: String
        package var difference: ObservedDifference
    }

    package struct Stale: Hashable, Sendable {
        package var entry: KnownDifferences.Entry
        package var caseID: String
        /// "agrees now" or "not observed".
        package var why: String
    }

    package var comparisons: [(file: String, comparison: ObservationComparison)]
    package var known: KnownDifferences
    package private(set) var unexplained: [Unexplained] = []
    package private(set) var stale: [Stale] = []
    /// Explained differences, with the entry that explains each.
    package private(set) var explained: [(file: String, difference: ObservedDifference, entry: KnownDifferences.Entry)] = []

    /// Compares each observation with the model its header names.
    /// - Throws: an error naming the file when a header names no model of the catalog.
    package init(observations: [(file: String, observation: Observation)], known: KnownDifferences,
                texts: [String: UTF16Text]) throws(ObservationFormat.ReadError) {
        self.known = known
        let models = try Self.models(of: observations)
        // Each model answers once per text, however many of its host's elements were observed.
        var modelIDs: [String] = []
        for model in models where !modelIDs.contains(model.id) { modelIDs.append(model.id) }
        let answerTables = modelIDs.concurrentMap { id in
            let ids = observations.indices.filter { models[$0].id == id }.flatMap { observations[$0].observation.texts.map(\.id) }
            return ModelAnswer.answers(of: models.first { $0.id == id }!, to: ids, texts: texts)
        }
        let answers = [String: [String: ModelAnswer]](uniqueKeysWithValues: zip(modelIDs, answerTables))
        let compared = Array(zip(observations, models)).concurrentMap { pair -> (String, ObservationComparison) in
            let ((file, observation), model) = pair
            return (file, ObservationComparison(observation: observation, model: model, texts: texts, answers: answers[model.id]!))
        }
        comparisons = compared.map { (file: $0.0, comparison: $0.1) }
        for (file, comparison) in comparisons {
            let header = comparison.observation.header
            for difference in comparison.differences {
                if let entry = known.entry(model: header.model, element: header.element, aspect: difference.aspect, caseID: difference.caseID) {
                    explained.append((file, difference, entry))
                } else {
                    unexplained.append(Unexplained(file: file, model: header.model, element: header.element, difference: difference))
                }
            }
        }
        // An entry is stale on a case where no observation of its model and element differs from
        // the model; the case ids each observation measured are gathered only for those.
        var measured: [Int: [AspectKind: Set<String>]] = [:]
        for entry in known.entries {
            let observing = comparisons.indices.filter {
                let header = comparisons[$0].comparison.observation.header
                return header.model == entry.model && (entry.element == "*" || header.element == entry.element)
            }
            for c in observing where measured[c]?[entry.aspect] == nil {
                let texts = comparisons[c].comparison.observation.texts
                measured[c, default: [:]][entry.aspect] = Set(texts.lazy.filter { $0.measures(entry.aspect) }.map(\.id))
            }
            for caseID in entry.cases {
                let differs = observing.contains { c in
                    comparisons[c].comparison.differences.contains { $0.aspect == entry.aspect && $0.caseID == caseID }
                }
                if differs { continue }
                let why = observing.contains { measured[$0]![entry.aspect]!.contains(caseID) } ? "agrees now" : "not observed"
                stale.append(Stale(entry: entry, caseID: caseID, why: why))
            }
        }
    }

    /// The catalog model each observation's header names, in order.
    /// - Throws: an error naming the file when a header names no model of the catalog.
    package static func models(of observations: [(file: String, observation: Observation)]) throws(ObservationFormat.ReadError) -> [HostModel] {
        var found: [HostModel] = []
        for (file, observation) in observations {
            guard let model = HostCatalog.all.first(where: { $0.id == observation.header.model }) else {
                throw ObservationFormat.ReadError(file: file, line: 1, reason: "model '\(observation.header.model)' is not in the host catalog")
            }
            found.append(model)
        }
        return found
    }

    /// Reads every `*.observed` file of `directory` (sorted by name) and its known-differences file.
    /// A folder that does not exist yet holds none; one that cannot be listed is an error.
    package static func readFolder(_ directory: String) throws(ObservationFormat.ReadError) -> (observations: [(file: String, observation: Observation)], known: KnownDifferences) {
        var listed: [String] = []
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw ObservationFormat.ReadError(file: directory, line: 1, reason: "a file, not a folder of observations")
            }
            do { listed = try FileManager.default.contentsOfDirectory(atPath: directory) } catch {
                throw ObservationFormat.ReadError(file: directory, line: 1, reason: "cannot list the folder (\(error.localizedDescription))")
            }
        }
        let names = listed.filter { $0.hasSuffix("." + ObservationFormat.fileExtension) }.sorted()
        // Files are parsed in parallel; the first failure in name order is the one reported.
        let read = names.concurrentMap { name -> Result<(String, Observation), ObservationFormat.ReadError> in
            let path = directory + "/" + name
            guard let data = FileManager.default.contents(atPath: path), let contents = String(validating: data, as: UTF8.self) else {
                return .failure(ObservationFormat.ReadError(file: path, line: 1, reason: "cannot read the file as UTF-8"))
            }
            return Result { () throws(ObservationFormat.ReadError) in (path, try ObservationFormat.read(contents, file: path)) }
        }
        var observations: [(String, Observation)] = []
        for result in read { observations.append(try result.get()) }
        let knownPath = directory + "/" + KnownDifferences.fileName
        var known = KnownDifferences()
        if let data = FileManager.default.contents(atPath: knownPath) {
            known = try KnownDifferences.read(String(decoding: data, as: UTF8.self), file: knownPath)
        }
        return (observations, known)
    }
}

extension ObservationFormat {
    /// Where the driver programs are: `$EDITSEM_DRIVERS`, else this module's resources.
    package static var driversDirectory: String {
        if let chosen = ProcessInfo.processInfo.environment["EDITSEM_DRIVERS"] { return chosen }
        return Bundle.module.path(forResource: "Drivers", ofType: nil) ?? "Drivers"
    }
}

extension ObservationAudit {
    /// Why a folder of observations could not be audited: each message names its file and line.
    package struct LoadError: Error, CustomStringConvertible {
        package var messages: [String]
        package var description: String { messages.joined(separator: "\n") }
    }

    /// The observations under `folder` held to their models on the texts of the corpus at
    /// `corpus`; nil when there are none or the corpus is missing (its reader reports that).
    package static func load(folder: String, corpus: String) throws(LoadError) -> ObservationAudit? {
        try read(folder: folder, corpus: corpus) { observations, known, cases throws(ObservationFormat.ReadError) in
            try ObservationAudit(observations: observations, known: known,
                                 texts: Dictionary(cases.map { ($0.id, $0.text) }, uniquingKeysWith: { a, _ in a }))
        }
    }

    /// What `make` makes of the observations under `folder`, their known differences and the
    /// cases of the corpus at `corpus`; nil when there are no observations or the corpus is
    /// missing (its reader reports that). With `corpus` nil no corpus is read, and `make` is
    /// given no cases.
    package static func read<Result>(
        folder: String, corpus: String?,
        _ make: ([(file: String, observation: Observation)], KnownDifferences, [CorpusCase]) throws(ObservationFormat.ReadError) -> Result
    ) throws(LoadError) -> Result? {
        guard FileManager.default.fileExists(atPath: folder) else { return nil }
        do {
            let (observations, known) = try readFolder(folder)
            guard !observations.isEmpty else { return nil }
            guard let corpus else { return try make(observations, known, []) }
            let (cases, scan) = CorpusReader(directory: corpus).loadAll()
            if scan.hasMissingInput { return nil }
            guard scan.isClean else { throw LoadError(messages: scan.errors.map { "\($0)" }) }
            return try make(observations, known, cases)
        } catch let error as ObservationFormat.ReadError {
            throw LoadError(messages: ["\(error)"])
        } catch let error as LoadError {
            throw error
        } catch {
            throw LoadError(messages: ["\(error)"])
        }
    }
}
