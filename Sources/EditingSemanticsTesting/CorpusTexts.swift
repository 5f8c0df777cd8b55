/// Reads corpus folders into check texts.
enum CorpusTexts {
    struct Read {
        var texts: [CheckText]
        var source: String
        var problems: [String]
    }

    static func readBundled(_ filter: TextFilter) -> Read {
        let texts = BuiltInTexts.all.filter { filter.accepts(id: $0.id, tags: $0.tags) }
        return Read(texts: texts, source: "built-in texts standing in for the bundled corpus: \(texts.count) (\(filter.summary))", problems: [])
    }

    static func read(directory: String, _ filter: TextFilter) -> Read {
        Read(texts: [], source: "corpus \(directory)", problems: ["reading a corpus folder needs the EditingCorpus module"])
    }
}
