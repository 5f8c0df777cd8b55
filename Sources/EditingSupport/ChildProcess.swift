#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A program started with `posix_spawn`, its standard streams piped, discarded or inherited.
///
/// Not `Foundation.Process`: on Linux its `run` walks `/proc/self/fd` with a `memcpy` that reads
/// past `opendir`'s buffer, which stops every AddressSanitizer run (docs/sanitizers.md). Not
/// swift-subprocess either, whose process lives inside one async closure, while the observer holds
/// a driver across many synchronous calls. Every descriptor this type opens is close-on-exec, and
/// launches through it take turns, so one child cannot inherit another's pipe and hold it open.
package final class ChildProcess: @unchecked Sendable {
    /// What a child's standard stream is connected to.
    package enum Stream: Sendable {
        case pipe, discard, inherit
    }

    package struct LaunchFailure: Error, CustomStringConvertible {
        package let executable: String
        package let code: Int32
        package var description: String { "\(executable): \(String(cString: strerror(code)))" }
    }

    package let processIdentifier: pid_t
    /// The write end of the child's standard input, when it is `.pipe`.
    package let standardInput: FileHandle?
    /// The read ends of the child's standard output and error, when they are `.pipe`.
    package let standardOutput: FileHandle?
    package let standardError: FileHandle?

    private let lock = NSLock()
    private var exitStatus: Int32?
    /// Swift's Glibc lacks `pipe2`: between `pipe` and `fcntl` a pipe may be inherited, so
    /// launches take turns.
    private static let launching = NSLock()

    /// Starts `executable` (a path) with `arguments` (without the program name) and exactly
    /// `environment`, or the parent's environment when it is nil.
    package init(executable: String, arguments: [String], environment: [String: String]? = nil,
                 input: Stream = .discard, output: Stream = .pipe, error: Stream = .pipe) throws(LaunchFailure) {
        Self.launching.lock()
        defer { Self.launching.unlock() }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var parentEnds: [Int32?] = [nil, nil, nil]
        var childEnds: [Int32] = []
        defer { childEnds.forEach { _ = close($0) } }
        func fail(_ code: Int32) -> LaunchFailure {
            parentEnds.forEach { if let fd = $0 { _ = close(fd) } }
            return LaunchFailure(executable: executable, code: code)
        }
        for (target, stream) in [input, output, error].enumerated() {
            switch stream {
            case .inherit: continue
            case .discard:
                posix_spawn_file_actions_addopen(&actions, Int32(target), "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
            case .pipe:
                var ends: [Int32] = [-1, -1]
                guard pipe(&ends) == 0 else { throw fail(errno) }
                for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
                let (childEnd, parentEnd) = target == 0 ? (ends[0], ends[1]) : (ends[1], ends[0])
                childEnds.append(childEnd)
                parentEnds[target] = parentEnd
                // dup2 clears close-on-exec on the copy, so only the standard streams reach the child.
                posix_spawn_file_actions_adddup2(&actions, childEnd, Int32(target))
            }
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables = environment.map { $0.map { "\($0.key)=\($0.value)" }.sorted() }
        let envp = variables.map { $0.map { strdup($0) } + [nil] }
        defer { envp?.forEach { free($0) } }
        // The calling thread may block or ignore signals (SIGPIPE, SIGTERM); the child starts clean.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let code: Int32 = if let envp {
            posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        } else {
            posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        }
        guard code == 0 else { throw fail(code) }
        processIdentifier = pid
        standardInput = parentEnds[0].map { FileHandle(fileDescriptor: $0, closeOnDealloc: true) }
        standardOutput = parentEnds[1].map { FileHandle(fileDescriptor: $0, closeOnDealloc: true) }
        standardError = parentEnds[2].map { FileHandle(fileDescriptor: $0, closeOnDealloc: true) }
    }

    /// The exit status, or 128 plus the signal that ended it; waits until the child ends.
    @discardableResult
    package func wait() -> Int32 {
        lock.withLock {
            if let exitStatus { return exitStatus }
            var status: Int32 = 0
            while waitpid(processIdentifier, &status, 0) == -1 && errno == EINTR {}
            let result = Self.decode(status)
            exitStatus = result
            return result
        }
    }

    /// Whether the child has not ended yet (reaps it when it has).
    package var isRunning: Bool {
        lock.withLock {
            guard exitStatus == nil else { return false }
            var status: Int32 = 0
            guard waitpid(processIdentifier, &status, WNOHANG) == processIdentifier else { return true }
            exitStatus = Self.decode(status)
            return false
        }
    }

    /// Sends `signal` to the child, or to its process group when `group` (the child must lead
    /// one); the group is signalled even after the child ended, since what it started may live on.
    package func send(_ signal: Int32, group: Bool = false) {
        if group {
            _ = kill(-processIdentifier, signal)
        } else if isRunning {
            _ = kill(processIdentifier, signal)
        }
    }

    private static func decode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
