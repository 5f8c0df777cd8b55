import HostModels
import ReportFormat

/// What the observations of real hosts (`Corpus/observed/`) say about the report's texts: for each
/// host version and aspect, the case ids on which the real host did what its model says, and the
/// known differences between models and observations with their reasons.
///
/// Built by the caller (the CLI reads the observation files through `HostObservation`), so the
/// report engine runs on any catalog and in tests without files.
package struct ObservedEvidence: Sendable {
    /// A listed difference between a model and its observation.
    package typealias Difference = ReportDocument.KnownDifference

    /// [host id][aspect] → case ids observed in agreement with the model.
    package var agreeing: [String: [AspectKind: Set<String>]]
    /// [host id] → the elements or widgets observed, e.g. `textarea`.
    package var elements: [String: [String]]
    package var differences: [Difference]
    /// Observation files not yet held to the models: the report's fold compares each text's
    /// observations with its analysis and adds the agreeing ones to ``agreeing``.
    package var files: ObservedFiles?

    package init(agreeing: [String: [AspectKind: Set<String>]] = [:], elements: [String: [String]] = [:],
                differences: [Difference] = []) {
        self.agreeing = agreeing
        self.elements = elements
        self.differences = differences
    }

    /// No observations: every answer is as its model's evidence says.
    package static let none = ObservedEvidence()

    func agrees(host: String, aspect: AspectKind, caseID: String) -> Bool {
        agreeing[host]?[aspect]?.contains(caseID) ?? false
    }
}
