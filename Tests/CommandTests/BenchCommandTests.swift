import EditsemTestSupport
import Foundation
import HostObservation
import Testing

/// `editsem bench --observer-texts N` observes N texts on each real host that runs locally and
/// says, for each, how fast, or why it could not start; an unknown `--observer-host` is a usage
/// error.
@Suite struct BenchCommandTests {

    /// The hosts the run observes: not WebKitGTK, which runs one session at a time and
    /// `RemoteObserveTests` may hold it (the bench reaches every host through the same code).
    static let chosen = ["chromium", "firefox", "gtk@3", "qt@5"]

    /// One bench run shared by the tests.
    static let run = Task {
        try await EditsemProcess.run(["bench", "--only", "none", "--seconds", "0.01", "--observer-texts", "3", "--json",
                                      "--corpus", RepositoryPaths.url("Corpus").path] + chosen.flatMap { ["--observer-host", $0] })
    }

    static func observers() async throws -> [[String: Any]] {
        let run = try await Self.run.value
        #expect(run.status == 0, "\(run.errorOutput.suffix(500))")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
        return try #require(object["observers"] as? [[String: Any]], "\(run.output.prefix(500))")
    }

    @Test func everyChosenHostIsMeasuredOrSaysWhyNot() async throws {
        let observers = try await Self.observers()
        #expect(observers.compactMap { $0["host"] as? String } == Self.chosen)
        for entry in observers {
            if let reason = entry["unavailable"] as? String {
                #expect(!reason.isEmpty)
            } else {
                #expect(entry["texts"] as? Int == 3, "\(entry)")
                // Without --observer-jobs, the sessions `observe` runs by default.
                let host = try #require(ObservableHost.named(entry["host"] as? String ?? ""))
                let jobs = host.defaultSessions(processors: ProcessInfo.processInfo.activeProcessorCount)
                #expect(entry["jobs"] as? Int == jobs, "\(entry)")
                // With several sessions, three texts may all be done before the last one is up:
                // then no rate is given (ObservationPaceTests).
                if jobs == 1 || !(entry["textsPerSecond"] is NSNull) {
                    #expect((entry["textsPerSecond"] as? Double ?? 0) > 0, "\(entry)")
                }
                #expect((entry["seconds"] as? Double ?? 0) > 0, "\(entry)")
            }
        }
    }

    @Test(.needsChromium)
    func chromiumIsMeasuredWhereItIsInstalled() async throws {
        let chromium = try #require(try await Self.observers().first { $0["host"] as? String == "chromium" })
        #expect(chromium["unavailable"] == nil, "\(chromium)")
        #expect(chromium["texts"] as? Int == 3)
    }

    /// The report's phases cover its wall time, in the order they run.
    @Test func theReportIsTimedByPhase() async throws {
        let run = try await EditsemProcess.run(["bench", "--only", "report", "--seconds", "0.01", "--json",
                                                "--corpus", RepositoryPaths.url("Corpus").path,
                                                "--observed", RepositoryPaths.url("Corpus/observed").path,
                                                "--unicode-data", RepositoryPaths.url("Tests/UnicodeData").path])
        #expect(run.status == 0, "\(run.errorOutput.suffix(500))")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
        let total = try #require(object["reportSeconds"] as? Double)
        let phases = try #require(object["reportPhases"] as? [[String: Any]])
        #expect(phases.compactMap { $0["phase"] as? String }.count == 5, "\(phases)")
        let seconds = phases.compactMap { $0["seconds"] as? Double }
        #expect(seconds.count == 5 && seconds.allSatisfy { $0 >= 0 })
        // Each phase is a lap of one clock inside the timed call: together at most the total
        // (both are rounded to milliseconds).
        #expect(seconds.reduce(0, +) <= total + 0.005, "phases \(seconds) exceed the total \(total)")
    }

    /// With rounds, the figures are those of the median round, between the fastest and slowest.
    @Test func reportRoundsGiveTheMedianAndTheSpread() async throws {
        let run = try await EditsemProcess.run(["bench", "--only", "report", "--seconds", "0.01", "--json", "--report-rounds", "3",
                                                "--corpus", RepositoryPaths.url("Corpus").path,
                                                "--observed", RepositoryPaths.url("Corpus/observed").path,
                                                "--unicode-data", RepositoryPaths.url("Tests/UnicodeData").path])
        #expect(run.status == 0, "\(run.errorOutput.suffix(500))")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any])
        #expect(object["reportRounds"] as? Int == 3)
        let median = try #require(object["reportSeconds"] as? Double)
        let fastest = try #require(object["reportSecondsFastest"] as? Double)
        let slowest = try #require(object["reportSecondsSlowest"] as? Double)
        #expect(fastest <= median && median <= slowest, "\(fastest) \(median) \(slowest)")
    }

    @Test func anUnknownObserverHostIsAUsageError() async throws {
        let run = try await EditsemProcess.run(["bench", "--observer-texts", "1", "--observer-host", "netscape"])
        #expect(run.status == 64)
        #expect(run.errorOutput.contains("'netscape'") && run.errorOutput.contains("chromium"), "\(run.errorOutput)")
    }
}
