/// An observation as read from its file, with the line of every header key and text so that checks
/// made later (against the corpus and the catalog) can name the line at fault.
package struct ObservationFile: Sendable {
    package var observation: Observation
    /// The file's `format`, 1 or 2.
    package var format: Int
    package var headerLines: [String: Int]
    /// The line of each case id.
    package var textLines: [String: Int]

    package init(observation: Observation, format: Int, headerLines: [String: Int], textLines: [String: Int]) {
        self.observation = observation
        self.format = format
        self.headerLines = headerLines
        self.textLines = textLines
    }
}
