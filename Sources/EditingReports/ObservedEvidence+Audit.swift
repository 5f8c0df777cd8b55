import HostModels
import HostObservation

extension ObservedEvidence {
    /// What an audit of observation files says: a host version counts as observed on a text and
    /// aspect when at least one of its observations measured it and none differs from the model
    /// there.
    package init(audit: ObservationAudit) {
        var measured: [String: [AspectKind: Set<String>]] = [:]
        var differing: [String: [AspectKind: Set<String>]] = [:]
        var elements: [String: [String]] = [:]
        for (_, comparison) in audit.comparisons {
            let header = comparison.observation.header
            let answerable = Set(AspectKind.observed.filter { comparison.model[$0].isKnown })
            // Where and how: format 1 files are local `editsem observe` runs that record no device.
            let provenance = header.device.isEmpty ? "\(header.platform), local editsem observe" : "\(header.device), \(header.platform); \(header.source)"
            elements[header.model, default: []].append("\(header.element) (\(header.host) \(header.version); \(provenance))")
            for text in comparison.observation.texts {
                for aspect in answerable where text.measures(aspect) {
                    measured[header.model, default: [:]][aspect, default: []].insert(text.id)
                }
            }
            for difference in comparison.differences {
                differing[header.model, default: [:]][difference.aspect, default: []].insert(difference.caseID)
            }
        }
        var agreeing: [String: [AspectKind: Set<String>]] = [:]
        for (model, aspects) in measured {
            for (aspect, ids) in aspects {
                agreeing[model, default: [:]][aspect] = ids.subtracting(differing[model]?[aspect] ?? [])
            }
        }
        let differences = audit.known.entries.map { entry in
            Difference(host: entry.model, element: entry.element == "*" ? "every element" : entry.element,
                       aspect: entry.aspect, reason: entry.reason, cases: entry.cases)
        }
        self.init(agreeing: agreeing, elements: elements.mapValues { $0.sorted() }, differences: differences)
    }
}
