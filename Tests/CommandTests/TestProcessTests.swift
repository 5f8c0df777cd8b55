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

    /// Whatever the test runner's thread blocks or ignores, the program starts as from a shell.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func signalsAreNeitherBlockedNorIgnored() async throws {
        let status = try await TestProcess.run("/bin/cat", ["/proc/self/status"]).output
        func mask(_ field: String) -> UInt64? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":\t") }) else { return nil }
            return UInt64(line.dropFirst(field.count + 2), radix: 16)
        }
        #expect(mask("SigBlk") == 0)
        // Signals 1–31 only: glibc keeps two real-time signals of its own ignored.
        #expect(mask("SigIgn").map { $0 & 0x7FFF_FFFF } == 0)
    }

    @Test func largeOutputDoesNotBlock() async throws {
        let outcome = try await TestProcess.run("/bin/sh", ["-c", "head -c 3000000 /dev/zero; head -c 3000000 /dev/zero >&2"])
        #expect(outcome.stdout.count == 3_000_000 && outcome.stderr.count == 3_000_000)
    }

    @Test func aProgramThatIgnoresItsInputStillRuns() async throws {
        let outcome = try await TestProcess.run("/bin/true", [String](), input: String(repeating: "x", count: 1_000_000))
        #expect(outcome.status == 0)
    }

    /// More programs than the bound, each counting the others alive beside it: none sees more
    /// than the bound (other suites' programs share the slots, so it may see fewer).
    @Test func programsBeyondTheBoundWaitTheirTurn() async throws {
        let scratch = try ScratchFolder(prefix: "child-slots")
        defer { scratch.remove() }
        let limit = ChildSlots.shared.limit
        let script = "touch \"$0/$1\"; sleep 0.3; ls \"$0\" | wc -l; rm \"$0/$1\""
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<(limit + 4) {
                group.addTask {
                    let outcome = try await TestProcess.run("/bin/sh", ["-c", script, scratch.url.path, "\(index)"])
                    return Int(outcome.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts.count == limit + 4)
        #expect(counts.allSatisfy { (1...limit).contains($0) }, "\(counts) with a bound of \(limit)")
    }

    /// Every body runs, never more than two at once, and every slot is given back.
    @Test func aBoundOfTwoHoldsAndFreesEverySlot() async throws {
        let slots = ChildSlots(limit: 2)
        let log = Log()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<8 {
                group.addTask {
                    await slots.withSlot {
                        await log.enter(index)
                        try? await Task.sleep(for: .milliseconds(20))
                        await log.leave()
                    }
                }
            }
        }
        #expect((1...2).contains(await log.most))
        #expect(await log.entered.sorted() == Array(0..<8))
        #expect(await slots.runningCount == 0)
    }

    @Test func aSettingGivesTheBound() {
        #expect(ChildSlots.limit(from: "3") == 3)
        #expect(ChildSlots.limit(from: "1") == 1)
    }

    private actor Log {
        var entered: [Int] = []
        var inside = 0
        var most = 0
        func enter(_ index: Int) { entered.append(index); inside += 1; most = max(most, inside) }
        func leave() { inside -= 1 }
    }

    @Test func aMissingProgramThrows() async {
        await #expect(throws: (any Error).self) { try await TestProcess.run("/nonexistent/program", [String]()) }
    }

    @Test func aRunningProgramStopsOnSIGTERM() async throws {
        // Until stopped: in a full sanitized run a test that awaits waited over an hour for a thread to resume on.
        let (_, status) = try await TestProcess.withRunning("/bin/sleep", ["infinity"], grace: .seconds(30)) { process in
            #expect(process.isRunning)
        }
        #expect(status == 128 + SIGTERM)
    }

    @Test func aProgramIgnoringSIGTERMIsKilledAfterTheGrace() async throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let ignoring = scratch.path("ignoring")
        let (_, status) = try await TestProcess.withRunning("/bin/sh", ["-c", "trap '' TERM; touch \"$0\"; exec sleep infinity", ignoring],
                                                            grace: .milliseconds(200)) { process in
            // Waits for the trap to be set; a shell that ends first ends the wait too, and fails below.
            while process.isRunning && !FileManager.default.fileExists(atPath: ignoring) { try await Task.sleep(for: .milliseconds(20)) }
            #expect(FileManager.default.fileExists(atPath: ignoring), "the shell ended before setting its trap")
        }
        #expect(status == 128 + SIGKILL)
    }

    @Test func anEndedProgramIsNotRunning() async throws {
        let (_, status) = try await TestProcess.withRunning("/bin/sh", ["-c", "exit 4"]) { process in
            while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(status == 4)
    }

    /// A server that ends early says why on standard error: its last lines are kept for the test's error.
    @Test func anEndedProgramsStandardErrorIsKept() async throws {
        let script = "for i in 1 2 3 4 5 6 7; do echo \"line $i\" >&2; done; echo out; exit 1"
        let (tail, status) = try await TestProcess.withRunning("/bin/sh", ["-c", script]) { process in
            while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
            return process.errorTail(lines: 3)
        }
        #expect(status == 1)
        #expect(tail == "line 5\nline 6\nline 7")
    }
}
