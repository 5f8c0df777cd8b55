import Foundation

/// A bound on the programs ``TestProcess/run(_:_:input:environment:)`` has running at once.
///
/// Swift Testing starts every suite's tests together, and about 400 of them run `editsem`: without
/// a bound they all start at once. Under ThreadSanitizer 395 children held 5.9 GB between them, and two
/// sanitized suites side by side were killed by the kernel's out-of-memory killer with about 700
/// children alive (docs/sanitizers.md). Waiters are served first come, first served.
///
/// Only programs that are waited for take a slot: a server kept by
/// ``TestProcess/withRunning(_:_:environment:grace:_:)`` lives while its body starts other
/// programs, and holding a slot there could leave every slot to a body waiting for one.
public actor ChildSlots {
    /// `EDITSEM_TEST_CHILDREN`, or four per processor: children of live observation tests spend
    /// most of their time waiting on a browser, so a bound of the processor count leaves them idle.
    public static let shared = ChildSlots(limit: limit(from: ProcessInfo.processInfo.environment["EDITSEM_TEST_CHILDREN"]))

    /// The bound a setting names; a setting that is not a positive whole number stops the run
    /// rather than being read as no bound.
    public static func limit(from setting: String?) -> Int {
        guard let setting else { return max(2, 4 * ProcessInfo.processInfo.activeProcessorCount) }
        guard let limit = Int(setting), limit > 0 else {
            fatalError("EDITSEM_TEST_CHILDREN is \"\(setting)\": give a positive whole number of programs")
        }
        return limit
    }

    public nonisolated let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init(limit: Int) {
        precondition(limit > 0)
        self.limit = limit
    }

    /// Runs `body` once fewer than `limit` bodies are running.
    ///
    /// Waiting for a slot does not end when the task is cancelled: the body decides what a
    /// cancelled task does, as it would without the bound.
    public func withSlot<Value: Sendable>(_ body: @Sendable () async throws -> Value) async rethrows -> Value {
        if running < limit {
            running += 1
        } else {
            // `release` hands its slot straight to the first waiter, so `running` stays counted.
            await withCheckedContinuation { waiting.append($0) }
        }
        defer { release() }
        return try await body()
    }

    /// How many bodies are running now; for tests of the bound.
    public var runningCount: Int { running }

    private func release() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
