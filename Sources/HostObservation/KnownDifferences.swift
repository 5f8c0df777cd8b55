import Foundation
import HostModels

/// The differences between host models and their observations that are understood and kept:
/// `Corpus/observed/known-differences.txt`. Blocks of `key: value` lines separated by blank lines:
///
///     model: webkit-gtk@2.50
///     element: contenteditable
///     aspect: deletion
///     reason: why the model does not follow the host here, with the evidence
///     cases: en-crlf en-cr-crlf
///
/// `element: *` covers every element. A test requires every difference to be listed and every
/// listed case to still differ, so the file cannot go stale.
package struct KnownDifferences: Sendable {
    package struct Entry: Hashable, Sendable {
        package var model: String
        package var element: String
        package var aspect: AspectKind
        package var reason: String
        package var cases: [String]
        /// The line the block starts on.
        package var line: Int

        package func covers(model: String, element: String, aspect: AspectKind, caseID: String) -> Bool {
            self.model == model && (self.element == "*" || self.element == element) && self.aspect == aspect
                && cases.contains(caseID)
        }
    }

    package static let fileName = "known-differences.txt"
    package var entries: [Entry]

    package init(entries: [Entry] = []) { self.entries = entries }

    /// The entry that explains a difference, if any.
    package func entry(model: String, element: String, aspect: AspectKind, caseID: String) -> Entry? {
        entries.first { $0.covers(model: model, element: element, aspect: aspect, caseID: caseID) }
    }

    package static func read(_ contents: String, file: String) throws(ObservationFormat.ReadError) -> KnownDifferences {
        var entries: [Entry] = []
        var block: [String: String] = [:]
        var blockLine = 0
        let keys = ["model", "element", "aspect", "reason", "cases"]
        func finish() throws(ObservationFormat.ReadError) {
            guard !block.isEmpty else { return }
            for key in keys where block[key] == nil {
                throw ObservationFormat.ReadError(file: file, line: blockLine, reason: "the block has no '\(key)'")
            }
            guard let aspect = AspectKind(rawValue: block["aspect"]!), AspectKind.observed.contains(aspect) else {
                throw ObservationFormat.ReadError(file: file, line: blockLine, reason: "unknown aspect '\(block["aspect"]!)'; valid: \(AspectKind.observed.map(\.rawValue).joined(separator: ", "))")
            }
            entries.append(Entry(model: block["model"]!, element: block["element"]!, aspect: aspect, reason: block["reason"]!,
                                 cases: block["cases"]!.split(separator: " ").map(String.init), line: blockLine))
            block = [:]
        }
        for (index, raw) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.hasPrefix("#") { continue }
            if line.trimmingCharacters(in: .whitespaces).isEmpty {
                try finish()
                continue
            }
            if block.isEmpty { blockLine = index + 1 }
            guard let colon = line.firstIndex(of: ":") else {
                throw ObservationFormat.ReadError(file: file, line: index + 1, reason: "expected `key: value`")
            }
            let key = String(line[..<colon])
            guard keys.contains(key) else {
                throw ObservationFormat.ReadError(file: file, line: index + 1, reason: "unknown key '\(key)'; valid: \(keys.joined(separator: ", "))")
            }
            guard block[key] == nil else {
                throw ObservationFormat.ReadError(file: file, line: index + 1, reason: "'\(key)' given twice in one block")
            }
            block[key] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        try finish()
        return KnownDifferences(entries: entries)
    }
}
