import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Command-line arguments arrive as bytes; Swift's `CommandLine.arguments` replaces invalid UTF-8
/// with U+FFFD, which would make `editsem` answer about a text nobody wrote. This finds the first
/// argument that is not valid UTF-8.
enum ArgumentEncoding {
    /// A one-line message naming the first argument (1-based, after the command name) that is not
    /// valid UTF-8, where in it and why; nil when every argument is valid.
    static func firstInvalidArgument() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if case .failure(let error) = StandardInputLines.decode(bytes) {
                let line = error.line > 1 ? "line \(error.line), " : ""
                return "argument \(index), \(line)column \(error.column): \(error.reason)"
            }
        }
        return nil
    }
}

extension Editsem {
    /// Runs the command with the documented exit codes: arguments that are not valid UTF-8 are a
    /// usage error (64), and an error no command turned into a documented code is an internal
    /// error (70, with the error on one line) rather than ArgumentParser's generic 1.
    package static func main() {
        if let problem = ArgumentEncoding.firstInvalidArgument() {
            printError("editsem: \(problem)")
            exit(withError: EditsemExit.usage)
        }
        do {
            var command = try parseAsRoot(nil)
            try command.run()
        } catch {
            // Help and version requests print through ArgumentParser, as does any other message
            // to the terminal; only the two remapped cases need their own line.
            let code = exitCode(for: error)
            guard (code == .failure || code == .validationFailure), !(error is ExitCode) else { exit(withError: error) }
            let (message, status) = reported(error)
            if let message { printError(message) }
            exit(withError: ExitCode(status))
        }
    }
}
