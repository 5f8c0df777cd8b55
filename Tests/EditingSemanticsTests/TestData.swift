import EditingSemantics
import EditsemTestSupport
import Foundation

/// Where the repository's data lives.
enum TestData {
    static let repositoryRoot = RepositoryPaths.root

    /// The Unicode data folder matching the system ICU's Unicode version, or nil when none ships.
    static var unicodeFolder: URL? {
        let folder = repositoryRoot.appendingPathComponent("Tests/UnicodeData/\(Versions.icuUnicode)")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }
}
