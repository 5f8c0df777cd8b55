import Foundation

/// A figure region in a guide article: `<!-- figure: KIND key=value ... -->`, the generated
/// Markdown, then `<!-- end figure -->`. The generator owns what stands between the markers.
package struct FigureSpec: Hashable, Sendable {
    package var kind: String
    package var parameters: [String: String]
    /// 1-based line of the opening marker.
    package var line: Int

    package static let openingPrefix = "<!-- figure:"
    package static let closing = "<!-- end figure -->"

    /// Reads the opening marker on `line`, or nil when the line is not one.
    static func parse(_ text: Substring, line: Int) throws(GuideError) -> FigureSpec? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix(openingPrefix) else { return nil }
        guard trimmed.hasSuffix("-->") else { throw GuideError(line: line, reason: "a figure marker ends with -->") }
        let body = trimmed.dropFirst(openingPrefix.count).dropLast(3)
        let words = body.split(separator: " ")
        guard let kind = words.first else { throw GuideError(line: line, reason: "a figure marker names its kind") }
        var parameters: [String: String] = [:]
        for word in words.dropFirst() {
            let pair = word.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { throw GuideError(line: line, reason: "'\(word)' is not key=value") }
            parameters[String(pair[0])] = String(pair[1])
        }
        return FigureSpec(kind: String(kind), parameters: parameters, line: line)
    }

    /// The marker line as written.
    var marker: String {
        let pairs = parameters.keys.sorted().map { "\($0)=\(parameters[$0]!)" }
        return ([FigureSpec.openingPrefix, kind] + pairs).joined(separator: " ") + " -->"
    }

    func value(_ key: String) throws(GuideError) -> String {
        guard let value = parameters[key] else { throw GuideError(line: line, reason: "the \(kind) figure needs \(key)=") }
        return value
    }

    func list(_ key: String) throws(GuideError) -> [String] {
        try value(key).split(separator: ",").map(String.init)
    }

    func count(_ key: String, default fallback: Int) throws(GuideError) -> Int {
        guard let text = parameters[key] else { return fallback }
        guard let value = Int(text), value > 0 else { throw GuideError(line: line, reason: "\(key)= takes a positive count") }
        return value
    }
}

/// A problem in a guide file, at a 1-based line (0 when the whole file is meant); the file is
/// named by whoever reports it.
package struct GuideError: Error, Hashable, Sendable, CustomStringConvertible {
    package var file: String = ""
    package var line: Int
    package var reason: String
    package init(file: String = "", line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }
    package var description: String { file.isEmpty ? "line \(line): \(reason)" : "\(file):\(line): \(reason)" }
}
