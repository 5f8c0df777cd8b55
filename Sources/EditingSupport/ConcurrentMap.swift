import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map`, with the elements transformed in parallel across the cores; the results come back
    /// in the elements' order, so the output does not depend on scheduling.
    package func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
        let slots = ResultSlots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { i in
            slots.store(transform(self[i]), at: i)
        }
        return slots.values
    }
}

/// Fixed slots that parallel workers fill, each index written by exactly one worker.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func store(_ value: T, at index: Int) {
        lock.withLock { storage[index] = value }
    }

    var values: [T] { lock.withLock { storage.map { $0! } } }
}
