import EditingSemantics

/// A malformed line in a host vector file.
package struct HostVectorError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String
    /// 1-based line and column (column counted in Unicode scalars).
    package var line: Int
    package var column: Int
    package var reason: String
    package var description: String { "\(file):\(line):\(column): \(reason)" }
}

/// Reads host vector files (`Corpus/vectors/*.txt`).
///
/// A file is a header of `key: value` lines (`source`, `grade`, `host`), then case lines of
/// tab-separated fields `check<TAB>text<TAB>expected[<TAB>note]`. A `host:` line may come again to
/// switch host for the cases after it, and may list several hosts separated by commas. Blank
/// lines and lines starting with `#` are ignored. A `host:` names host ids exactly
/// (`chromium@156`, not the family `chromium`), so a new release does not move old vectors. A note starting with `stale:` records a case
/// whose source expects what the host no longer does.
package enum HostVectorFile {
    /// Parses one file's contents; `path` names it in errors and results.
    package static func parse(_ contents: String, path: String) throws(HostVectorError) -> [HostVector] {
        var source: String?
        var grade: EvidenceGrade?
        var hosts: [String] = []
        var vectors: [HostVector] = []
        for (index, rawLine) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.allSatisfy({ $0 == " " }) || line.hasPrefix("#") { continue }
            func fail(_ column: Int, _ reason: String) -> HostVectorError {
                HostVectorError(file: path, line: lineNumber, column: column, reason: reason)
            }
            if !line.contains("\t") {
                guard let colon = line.firstIndex(of: ":") else {
                    throw fail(1, "expected a `key: value` header or a tab-separated case")
                }
                let key = String(line[..<colon])
                let value = line[line.index(after: colon)...].trimmingSpaces
                switch key {
                case "source": source = value
                case "grade":
                    guard let g = EvidenceGrade(rawValue: value) else {
                        let leadingSpaces = line[line.index(after: colon)...].prefix { $0 == " " }.unicodeScalars.count
                        throw fail(key.unicodeScalars.count + leadingSpaces + 2, "unknown grade '\(value)'; valid: \(EvidenceGrade.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    grade = g
                case "host":
                    hosts = value.split(separator: ",").map { $0.trimmingSpaces }
                    // A family (`chromium`) would follow its newest release and move the vectors
                    // with every release added: a file names the release it was taken from.
                    if let loose = hosts.first(where: { id in !HostCatalog.all.contains { $0.id == id } }) {
                        let releases = HostCatalog.releases(of: loose).map(\.id)
                        let hint = releases.isEmpty ? "valid: \(HostCatalog.all.map(\.id).joined(separator: ", "))"
                            : "name the release the vectors were taken from: \(releases.joined(separator: ", "))"
                        throw fail(1, "'\(loose)' is not a host id; \(hint)")
                    }
                default:
                    throw fail(1, "unknown header '\(key)'; valid: source, grade, host")
                }
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3 || fields.count == 4 else {
                throw fail(1, "a case has 3 or 4 tab-separated fields (check, text, expected, note); found \(fields.count)")
            }
            guard let check = HostVector.Check(rawValue: String(fields[0])) else {
                throw fail(1, "unknown check '\(fields[0])'; valid: \(HostVector.Check.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard let source, let grade, !hosts.isEmpty else {
                throw fail(1, "a case comes before the `source:`, `grade:` and `host:` headers")
            }
            let textColumn = fields[0].unicodeScalars.count + 2
            let text: UTF16Text
            do { text = try UTF16Text(escaped: String(fields[1])) } catch {
                throw fail(textColumn + error.column - 1, error.reason)
            }
            let expected = String(fields[2])
            let expectedColumn = textColumn + fields[1].unicodeScalars.count + 1
            if check == .delete {
                do { _ = try UTF16Text(escaped: expected) } catch {
                    throw fail(expectedColumn + error.column - 1, error.reason)
                }
            } else {
                let numbers = expected.split(separator: ",", omittingEmptySubsequences: false)
                guard !numbers.isEmpty, numbers.allSatisfy({ Int($0.trimmingSpaces) != nil }) else {
                    throw fail(expectedColumn, "'\(check.rawValue)' expects a number or comma-separated numbers, found '\(expected)'")
                }
            }
            let note = fields.count == 4 ? String(fields[3]) : ""
            for host in hosts {
                vectors.append(HostVector(
                    file: path, line: lineNumber, host: host, check: check, text: text, expected: expected,
                    source: source, grade: grade, note: note, isStale: note.hasPrefix("stale:")))
            }
        }
        return vectors
    }
}
