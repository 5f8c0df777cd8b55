import EditingSemantics
import EditsemTestSupport
import Foundation
import Testing

/// The `editsem` executable's documented behaviour: output formats, exit codes (64 usage, 65 bad
/// input data) and error positions, checked by running it.
@Suite struct CLITests {
    @Test func findsTheExecutable() throws {
        let executable = try #require(EditsemProcess.executable, "\(EditsemProcess.NotFound())")
        #expect(executable.lastPathComponent == "editsem")
    }

    @Test func segmentPrintsJSON() async throws {
        let result = try await EditsemProcess.run(["segment", "--unit", "grapheme", "--json", "नमस्ते"])
        #expect(result.status == 0)
        #expect(result.errorOutput.isEmpty)
        // स्ते is one cluster under ICU 72's CLDR conjunct rule and Unicode 15.1's GB9c alike.
        #expect(result.output == #"{"unit":"grapheme","utf16Length":6,"boundaries":[0,1,2,6]}"# + "\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        #expect(object["unit"] as? String == "grapheme")
        #expect(object["utf16Length"] as? Int == 6)
        #expect(object["boundaries"] as? [Int] == UnitID.grapheme.makeSegmenter().boundaries(in: "नमस्ते").map(\.rawValue))
    }

    @Test func segmentReadsEscapesInTheArgument() async throws {
        let result = try await EditsemProcess.run(["segment", "--unit", "code-point", "--json", "a\\u{D83D}\\u{1F1F0}"])
        #expect(result.status == 0)
        #expect(result.output == #"{"unit":"code-point","utf16Length":4,"boundaries":[0,1,2,4]}"# + "\n")
    }

    @Test func segmentDrawsBoundariesWithoutJSON() async throws {
        let result = try await EditsemProcess.run(["segment", "--unit", "legacy-grapheme", "कि"])
        #expect(result.status == 0)
        #expect(result.output == "÷ क ÷ \\u{093F} ÷\n", "\(result.output)")
    }

    @Test func unknownUnitIsAUsageErrorListingTheValidIDs() async throws {
        let result = try await EditsemProcess.run(["segment", "--unit", "syllable", "abc"])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.contains("syllable"))
        for unit in UnitID.allCases { #expect(result.errorOutput.contains(unit.rawValue), "stderr should list \(unit)") }
    }

    /// A tag no corpus text carries would observe nothing: a usage error naming it, before any
    /// host starts and with nothing written. `devanagari` is carried (Corpus/hindi.corpus's header).
    @Test func observeTagNoTextCarriesIsAUsageErrorNamingIt() async throws {
        let scratch = try ScratchFolder(prefix: "observe-tags")
        let result = try await EditsemProcess.run(["observe", "--host", "chromium", "--quiet", "--tags", "devanagari,no-such-tag",
                                                   "--corpus", RepositoryPaths.url("Corpus").path, "--out", scratch.path("out")])
        #expect(result.status == 64)
        #expect(result.errorOutput.contains("'no-such-tag'"), "\(result.errorOutput)")
        #expect(!result.errorOutput.contains("'devanagari'"), "\(result.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("out")))
    }

    @Test func malformedEscapeInTheArgumentIsAUsageErrorNamingTheColumn() async throws {
        let result = try await EditsemProcess.run(["segment", "--unit", "grapheme", "ab\\u{12"])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.contains("column 3"), "\(result.errorOutput)")
    }

    @Test func standardInputGivesOneJSONObjectPerLine() async throws {
        let result = try await EditsemProcess.run(["segment", "--unit", "flag", "--json"], input: "🇰🇷\nab\n\n🇮🇳🇰\n")
        #expect(result.status == 0)
        #expect(result.output == """
            {"unit":"flag","utf16Length":4,"boundaries":[0,4]}
            {"unit":"flag","utf16Length":2,"boundaries":[0,1,2]}
            {"unit":"flag","utf16Length":0,"boundaries":[0]}
            {"unit":"flag","utf16Length":6,"boundaries":[0,4,6]}

            """)
    }

    @Test func malformedStandardInputLineExits65AndTheGoodLinesStillPrint() async throws {
        let result = try await EditsemProcess.run(["segment", "--unit", "code-point", "--json"],
                                                  input: "ab\nok \\q\nc\\u{1F600}\n\\u{}x\n")
        #expect(result.status == 65)
        #expect(result.output == """
            {"unit":"code-point","utf16Length":2,"boundaries":[0,1,2]}
            {"unit":"code-point","utf16Length":3,"boundaries":[0,1,3]}

            """)
        let errors = result.errorOutput.split(separator: "\n")
        #expect(errors.count == 2, "\(result.errorOutput)")
        #expect(errors.first?.contains("<stdin>:2:4:") == true, "\(result.errorOutput)")
        #expect(errors.last?.contains("<stdin>:4:1:") == true, "\(result.errorOutput)")
    }

    @Test func versionsJSONNamesTheLinkedICU() async throws {
        let result = try await EditsemProcess.run(["versions", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        #expect(object["icu"] as? String == Versions.icu)
        #expect(object["icuUnicode"] as? String == Versions.icuUnicode)
        #expect(object["stdlibUnicode"] as? String == Versions.stdlibUnicode)
    }

    /// This project's reference machine: Debian 12's libicu72 (Unicode 15.0).
    @Test(.enabled(if: Versions.icu.hasPrefix("72."), "the system ICU is \(Versions.icu), not the reference machine's 72.x"))
    func versionsJSONNamesICU72AndUnicode15() async throws {
        let result = try await EditsemProcess.run(["versions", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        #expect((object["icu"] as? String)?.hasPrefix("72.") == true)
        #expect(object["icuUnicode"] as? String == "15.0")
    }

    @Test func unitsJSONListsEveryUnit() async throws {
        let result = try await EditsemProcess.run(["units", "--json"])
        #expect(result.status == 0)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [[String: Any]])
        #expect(list.compactMap { $0["id"] as? String } == UnitID.allCases.map(\.rawValue))
    }

    /// The command's JSON is JSON to Foundation's own parser, lone surrogates included.
    @Test func cliJSONParsesWithJSONSerialization() async throws {
        let result = try await EditsemProcess.run(["segment", "--unit", "swift-character", "--json"], input: "e\\u{301}\\u{D800}\n")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        #expect(object["utf16Length"] as? Int == 3)
        #expect(object["boundaries"] as? [Int] == [0, 2, 3])
    }
}
