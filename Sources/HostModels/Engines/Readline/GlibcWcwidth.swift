/// The C library's `wcwidth` under a UTF-8 locale, as glibc answered it on the machine the
/// table was made on (`Generated/GlibcWcwidth+Data.swift`, from `Corpus/scripts/glibc-wcwidth.py`).
enum GlibcWcwidth {
    enum Width: Equatable {
        /// wcwidth 0: combining marks, format characters, most default-ignorables.
        case zero
        /// wcwidth -1: not printable (controls, characters unassigned in glibc's Unicode).
        case notPrintable
        /// 1 or 2 columns.
        case positive
    }

    /// The width of code point `value` (a surrogate counts as not printable).
    /// - Complexity: O(log r), r the number of ranges in the tables.
    static func width(of value: UInt32) -> Width {
        if contains(zeroWidth, value) { return .zero }
        if (0xD800...0xDFFF).contains(value) || contains(notPrintable, value) { return .notPrintable }
        return .positive
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(value)
    }
}
