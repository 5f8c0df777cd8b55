/// One problem found while loading a corpus, with where it is.
///
/// `description` is `PATH:LINE:COLUMN: reason` (or `PATH: reason` for a whole file or directory),
/// the form editors and CI logs link to.
package struct CorpusError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The corpus directory does not exist or is not a directory.
        case missingDirectory = "missing-directory"
        /// The directory holds no `.corpus` file.
        case emptyDirectory = "empty-directory"
        /// The tag vocabulary file (`tags.txt`) is missing.
        case missingVocabulary = "missing-vocabulary"
        /// A file could not be opened or read.
        case unreadableFile = "unreadable-file"
        /// A line is not well-formed UTF-8; the column counts bytes.
        case invalidUTF8 = "invalid-utf8"
        /// A `\u{…}` escape in a text is malformed.
        case malformedEscape = "malformed-escape"
        /// A case line (or a tag definition) does not follow the format.
        case malformedLine = "malformed-line"
        /// A `key: value` header is unknown or has no value.
        case malformedHeader = "malformed-header"
        /// Case lines come before the `source:` or `license:` header.
        case missingProvenance = "missing-provenance"
        /// A tag is not defined in `tags.txt`.
        case unknownTag = "unknown-tag"
        /// `tags.txt` defines a tag twice.
        case duplicateTag = "duplicate-tag"
        /// A script or language tag of `tags.txt` that no report group takes (checked by the report).
        case ungroupedScriptTag = "ungrouped-script-tag"
        /// Two cases share an id (ids are unique across the whole corpus).
        case duplicateID = "duplicate-id"
    }

    package var kind: Kind
    /// The file or directory, as the corpus directory was given joined with the relative path.
    package var path: String
    /// 1-based line, or nil for a whole file or directory.
    package var line: Int?
    /// 1-based column in Unicode scalars from the start of the line (a tab is one; on a line that
    /// is not UTF-8, the scalars before its first ill-formed sequence), or nil for a whole file
    /// or directory.
    package var column: Int?
    package var reason: String

    package init(kind: Kind, path: String, line: Int? = nil, column: Int? = nil, reason: String) {
        self.kind = kind
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    package var description: String {
        guard let line else { return "\(path): \(reason)" }
        guard let column else { return "\(path):\(line): \(reason)" }
        return "\(path):\(line):\(column): \(reason)"
    }
}
