import ArgumentParser
import EditsemCLI
import EditsemTestSupport
import Foundation
import Testing

/// `editsem corpus` exits with the documented codes.
@Suite struct CorpusCommandTests {
    func exitCode(_ arguments: [String]) throws -> Int32 {
        var command = try Editsem.parseAsRoot(arguments)
        do {
            try command.run()
            return 0
        } catch let exit as ExitCode {
            return exit.rawValue
        }
    }

    @Test func theBundledCorpusIsClean() throws {
        #expect(try exitCode(["corpus", "--corpus", RepositoryPaths.url("Corpus").path]) == 0)
        #expect(try exitCode(["corpus", "--corpus", RepositoryPaths.url("Corpus").path, "--json"]) == 0)
    }

    /// A folder holding a small tag vocabulary, and `files`.
    func corpusFolder(_ files: [String: String] = [:]) throws -> ScratchFolder {
        let scratch = try ScratchFolder()
        let all = files.merging(["tags.txt": "# test vocabulary\nlatin\tLatin\n"]) { a, _ in a }
        for (name, text) in all { try scratch.write(name, text) }
        return scratch
    }

    @Test func badDataExits65() throws {
        let scratch = try corpusFolder(["a.corpus": "source: test\nlicense: test\n# cases\na1\tx\tnot-a-tag\n"])
        defer { scratch.remove() }
        #expect(try exitCode(["corpus", "--corpus", scratch.url.path]) == EditsemExit.dataError.rawValue)
    }

    /// The bundled vocabulary with a new script tag in its "Scripts and languages" block, and the
    /// line (1-based) the tag is on.
    func vocabularyWithNewScript() throws -> (text: String, line: Int) {
        var lines = try String(contentsOf: RepositoryPaths.url("Corpus/tags.txt"), encoding: .utf8)
            .components(separatedBy: "\n")
        let devanagari = try #require(lines.firstIndex { $0.hasPrefix("devanagari\t") })
        lines.insert("georgian\tGeorgian script", at: devanagari + 1)
        return (lines.joined(separator: "\n"), devanagari + 2)
    }

    /// A script tag that no report page takes fails the check instead of sending its cases to
    /// `other` unseen.
    @Test func aScriptTagWithoutReportGroupExits65() throws {
        let scratch = try corpusFolder([
            "tags.txt": try vocabularyWithNewScript().text,
            "a.corpus": "source: test\nlicense: test\na1\tx\tlatin\n",
        ])
        defer { scratch.remove() }
        #expect(try exitCode(["corpus", "--corpus", scratch.url.path]) == EditsemExit.dataError.rawValue)
    }

    @Test func aMissingOrEmptyDirectoryExits66() throws {
        let scratch = try corpusFolder()
        defer { scratch.remove() }
        #expect(try exitCode(["corpus", "--corpus", scratch.url.path]) == EditsemExit.noInput.rawValue)
        #expect(try exitCode(["corpus", "--corpus", scratch.path("missing")]) == EditsemExit.noInput.rawValue)
    }
}
