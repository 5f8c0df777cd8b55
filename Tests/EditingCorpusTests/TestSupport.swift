import EditsemTestSupport
import Foundation

/// Where the repository's data lives.
enum Repository {
    static let root = RepositoryPaths.root
    static let corpus = root.appendingPathComponent("Corpus").path
    static let emojiTest = root.appendingPathComponent("Tests/UnicodeData/15.0/emoji-test.txt").path

    /// The emoji versions of the `emoji-test-<version>.corpus` files, ascending, read from the
    /// folder so that a release's file added or removed changes what the tests check.
    static let emojiTestVersions: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []
        let versions = names.compactMap { name -> String? in
            guard name.hasPrefix("emoji-test-"), name.hasSuffix(".corpus") else { return nil }
            return String(name.dropFirst("emoji-test-".count).dropLast(".corpus".count))
        }
        return versions.sorted { $0.split(separator: ".").compactMap { Int($0) }.lexicographicallyPrecedes($1.split(separator: ".").compactMap { Int($0) }) }
    }()

    /// The later releases' files (every one after the first, which holds all of its release's
    /// sequences): each holds only the sequences its release introduced, tagged `emoji-<major>-<minor>`.
    static let laterEmojiReleases: [String] = Array(emojiTestVersions.dropFirst())

    /// The code points with Emoji=Yes in the newest `Tests/UnicodeData/<version>/emoji-data.txt`:
    /// the standard library's own data may be older than the corpus's newest emoji release.
    static let newestEmojiData: Set<UInt32> = {
        let data = root.appendingPathComponent("Tests/UnicodeData")
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: data.path)) ?? [])
            .filter { FileManager.default.fileExists(atPath: data.appendingPathComponent("\($0)/emoji-data.txt").path) }
            .sorted { $0.split(separator: ".").compactMap { Int($0) }.lexicographicallyPrecedes($1.split(separator: ".").compactMap { Int($0) }) }
        guard let newest = folders.last,
              let contents = try? String(contentsOf: data.appendingPathComponent("\(newest)/emoji-data.txt"), encoding: .utf8)
        else { return [] }
        var result: Set<UInt32> = []
        for line in contents.split(separator: "\n") {
            let fields = line.prefix { $0 != "#" }.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2, fields[1] == "Emoji" else { continue }
            let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true).compactMap { UInt32($0, radix: 16) }
            if let first = bounds.first, let last = bounds.last { result.formUnion(first...last) }
        }
        return result
    }()

    /// The tag of a later release's sequences: `emoji-17-0` for 17.0 (tags cannot hold a dot).
    static func releaseTag(_ version: String) -> String { "emoji-" + version.replacingOccurrences(of: ".", with: "-") }
}

extension ScratchFolder {
    /// A small vocabulary for the bad-input tests.
    func writeVocabulary() throws {
        try write("tags.txt", "# test vocabulary\ndevanagari\tDevanagari\nlatin\tLatin\nconjunct\ta conjunct\n")
    }
}

/// The standard header every test corpus file starts with: three lines.
let testHeader = "source: test\nlicense: test\n# cases\n"
