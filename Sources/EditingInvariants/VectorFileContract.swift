import EditingSemantics
import HostModels

/// What the host vector file parser promises on any input: an error names a line and column
/// inside the file, and every parsed case names a line of the file and can be evaluated on its
/// host (when the host exists) without trapping.
package enum VectorFileContract {
    package static func violations(parsing contents: String) -> [Violation] {
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        let vectors: [HostVector]
        do {
            vectors = try HostVectorFile.parse(contents, path: "fuzz.txt")
        } catch {
            guard error.file == "fuzz.txt", (1...lines.count).contains(error.line) else {
                return [Violation("error names \(error.file):\(error.line), outside the file's \(lines.count) lines", text: UTF16Text(contents))]
            }
            let scalars = lines[error.line - 1].unicodeScalars.count
            guard error.column >= 1, error.column <= scalars + 1 else {
                return [Violation("error \(error) names column \(error.column), outside the line's \(scalars) scalars", text: UTF16Text(contents))]
            }
            return []
        }
        var found: [Violation] = []
        for vector in vectors {
            if !(1...lines.count).contains(vector.line) {
                found.append(Violation("case names line \(vector.line), outside the file", text: UTF16Text(contents)))
            }
            guard let model = try? HostCatalog.model(id: vector.host) else { continue }
            _ = vector.evaluate(on: model)
        }
        return found
    }
}
