import EditingSemantics
import EditsemTestSupport
import Foundation
import Testing

/// The error contract of README.md's exit-code table: each bad input gets one line on standard
/// error that names what is wrong and where, and a documented exit code; good lines still run.
@Suite struct ErrorContractTests {
    /// Expects exit `code` and exactly one error line, starting with `editsem: ` and containing
    /// each of `parts`.
    func expectOneLineError(_ outcome: EditsemProcess.Outcome, code: Int32, _ parts: String...,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.status == code, "exit \(outcome.status), stderr: \(outcome.errorOutput)", sourceLocation: sourceLocation)
        #expect(outcome.errorLines.count == 1, "\(outcome.errorOutput)", sourceLocation: sourceLocation)
        let line = outcome.errorLines.first ?? ""
        #expect(line.hasPrefix("editsem: "), "\(line)", sourceLocation: sourceLocation)
        for part in parts { #expect(line.contains(part), "'\(line)' should mention '\(part)'", sourceLocation: sourceLocation) }
    }

    // MARK: usage errors (64)

    @Test func unknownUnitListsTheValidOnes() async throws {
        let outcome = try await EditsemProcess.run("segment", "--unit", "graphemes", "x")
        expectOneLineError(outcome, code: 64, "unknown unit 'graphemes'", "grapheme, legacy-grapheme", "swift-character")
        #expect(outcome.stdout.isEmpty)
    }

    @Test func unknownUnicodeVersionListsTheValidOnes() async throws {
        let outcome = try await EditsemProcess.run("segment", "--unit", "grapheme", "--unicode", "17", "x")
        expectOneLineError(outcome, code: 64, "unknown Unicode version '17'",
                           UnicodeVersion.allCases.map(\.rawValue).joined(separator: ", "))
        #expect(outcome.stdout.isEmpty)
        expectOneLineError(try await EditsemProcess.run("segment", "--unit", "flag", "--unicode", "17.0", "x"), code: 64, "--unicode", "'flag'")
        expectOneLineError(try await EditsemProcess.run("versions", "--unicode-data", "/nonexistent"), code: 66, "/nonexistent")
    }

    @Test func unknownSubcommandOptionAndMissingOption() async throws {
        expectOneLineError(try await EditsemProcess.run("segmnt"), code: 64, "'segmnt'")
        expectOneLineError(try await EditsemProcess.run("segment", "--unit", "grapheme", "--frobnicate", "x"), code: 64, "--frobnicate")
        expectOneLineError(try await EditsemProcess.run("segment", "x"), code: 64, "--unit")
        expectOneLineError(try await EditsemProcess.run("segment", "--unit", "grapheme", "a", "b"), code: 64, "'b'")
    }

    @Test func malformedEscapeInAnArgumentNamesItsColumn() async throws {
        let cases: [(String, String)] = [
            ("ab\\u{12", "column 3: unterminated \\u{…}"),
            ("\\q", "column 1: unknown escape '\\q'"),
            ("x\\u{}", "column 2: empty \\u{}"),
            ("\\u{110000}", "column 1: U+110000 is beyond U+10FFFF"),
            ("\\u{1234567}", "more than 6 hex digits"),
            ("a\\u{12G4}", "'G' is not a hex digit"),
            ("trailing\\", "column 9: a lone backslash"),
            ("\\u0041", "expected '{' after \\u"),
        ]
        for (text, message) in cases {
            let outcome = try await EditsemProcess.run("segment", "--unit", "grapheme", text)
            expectOneLineError(outcome, code: 64, "TEXT argument", message)
            #expect(outcome.stdout.isEmpty, "\(text): nothing is written when the argument is bad")
        }
    }

    @Test func invalidUTF8InAnArgument() async throws {
        let outcome = try await EditsemProcess.run([Array("segment".utf8), Array("--unit".utf8), Array("grapheme".utf8), [0x61, 0xE9, 0x62]])
        expectOneLineError(outcome, code: 64, "argument 4, column 2", "invalid UTF-8: the sequence starting with byte 0xE9 is ill-formed: byte 0x62 is not a continuation byte")
        #expect(outcome.stdout.isEmpty)
        // A surrogate encoded in UTF-8 (WTF-8) is not UTF-8 either; escapes are the way to write one.
        let surrogate = try await EditsemProcess.run([Array("segment".utf8), Array("--unit".utf8), Array("code-point".utf8), [0xED, 0xA0, 0x80]])
        expectOneLineError(surrogate, code: 64, "argument 4, column 1", "encodes a surrogate", "\\u{D8xx}")
        // An invalid option name is caught the same way, before option parsing.
        expectOneLineError(try await EditsemProcess.run([[0x2D, 0x2D, 0xFF]]), code: 64, "argument 1, column 3")
    }

    // MARK: data errors on standard input (65)

    @Test func malformedLinesOnStandardInputNameLineAndColumnAndTheRestStillRun() async throws {
        let outcome = try await EditsemProcess.run("segment", "--unit", "code-point", "--json", input: "ab\nx\\q\n\ncd\\u{1\nok\n")
        #expect(outcome.status == 65)
        #expect(outcome.errorLines == ["editsem: <stdin>:2:2: unknown escape '\\q' (only \\u{XXXX} and \\\\ are known)",
                                       "editsem: <stdin>:4:3: unterminated \\u{…}: missing '}'"])
        let lengths = try outcome.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])["utf16Length"] as? Int
        }
        #expect(lengths == [2, 0, 2], "the good lines ab, (empty) and ok are answered in order")
    }

    @Test func invalidUTF8OnStandardInput() async throws {
        var input: [UInt8] = Array("fine\n".utf8)
        input += [0x61, 0x62, 0xFF, 0x63, 0x0A]  // ab, a byte that never occurs in UTF-8, c
        input += [0xE0, 0xA4, 0x95, 0xE0, 0xA4, 0x0A]  // क, then a truncated sequence
        input += [0xED, 0xB0, 0x80, 0x0A]  // a trail surrogate encoded in UTF-8
        input += [0xC0, 0xAF, 0x0A]  // an overlong '/'
        input += Array("last".utf8)  // no final newline
        let outcome = try await EditsemProcess.run([Array("segment".utf8), Array("--unit".utf8), Array("grapheme".utf8)], input: input)
        #expect(outcome.status == 65)
        #expect(outcome.errorLines.count == 4, "\(outcome.errorOutput)")
        let lines = outcome.errorLines.map(String.init)
        #expect(lines.first == "editsem: <stdin>:2:3: invalid UTF-8: byte 0xFF never occurs in UTF-8; write such text with \\u{XXXX} escapes")
        #expect(lines.dropFirst().first?.hasPrefix("editsem: <stdin>:3:2: invalid UTF-8: the sequence starting with byte 0xE0 is truncated: the text ends") == true)
        #expect(lines.dropFirst(2).first?.hasPrefix("editsem: <stdin>:4:1: invalid UTF-8: the sequence starting with byte 0xED is ill-formed: it encodes a surrogate") == true)
        #expect(lines.dropFirst(3).first?.hasPrefix("editsem: <stdin>:5:1: invalid UTF-8: byte 0xC0 starts an overlong sequence") == true)
        #expect(outcome.output == "÷ f ÷ i ÷ n ÷ e ÷\n÷ l ÷ a ÷ s ÷ t ÷\n", "only the valid lines are answered, in order")
    }

    // MARK: empty and unusual but valid input (0)

    @Test func emptyTextsAreAnsweredNotRefused() async throws {
        let argument = try await EditsemProcess.run("segment", "--unit", "grapheme", "--json", "")
        #expect(argument.status == 0 && argument.stderr.isEmpty)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(argument.stdout)) as? [String: Any])
        #expect(object["utf16Length"] as? Int == 0)
        #expect(object["boundaries"] as? [Int] == [0], "an empty text has the one boundary 0 (Segmenter contract)")

        let noInput = try await EditsemProcess.run("segment", "--unit", "grapheme")
        #expect(noInput.status == 0 && noInput.stdout.isEmpty && noInput.stderr.isEmpty)

        let blankLines = try await EditsemProcess.run("segment", "--unit", "flag", "--json", input: "\n\r\n")
        #expect(blankLines.status == 0)
        #expect(blankLines.output.split(separator: "\n").count == 2, "one answer per line, CR LF counted as one line end")
    }

    @Test func loneSurrogatesWrittenAsEscapesAreAccepted() async throws {
        let outcome = try await EditsemProcess.run("segment", "--unit", "grapheme", "--json", "a\\u{D800}\\u{DC00}b\\u{DFFF}")
        #expect(outcome.status == 0, "\(outcome.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: outcome.stdout) as? [String: Any])
        // Each lone surrogate is a cluster of its own (UAX #29 treats it as Control: GB4, GB5);
        // D800 DC00 written separately still form one well-formed pair.
        #expect(object["boundaries"] as? [Int] == [0, 1, 3, 4, 5])
    }

    @Test func helpAndVersionsSucceed() async throws {
        let help = try await EditsemProcess.run("--help")
        #expect(help.status == 0 && help.output.contains("Exit codes"))
        let versions = try await EditsemProcess.run("versions", "--json")
        #expect(versions.status == 0)
        #expect(try JSONSerialization.jsonObject(with: versions.stdout) is [String: Any])
    }
}

private extension JSONSerialization {
    static func jsonObject(with bytes: [UInt8]) throws -> Any { try jsonObject(with: Data(bytes)) }
}
