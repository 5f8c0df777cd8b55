import CICUBridge

extension UTF16Text {
    /// The text in Normalization Form D (canonical decomposition, marks in canonical order), by
    /// the system ICU. Lone surrogates pass through unchanged. Complexity: O(n).
    public var nfd: UTF16Text {
        if units.isEmpty { return self }
        var capacity = units.count * 3 + 4
        while true {
            var out = [UInt16](repeating: 0, count: capacity)
            let length = units.withUnsafeBufferPointer { input in
                out.withUnsafeMutableBufferPointer { es_nfd(input.baseAddress, Int32(units.count), $0.baseAddress, Int32(capacity)) }
            }
            precondition(length >= 0, "ICU could not normalize the text")
            if Int(length) <= capacity { return UTF16Text(units: out.prefix(Int(length))) }
            capacity = Int(length)
        }
    }
}
