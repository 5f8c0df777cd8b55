/// What reading a corpus found: per-file counts, tag counts, errors and the version stamp.
package struct CorpusScan: Sendable {
    /// The corpus directory, as given.
    package var directory: String
    /// The tag vocabulary (empty when `tags.txt` is missing).
    package var vocabulary = TagVocabulary()
    /// One summary per `.corpus` file, in reading order.
    package var files: [CorpusFileSummary] = []
    /// The version stamp; nil when the directory is missing or empty or a file could not be read.
    package var version: CorpusVersion?
    /// The first errors found (up to the reader's `storedErrorLimit`), in reading order.
    package private(set) var errors: [CorpusError] = []
    /// How many errors were found in all; more than `errors.count` when the limit was reached.
    package private(set) var errorCount = 0
    /// How many loaded cases carry each tag.
    package var tagCounts: [String: Int] = [:]

    package init(directory: String) { self.directory = directory }

    /// Adds errors a caller's own check found (the report's script groups), after those read.
    package mutating func append(_ more: [CorpusError]) {
        errors += more
        errorCount += more.count
    }

    mutating func setErrors(_ sink: ErrorSink) {
        errors = sink.stored
        errorCount = sink.count
    }

    /// Whether the corpus loaded without a single error.
    package var isClean: Bool { errorCount == 0 }
    /// How many cases were loaded (cases on bad lines are not).
    package var caseCount: Int { files.reduce(0) { $0 + $1.caseCount } }
    /// Whether an error means there was nothing to read: missing or empty directory, missing
    /// vocabulary, unreadable file.
    package var hasMissingInput: Bool {
        errors.contains { [.missingDirectory, .emptyDirectory, .missingVocabulary, .unreadableFile].contains($0.kind) }
    }

    /// Tag counts in vocabulary order, then any tags outside it (only when the vocabulary is missing),
    /// sorted; tags no case carries are listed with 0.
    package var sortedTagCounts: [(tag: String, count: Int)] {
        var result = vocabulary.names.map { ($0, tagCounts[$0] ?? 0) }
        let extra = tagCounts.keys.filter { !vocabulary.contains($0) }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        result += extra.map { ($0, tagCounts[$0]!) }
        return result
    }
}

/// One corpus file as read.
package struct CorpusFileSummary: Hashable, Sendable {
    /// The path relative to the corpus directory.
    package var relativePath: String
    /// Cases loaded from the file.
    package var caseCount = 0
    /// Errors found in the file.
    package var errorCount = 0
    /// The distinct `source:` values of its loaded cases' headers, or their own `source=`, in order.
    package var sources: [String] = []
    /// The distinct licenses of its loaded cases, in order.
    package var licenses: [String] = []
    /// SHA-256 of the file's bytes, as 64 lowercase hex digits; nil if it could not be read whole.
    package var sha256: String?

    package init(relativePath: String) { self.relativePath = relativePath }

    mutating func record(_ corpusCase: CorpusCase) {
        caseCount += 1
        if sources.last != corpusCase.source, !sources.contains(corpusCase.source), sources.count < 100 {
            sources.append(corpusCase.source)
        }
        if licenses.last != corpusCase.license, !licenses.contains(corpusCase.license) { licenses.append(corpusCase.license) }
    }
}
