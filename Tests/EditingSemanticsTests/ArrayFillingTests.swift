@testable import EditingSemantics
import EditingSupport
import Testing

/// The array initializers that skip the standard library's run-time storage lookup make the
/// arrays its own initializers make.
@Suite struct ArrayFillingTests {
    @Test(arguments: [0, 1, 2, 15, 16, 17, 1000])
    func filledWithIsRepeating(count: Int) {
        #expect([Int32](filledWith: -1, count: count) == [Int32](repeating: -1, count: count))
        #expect([Bool](filledWith: true, count: count) == [Bool](repeating: true, count: count))
        #expect([String](filledWith: "né", count: count) == [String](repeating: "né", count: count))
    }

    @Test(arguments: [0, 1, 7, 64, 5000])
    func fillingUpToIsUnsafeUninitializedCapacity(capacity: Int) {
        var rng = SplitMix64(seed: UInt64(capacity) &+ 0xF111)
        let used = capacity == 0 ? 0 : Int(rng.next() % UInt64(capacity + 1))
        let values = (0..<used).map { _ in UInt16(truncatingIfNeeded: rng.next()) }
        let filled = [UInt16](fillingUpTo: capacity) { buffer in
            for (i, value) in values.enumerated() { buffer.initializeElement(at: i, to: value) }
            return values.count
        }
        let standard = [UInt16](unsafeUninitializedCapacity: capacity) { buffer, count in
            for (i, value) in values.enumerated() { buffer.initializeElement(at: i, to: value) }
            count = values.count
        }
        #expect(filled == standard)
        #expect(filled == values)
        // Elements that need releasing are copied in and the buffer's released, once each.
        let strings = [String](fillingUpTo: capacity) { buffer in
            for i in 0..<used { buffer.initializeElement(at: i, to: String(repeating: "x", count: 20 + i % 3)) }
            return used
        }
        #expect(strings == (0..<used).map { String(repeating: "x", count: 20 + $0 % 3) })
    }
}
