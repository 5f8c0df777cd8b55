import EditingReports
import HostObservation

extension ObservedEvidence {
    /// What the observation files under `observed` say about the texts of `corpus`; empty when the
    /// folder is absent, holds no observation, or the corpus is missing (the report's own error).
    static func load(observed: String, corpus: String) throws -> ObservedEvidence {
        guard let audit = try ObservationAudit.loadReportingErrors(folder: observed, corpus: corpus) else { return .none }
        return ObservedEvidence(audit: audit)
    }
}

extension ObservationAudit {
    /// `load(folder:corpus:)` with its errors on standard error and exit 65.
    static func loadReportingErrors(folder: String, corpus: String) throws -> ObservationAudit? {
        do {
            return try load(folder: folder, corpus: corpus)
        } catch {
            for message in error.messages { printError("editsem: \(message)") }
            throw EditsemExit.dataError
        }
    }
}
