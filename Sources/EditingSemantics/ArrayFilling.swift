extension Array {
    /// `Array(repeating: value, count: count)`, made without the run-time lookup of the storage
    /// class that that initializer and `init(unsafeUninitializedCapacity:initializingWith:)` make
    /// on Linux: a few hundred instructions an array, on the millions of small arrays a report
    /// makes. Growing an empty array, as this does, finds the class at compile time.
    /// - Complexity: O(count).
    @inlinable package init(filledWith value: Element, count: Int) {
        self.init()
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }

    /// What `init(unsafeUninitializedCapacity:initializingWith:)` makes, without its run-time
    /// lookup of the storage class (see ``init(filledWith:count:)``): `body` initializes the
    /// first elements of a buffer of `capacity` and returns how many, and they are copied in.
    /// - Precondition: `body` initializes exactly the first elements it counts, at most `capacity`.
    /// - Complexity: O(capacity), the copy of the elements initialized included.
    @inlinable package init(fillingUpTo capacity: Int, _ body: (UnsafeMutableBufferPointer<Element>) -> Int) {
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
