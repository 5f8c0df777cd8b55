import Foundation

/// Reads a corpus directory: its tag vocabulary (`tags.txt`) and every `*.corpus` file below it.
///
/// Files are read in a fixed order (relative paths sorted by their UTF-8 bytes) and line by line,
/// so memory does not grow with the corpus: only the current line, the tag counts and a small
/// index of the ids seen (about 32 bytes per case) are kept. A bad line or a bad file does not stop
/// the run: every error is collected in the ``CorpusScan`` and the other cases are still loaded.
package struct CorpusReader: Sendable {
    /// The tag vocabulary's file name, at the top of the corpus directory.
    package static let vocabularyFileName = "tags.txt"
    /// The extension of corpus files.
    package static let fileExtension = "corpus"

    /// The corpus directory, as given (errors show paths under it).
    package var directory: String
    /// How many errors the scan keeps; it counts all of them (``CorpusScan/errorCount``).
    package var storedErrorLimit: Int

    package init(directory: String, storedErrorLimit: Int = 10_000) {
        self.directory = directory
        self.storedErrorLimit = storedErrorLimit
    }

    /// The path of `relativePath` under ``directory``, as shown in errors.
    package func displayPath(_ relativePath: String) -> String {
        directory.hasSuffix("/") ? directory + relativePath : directory + "/" + relativePath
    }

    /// Streams every well-formed case to `body`, file by file in sorted order and line by line,
    /// and returns what was read: counts, errors and the version stamp. Returns early only if
    /// `body` throws. Complexity: O(corpus bytes) time; memory bounded by the longest line plus
    /// the id index.
    package func scan(_ body: (CorpusCase) throws -> Void) rethrows -> CorpusScan {
        var errors = ErrorSink(limit: storedErrorLimit)
        var result = CorpusScan(directory: directory)

        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            errors.append(CorpusError(kind: .missingDirectory, path: directory, reason: "the corpus directory does not exist"))
            result.setErrors(errors)
            return result
        }
        guard isDirectory.boolValue else {
            errors.append(CorpusError(kind: .missingDirectory, path: directory, reason: "the corpus path is not a directory"))
            result.setErrors(errors)
            return result
        }

        let corpusFiles = listCorpusFiles()
        var fileDigests: [(relativePath: String, sha256: String)] = []
        var stampIsComplete = true

        let vocabularyPath = displayPath(Self.vocabularyFileName)
        var vocabulary: TagVocabulary?
        if FileManager.default.fileExists(atPath: vocabularyPath) {
            let read = TagVocabulary.read(path: vocabularyPath, displayPath: vocabularyPath)
            read.errors.forEach { errors.append($0) }
            vocabulary = read.vocabulary
            result.vocabulary = read.vocabulary
            if let digest = read.sha256 {
                fileDigests.append((Self.vocabularyFileName, digest))
            } else {
                stampIsComplete = false
            }
        } else {
            errors.append(CorpusError(kind: .missingVocabulary, path: vocabularyPath,
                                      reason: "the tag vocabulary is missing; tags are checked for syntax only"))
        }

        if corpusFiles.isEmpty {
            errors.append(CorpusError(kind: .emptyDirectory, path: directory,
                                      reason: "the corpus directory holds no .\(Self.fileExtension) file"))
        }

        var ids = CaseIDIndex()
        for relativePath in corpusFiles {
            let path = displayPath(relativePath)
            let fileIndex = ids.addFile(path: path, relativePath: relativePath)
            var parser = CorpusFileParser(relativePath: relativePath, displayPath: path, fileIndex: fileIndex, vocabulary: vocabulary)
            var summary = CorpusFileSummary(relativePath: relativePath)
            let errorsBefore = errors.count
            var digest: String?
            var reader: LineReader?
            do {
                reader = try LineReader(path: path)
            } catch {
                errors.append(CorpusError(kind: .unreadableFile, path: path, reason: "cannot open the file: \(error.message)"))
            }
            while let reader {
                let next: CorpusCase??
                do {
                    next = try reader.nextLine { parser.parse($0, ids: &ids, errors: &errors) }
                } catch {
                    errors.append(CorpusError(kind: .unreadableFile, path: path, reason: "cannot read the file: \(error.message)"))
                    break
                }
                guard let line = next else {
                    digest = reader.hasher.hexDigest()
                    break
                }
                guard let corpusCase = line else { continue }
                summary.record(corpusCase)
                for tag in corpusCase.tags { result.tagCounts[tag, default: 0] += 1 }
                do {
                    try body(corpusCase)
                } catch {
                    result.setErrors(errors)
                    throw error
                }
            }
            parser.finish(errors: &errors)
            summary.errorCount = errors.count - errorsBefore
            summary.sha256 = digest
            result.files.append(summary)
            if let digest {
                fileDigests.append((relativePath, digest))
            } else {
                stampIsComplete = false
            }
        }

        if stampIsComplete, !corpusFiles.isEmpty {
            result.version = CorpusVersion(fileDigests: fileDigests)
        }
        result.setErrors(errors)
        return result
    }

    /// Reads the whole corpus into memory; for small corpora and tests.
    package func loadAll() -> (cases: [CorpusCase], scan: CorpusScan) {
        var cases: [CorpusCase] = []
        let scan = scan { cases.append($0) }
        return (cases, scan)
    }

    /// The relative paths of the `.corpus` files under ``directory``, sorted by UTF-8 bytes.
    /// Hidden files and folders (names starting with `.`) are skipped.
    package func listCorpusFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var paths: [String] = []
        while let relativePath = enumerator.nextObject() as? String {
            let components = relativePath.split(separator: "/")
            if components.contains(where: { $0.hasPrefix(".") }) {
                enumerator.skipDescendants()
                continue
            }
            guard relativePath.hasSuffix("." + Self.fileExtension) else { continue }
            // A dangling link is kept, so that reading it reports the problem.
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: displayPath(relativePath), isDirectory: &isDirectory),
               isDirectory.boolValue { continue }
            paths.append(relativePath)
        }
        return paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
