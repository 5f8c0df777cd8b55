/// An observation as read from its file, with the line of every header key and text so that checks
/// made later (against the corpus and the catalog) can name the line at fault.
public struct ObservationFile: Sendable {
    public var observation: Observation
    /// The file's `format`, 1 or 2.
    public var format: Int
    public var headerLines: [String: Int]
    /// The line of each case id.
    public var textLines: [String: Int]

    public init(observation: Observation, format: Int, headerLines: [String: Int], textLines: [String: Int]) {
        self.observation = observation
        self.format = format
        self.headerLines = headerLines
        self.textLines = textLines
    }
}
