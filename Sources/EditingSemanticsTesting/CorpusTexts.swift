import EditingCorpus
import Foundation

/// Reads corpus folders into check texts.
enum CorpusTexts {
    struct Read {
        var texts: [CheckText]
        var source: String
        var problems: [String]
    }

    /// The bundled corpus, or the built-in texts when its folder is not found.
    static func readBundled(_ filter: TextFilter) -> Read {
        let environment = ProcessInfo.processInfo.environment[BundledCorpus.environmentVariable] ?? ""
        if let directory = BundledCorpus.directory {
            return read(directory: directory, filter)
        }
        if !environment.isEmpty {
            return Read(texts: [], source: "corpus \(environment) (from \(BundledCorpus.environmentVariable))",
                        problems: ["\(BundledCorpus.environmentVariable) names \(environment), which is not a folder"])
        }
        let texts = BuiltInTexts.all.filter { filter.accepts(id: $0.id, tags: $0.tags) }
        return Read(
            texts: texts,
            source: "built-in texts: \(texts.count) of \(BuiltInTexts.all.count) (\(filter.summary)); the bundled corpus was not found at "
                + "\(BundledCorpus.sourceCheckoutDirectory), so they stand in for it (set \(BundledCorpus.environmentVariable) to a copy of Corpus/)",
            problems: [])
    }

    /// Every case of the corpus at `directory` that `filter` accepts; a corpus error or a filter
    /// tag outside the corpus vocabulary is a problem.
    static func read(directory: String, _ filter: TextFilter) -> Read {
        let reader = CorpusReader(directory: directory, storedErrorLimit: 20)
        var texts: [CheckText] = []
        let scan = reader.scan { corpusCase in
            guard filter.accepts(id: corpusCase.id, tags: corpusCase.tags) else { return }
            texts.append(CheckText(id: corpusCase.id, text: corpusCase.text, tags: corpusCase.tags,
                                   origin: corpusCase.location.description, weight: corpusCase.weight))
        }
        var problems = scan.errors.map { "corpus error: \($0)" }
        if scan.errorCount > scan.errors.count {
            problems.append("\(scan.errorCount - scan.errors.count) more corpus errors")
        }
        if !scan.vocabulary.names.isEmpty {
            for tag in filter.namedTags where !scan.vocabulary.contains(tag) {
                problems.append("the tag '\(tag)' is not in \(reader.displayPath(CorpusReader.vocabularyFileName))")
            }
        }
        let version = scan.version.map { ", version \($0.short)" } ?? ""
        return Read(texts: texts,
                    source: "corpus \(directory)\(version): \(texts.count) of \(scan.caseCount) texts (\(filter.summary))",
                    problems: problems)
    }
}
