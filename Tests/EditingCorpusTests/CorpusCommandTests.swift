import ArgumentParser
import EditsemCLI
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
        #expect(try exitCode(["corpus", "--corpus", Repository.corpus]) == 0)
        #expect(try exitCode(["corpus", "--corpus", Repository.corpus, "--json"]) == 0)
    }

    @Test func badDataExits65() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        try scratch.write("a.corpus", testHeader + "a1\tx\tnot-a-tag\n")
        #expect(try exitCode(["corpus", "--corpus", scratch.path]) == EditsemExit.dataError.rawValue)
    }

    @Test func aMissingOrEmptyDirectoryExits66() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        #expect(try exitCode(["corpus", "--corpus", scratch.path]) == EditsemExit.noInput.rawValue)
        #expect(try exitCode(["corpus", "--corpus", scratch.path + "/missing"]) == EditsemExit.noInput.rawValue)
    }
}
