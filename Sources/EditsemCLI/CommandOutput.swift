import ArgumentParser
import EditingSemantics
import EditingSupport
import Foundation

/// The lines a command run in this process wrote, collected instead of printed, so the command
/// contract (EditingInvariants) can run the real commands on every fuzzer input without a process
/// per input.
final class CollectedLines: @unchecked Sendable {
    // A command writes from one task; the lock only guards against a caller reading early.
    private let lock = NSLock()
    private var output: [String] = []
    private var errors: [String] = []

    /// The collector of the command running in this task, or nil when lines go to the terminal.
    @TaskLocal static var current: CollectedLines?

    func append(output line: String) { lock.withLock { output.append(line) } }
    func append(error line: String) { lock.withLock { errors.append(line) } }
    var lines: (output: [String], errors: [String]) { lock.withLock { (output, errors) } }
}

/// Writes one line of a command's answer to standard output (or the in-process collector).
func writeLine(_ line: String) {
    if let collector = CollectedLines.current { collector.append(output: line) } else { print(line) }
}

/// Writes one line to standard error (or the in-process collector).
func printError(_ message: String) {
    if let collector = CollectedLines.current { collector.append(error: message); return }
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

/// Writes a JSON value on one line to standard output.
func printJSON(_ value: JSONValue) {
    writeLine(value.rendered())
}

extension Editsem {
    /// What `editsem` did when run in this process.
    package struct InProcessRun: Sendable {
        /// The exit status `editsem` would end with.
        package var status: Int32
        /// The lines it would write to standard output.
        package var output: [String]
        /// The lines it would write to standard error.
        package var errors: [String]
    }

    /// Runs `editsem ARGUMENTS` in this process with the exit statuses of ``main()``, collecting
    /// what it writes.
    /// - Precondition: the command reads no standard input: give the text as an argument.
    package static func runInProcess(_ arguments: [String]) -> InProcessRun {
        let collector = CollectedLines()
        let status = CollectedLines.$current.withValue(collector) { () -> Int32 in
            do {
                var command = try parseAsRoot(arguments)
                try command.run()
                return 0
            } catch {
                let (message, code) = reported(error)
                if let message { printError(message) }
                return code
            }
        }
        let lines = collector.lines
        return InProcessRun(status: status, output: lines.output, errors: lines.errors)
    }

    /// The message and exit status for an error a command threw: a usage error ArgumentParser
    /// reports on several lines gets its first line and 64, an error no command turned into a
    /// documented code is an internal error (70, on one line).
    static func reported(_ error: any Error) -> (message: String?, status: Int32) {
        let code = exitCode(for: error)
        if code == .failure, !(error is ExitCode) {
            return ("editsem: internal error: \(String(describing: error).split(separator: "\n").joined(separator: " "))", EditsemExit.software.rawValue)
        }
        if code == .validationFailure, !(error is ExitCode) {
            let first = message(for: error).split(separator: "\n").first.map(String.init) ?? "usage error"
            return ("editsem: \(first) (see editsem --help)", EditsemExit.usage.rawValue)
        }
        let text = message(for: error)
        return (text.isEmpty ? nil : text, code.rawValue)
    }
}
