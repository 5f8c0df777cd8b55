import EditsemTestSupport
import Foundation

/// Where the repository's data lives.
enum Repository {
    static let root = RepositoryPaths.root
    static let corpus = root.appendingPathComponent("Corpus").path
    static let emojiTest = root.appendingPathComponent("Tests/UnicodeData/15.0/emoji-test.txt").path
}

/// A fresh directory under the system's temporary folder, removed by ``remove()``.
struct ScratchDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("editing-corpus-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    /// Writes `bytes` to `relativePath`, creating folders as needed.
    func write(_ relativePath: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func write(_ relativePath: String, _ text: String) throws {
        try write(relativePath, bytes: Array(text.utf8))
    }

    /// A small vocabulary for the bad-input tests.
    func writeVocabulary() throws {
        try write("tags.txt", "# test vocabulary\ndevanagari\tDevanagari\nlatin\tLatin\nconjunct\ta conjunct\n")
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The standard header every test corpus file starts with: three lines.
let testHeader = "source: test\nlicense: test\n# cases\n"
