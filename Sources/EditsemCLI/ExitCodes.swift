import ArgumentParser

/// The exit codes `editsem` promises to scripts (sysexits.h values).
package enum EditsemExit {
    /// A usage error: unknown option or id, malformed escape in an argument.
    package static let usage = ExitCode(64)
    /// Malformed input data: a bad line on standard input or in a corpus file.
    package static let dataError = ExitCode(65)
    /// An input file or directory is missing or unreadable.
    package static let noInput = ExitCode(66)
    /// An internal error.
    package static let software = ExitCode(70)
    /// An output file or directory cannot be written.
    package static let cannotCreate = ExitCode(73)
}
