import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `editsem` executable as a subprocess with raw byte arguments (so invalid UTF-8
/// can be passed, which `Foundation.Process` cannot) and raw standard input; output and errors
/// go through temporary files, so large outputs cannot fill a pipe and block.
struct EditsemProcess {
    struct Outcome {
        var status: Int32
        var stdout: [UInt8]
        var stderr: [UInt8]
        var output: String { String(decoding: stdout, as: UTF8.self) }
        var errorOutput: String { String(decoding: stderr, as: UTF8.self) }
        /// The lines written to standard error.
        var errorLines: [Substring] { errorOutput.split(separator: "\n") }
    }

    /// The `editsem` built next to this test bundle (same build folder, whatever the scratch path).
    static let executable: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("editsem")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return runner.deletingLastPathComponent().appendingPathComponent("editsem")
    }()

    /// Runs `editsem` with `arguments` and `input` on standard input.
    static func run(_ arguments: [[UInt8]], input: [UInt8] = []) throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inPath = scratch.appendingPathComponent("in").path
        let outPath = scratch.appendingPathComponent("out").path
        let errPath = scratch.appendingPathComponent("err").path
        try Data(input).write(to: URL(fileURLWithPath: inPath))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let program = Array(executable.path.utf8) + [0]
        let cArguments: [UnsafeMutablePointer<CChar>?] = ([program] + arguments.map { $0 + [0] }).map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
            for (i, byte) in bytes.enumerated() { pointer[i] = CChar(bitPattern: byte) }
            return pointer
        } + [nil]
        defer { for pointer in cArguments { pointer?.deallocate() } }

        var pid = pid_t()
        let spawned = cArguments.withUnsafeBufferPointer { argv in
            posix_spawn(&pid, executable.path, &actions, nil, UnsafeMutablePointer(mutating: argv.baseAddress!), environ)
        }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        var wait: Int32 = 0
        while waitpid(pid, &wait, 0) == -1, errno == EINTR {}
        // A normal exit gives its code; a signal gives 128 + the signal, as shells report it.
        let status = (wait & 0x7F) == 0 ? (wait >> 8) & 0xFF : 128 + (wait & 0x7F)
        return Outcome(status: status, stdout: try readAll(outPath), stderr: try readAll(errPath))
    }

    /// A file's bytes, read with POSIX calls (`Data(contentsOf:)` leaks a buffer on empty files
    /// in Swift 6.3.1's Foundation, which LeakSanitizer reports).
    private static func readAll(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            if count == 0 { return bytes }
            bytes += chunk[0..<count]
        }
    }

    /// Runs with string arguments and string input.
    static func run(_ arguments: String..., input: String = "") throws -> Outcome {
        try run(arguments.map { Array($0.utf8) }, input: Array(input.utf8))
    }
}
