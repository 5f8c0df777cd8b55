import EditsemTestSupport
import Foundation
import Testing

/// The launcher every test's subprocesses go through, checked with `/bin/sh`.
@Suite struct TestProcessTests {
    @Test func argumentsAndInputPassAsRawBytes() async throws {
        let outcome = try await TestProcess.run("/bin/sh", [Array("-c".utf8), Array("printf '%s' \"$1\"; cat".utf8), Array("sh".utf8), [0x61, 0xFF, 0x62]],
                                                input: [0xFE, 0x0A])
        #expect(outcome.status == 0)
        #expect(outcome.stdout == [0x61, 0xFF, 0x62, 0xFE, 0x0A])
    }

    @Test func statusErrorsAndEnvironment() async throws {
        let outcome = try await TestProcess.run("/bin/sh", ["-c", "echo \"$EXTRA\" >&2; exit 3"], environment: ["EXTRA": "added"])
        #expect(outcome.status == 3)
        #expect(outcome.errorLines == ["added"])
        #expect(try await TestProcess.run("/bin/sh", ["-c", "kill -TERM $$"]).status == 128 + SIGTERM)
    }

    @Test func largeOutputDoesNotBlock() async throws {
        let outcome = try await TestProcess.run("/bin/sh", ["-c", "head -c 3000000 /dev/zero; head -c 3000000 /dev/zero >&2"])
        #expect(outcome.stdout.count == 3_000_000 && outcome.stderr.count == 3_000_000)
    }

    @Test func aMissingProgramThrows() async {
        await #expect(throws: (any Error).self) { try await TestProcess.run("/nonexistent/program", [String]()) }
    }

    @Test func aRunningProgramStopsOnSIGTERM() async throws {
        let (_, status) = try await TestProcess.withRunning("/bin/sleep", ["60"], grace: .seconds(30)) { process in
            #expect(process.isRunning)
        }
        #expect(status == 128 + SIGTERM)
    }
}
