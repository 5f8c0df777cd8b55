import EditingSemantics

/// Where a check's texts come from: the bundled corpus, a corpus folder of the author's own, the
/// built-in texts, or texts written in the test, each filtered by tags or ids. Parts combine with
/// `+`; a text id met twice is kept once (the first) and reported as a problem.
public struct TextSelection: Sendable {
    enum Part: Sendable {
        case bundledCorpus(TextFilter)
        case corpus(directory: String, TextFilter)
        case builtIn(TextFilter)
        case texts([CheckText])
    }

    var parts: [Part]

    /// The corpus that ships with EditingSemantics (see ``BundledCorpus``), filtered. When its
    /// folder cannot be found, the built-in texts (``BuiltInTexts``) stand in, filtered the same
    /// way, and the report says so.
    public static func bundledCorpus(_ filter: TextFilter = .all) -> TextSelection {
        TextSelection(parts: [.bundledCorpus(filter)])
    }

    /// The bundled corpus's texts with any of `tags` (scripts are tags: `devanagari`, `hangul`,
    /// `emoji`...), without any of `excludingTags`.
    public static func bundledCorpus(tags: [String], excludingTags: [String] = []) -> TextSelection {
        bundledCorpus(TextFilter(tags: tags, excludingTags: excludingTags))
    }

    /// A corpus folder of the author's own, in the bundled corpus's format (`tags.txt` and
    /// `*.corpus` files), filtered.
    public static func corpus(directory: String, _ filter: TextFilter = .all) -> TextSelection {
        TextSelection(parts: [.corpus(directory: directory, filter)])
    }

    /// The built-in texts, filtered.
    public static func builtIn(_ filter: TextFilter = .all) -> TextSelection {
        TextSelection(parts: [.builtIn(filter)])
    }

    /// These texts.
    public static func texts(_ texts: [CheckText]) -> TextSelection {
        TextSelection(parts: [.texts(texts)])
    }

    /// Texts written in the test as plain strings; each one's id is the text itself, with
    /// `\u{…}` escapes for invisible characters.
    public static func strings(_ strings: [String], tags: [String] = []) -> TextSelection {
        texts(strings.map { CheckText(id: UTF16Text($0).escaped, $0, tags: tags) })
    }

    public static func + (lhs: TextSelection, rhs: TextSelection) -> TextSelection {
        TextSelection(parts: lhs.parts + rhs.parts)
    }
}

/// The texts a selection stands for, with where they came from and what went wrong reading them.
public struct ResolvedTexts: Sendable {
    /// The texts, each id once, in selection order.
    public var texts: [CheckText]
    /// One line per part of the selection: what was read and how many texts it gave.
    public var sources: [String]
    /// What makes the selection unusable as given: a corpus that cannot be read, a tag that is not
    /// in the vocabulary, an id met twice. A check with problems fails.
    public var problems: [String]
}

extension TextSelection {
    /// Reads every part. Complexity: linear in the size of the corpora read.
    public func resolve() -> ResolvedTexts {
        var resolved = ResolvedTexts(texts: [], sources: [], problems: [])
        var seen: Set<String> = []
        func add(_ texts: [CheckText]) {
            for text in texts {
                if seen.insert(text.id).inserted {
                    resolved.texts.append(text)
                } else {
                    resolved.problems.append("the text id '\(text.id)' (\(text.origin)) is used twice; only its first text is checked")
                }
            }
        }
        for part in parts {
            switch part {
            case .bundledCorpus(let filter):
                let read = CorpusTexts.readBundled(filter)
                add(read.texts)
                resolved.sources.append(read.source)
                resolved.problems += read.problems
            case .corpus(let directory, let filter):
                let read = CorpusTexts.read(directory: directory, filter)
                add(read.texts)
                resolved.sources.append(read.source)
                resolved.problems += read.problems
            case .builtIn(let filter):
                let texts = BuiltInTexts.all.filter { filter.accepts(id: $0.id, tags: $0.tags) }
                add(texts)
                resolved.sources.append("built-in texts: \(texts.count) of \(BuiltInTexts.all.count) (\(filter.summary))")
            case .texts(let texts):
                add(texts)
                resolved.sources.append("your texts: \(texts.count)")
            }
        }
        if resolved.texts.isEmpty {
            resolved.problems.append("the selection holds no text, so nothing would be checked")
        }
        return resolved
    }
}
