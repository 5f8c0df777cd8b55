import EditingSemantics
import EditingSupport
import Testing

/// The binary search the sorted tables are read with, held to a linear search for the first
/// element not before the key, on random sorted arrays with repeats, every key and every range.
@Suite struct PartitionPointTests {
    @Test func partitionPointIsTheFirstElementNotBefore() {
        var rng = SplitMix64(seed: 0x9A7)
        for _ in 0..<200 {
            let values = (0..<Int(rng.next() % 12)).map { _ in Int(rng.next() % 8) }.sorted()
            for key in -1...8 {
                for lower in 0...values.count {
                    for upper in lower...values.count {
                        let linear = values[lower..<upper].firstIndex { !($0 < key) } ?? upper
                        #expect(values.partitionPoint(in: lower..<upper) { $0 < key } == linear, "\(values) \(key) \(lower)..<\(upper)")
                    }
                }
                #expect(values.partitionPoint { $0 < key } == (values.firstIndex { $0 >= key } ?? values.count))
            }
        }
    }
}
