import Foundation

/// Runs the built `editsem` executable through ``TestProcess``.
///
/// A test target that depends on the `editsem` product gets it built into the same products
/// folder as the test bundle. That folder is found from the running test process (Linux: the
/// `.xctest` executable; macOS: a bundle inside `xctest`'s process) by looking for `editsem` in
/// the folders around it. `EDITSEM_BINARY` overrides the search.
public enum EditsemProcess {
    public typealias Outcome = TestProcess.Outcome

    public static let executable: URL? = {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["EDITSEM_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        var starts: [URL] = [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(),
            Bundle.main.bundleURL,
        ]
        starts += Bundle.allBundles.map(\.bundleURL).filter { $0.pathExtension == "xctest" }
        for start in starts {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("editsem")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   fileManager.isExecutableFile(atPath: candidate.path) {
                    return candidate
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }()

    public struct NotFound: Error, CustomStringConvertible {
        public init() {}
        public var description: String { "the editsem executable was not found next to the test bundle (set EDITSEM_BINARY)" }
    }

    /// Runs `editsem arguments…` with `input` on standard input and waits for it to exit.
    public static func run(_ arguments: [[UInt8]], input: [UInt8] = []) async throws -> Outcome {
        guard let executable else { throw NotFound() }
        return try await TestProcess.run(executable.path, arguments, input: input)
    }

    public static func run(_ arguments: [String], input: String = "") async throws -> Outcome {
        try await run(arguments.map { Array($0.utf8) }, input: Array(input.utf8))
    }

    public static func run(_ arguments: String..., input: String = "") async throws -> Outcome {
        try await run(arguments, input: input)
    }
}
