extension RandomAccessCollection where Index == Int {
    /// The first index of `range` whose element is not `isBefore`, or `range.upperBound`: where
    /// `range` is partitioned, every element before it satisfying `isBefore` and none from it on.
    /// The binary search every sorted table here is read with.
    /// - Precondition: `range` lies within the indices and is partitioned by `isBefore`.
    /// - Complexity: O(log n) calls of `isBefore`.
    @inlinable @inline(__always)
    package func partitionPoint(in range: Range<Int>, where isBefore: (Element) -> Bool) -> Int {
        var low = range.lowerBound, high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isBefore(self[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// ``partitionPoint(in:where:)`` over the whole collection.
    @inlinable @inline(__always)
    package func partitionPoint(where isBefore: (Element) -> Bool) -> Int {
        partitionPoint(in: startIndex..<endIndex, where: isBefore)
    }
}
