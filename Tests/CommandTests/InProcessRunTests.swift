import EditsemCLI
import EditsemTestSupport
import Testing

/// `Editsem.runInProcess`, which the property tests run the command contract through, does what
/// the built executable does: the same exit status, standard output and standard error.
@Suite struct InProcessRunTests {
    static let cases: [[String]] = [
        ["segment", "--json", "--unit", "grapheme", "\\u{915}\\u{94D}\\u{937}"],
        ["segment", "--unit", "grapheme", "--unicode", "17.0", "a\\u{301}b"],
        ["segment", "--json", "--unit", "graphemes", "a"],
        ["segment", "--unit", "grapheme", "--unicode", "9.0", "a"],
        ["segment", "--json", "--unit", "utf16", "\\u{D800}"],
        ["segment", "--unit", "grapheme", "\\u{12"],
        ["delete", "--json", "--host", "chromium@156", "\\u{0DDD}"],
        ["delete", "--host", "gtk@4.8", "\\u{FB2C}"],
        ["offset", "--json", "--host", "no-such-host", "a"],
        ["explain", "--json", "각\\u{11A8}"],
        ["explain", "नमस्ते"],
        ["simulate", "--json", "--host", "ios8-uitextview", "--strategy", "utf16-count-delete", "👍🏽"],
        ["simulate", "--host", "chromium@156", "--strategy", "nope", "a"],
        ["segmnt", "a"],
        ["delete", "--json", "a"],
    ]

    @Test(arguments: cases) func sameAsTheExecutable(_ arguments: [String]) async throws {
        let process = try await EditsemProcess.run(arguments.map { Array($0.utf8) })
        let inProcess = Editsem.runInProcess(arguments)
        #expect(inProcess.status == process.status)
        #expect(inProcess.output == process.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
        #expect(inProcess.errors == process.errorLines.map(String.init))
    }
}
