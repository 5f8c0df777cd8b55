import EditingSemantics

/// The closed set of tags cases may carry, read from the corpus's `tags.txt`.
///
/// Each line of `tags.txt` is `tag<TAB>meaning`; blank lines and lines starting with `#` are ignored.
/// A tag is lowercase ASCII letters, digits and `-`, starting with a letter or digit.
package struct TagVocabulary: Hashable, Sendable {
    package struct Tag: Hashable, Sendable {
        package var name: String
        /// One line saying what a case with this tag exercises.
        package var meaning: String
        /// The heading of the block of `tags.txt` the tag is defined in: the first comment line
        /// after a blank line (`Scripts and languages`), or nil before any heading.
        package var section: String?
        /// The tag's 1-based line in `tags.txt`, or nil for a tag not read from a file.
        package var line: Int?
        package init(name: String, meaning: String, section: String? = nil, line: Int? = nil) {
            self.name = name
            self.meaning = meaning
            self.section = section
            self.line = line
        }
    }

    /// The tags in file order.
    package private(set) var tags: [Tag] = []
    private var meanings: [String: String] = [:]

    package init(tags: [Tag] = []) {
        for tag in tags where meanings[tag.name] == nil {
            self.tags.append(tag)
            meanings[tag.name] = tag.meaning
        }
    }

    package func contains(_ name: String) -> Bool { meanings[name] != nil }
    package func meaning(of name: String) -> String? { meanings[name] }
    package var names: [String] { tags.map(\.name) }

    /// Reads a vocabulary file, collecting every error; `displayPath` names the file in errors.
    /// The tags of well-formed lines are kept even when other lines are bad.
    /// Returns nil for the digest when the file could not be read to its end.
    static func read(path: String, displayPath: String) -> (vocabulary: TagVocabulary, errors: [CorpusError], sha256: String?) {
        var vocabulary = TagVocabulary()
        var errors: [CorpusError] = []
        var firstLine: [String: Int] = [:]
        var section: String?
        var afterBlank = true
        do {
            let reader = try LineReader(path: path)
            while try reader.nextLine({ raw in
                func fail(_ kind: CorpusError.Kind, _ column: Int, _ reason: String) {
                    errors.append(CorpusError(kind: kind, path: displayPath, line: raw.number, column: column, reason: reason))
                }
                if let defect = UTF8Defect.first(in: raw.bytes) {
                    fail(.invalidUTF8, defect.column, defect.reason)
                    return
                }
                var text = String(decoding: raw.bytes, as: UTF8.self)
                if raw.number == 1, text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
                if isBlankOrComment(text) {
                    let isComment = text.unicodeScalars.first == "#"
                    if isComment, afterBlank {
                        section = Substring(text.unicodeScalars.dropFirst()).trimmingSpaces
                    }
                    afterBlank = !isComment
                    return
                }
                afterBlank = false
                guard let tab = text.unicodeScalars.firstIndex(of: "\t") else {
                    fail(.malformedLine, 1, "expected `tag<TAB>meaning`")
                    return
                }
                let name = String(Substring(text.unicodeScalars[..<tab]))
                let meaning = Substring(text.unicodeScalars[text.unicodeScalars.index(after: tab)...]).trimmingSpaces
                if let column = firstInvalidTagScalar(name) {
                    fail(.malformedLine, column, "'\(name)' is not a tag name (lowercase ASCII letters, digits and '-', starting with a letter or digit)")
                    return
                }
                guard !meaning.isEmpty, !meaning.contains("\t") else {
                    fail(.malformedLine, name.unicodeScalars.count + 2, "the meaning of '\(name)' must be one non-empty field without tabs")
                    return
                }
                if let first = firstLine[name] {
                    fail(.duplicateTag, 1, "tag '\(name)' is already defined at line \(first)")
                    return
                }
                firstLine[name] = raw.number
                vocabulary.tags.append(Tag(name: name, meaning: meaning, section: section, line: raw.number))
                vocabulary.meanings[name] = meaning
            }) != nil {}
            return (vocabulary, errors, reader.hasher.hexDigest())
        } catch {
            errors.append(CorpusError(kind: .unreadableFile, path: displayPath, reason: "cannot read the tag vocabulary: \(error.message)"))
            return (vocabulary, errors, nil)
        }
    }
}

/// The 1-based column of the first scalar that keeps `name` from being a tag or id name, or nil
/// if it is one. Tags: `[a-z0-9][a-z0-9-]*`. With `allowingIDCharacters`, ids:
/// `[A-Za-z0-9][A-Za-z0-9._-]*`. An empty name fails at column 1.
func firstInvalidTagScalar(_ name: Substring, allowingIDCharacters: Bool = false) -> Int? {
    var column = 0
    for scalar in name.unicodeScalars {
        column += 1
        let isAlphanumeric = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            || (allowingIDCharacters && ("A"..."Z").contains(scalar))
        if isAlphanumeric { continue }
        let isInner = scalar == "-" || (allowingIDCharacters && (scalar == "." || scalar == "_"))
        if isInner && column > 1 { continue }
        return column
    }
    return column == 0 ? 1 : nil
}

func firstInvalidTagScalar(_ name: String) -> Int? { firstInvalidTagScalar(name[...]) }

/// Whether a line is empty, only spaces and tabs, or a `#` comment.
func isBlankOrComment(_ line: String) -> Bool {
    if line.unicodeScalars.first == "#" { return true }
    return line.unicodeScalars.allSatisfy { $0 == " " || $0 == "\t" }
}

extension Substring {
    /// Splits at every `separator` scalar, keeping empty pieces. Unlike a split on `Character`s,
    /// a separator followed by a combining mark (`=` U+09CB) still separates.
    func splitScalars(on separator: Unicode.Scalar) -> [Substring] {
        unicodeScalars.split(separator: separator, omittingEmptySubsequences: false).map { Substring($0) }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces (U+0020 only; tabs are separators).
    var trimmingSpaces: String {
        let whole = String(self)
        let scalars = whole.unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " })!
        return String(Substring(scalars[first...last]))
    }
}
