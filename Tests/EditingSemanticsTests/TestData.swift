import EditingSemantics
import Foundation

/// Where the repository's data lives, found from this file's path so tests run from any folder.
enum TestData {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Unicode data folder matching the system ICU's Unicode version, or nil when none ships.
    static var unicodeFolder: URL? {
        let folder = repositoryRoot.appendingPathComponent("Tests/UnicodeData/\(Versions.icuUnicode)")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }
}
