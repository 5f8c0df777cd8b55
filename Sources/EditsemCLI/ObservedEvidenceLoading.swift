import EditingReports
import HostObservation

extension ObservedEvidence {
    /// What the observation files under `observed` say; empty when the folder is absent or holds
    /// no observation. The files are read and checked here; the report holds them to its models
    /// text by text as it reads the corpus, which it checks itself (so it is not read here).
    static func load(observed: String) throws -> ObservedEvidence {
        let files = try ObservationAudit.reportingErrors { () throws(ObservationAudit.LoadError) in
            try ObservationAudit.read(folder: observed, corpus: nil) { observations, known, _ throws(ObservationFormat.ReadError) in
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
