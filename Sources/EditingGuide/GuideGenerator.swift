import Foundation
import HostModels
import ReportFormat

/// Keeps the guide's DocC catalog in step with the host catalog and `Reports/report.json`:
/// writes the host pages and the list of unknowns whole, and redraws every figure region of the
/// hand-written articles. The output depends only on its inputs, so a test can tell a stale
/// guide from a current one.
package struct GuideGenerator: Sendable {
    package var catalog: [HostModel]
    /// The report's figures; nil when `report.json` is absent (figures become placeholders).
    package var report: ReportDocument?

    package init(catalog: [HostModel] = HostCatalog.all, report: ReportDocument?) {
        self.catalog = catalog
        self.report = report
    }

    /// The guide as it should be, given the catalog's current files (path relative to the
    /// catalog → contents): every generated page, and every other Markdown file with its figures
    /// redrawn. Paths under the host folder that no host has are left out (stale pages).
    package func expectedFiles(current: [String: String]) throws(GuideError) -> [String: String] {
        var expected: [String: String] = [:]
        for (path, markdown) in HostPages.pages(for: catalog) {
            do { expected[path] = try fillFigures(in: markdown) } catch {
                throw GuideError(file: path, line: error.line, reason: error.reason)
            }
        }
        expected[GitHubIndex.path] = GitHubIndex.markdown(landing: current[GitHubIndex.landingPath] ?? "", articles: current, catalog: catalog)
        for (path, contents) in current where path.hasSuffix(".md") && expected[path] == nil && !path.hasPrefix(HostPages.folder + "/") {
            do { expected[path] = try fillFigures(in: contents) } catch {
                throw GuideError(file: path, line: error.line, reason: error.reason)
            }
        }
        return expected
    }

    /// `markdown` with every figure region redrawn. Throws for a marker without its end, an
    /// unknown kind, or a parameter naming nothing in the report.
    package func fillFigures(in markdown: String) throws(GuideError) -> String {
        var out: [Substring] = []
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            let line = lines[index]
            out.append(line)
            guard let spec = try FigureSpec.parse(line, line: index + 1) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != FigureSpec.closing {
                if lines[end].trimmingCharacters(in: .whitespaces).hasPrefix(FigureSpec.openingPrefix) {
                    throw GuideError(line: end + 1, reason: "a figure opens before the one on line \(index + 1) ends")
                }
                end += 1
            }
            guard end < lines.count else { throw GuideError(line: index + 1, reason: "the figure has no \(FigureSpec.closing)") }
            out.append(Substring(try Figures.render(spec, report: report)))
            out.append(lines[end])
            index = end + 1
        }
        return out.joined(separator: "\n")
    }

    /// `markdown` with every figure region emptied: what is left when figures are ignored.
    package static func withoutFigures(_ markdown: String) -> String {
        var out: [Substring] = []
        var inside = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inside {
                if trimmed == FigureSpec.closing { inside = false; out.append(line) }
                continue
            }
            out.append(line)
            if trimmed.hasPrefix(FigureSpec.openingPrefix) { inside = true }
        }
        return out.joined(separator: "\n")
    }

    // MARK: Files

    /// Every file under `directory` (relative path → contents), skipping hidden ones.
    package static func readCatalog(at directory: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { return files }
        let base = directory.standardizedFileURL.path
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let path = url.standardizedFileURL.path
            let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : url.lastPathComponent
            guard relative.hasSuffix(".md") else { continue }
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    /// Reads `report.json` at `url`, or nil when there is no file there.
    package static func readReport(at url: URL) throws -> ReportDocument? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try ReportDocument(json: Data(contentsOf: url))
    }

    /// The differences between the catalog's files and the expected ones: paths to write (new or
    /// changed) and host pages to delete.
    package static func differences(current: [String: String], expected: [String: String]) -> (write: [String], delete: [String]) {
        let write = expected.keys.filter { current[$0] != expected[$0] }.sorted()
        let delete = current.keys.filter { $0.hasPrefix(HostPages.folder + "/") && expected[$0] == nil }.sorted()
        return (write, delete)
    }
}
