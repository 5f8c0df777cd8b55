import Dispatch
import Foundation

/// A value worked out on a thread of its own from the moment this is made; ``get()`` waits for it.
/// The thread is not one of Dispatch's workers, which the caller's parallel work keeps busy.
final class BackgroundResult<Value: Sendable>: @unchecked Sendable {
    // Written once by the worker before it leaves `group`; read only after waiting on `group`.
    private var result: Result<Value, any Error>?
    private let group = DispatchGroup()

    init(_ work: @escaping @Sendable () throws -> Value) {
        group.enter()
        Thread.detachNewThread { [self] in
            result = Result { try work() }
            group.leave()
        }
    }

    /// The value, or the error the work threw.
    func get() throws -> Value {
        group.wait()
        return try result!.get()
    }
}
