import Foundation

/// Runs the built `editsem` executable as a subprocess.
///
/// The test target depends on the `editsem` product, so SwiftPM builds it into the same products
/// folder as the test bundle. That folder is found from the running test process (Linux: the
/// `.xctest` executable; macOS: a bundle inside `xctest`'s process) by looking for `editsem` in
/// the folders around it. `EDITSEM_BINARY` overrides the search.
enum EditsemProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// Standard output parsed as one JSON object per line.
        func jsonLines() throws -> [[String: Any]] {
            try stdout.split(separator: "\n").map { line in
                guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    throw NotAnObject(line: String(line))
                }
                return object
            }
        }
    }

    struct NotAnObject: Error, CustomStringConvertible {
        var line: String
        var description: String { "not a JSON object: \(line)" }
    }

    static let executable: URL? = {
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

    /// Runs `editsem arguments…` with `input` on standard input and waits for it to exit.
    static func run(_ arguments: [String], input: String = "") throws -> Result {
        guard let executable else { throw NotFound() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both outputs while the process runs so that neither pipe fills up and blocks it.
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data(), err = Data()
        DispatchQueue.global().async(group: group) { out = stdout.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { err = stderr.fileHandleForReading.readDataToEndOfFile() }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    struct NotFound: Error, CustomStringConvertible {
        var description: String { "the editsem executable was not found next to the test bundle (set EDITSEM_BINARY)" }
    }
}
