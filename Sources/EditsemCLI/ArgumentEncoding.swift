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
    /// valid UTF-8, its byte offset and the byte; nil when every argument is valid.
    static func firstInvalidArgument() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            if case .failure(let error) = StandardInputLines.decode(ArraySlice(bytes)) {
                return "argument \(index), column \(error.column): \(error.reason)"
            }
        }
        return nil
    }
}

extension Editsem {
    /// Runs the command with the documented exit codes: arguments that are not valid UTF-8 are a
    /// usage error (64), and an error no command turned into a documented code is an internal
    /// error (70, with the error on one line) rather than ArgumentParser's generic 1.
    public static func main() {
        if let problem = ArgumentEncoding.firstInvalidArgument() {
            printError("editsem: \(problem)")
            exit(withError: EditsemExit.usage)
        }
        do {
            var command = try parseAsRoot(nil)
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .failure, !(error is ExitCode) {
                printError("editsem: internal error: \(String(describing: error).split(separator: "\n").joined(separator: " "))")
                exit(withError: EditsemExit.software)
            }
            if code == .validationFailure, !(error is ExitCode) {
                // ArgumentParser's usage errors span several lines; the first names the problem.
                let first = message(for: error).split(separator: "\n").first.map(String.init) ?? "usage error"
                printError("editsem: \(first) (see editsem --help)")
                exit(withError: EditsemExit.usage)
            }
            exit(withError: error)
        }
    }
}
