import Foundation
import HostModels

/// `README.md` of the catalog: what GitHub shows when the folder is opened, with links between
/// the files, since GitHub does not follow DocC's `<doc:…>` links. Generated from the landing
/// page's topics and the host catalog.
enum GitHubIndex {
    static let path = "README.md"
    static let landingPath = "EditingSemanticsTesting.md"

    static func markdown(landing: String, articles: [String: String], catalog: [HostModel]) -> String {
        var out = "# Reading this guide on GitHub\n\n\(HostPages.generatedNote)\n\n"
        out += "This folder is the DocC catalog of `EditingSemanticsTesting`; build it with "
        out += "`swift package generate-documentation --target EditingSemanticsTesting`. On GitHub, follow these links "
        out += "(the articles' own `doc:` links work only in the built documentation).\n\n"
        out += "- [\(title(of: landing) ?? "EditingSemanticsTesting")](\(landingPath))\n"
        for line in landing.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("- <doc:"), trimmed.hasSuffix(">") else { continue }
            let name = String(trimmed.dropFirst("- <doc:".count).dropLast())
            let file = "\(name).md"
            let heading = articles[file].flatMap(title(of:)) ?? name
            out += "- [\(heading)](\(file))\n"
        }
        out += "\nHost pages:\n\n"
        for host in catalog {
            out += "- [\(HostPages.title(host))](\(HostPages.folder)/\(host.id).md)\n"
        }
        return out
    }

    /// The text of the first `# ` heading, with DocC's symbol backticks removed.
    static func title(of markdown: String) -> String? {
        guard let line = markdown.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) else { return nil }
        return String(line.dropFirst(2)).replacingOccurrences(of: "``", with: "")
    }
}
