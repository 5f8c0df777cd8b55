/// A keyboard test file that cannot be read.
public struct KeyboardTestError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// 1-based line and column as the XML parser reports them.
    public var line: Int
    public var column: Int
    public var reason: String

    package init(path: String, line: Int, column: Int, reason: String) {
        self.path = path
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String { "\(path):\(line):\(column): \(reason)" }
}
