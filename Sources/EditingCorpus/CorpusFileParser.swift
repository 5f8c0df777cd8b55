import EditingSemantics

/// Collects errors up to a limit, counting those past it.
struct ErrorSink {
    let limit: Int
    private(set) var stored: [CorpusError] = []
    private(set) var count = 0

    init(limit: Int) { self.limit = max(0, limit) }

    /// Records `error`; returns its index in ``stored``, or nil if past the limit.
    @discardableResult
    mutating func append(_ error: CorpusError) -> Int? {
        count += 1
        guard stored.count < limit else { return nil }
        stored.append(error)
        return stored.count - 1
    }

    mutating func rewordError(at index: Int, _ reason: String) { stored[index].reason = reason }
}

/// Parses the lines of one `.corpus` file, keeping the headers in force.
///
/// Columns are 1-based and count Unicode scalars, a tab being one; on a line that is not valid
/// UTF-8 they count bytes.
struct CorpusFileParser {
    let relativePath: String
    let displayPath: String
    let fileIndex: Int32
    /// Nil when the vocabulary file is missing: tags are then checked for syntax only.
    let vocabulary: TagVocabulary?

    private var source: String?
    private var license: String?
    private var headerTags: [String] = []
    /// The one error reported for case lines that come before the provenance headers.
    private var provenanceError: (index: Int?, line: Int, skipped: Int)?

    init(relativePath: String, displayPath: String, fileIndex: Int32, vocabulary: TagVocabulary?) {
        self.relativePath = relativePath
        self.displayPath = displayPath
        self.fileIndex = fileIndex
        self.vocabulary = vocabulary
    }

    static let caseFieldKeys = ["weight", "note", "source"]
    static let headerKeys = ["source", "license", "tags"]

    /// Parses one line; returns its case if it is a well-formed case line.
    mutating func parse(_ raw: RawLine, ids: inout CaseIDIndex, errors: inout ErrorSink) -> CorpusCase? {
        let lineNumber = raw.number
        let displayPath = self.displayPath
        let vocabulary = self.vocabulary
        func fail(_ kind: CorpusError.Kind, _ column: Int, _ reason: String) {
            errors.append(CorpusError(kind: kind, path: displayPath, line: lineNumber, column: column, reason: reason))
        }
        if let defect = UTF8Defect.first(in: raw.bytes) {
            fail(.invalidUTF8, defect.column, defect.reason)
            return nil
        }
        var line = String(decoding: raw.bytes, as: UTF8.self)
        var lineOffset = raw.offset
        if lineNumber == 1, line.unicodeScalars.first == "\u{FEFF}" {
            line.unicodeScalars.removeFirst()
            lineOffset += 3
        }
        if isBlankOrComment(line) { return nil }
        guard line.unicodeScalars.contains("\t") else {
            parseHeader(line, fail: fail)
            return nil
        }

        let fields = Substring(line).splitScalars(on: "\t")
        var columns: [Int] = []
        var column = 1
        for field in fields {
            columns.append(column)
            column += field.unicodeScalars.count + 1
        }
        var isGood = true
        func bad(_ kind: CorpusError.Kind, _ column: Int, _ reason: String) {
            fail(kind, column, reason)
            isGood = false
        }

        // The id.
        let id = String(fields[0])
        if let badColumn = firstInvalidTagScalar(fields[0], allowingIDCharacters: true) {
            bad(.malformedLine, badColumn, fields[0].isEmpty
                ? "a case line starts with its id; this one is empty"
                : "an id is ASCII letters, digits, '.', '_' and '-', starting with a letter or digit")
        } else if id.utf8.count > CaseIDIndex.maxIDLength {
            bad(.malformedLine, CaseIDIndex.maxIDLength + 1, "an id is at most \(CaseIDIndex.maxIDLength) characters")
        } else if let earlier = ids.register(id, file: fileIndex, line: lineNumber, offset: lineOffset) {
            let place = earlier.relativePath == relativePath ? "line \(earlier.line)" : "\(earlier.relativePath):\(earlier.line)"
            bad(.duplicateID, 1, "duplicate id '\(id)' (first at \(place))")
        }

        // The text.
        var text = UTF16Text.empty
        if fields[1].isEmpty {
            bad(.malformedLine, columns[1], "the text (second field) is empty")
        } else {
            do { text = try UTF16Text(escaped: String(fields[1])) } catch {
                bad(.malformedEscape, columns[1] + error.column - 1, error.reason)
            }
        }

        // Tags, then key=value fields.
        var tags = headerTags
        var note: String?
        var weight: Double?
        var caseSource: String?
        var seenKeys: Set<String> = []
        for index in fields.indices.dropFirst(2) {
            let field = fields[index]
            let fieldColumn = columns[index]
            if field.isEmpty {
                bad(.malformedLine, fieldColumn, "empty field (two tabs in a row, or a tab at the end of the line)")
                continue
            }
            guard let equals = field.unicodeScalars.firstIndex(of: "=") else {
                if index == 2 {
                    for tag in Self.parseTagList(field, startColumn: fieldColumn, vocabulary: vocabulary, fail: bad) where !tags.contains(tag) {
                        tags.append(tag)
                    }
                } else {
                    bad(.malformedLine, fieldColumn, "expected `key=value` (\(Self.caseFieldKeys.joined(separator: ", "))); only the third field may be the tags")
                }
                continue
            }
            let key = String(Substring(field.unicodeScalars[..<equals]))
            let value = String(Substring(field.unicodeScalars[field.unicodeScalars.index(after: equals)...]))
            let valueColumn = fieldColumn + key.unicodeScalars.count + 1
            guard Self.caseFieldKeys.contains(key) else {
                bad(.malformedLine, fieldColumn, "unknown field '\(key)'; known: \(Self.caseFieldKeys.joined(separator: ", "))")
                continue
            }
            guard seenKeys.insert(key).inserted else {
                bad(.malformedLine, fieldColumn, "field '\(key)' is given twice")
                continue
            }
            guard !value.trimmingSpaces.isEmpty else {
                bad(.malformedLine, valueColumn, "field '\(key)' has no value")
                continue
            }
            switch key {
            case "weight":
                if let number = parseWeight(value) {
                    weight = number
                } else {
                    bad(.malformedLine, valueColumn, "weight '\(value)' is not a non-negative decimal number such as 0.0123 or 1.5e-05")
                }
            case "note": note = value
            default: caseSource = value
            }
        }
        if tags.isEmpty, isGood {
            bad(.malformedLine, column - 1, "the case has no tags: give a tags field or a `tags:` header")
        }
        guard isGood else { return nil }

        guard let source, let license else {
            if let pending = provenanceError {
                provenanceError = (pending.index, pending.line, pending.skipped + 1)
            } else {
                let missing = [self.source == nil ? "`source:`" : nil, self.license == nil ? "`license:`" : nil]
                    .compactMap { $0 }.joined(separator: " and ")
                let index = errors.append(CorpusError(kind: .missingProvenance, path: displayPath, line: lineNumber, column: 1,
                                                      reason: "a case comes before the \(missing) header; it is not loaded"))
                provenanceError = (index, lineNumber, 1)
            }
            return nil
        }
        return CorpusCase(id: id, text: text, tags: tags, source: caseSource ?? source, license: license,
                          note: note, weight: weight, location: CorpusLocation(file: relativePath, line: lineNumber))
    }

    /// Finishes the file: states how many case lines the provenance error covers.
    mutating func finish(errors: inout ErrorSink) {
        guard let pending = provenanceError, pending.skipped > 1, let index = pending.index else { return }
        errors.rewordError(at: index, "\(pending.skipped) case lines, from this one on, come before the `source:` or `license:` header; they are not loaded")
    }

    private mutating func parseHeader(_ line: String, fail: (CorpusError.Kind, Int, String) -> Void) {
        guard let colon = line.unicodeScalars.firstIndex(of: ":"),
              colon != line.unicodeScalars.startIndex,
              line.unicodeScalars[..<colon].allSatisfy({ ("a"..."z").contains($0) })
        else {
            fail(.malformedLine, 1, "expected a `key: value` header or a case line of tab-separated fields")
            return
        }
        let key = String(Substring(line.unicodeScalars[..<colon]))
        let rawValue = Substring(line.unicodeScalars[line.unicodeScalars.index(after: colon)...])
        let value = rawValue.trimmingSpaces
        let valueColumn = key.unicodeScalars.count + 2 + (rawValue.unicodeScalars.prefix { $0 == " " }.count)
        switch key {
        case "source", "license":
            guard !value.isEmpty else {
                fail(.malformedHeader, valueColumn, "the `\(key):` header has no value")
                return
            }
            if key == "source" { source = value } else { license = value }
        case "tags":
            headerTags = []
            if value.isEmpty { return }
            for tag in Self.parseTagList(rawValue, startColumn: key.unicodeScalars.count + 2, vocabulary: vocabulary, fail: fail) where !headerTags.contains(tag) {
                headerTags.append(tag)
            }
        default:
            fail(.malformedHeader, 1, "unknown header '\(key):'; known: \(Self.headerKeys.map { $0 + ":" }.joined(separator: ", "))")
        }
    }

    /// Splits a comma-separated tag list (spaces allowed around the commas), reporting each empty,
    /// malformed or unknown tag at its column. Returns the good tags.
    private static func parseTagList(_ list: Substring, startColumn: Int, vocabulary: TagVocabulary?,
                                     fail: (CorpusError.Kind, Int, String) -> Void) -> [String] {
        var result: [String] = []
        var column = startColumn
        for item in list.splitScalars(on: ",") {
            let leading = item.unicodeScalars.prefix { $0 == " " }.count
            let tag = item.trimmingSpaces
            let tagColumn = column + leading
            column += item.unicodeScalars.count + 1
            if tag.isEmpty {
                fail(.malformedLine, tagColumn, "empty tag in a comma-separated list")
            } else if let vocabulary {
                if vocabulary.contains(tag) {
                    result.append(tag)
                } else {
                    fail(.unknownTag, tagColumn, "unknown tag '\(tag)' (not in \(CorpusReader.vocabularyFileName))")
                }
            } else if let offset = firstInvalidTagScalar(tag) {
                fail(.malformedLine, tagColumn + offset - 1, "'\(tag)' is not a tag name (lowercase ASCII letters, digits and '-')")
            } else {
                result.append(tag)
            }
        }
        return result
    }
}

/// A non-negative decimal number: digits with an optional fraction and exponent (`0.0123`,
/// `1.5e-05`); no sign, no `inf` or `nan`, no hex.
func parseWeight(_ text: String) -> Double? {
    var scalars = Substring(text).unicodeScalars[...]
    func digits() -> Int {
        let count = scalars.prefix { ("0"..."9").contains($0) }.count
        scalars = scalars.dropFirst(count)
        return count
    }
    var mantissaDigits = digits()
    if scalars.first == "." {
        scalars = scalars.dropFirst()
        mantissaDigits += digits()
    }
    guard mantissaDigits > 0 else { return nil }
    if scalars.first == "e" || scalars.first == "E" {
        scalars = scalars.dropFirst()
        if scalars.first == "+" || scalars.first == "-" { scalars = scalars.dropFirst() }
        guard digits() > 0 else { return nil }
    }
    guard scalars.isEmpty, let value = Double(text), value.isFinite else { return nil }
    return value
}
