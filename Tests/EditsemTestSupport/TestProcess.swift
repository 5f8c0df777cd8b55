import Foundation
import Subprocess

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way tests launch programs, through swift-subprocess: raw byte arguments (so invalid
/// UTF-8 can be passed, which `Foundation.Process` cannot), and a child with default signal
/// handling and an empty signal mask whatever the test runner's thread has.
/// ``run(_:_:input:environment:)`` waits for the program; ``withRunning(_:_:environment:grace:_:)``
/// keeps a server running while a test talks to it.
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
    /// `environment` is added to this process's environment. Output is collected whatever its size.
    /// At most ``ChildSlots``' bound of these programs run at once; the rest wait their turn.
    public static func run(_ executable: String, _ arguments: [[UInt8]], input: [UInt8] = [],
                           environment: [String: String] = [:]) async throws -> Outcome {
        try await ChildSlots.shared.withSlot {
            try await runNow(executable, arguments, input: input, environment: environment)
        }
    }

    private static func runNow(_ executable: String, _ arguments: [[UInt8]], input: [UInt8],
                               environment: [String: String]) async throws -> Outcome {
        // Standard input is a file, not a pipe: writing to a program that exits without reading
        // would fail with EPIPE.
        let scratch = try ScratchFolder(prefix: "test-process")
        defer { scratch.remove() }
        try scratch.write("in", bytes: input)
        let inputFile = try FileHandle(forReadingFrom: scratch.url.appendingPathComponent("in"))
        defer { try? inputFile.close() }
        // swift-subprocess copies raw-byte arguments with `strdup`: each needs its terminating NUL.
        let result = try await Subprocess.run(
            .path(.init(executable)), arguments: Arguments(arguments.map { $0 + [0] }), environment: added(environment),
            input: .fileDescriptor(.init(rawValue: inputFile.fileDescriptor), closeAfterSpawningProcess: false),
            output: .bytes(limit: .max), error: .bytes(limit: .max)
        )
        return Outcome(status: shellStatus(result.terminationStatus), stdout: result.standardOutput, stderr: result.standardError)
    }

    /// Runs with string arguments and string input.
    public static func run(_ executable: String, _ arguments: [String], input: String = "",
                           environment: [String: String] = [:]) async throws -> Outcome {
        try await run(executable, arguments.map { Array($0.utf8) }, input: Array(input.utf8), environment: environment)
    }

    /// Runs `executable`, its standard input and output on `/dev/null` and its standard error
    /// into a scratch file (``Running/errorTail``), while `body` runs, then stops it: SIGTERM, up
    /// to `grace` for it to end (some servers ignore SIGTERM), then SIGKILL; the same when `body`
    /// throws. The body's value and the program's status.
    @discardableResult
    public static func withRunning<Value: Sendable>(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:],
        grace: Duration = .seconds(3), _ body: (Running) async throws -> Value
    ) async throws -> (value: Value, status: Int32) {
        let scratch = try ScratchFolder(prefix: "test-server")
        defer { scratch.remove() }
        try scratch.write("stderr", bytes: [])
        let errorPath = scratch.url.appendingPathComponent("stderr").path
        let errorFile = try FileHandle(forWritingTo: scratch.url.appendingPathComponent("stderr"))
        defer { try? errorFile.close() }
        let stop: [TeardownStep] = [.gracefulShutDown(allowedDurationToNextStep: grace)]
        var options = PlatformOptions()
        options.teardownSequence = stop
        let result = try await Subprocess.run(
            .path(.init(executable)), arguments: Arguments(arguments), environment: added(environment),
            platformOptions: options, input: .none, output: .discarded,
            error: .fileDescriptor(.init(rawValue: errorFile.fileDescriptor), closeAfterSpawningProcess: false)
        ) { execution in
            let value = try await body(Running(pid: execution.processIdentifier.value, errorPath: errorPath))
            await execution.teardown(using: stop)
            return value
        }
        return (result.closureResult, shellStatus(result.terminationStatus))
    }

    /// A program kept running by ``withRunning(_:_:environment:grace:_:)``, for its body.
    public struct Running: Sendable {
        public let pid: pid_t
        let errorPath: String

        /// The last `lines` lines the program has written to standard error so far, for an error
        /// that says why it ended: a server that exits before listening says so there.
        public func errorTail(lines: Int = 5) -> String {
            let written = FileManager.default.contents(atPath: errorPath) ?? Data()
            return String(decoding: written, as: UTF8.self).split(separator: "\n").suffix(lines).joined(separator: "\n")
        }

        /// Whether it has not ended yet. Looked at without reaping it: swift-subprocess reaps it
        /// when the body returns, and tells its status only then.
        public var isRunning: Bool {
            var info = siginfo_t()
            if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 {
                return info.si_signo != SIGCHLD
            }
            return errno != ECHILD
        }
    }

    private static func added(_ variables: [String: String]) -> Environment {
        .inherit.updating(Dictionary(uniqueKeysWithValues: variables.map { (Environment.Key(rawValue: $0.key)!, $0.value) }))
    }

    /// A normal exit gives its code; a signal gives 128 + the signal.
    private static func shellStatus(_ status: TerminationStatus) -> Int32 {
        switch status {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
    }
}
