import EditsemTestSupport
import Foundation
import HostModels
import Testing

/// Citations must point at primary sources anyone can look up (a repository, path and commit, a
/// URL, a published document) or at this package's own files: never at notes outside the package
/// (`shared/…`) or at a path on the machine that wrote them.
@Suite struct CitationSourceTests {
    /// Why `text` does not name a primary source, or nil.
    static func problem(_ text: String) -> String? {
        if text.contains("shared/") || ["host-semantics.md", "keyboard-ecosystem.md", "segmentation-anchors.md"].contains(where: text.contains) {
            return "names notes outside the package"
        }
        // An absolute path starts a word with `/` or `~/`; `/` inside a URL or a repository path
        // follows a letter, and a ratio such as 1/1 follows a digit.
        if text.range(of: #"(^|[\s(\[:;,"'])(~?/)[A-Za-z._]"#, options: .regularExpression) != nil {
            return "names an absolute path"
        }
        return nil
    }

    @Test func detectsNotesAndMachinePaths() {
        #expect(Self.problem("shared/reference/host-semantics.md §5") != nil)
        #expect(Self.problem("source: /work/shared/reference/host-semantics.md") != nil)
        #expect(Self.problem("see (/home/user/notes.md)") != nil)
        #expect(Self.problem("~/notes.md") != nil)
        #expect(Self.problem("swiftlang/swift-corelibs-foundation@761b621d Sources/CoreFoundation/CFString.c") == nil)
        #expect(Self.problem("http://norbertlindenberg.com/2014/12/developing-keyboards-for-ios/") == nil)
        #expect(Self.problem("1/1 presses; WebCore's TypingCommand, shared by every port") == nil)
    }

    @Test func everyHostCitationNamesAPrimarySource() {
        #expect(!HostCatalog.all.isEmpty)
        var found: [String] = []
        for host in HostCatalog.all {
            for aspect in AspectKind.allCases {
                for citation in host[aspect].citations {
                    for text in [citation.source, citation.note] {
                        if let problem = Self.problem(text) { found.append("\(host.id) \(aspect): \(problem): \(text)") }
                    }
                }
            }
        }
        #expect(found.isEmpty, "\(found.count) citations:\n\(found.joined(separator: "\n"))")
    }

    @Test func everyVectorSourceNamesAPrimarySource() throws {
        var found: [String] = []
        for url in VectorTests.files {
            let name = url.lastPathComponent
            for vector in try HostVectorFile.parse(String(contentsOf: url, encoding: .utf8), path: "Corpus/vectors/\(name)") {
                if let problem = Self.problem(vector.source) { found.append("\(vector.file):\(vector.line): \(problem): \(vector.source)") }
            }
        }
        #expect(found.isEmpty, "\(found.count) vector sources:\n\(Array(Set(found)).sorted().prefix(20).joined(separator: "\n"))")
    }

    /// Test comments and vector files cite primary sources too: no line of a `.swift` file under
    /// Tests/ (but this one) or of a vector file names the notes.
    @Test func testsAndVectorFilesNameNoNotes() throws {
        let root = RepositoryPaths.root
        var files: [(name: String, url: URL)] = VectorTests.files.map { (name: "Corpus/vectors/\($0.lastPathComponent)", url: $0) }
        let tests = root.appendingPathComponent("Tests")
        let enumerator = FileManager.default.enumerator(atPath: tests.path)
        while let path = enumerator?.nextObject() as? String {
            if ("/" + path).contains("/.build") {
                enumerator?.skipDescendants()
                continue
            }
            guard path.hasSuffix(".swift"), !path.hasSuffix("/CitationSourceTests.swift") else { continue }
            files.append((name: "Tests/\(path)", url: tests.appendingPathComponent(path)))
        }
        let notes = ["host-semantics.md", "keyboard-ecosystem.md", "segmentation-anchors.md", "shared/reference"]
        var found: [String] = []
        for file in files {
            let lines = try String(contentsOf: file.url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where notes.contains(where: { line.contains($0) }) {
                found.append("\(file.name):\(index + 1)")
            }
        }
        #expect(files.count > VectorTests.files.count, "no .swift files under \(tests.path)")
        #expect(found.isEmpty, "\(found.count) lines name notes:\n\(found.joined(separator: "\n"))")
    }
}
