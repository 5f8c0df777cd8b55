import HostModels
import HostObservation

extension ObservedEvidence {
    /// What an audit of observation files says: a host version counts as observed on a text and
    /// aspect when at least one of its observations measured it and none differs from the model
    /// there.
    package init(audit: ObservationAudit) {
        var measured: [String: [AspectKind: Set<String>]] = [:]
        var differing: [String: [AspectKind: Set<String>]] = [:]
        for (_, comparison) in audit.comparisons {
            let header = comparison.observation.header
            let answerable = Set(AspectKind.observed.filter { comparison.model[$0].isKnown })
            // Taken out and put back, so that each set is grown in place.
            var byAspect = measured.removeValue(forKey: header.model) ?? [:]
            for aspect in answerable {
                var ids = byAspect.removeValue(forKey: aspect) ?? []
                ids.reserveCapacity(ids.count + comparison.observation.texts.count)
                for text in comparison.observation.texts where text.measures(aspect) { ids.insert(text.id) }
                byAspect[aspect] = ids
            }
            measured[header.model] = byAspect
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
        self.init(agreeing: agreeing, elements: Self.elements(audit.comparisons.map(\.comparison.observation.header)),
                  differences: Self.differences(audit.known))
    }

    /// What observation files say, before they are held to the models: the report compares each
    /// text's observations with its own analysis of the text as it folds it
    /// (``ObservedFiles/agreement(on:hosts:hostOfFile:)``), which gives what ``init(audit:)`` gives.
    package init(files: ObservedFiles) {
        self.init(elements: Self.elements(files.headers), differences: Self.differences(files.known))
        self.files = files
    }

    /// [host id] → the elements observed, each with where and how.
    private static func elements(_ headers: [ObservationHeader]) -> [String: [String]] {
        var elements: [String: [String]] = [:]
        for header in headers {
            // Where and how: format 1 files are local `editsem observe` runs that record no device.
            let provenance = header.device.isEmpty ? "\(header.platform), local editsem observe" : "\(header.device), \(header.platform); \(header.source)"
            elements[header.model, default: []].append("\(header.element) (\(header.host) \(header.version); \(provenance))")
        }
        return elements.mapValues { $0.sorted() }
    }

    private static func differences(_ known: KnownDifferences) -> [Difference] {
        known.entries.map { entry in
            Difference(host: entry.model, element: entry.element == "*" ? "every element" : entry.element,
                       aspect: entry.aspect, reason: entry.reason, cases: entry.cases)
        }
    }
}

/// Observation files as the report reads them: each text's observations found by its case id, so
/// that they are held to the answers the report's analysis of the text already worked out rather
/// than to answers worked out again.
package struct ObservedFiles: Sendable {
    /// Each file's header, in the order of the files.
    package let headers: [ObservationHeader]
    package let known: KnownDifferences
    /// [case id] → each observation of the text: the index of its file, and what it measured.
    let byCase: [String: [(file: Int, text: ObservedText)]]

    /// - Throws: an error naming the file when a header names no model of the catalog, as
    ///   ``ObservationAudit/init(observations:known:texts:)`` does.
    package init(observations: [(file: String, observation: Observation)], known: KnownDifferences) throws(ObservationFormat.ReadError) {
        _ = try ObservationAudit.models(of: observations)
        headers = observations.map(\.observation.header)
        self.known = known
        var byCase: [String: [(file: Int, text: ObservedText)]] = [:]
        for (file, (_, observation)) in observations.enumerated() {
            for text in observation.texts { byCase[text.id, default: []].append((file, text)) }
        }
        self.byCase = byCase
    }

    /// The index among `hosts` of each file's model, nil where the model is not among them.
    func hostOfFile(among hosts: [HostModel]) -> [Int?] {
        headers.map { header in hosts.firstIndex { $0.id == header.model } }
    }

    /// The host and aspect pairs observed in agreement with the analysis on its text: measured
    /// by at least one observation of the host's model and differing in none. `hostOfFile` is
    /// ``hostOfFile(among:)`` of the analysis's hosts; observations of other models are passed over.
    /// - Complexity: comparing the text's observations with the analysis's answers; a deletion
    ///   that rewrites text is pressed out again.
    func agreement(on analysis: TextAnalysis, hosts: [HostModel], hostOfFile: [Int?]) -> [(host: Int, aspect: AspectKind)] {
        guard let observations = byCase[analysis.text.id] else { return [] }
        var measured: [(host: Int, aspect: AspectKind)] = []
        var differing: [(host: Int, aspect: AspectKind)] = []
        // By host index: a dictionary's hashing cost more than the answers it kept.
        var answers = [ModelAnswer?](repeating: nil, count: hosts.count)
        for (file, observed) in observations {
            guard let h = hostOfFile[file] else { continue }
            let answer = answers[h] ?? {
                let text = analysis.text.text
                let deletion = hosts[h].deletionRule.flatMap { rule in
                    analysis.deletions[h].map { ModelAnswer.presses(deleting: text, with: rule, trace: $0) }
                }
                let corrupted = Set(AspectKind.observed.filter { hosts[h].corrupts($0, text) })
                return ModelAnswer(deletion: corrupted.contains(.deletion) ? nil : deletion, caret: analysis.stops[.caret]![h],
                                   forwardDeletion: analysis.stops[.forwardDeletion]![h], corrupted: corrupted)
            }()
            answers[h] = answer
            observed.compare(with: answer) { aspect, agree in
                if !measured.contains(where: { $0 == (h, aspect) }) { measured.append((h, aspect)) }
                if !agree && !differing.contains(where: { $0 == (h, aspect) }) { differing.append((h, aspect)) }
            }
        }
        return measured.filter { pair in !differing.contains { $0 == pair } }
    }
}
