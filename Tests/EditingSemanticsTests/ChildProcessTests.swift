import EditingSupport
import Foundation
import Testing

@Suite struct ChildProcessTests {
    @Test func pipesRoundTripAndTheExitStatusComesBack() throws {
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "cat; echo warned >&2; exit 3"],
                                     input: .pipe, output: .pipe, error: .pipe)
        try child.standardInput!.write(contentsOf: Data("नमस्ते\n".utf8))
        try child.standardInput!.close()
        #expect(String(decoding: child.standardOutput!.readDataToEndOfFile(), as: UTF8.self) == "नमस्ते\n")
        #expect(String(decoding: child.standardError!.readDataToEndOfFile(), as: UTF8.self) == "warned\n")
        #expect(child.wait() == 3)
        #expect(!child.isRunning)
    }

    @Test func aSignalEndsWithOneHundredTwentyEightPlusItsNumber() throws {
        let child = try ChildProcess(executable: "/bin/sleep", arguments: ["30"], output: .discard, error: .discard)
        #expect(child.isRunning)
        child.send(SIGTERM)
        #expect(child.wait() == 128 + SIGTERM)
    }

    @Test func theEnvironmentIsExactlyTheOneGiven() throws {
        let child = try ChildProcess(executable: "/usr/bin/env", arguments: [], environment: ["ONLY": "this"])
        #expect(String(decoding: child.standardOutput!.readDataToEndOfFile(), as: UTF8.self) == "ONLY=this\n")
        #expect(child.wait() == 0)
    }

    @Test func aMissingProgramIsALaunchFailureNamingIt() {
        #expect {
            _ = try ChildProcess(executable: "/nonexistent/driver", arguments: [])
        } throws: { error in
            (error as? ChildProcess.LaunchFailure)?.description == "/nonexistent/driver: \(String(cString: strerror(ENOENT)))"
        }
    }

    @Test func aChildDoesNotInheritAnotherChildsPipe() throws {
        let first = try ChildProcess(executable: "/bin/cat", arguments: [], input: .pipe, output: .discard, error: .discard)
        defer { try? first.standardInput!.close(); first.wait() }
        let pipe = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(first.standardInput!.fileDescriptor)")
        #expect(pipe.hasPrefix("pipe:["))
        let second = try ChildProcess(executable: "/bin/ls", arguments: ["-l", "/proc/self/fd"])
        let listing = String(decoding: second.standardOutput!.readDataToEndOfFile(), as: UTF8.self)
        #expect(second.wait() == 0)
        #expect(listing.contains("pipe:["), "the second child's own output pipe shows in its listing")
        #expect(!listing.contains(pipe))
    }
}
