/// A line of a shipped Unicode data file that this test suite cannot read.
struct UnicodeDataFormatError: Error, CustomStringConvertible {
    var file: String
    /// 1-based line.
    var line: Int
    var reason: String
    var description: String { "\(file):\(line): \(reason)" }
}
