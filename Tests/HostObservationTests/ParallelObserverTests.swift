import EditingSemantics
import Foundation
import HostObservation
import Testing

/// Several sessions of the stand-in host at once (`Observer.Options.jobs`): the texts come back
/// in their order, progress is told once per text in order, and a fault in one session is
/// handled as with one. In the fault suite, which is serialized, because the stand-in host reads
/// its mode from the environment.
extension ObserverFaultTests {
    /// 30 texts, the suite's five over and over under ids of their own.
    static let manyTexts: [(id: String, text: UTF16Text)] = (0..<30).map { i in
        let item = texts[i % texts.count]
        return ("\(item.id)\(i)", item.text)
    }

    func parallelObserver(mode: String, jobs: Int, secondsPerText: Double = 30) -> (Observer, String) {
        let (one, marker) = observer(mode: mode, secondsPerText: secondsPerText)
        var options = one.options
        options.jobs = jobs
        return (Observer(options: options), marker)
    }

    @Test(arguments: [2, 3])
    func severalSessionsGiveEveryTextInItsPlace(jobs: Int) throws {
        let (observer, marker) = parallelObserver(mode: "log-sessions", jobs: jobs)
        defer { try? FileManager.default.removeItem(atPath: marker) }
        var progress: [Int] = []
        let results = try observer.observe(Self.manyTexts) { done, total in
            #expect(total == Self.manyTexts.count)
            progress.append(done)
        }
        let sessions = try String(contentsOfFile: marker, encoding: .utf8).split(separator: "\n")
        #expect(Set(sessions).count == jobs, "sessions started: \(sessions)")
        #expect(progress == Array(1...Self.manyTexts.count))
        #expect(observer.pace.recorded.count == Self.manyTexts.count)
        #expect(observer.pace.recorded == observer.pace.recorded.sorted())
        #expect(observer.pace.firstBySession.count == jobs)
        #expect(observer.ready?.version == "1.2.3")
        #expect(observer.model == "code-point")
        #expect(results.map(\.id) == Self.manyTexts.map(\.id))
        for (result, item) in zip(results, Self.manyTexts) {
            var want = expected(item.text)
            want.id = item.id
            #expect(result == want, "\(item.id)")
        }
    }

    /// The stand-in crashes once (its marker file), in whichever session takes `b6`.
    @Test func aSessionThatFailsOnceIsRestartedAndCounted() throws {
        let (observer, marker) = parallelObserver(mode: "crash:b6", jobs: 3, secondsPerText: 3)
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let results = try observer.observe(Self.manyTexts) { _, _ in }
        #expect(observer.restarts == 1)
        #expect(results.map(\.id) == Self.manyTexts.map(\.id))
        #expect(results.allSatisfy { $0.unmeasuredReason == nil })
    }

    @Test func sessionsThatCannotStartFailTheRunWithTheirReason() {
        let (missing, _) = parallelObserver(mode: "unavailable", jobs: 3)
        #expect {
            try missing.observe(Self.manyTexts) { _, _ in }
        } throws: { error in
            guard case ObserverError.unavailable(let message, let install) = error else { return false }
            return message == "fake-host not found" && install == "fake-host-package"
        }
        let (dying, _) = parallelObserver(mode: "crash-start", jobs: 2)
        var progressed = 0
        #expect {
            try dying.observe(Self.manyTexts) { _, _ in progressed += 1 }
        } throws: { error in
            guard case ObserverError.driverFailed(let message) = error else { return false }
            return message.contains("exited with status 3")
        }
        #expect(progressed == 0)
    }

    /// A session that gives up (three texts in a row failing twice) stops the others: the run
    /// throws instead of handing the rest of the texts to the sessions still going.
    @Test func aSessionThatGivesUpEndsTheRun() {
        let (observer, marker) = parallelObserver(mode: "crash-always:a*", jobs: 2, secondsPerText: 3)
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let texts = (0..<8).map { (id: "a\($0)", text: UTF16Text("x")) }
        #expect {
            try observer.observe(texts) { _, _ in }
        } throws: { error in
            guard case ObserverError.driverFailed(let message) = error else { return false }
            return message.contains("failed twice on each of 3 texts in a row")
        }
    }
}
