extension Array {
    /// Up to this many elements, the initializers below skip the standard library's run-time
    /// lookup of the storage class; beyond it the lookup is a small part of the work and they
    /// use the standard initializers, which write the elements in place.
    @usableFromInline static var smallCount: Int { 128 }

    /// `Array(repeating: value, count: count)`. A small array is made without the run-time lookup
    /// of the storage class that initializer (and `init(unsafeUninitializedCapacity:
    /// initializingWith:)`) makes on Linux, a few hundred instructions an array: a report makes
    /// millions of small arrays. Growing an empty array, as this does, finds the class at compile
    /// time.
    /// - Complexity: O(count).
    @inlinable package init(filledWith value: Element, count: Int) {
        guard count <= Self.smallCount else {
            self.init(repeating: value, count: count)
            return
        }
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }

    /// What `init(unsafeUninitializedCapacity:initializingWith:)` makes: `body` initializes the
    /// first elements of a buffer of `capacity` and returns how many. A small array is made
    /// without that initializer's run-time lookup of the storage class (see
    /// ``init(filledWith:count:)``): `body` fills a temporary buffer, which is copied in.
    /// - Precondition: `body` initializes exactly the first elements it counts, at most `capacity`.
    /// - Complexity: O(capacity).
    @inlinable package init(fillingUpTo capacity: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> Int) {
        guard capacity <= Self.smallCount else {
            self.init(unsafeUninitializedCapacity: capacity) { buffer, count in
                count = body(buffer)
                precondition(count >= 0 && count <= capacity, "the elements initialized fit the buffer")
            }
            return
        }
        self.init()
        reserveCapacity(capacity)
        withUnsafeTemporaryAllocation(of: Element.self, capacity: capacity) { buffer in
            let count = body(buffer)
            precondition(count >= 0 && count <= capacity, "the elements initialized fit the buffer")
            let initialized = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
            append(contentsOf: UnsafeBufferPointer(initialized))
            initialized.deinitialize()
        }
    }
}
