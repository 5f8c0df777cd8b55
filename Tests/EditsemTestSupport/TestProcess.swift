import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way tests launch programs: `posix_spawn` with raw byte arguments (so invalid UTF-8 can
/// be passed, which `Foundation.Process` cannot). ``run(_:_:input:environment:)`` waits for the
/// program, with standard input, output and error in temporary files so that large outputs cannot
/// fill a pipe and block; ``start(_:_:environment:)`` leaves a server running.
public enum TestProcess {
    /// How a program ended and what it wrote.
    public struct Outcome: Sendable {
        /// The exit code, or 128 + the signal that ended the program, as shells report it.
        public var status: Int32
        public var stdout: [UInt8]
        public var stderr: [UInt8]

        public var output: String { String(decoding: stdout, as: UTF8.self) }
        public var errorOutput: String { String(decoding: stderr, as: UTF8.self) }
        /// The lines written to standard error.
        public var errorLines: [Substring] { errorOutput.split(separator: "\n") }

        /// Standard output parsed as one JSON object per line.
        public func jsonLines() throws -> [[String: Any]] {
            try output.split(separator: "\n").map { line in
                guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                    throw NotAnObject(line: String(line))
                }
                return object
            }
        }
    }

    public struct NotAnObject: Error, CustomStringConvertible {
        public var line: String
        public var description: String { "not a JSON object: \(line)" }
    }

    /// Runs `executable` with `arguments` and `input` on standard input, and waits for it to end.
    /// `environment` is added to this process's environment.
    public static func run(_ executable: String, _ arguments: [[UInt8]], input: [UInt8] = [],
                           environment: [String: String] = [:]) throws -> Outcome {
        let scratch = try ScratchFolder(prefix: "test-process")
        defer { scratch.remove() }
        let inPath = scratch.path("in"), outPath = scratch.path("out"), errPath = scratch.path("err")
        try Data(input).write(to: URL(fileURLWithPath: inPath))
        let pid = try spawn(executable, arguments, environment: environment,
                            stdin: inPath, stdout: outPath, stderr: errPath)
        let status = waitForExit(pid)
        return Outcome(status: status, stdout: try readAll(outPath), stderr: try readAll(errPath))
    }

    /// Runs with string arguments and string input.
    public static func run(_ executable: String, _ arguments: [String], input: String = "",
                           environment: [String: String] = [:]) throws -> Outcome {
        try run(executable, arguments.map { Array($0.utf8) }, input: Array(input.utf8), environment: environment)
    }

    /// Starts `executable` and returns without waiting; its standard streams are `/dev/null`.
    public static func start(_ executable: String, _ arguments: [String],
                             environment: [String: String] = [:]) throws -> Running {
        let pid = try spawn(executable, arguments.map { Array($0.utf8) }, environment: environment,
                            stdin: "/dev/null", stdout: "/dev/null", stderr: "/dev/null")
        return Running(pid: pid)
    }

    /// A program started by ``start(_:_:environment:)``: a server a test talks to, then stops.
    public final class Running {
        public let pid: pid_t
        private var exitStatus: Int32?

        init(pid: pid_t) { self.pid = pid }

        /// Whether it has not ended yet (reaping it if it has).
        public var isRunning: Bool {
            if exitStatus != nil { return false }
            var wait: Int32 = 0
            guard waitpid(pid, &wait, WNOHANG) == pid else { return true }
            exitStatus = decode(wait)
            return false
        }

        /// The exit status once it has ended, else nil.
        public var status: Int32? { isRunning ? nil : exitStatus }

        public func terminate() { if isRunning { signalProcess(pid, SIGTERM) } }
        public func kill() { if isRunning { signalProcess(pid, SIGKILL) } }

        /// Waits for it to end; its status.
        @discardableResult public func wait() -> Int32 {
            if let exitStatus { return exitStatus }
            let status = waitForExit(pid)
            exitStatus = status
            return status
        }

        /// SIGTERM, up to `grace` seconds, then SIGKILL (some servers ignore SIGTERM); waits.
        public func stop(grace: TimeInterval = 3) {
            terminate()
            let deadline = Date().addingTimeInterval(grace)
            while isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            kill()
            wait()
        }
    }

    private static func spawn(_ executable: String, _ arguments: [[UInt8]], environment: [String: String],
                              stdin: String, stdout: String, stderr: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        // Default signal handling and an empty mask, as a shell gives: a test runner's thread may
        // have SIGTERM blocked or SIGPIPE ignored, which the child would otherwise inherit.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        sigdelset(&allSignals, SIGKILL)
        sigdelset(&allSignals, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, added in added }
        let cArguments = cStrings([Array(executable.utf8)] + arguments)
        let cEnvironment = cStrings(variables.map { Array("\($0.key)=\($0.value)".utf8) })
        defer { for pointer in cArguments + cEnvironment { pointer?.deallocate() } }

        var pid = pid_t()
        let spawned = cArguments.withUnsafeBufferPointer { argv in
            cEnvironment.withUnsafeBufferPointer { envp in
                posix_spawn(&pid, executable, &actions, &attributes,
                            UnsafeMutablePointer(mutating: argv.baseAddress!), UnsafeMutablePointer(mutating: envp.baseAddress!))
            }
        }
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }
        return pid
    }

    /// NUL-terminated copies of `strings`, then the terminating null pointer.
    private static func cStrings(_ strings: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?] {
        strings.map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (i, byte) in bytes.enumerated() { pointer[i] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        } + [nil]
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
}

private func waitForExit(_ pid: pid_t) -> Int32 {
    var wait: Int32 = 0
    while waitpid(pid, &wait, 0) == -1, errno == EINTR {}
    return decode(wait)
}

/// A normal exit gives its code; a signal gives 128 + the signal.
private func decode(_ wait: Int32) -> Int32 {
    (wait & 0x7F) == 0 ? (wait >> 8) & 0xFF : 128 + (wait & 0x7F)
}

/// `kill(2)`, out of reach inside ``TestProcess/Running`` whose own `kill()` shadows it.
private func signalProcess(_ pid: pid_t, _ signal: Int32) {
    _ = kill(pid, signal)
}
