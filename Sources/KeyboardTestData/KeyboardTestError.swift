/// A keyboard test file that cannot be read.
package struct KeyboardTestError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    /// 1-based line and column as the XML parser reports them.
    package var line: Int
    package var column: Int
    package var reason: String

    package init(path: String, line: Int, column: Int, reason: String) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    package var description: String { "\(path):\(line):\(column): \(reason)" }
}
