import EditingCorpus
import EditingSemantics
import Foundation

/// What the corpus reader promises on any file contents: it never traps; every error names the
/// file, a line within it (or none) and a column of at least 1; every case it loads names a line
/// of the file, has a non-empty id, and survives an escape round trip of its text.
package enum CorpusContract {
    /// A private folder per process holding `tags.txt` and the file under test.
    private static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-corpus-contract-\(getpid())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let vocabulary = "devanagari\tDevanagari script\nword\ta word\nconjunct\ta conjunct\nemoji\tan emoji\n"
        try? Data(vocabulary.utf8).write(to: url.appendingPathComponent("tags.txt"))
        return url
    }()

    /// Serializes ``load(_:)``: callers on several threads share the one folder.
    private static let lock = NSLock()

    /// Reads `bytes` as the one file `fuzz.corpus` of a corpus folder.
    package static func load(_ bytes: [UInt8]) throws -> (cases: [CorpusCase], scan: CorpusScan) {
        lock.lock()
        defer { lock.unlock() }
        try Data(bytes).write(to: folder.appendingPathComponent("fuzz.corpus"))
        return CorpusReader(directory: folder.path).loadAll()
    }

    package static func violations(reading bytes: [UInt8]) -> [Violation] {
        let shown = UTF16Text(String(decoding: bytes, as: UTF8.self))
        let lineCount = bytes.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        let cases: [CorpusCase], scan: CorpusScan
        do { (cases, scan) = try load(bytes) } catch { return [Violation("cannot write the corpus file: \(error)", text: shown)] }
        var found: [Violation] = []
        for error in scan.errors {
            if let line = error.line, !(1...lineCount).contains(line) {
                found.append(Violation("error \(error) names line \(line) of a \(lineCount)-line file", text: shown))
            }
            if let column = error.column, column < 1 { found.append(Violation("error \(error) names column \(column)", text: shown)) }
            if error.line != nil, !error.path.hasSuffix("fuzz.corpus") { found.append(Violation("error \(error) names another file", text: shown)) }
        }
        for corpusCase in cases {
            if !(1...lineCount).contains(corpusCase.location.line) || corpusCase.location.file != "fuzz.corpus" {
                found.append(Violation("case \(corpusCase.id) names \(corpusCase.location)", text: shown))
            }
            if corpusCase.id.isEmpty { found.append(Violation("a case at \(corpusCase.location) has an empty id", text: shown)) }
            found += EscapeContract.violations(roundTripping: corpusCase.text)
        }
        return found
    }
}
