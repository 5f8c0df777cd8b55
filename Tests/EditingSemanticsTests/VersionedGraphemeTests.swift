import EditingSemantics
import EditsemTestSupport
import Foundation
import Testing

/// `grapheme --unicode V` against Unicode V's own GraphemeBreakTest.txt (`VersionsCommandTests`
/// holds the command to the same files). The files are read with this
/// target's own parser (``BreakTestFile``), not the library's, so the library's reader is checked
/// too. Nothing here depends on the system ICU's version: the versioned rules use only its rule
/// engine, and the table's cells are compared with what the same machine measures.
@Suite struct VersionedGraphemeTests {
    static let dataFolder = RepositoryPaths.url("Tests/UnicodeData")

    static func testFile(_ version: String) -> URL {
        dataFolder.appendingPathComponent(version).appendingPathComponent("GraphemeBreakTest.txt")
    }

    /// Every shipped version's file must be there: a missing one fails, naming it, rather than
    /// skipping the version.
    static func requireTestFile(_ version: UnicodeVersion) throws {
        let path = testFile(version.rawValue).path
        try #require(FileManager.default.fileExists(atPath: path), "Unicode \(version) is shipped but \(path) is missing")
    }

    /// Every line of V's file, one by one; a failure names the line and both segmentations.
    @Test(arguments: UnicodeVersion.allCases)
    func passesItsOwnGraphemeBreakTest(_ version: UnicodeVersion) throws {
        try Self.requireTestFile(version)
        let cases = try BreakTestFile.parse(Self.testFile(version.rawValue))
        #expect(cases.count > 500, "Unicode \(version)'s file should have several hundred lines")
        let segmenter = ICUSegmenter.grapheme(unicode: version)
        #expect(segmenter.unit == .grapheme && segmenter.unicodeVersion == version)
        var passed = 0
        for testCase in cases {
            let expected = testCase.boundaries(testCase.breaks)
            let actual = segmenter.boundaries(in: testCase.text)
            if actual == expected {
                passed += 1
            } else {
                Issue.record("""
                    grapheme --unicode \(version), GraphemeBreakTest-\(version).txt \(testCase)
                      expected \(BoundaryDrawing.drawCodePoints(testCase.text, boundaries: expected))
                      got      \(BoundaryDrawing.drawCodePoints(testCase.text, boundaries: actual))
                    """)
            }
        }
        #expect(passed == cases.count)
        print("GraphemeBreakTest \(version), grapheme --unicode \(version) (ICU \(Versions.icu)'s rule engine): \(passed) of \(cases.count) lines pass")
    }

    /// The library's reader and checker give, for every segmenter and file, the count this
    /// target's own parser gives.
    @Test func libraryCountsAgreeWithThisTargetsParser() throws {
        let versions = GraphemeBreakTestFile.versions(in: Self.dataFolder)
        #expect(Set(UnicodeVersion.allCases.map(\.rawValue)).isSubset(of: Set(versions)))
        for version in versions {
            let ours = try BreakTestFile.parse(Self.testFile(version))
            let library = try GraphemeBreakTestFile.parse(contentsOf: Self.testFile(version))
            #expect(library.map(\.line) == ours.map(\.line))
            #expect(library.map(\.text) == ours.map(\.text))
            #expect(library.map(\.boundaries) == ours.map { $0.boundaries($0.breaks) })
            for id in SegmenterID.all {
                let segmenter = id.makeSegmenter()
                let passed = ours.filter { segmenter.boundaries(in: $0.text) == $0.boundaries($0.breaks) }.count
                let measured = GraphemeBreakTestFile.check(segmenter, on: library)
                #expect(measured.passed == passed && measured.total == ours.count, "\(id) on \(version)")
            }
        }
    }

    /// A malformed line is named by file and line, whatever the lines around it hold.
    @Test(arguments: [
        ("÷ 0020 ÷\n# ÷ comment\n÷ 0020 + 0308 ÷\n", 3, "expected ÷ or × before '+'"),
        ("\n÷ 0020 × 00G8 ÷\n", 2, "'00G8' is not a scalar in hex"),
        ("÷ 0020 ÷\r\n÷ 0020\n", 2, "a line must alternate ÷ or × with scalars, ÷ or × at both ends"),
    ])
    func malformedLinesAreNamed(contents: String, line: Int, reason: String) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("GraphemeBreakTest-\(UUID().uuidString).txt")
        try contents.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: BreakTestFormatError.self) { try GraphemeBreakTestFile.parse(contentsOf: url) }
        #expect(error?.description == "\(url.lastPathComponent):\(line): \(reason)")
    }

    /// GB9c arrives with 15.1: नमस्ते (न म स ् त े) keeps स्ते whole from 15.1 on, splits it before.
    /// The expectation is read from UAX #29's rules as each version's test file states them
    /// ([9.3] is GB9c), not from this package.
    @Test func gb9cAppearsIn15_1() throws {
        for version in UnicodeVersion.allCases {
            try Self.requireTestFile(version)
            let mentionsGB9c = try BreakTestFile.parse(Self.testFile(version.rawValue)).contains { $0.rules.contains("9.3") }
            let boundaries = ICUSegmenter.grapheme(unicode: version).boundaries(in: "नमस्ते").map(\.rawValue)
            #expect(mentionsGB9c == (version >= .v15_1), "Unicode \(version)")
            #expect(boundaries == (mentionsGB9c ? [0, 1, 2, 6] : [0, 1, 2, 4, 6]), "Unicode \(version)")
        }
    }

    /// The committed rule files are what the generator makes of the committed data.
    @Test(.enabled(if: VersionedGraphemeTests.pythonPath != nil, "python3 is not on PATH"))
    func ruleFilesAreCurrent() async throws {
        let result = try await TestProcess.run(Self.pythonPath!, [Self.dataFolder.appendingPathComponent("generate-grapheme-rules.py").path, "--check"])
        #expect(result.status == 0, "run Tests/UnicodeData/generate-grapheme-rules.py: \(result.errorOutput)")
    }

    static let pythonPath: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
        .split(separator: ":").map { "\($0)/python3" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}
