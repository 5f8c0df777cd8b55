import Foundation

/// Where the repository's files are, found from this file's path so tests run from any folder.
public enum RepositoryPaths {
    /// The repository root (this file is `Tests/EditsemTestSupport/RepositoryPaths.swift`).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `relativePath` under the root.
    public static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }
}

/// A fresh folder under the system's temporary folder, for a test's files; removed by ``remove()``.
public struct ScratchFolder: Sendable {
    public let url: URL

    public init(prefix: String = "editsem-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// `relativePath` inside the folder, as a path.
    public func path(_ relativePath: String) -> String {
        url.appendingPathComponent(relativePath).path
    }

    /// Writes `bytes` to `relativePath`, creating folders as needed.
    public func write(_ relativePath: String, bytes: [UInt8]) throws {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
    }

    /// Writes `text` as UTF-8 to `relativePath`, creating folders as needed.
    public func write(_ relativePath: String, _ text: String) throws {
        try write(relativePath, bytes: Array(text.utf8))
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
