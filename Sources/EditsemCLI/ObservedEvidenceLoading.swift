import EditingCorpus
import EditingReports
import EditingSemantics
import Foundation
import HostObservation

extension ObservedEvidence {
    /// What the observation files under `observed` say about the texts of `corpus`: a host version
    /// counts as observed on a text and aspect when at least one of its observations measured it
    /// and none differs from the model there. Empty when the folder is absent.
    static func load(observed: String, corpus: String) throws -> ObservedEvidence {
        guard FileManager.default.fileExists(atPath: observed) else { return .none }
        let audit: ObservationAudit
        do {
            let (observations, known) = try ObservationAudit.readFolder(observed)
            guard !observations.isEmpty else { return .none }
            let (cases, scan) = CorpusReader(directory: corpus).loadAll()
            // A missing corpus is the report's own error to give, with its own exit status.
            if scan.hasMissingInput { return .none }
            guard scan.isClean else {
                for error in scan.errors { printError("editsem: \(error)") }
                throw EditsemExit.dataError
            }
            audit = try ObservationAudit(observations: observations, known: known,
                                         texts: Dictionary(cases.map { ($0.id, $0.text) }, uniquingKeysWith: { a, _ in a }))
        } catch let error as ObservationFormat.ReadError {
            printError("editsem: \(error)")
            throw EditsemExit.dataError
        }
        var measured: [String: [ReportAspect: Set<String>]] = [:]
        var differing: [String: [ReportAspect: Set<String>]] = [:]
        var elements: [String: [String]] = [:]
        for (_, comparison) in audit.comparisons {
            let header = comparison.observation.header
            let answerable = (deletion: comparison.model.deletion.isKnown, caret: comparison.model.caret.isKnown)
            elements[header.model, default: []].append("\(header.element) (\(header.host) \(header.version))")
            for text in comparison.observation.texts {
                if answerable.deletion, text.deletion.value != nil { measured[header.model, default: [:]][.deletion, default: []].insert(text.id) }
                if answerable.caret, text.caret.value != nil { measured[header.model, default: [:]][.caret, default: []].insert(text.id) }
            }
            for difference in comparison.differences {
                let aspect: ReportAspect = difference.aspect == .deletion ? .deletion : .caret
                differing[header.model, default: [:]][aspect, default: []].insert(difference.caseID)
            }
        }
        var agreeing: [String: [ReportAspect: Set<String>]] = [:]
        for (model, aspects) in measured {
            for (aspect, ids) in aspects {
                agreeing[model, default: [:]][aspect] = ids.subtracting(differing[model]?[aspect] ?? [])
            }
        }
        let differences = audit.known.entries.map { entry in
            Difference(host: entry.model, element: entry.element == "*" ? "every element" : entry.element,
                       aspect: entry.aspect.rawValue, reason: entry.reason, cases: entry.cases)
        }
        return ObservedEvidence(agreeing: agreeing, elements: elements.mapValues { $0.sorted() }, differences: differences)
    }
}
