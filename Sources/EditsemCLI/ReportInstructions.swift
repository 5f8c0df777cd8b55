import EditingSupport
import Foundation

/// The instructions one `editsem report` run executes, counted by valgrind's callgrind: unlike
/// seconds, the count is the same on a busy machine, so a change of a few percent shows.
package enum ReportInstructions {
    struct Unavailable: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs this executable's `report` under callgrind into a scratch folder and returns the
    /// count callgrind prints ("Collected : N").
    /// - Complexity: the report's own work, slowed about fifty times by valgrind.
    static func count(corpus: String, observed: String, unicodeData: String) throws -> Int {
        guard let valgrind = executable(named: "valgrind") else {
            throw Unavailable(description: "--instructions needs valgrind on PATH (Debian package valgrind)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-callgrind-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = try strippedCopy(of: selfPath(), into: folder.path)
        return try collected(valgrind: valgrind, outFile: folder.appendingPathComponent("callgrind.out").path, [
            binary, "report", "--quiet", "--corpus", corpus, "--observed", observed,
            "--unicode-data", unicodeData, "--out", folder.appendingPathComponent("reports").path,
        ])
    }

    /// Runs `command` under callgrind and returns the count it prints.
    package static func collected(valgrind: String, outFile: String, _ command: [String]) throws -> Int {
        let (status, output) = try errorOutput(of: valgrind, ["--tool=callgrind", "--callgrind-out-file=" + outFile] + command)
        guard status == 0 else {
            throw Unavailable(description: "\(command.dropFirst().prefix(1).joined()) under callgrind exited \(status):\n" + output.suffix(2000))
        }
        guard let count = collected(in: output) else {
            throw Unavailable(description: "callgrind printed no \"Collected :\" line:\n" + output.suffix(2000))
        }
        return count
    }

    /// A copy of `executable` in `folder` without its debugging sections. Debian 12's valgrind
    /// (3.19) cannot read the DWARF 5 a Swift 6 build writes and gives up before the program
    /// starts; the instructions the program runs are the same without it.
    package static func strippedCopy(of executable: String, into folder: String) throws -> String {
        guard let strip = Self.executable(named: "strip") else {
            throw Unavailable(description: "--instructions needs strip on PATH (Debian package binutils): valgrind cannot read a Swift build's debugging sections")
        }
        let copy = folder + "/" + URL(fileURLWithPath: executable).lastPathComponent
        let (status, output) = try errorOutput(of: strip, ["--strip-debug", "-o", copy, executable])
        guard status == 0 else {
            throw Unavailable(description: "strip --strip-debug \(executable) exited \(status): \(output)")
        }
        return copy
    }

    /// The count of callgrind's summary line `==PID== Collected : N` in its standard error.
    package static func collected(in output: String) -> Int? {
        guard let line = output.split(separator: "\n").first(where: { $0.contains("Collected :") }) else { return nil }
        return line.split(separator: ":").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
    }

    /// Runs `executable` to its end and returns its exit status and what it wrote to standard error.
    private static func errorOutput(of executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = try ChildProcess(executable: executable, arguments: arguments, output: .discard, error: .pipe)
        let output = String(decoding: process.standardError!.readDataToEndOfFile(), as: UTF8.self)
        return (process.wait(), output)
    }

    /// This executable, as the kernel names it (Linux), else as it was started.
    private static func selfPath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    private static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
