/// A stamp that changes whenever any corpus file or the tag vocabulary changes, for reports to print.
///
/// It is the SHA-256 of the `sha256sum` listing of the files, in the corpus's sorted order
/// (`tags.txt` and every `.corpus` file, relative paths sorted by their UTF-8 bytes): one line
/// `<64 hex digits><two spaces><relative path><LF>` per file. So, from the corpus directory,
/// `sha256sum $(LC_ALL=C ls tags.txt; find . -name '*.corpus' | sed 's|^\./||' | LC_ALL=C sort) | sha256sum`
/// prints the same digest (for paths without spaces or newlines).
package struct CorpusVersion: Hashable, Sendable, CustomStringConvertible {
    /// The files that went into the stamp, in stamp order, with their own SHA-256.
    package var files: [FileDigest]
    /// The stamp: 64 lowercase hex digits.
    package var sha256: String

    package struct FileDigest: Hashable, Sendable {
        package var relativePath: String
        package var sha256: String
    }

    init(fileDigests: [(relativePath: String, sha256: String)]) {
        files = fileDigests
            .map { FileDigest(relativePath: $0.relativePath, sha256: $0.sha256) }
            .sorted { $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8) }
        sha256 = SHA256.hexDigest(of: Array(CorpusVersion.listing(files).utf8))
    }

    /// The `sha256sum`-style listing that is hashed.
    package static func listing(_ files: [FileDigest]) -> String {
        files.map { "\($0.sha256)  \($0.relativePath)\n" }.joined()
    }

    /// The first 12 hex digits, for headers.
    package var short: String { String(sha256.prefix(12)) }

    /// `sha256:` and the full stamp.
    package var description: String { "sha256:\(sha256)" }
}
