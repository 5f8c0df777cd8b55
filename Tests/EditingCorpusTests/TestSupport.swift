import EditsemTestSupport
import Foundation

/// Where the repository's data lives.
enum Repository {
    static let root = RepositoryPaths.root
    static let corpus = root.appendingPathComponent("Corpus").path
    static let emojiTest = root.appendingPathComponent("Tests/UnicodeData/15.0/emoji-test.txt").path
}

extension ScratchFolder {
    /// A small vocabulary for the bad-input tests.
    func writeVocabulary() throws {
        try write("tags.txt", "# test vocabulary\ndevanagari\tDevanagari\nlatin\tLatin\nconjunct\ta conjunct\n")
    }
}

/// The standard header every test corpus file starts with: three lines.
let testHeader = "source: test\nlicense: test\n# cases\n"
