import CICUBridge

extension UTF16Text {
    /// The text in Normalization Form D (canonical decomposition, marks in canonical order), by
    /// the system ICU. Lone surrogates pass through unchanged. Complexity: O(n).
    package var nfd: UTF16Text {
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

extension ICUProperties {
    /// Whether the NFD of the code point `c` alone differs from `c` (it has a canonical
    /// decomposition, as Hangul syllables do), by the system ICU: what normalizing it would tell,
    /// asked of the decomposition data directly.
    package static func nfdChanges(_ c: UInt32) -> Bool {
        let answer = es_nfd_changes(c)
        precondition(answer >= 0, "ICU could not read the decomposition of U+\(String(c, radix: 16, uppercase: true))")
        return answer == 1
    }
}
