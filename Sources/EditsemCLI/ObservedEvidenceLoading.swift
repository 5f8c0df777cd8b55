import EditingReports
import HostObservation

extension ObservedEvidence {
    /// What the observation files under `observed` say about the texts of `corpus`; empty when the
    /// folder is absent, holds no observation, or the corpus is missing (the report's own error).
    /// The files are read and checked here; the report holds them to its models text by text.
    static func load(observed: String, corpus: String) throws -> ObservedEvidence {
        let files = try ObservationAudit.reportingErrors { () throws(ObservationAudit.LoadError) in
            try ObservationAudit.read(folder: observed, corpus: corpus) { observations, known, _ throws(ObservationFormat.ReadError) in
                try ObservedFiles(observations: observations, known: known)
            }
        }
        return files.map(ObservedEvidence.init(files:)) ?? .none
    }
}

extension ObservationAudit {
    /// `load(folder:corpus:)` with its errors on standard error and exit 65.
    static func loadReportingErrors(folder: String, corpus: String) throws -> ObservationAudit? {
        try reportingErrors { () throws(LoadError) in try load(folder: folder, corpus: corpus) }
    }

    /// What `load` loads, with its errors on standard error and exit 65.
    static func reportingErrors<Loaded>(_ load: () throws(LoadError) -> Loaded) throws -> Loaded {
        do {
            return try load()
        } catch {
            for message in error.messages { printError("editsem: \(message)") }
            throw EditsemExit.dataError
        }
    }
}
