import EditingSemantics
import EditsemTestSupport
import Foundation
import Testing

/// `grapheme --unicode V` against Unicode V's own GraphemeBreakTest.txt, and the conformance table
/// of `editsem versions` against counts taken here from the files. The files are read with this
/// target's own parser (``BreakTestFile``), not the library's, so the library's reader is checked
/// too. Nothing here depends on the system ICU's version: the versioned rules use only its rule
/// engine, and the table's cells are compared with what the same machine measures.
@Suite struct VersionedGraphemeTests {
    static let dataFolder = TestData.repositoryRoot.appendingPathComponent("Tests/UnicodeData")

    static func testFile(_ version: String) -> URL {
        dataFolder.appendingPathComponent(version).appendingPathComponent("GraphemeBreakTest.txt")
    }

    static func hasTestFile(_ version: UnicodeVersion) -> Bool {
        FileManager.default.fileExists(atPath: testFile(version.rawValue).path)
    }

    static let everyVersionShipsItsFile = UnicodeVersion.allCases.allSatisfy(hasTestFile)

    /// Every line of V's file, one by one; a failure names the line and both segmentations.
    @Test(.enabled(if: VersionedGraphemeTests.everyVersionShipsItsFile, "a Tests/UnicodeData/<version>/GraphemeBreakTest.txt is missing"),
          arguments: UnicodeVersion.allCases)
    func passesItsOwnGraphemeBreakTest(_ version: UnicodeVersion) throws {
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

    /// The same through the command: every line of V's file on standard input, as escapes.
    @Test(.enabled(if: VersionedGraphemeTests.everyVersionShipsItsFile, "a Tests/UnicodeData/<version>/GraphemeBreakTest.txt is missing"),
          arguments: UnicodeVersion.allCases)
    func segmentCommandPassesItsOwnGraphemeBreakTest(_ version: UnicodeVersion) throws {
        let cases = try BreakTestFile.parse(Self.testFile(version.rawValue))
        let input = cases.map { $0.scalars.map { "\\u{\(String($0, radix: 16))}" }.joined() }.joined(separator: "\n") + "\n"
        let result = try EditsemProcess.run(["segment", "--unit", "grapheme", "--unicode", version.rawValue, "--json"], input: input)
        #expect(result.status == 0, "\(result.errorOutput)")
        let objects = try result.jsonLines()
        try #require(objects.count == cases.count)
        for (testCase, object) in zip(cases, objects) {
            #expect(object["unicode"] as? String == version.rawValue)
            #expect(object["boundaries"] as? [Int] == testCase.boundaries(testCase.breaks).map(\.rawValue),
                    "segment --unit grapheme --unicode \(version), GraphemeBreakTest-\(version).txt \(testCase)")
        }
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
            for id in SegmenterID.all {
                let segmenter = id.makeSegmenter()
                let passed = ours.filter { segmenter.boundaries(in: $0.text) == $0.boundaries($0.breaks) }.count
                let measured = GraphemeBreakTestFile.check(segmenter, on: library)
                #expect(measured.passed == passed && measured.total == ours.count, "\(id) on \(version)")
            }
        }
    }

    /// `editsem versions --json` reports, for every segmenter and shipped file, what the library
    /// measures on the same files in this process.
    @Test func versionsTableIsMeasuredFromTheFiles() throws {
        let result = try EditsemProcess.run(["versions", "--json", "--unicode-data", Self.dataFolder.path])
        #expect(result.status == 0, "\(result.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        let rows = try #require(object["conformance"] as? [[String: Any]])
        let versions = GraphemeBreakTestFile.versions(in: Self.dataFolder)
        let files = try versions.map { try GraphemeBreakTestFile.parse(contentsOf: Self.testFile($0)) }
        #expect(rows.count == SegmenterID.all.count)
        for (id, row) in zip(SegmenterID.all, rows) {
            #expect(row["unit"] as? String == id.unit.rawValue)
            #expect((row["unicode"] as? String) == id.unicode?.rawValue)
            let results = try #require(row["results"] as? [[String: Any]])
            #expect(results.compactMap { $0["file"] as? String } == versions)
            let segmenter = id.makeSegmenter()
            for (file, cell) in zip(files, results) {
                let measured = GraphemeBreakTestFile.check(segmenter, on: file)
                #expect(cell["passed"] as? Int == measured.passed && cell["total"] as? Int == measured.total, "\(id): \(cell)")
            }
        }
        // Each versioned segmenter passes its own file in the table too.
        for version in UnicodeVersion.allCases {
            let row = rows[SegmenterID.all.firstIndex(of: .grapheme(unicode: version))!]
            let cell = (row["results"] as? [[String: Any]])?.first { $0["file"] as? String == version.rawValue }
            #expect(cell?["passed"] as? Int == cell?["total"] as? Int && cell?["total"] != nil, "grapheme --unicode \(version)")
        }
    }

    @Test func versionsTextNamesEveryRowAndFile() throws {
        let result = try EditsemProcess.run(["versions", "--unicode-data", Self.dataFolder.path])
        #expect(result.status == 0, "\(result.errorOutput)")
        for id in SegmenterID.all { #expect(result.output.contains("\n\(id.description) "), "\(id)") }
        for version in UnicodeVersion.allCases { #expect(result.output.contains(" \(version.rawValue)")) }
    }

    @Test func missingDataFolderGivenExplicitlyExits66() throws {
        let result = try EditsemProcess.run(["versions", "--unicode-data", "/nonexistent/unicode-data"])
        #expect(result.status == 66)
        #expect(result.errorOutput.contains("/nonexistent/unicode-data"))
    }

    @Test func unknownVersionIsAUsageErrorListingTheValidOnes() throws {
        let result = try EditsemProcess.run(["segment", "--unit", "grapheme", "--unicode", "18.0", "x"])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.contains("'18.0'"))
        for version in UnicodeVersion.allCases { #expect(result.errorOutput.contains(version.rawValue)) }
    }

    @Test func versionWithAnotherUnitIsAUsageError() throws {
        let result = try EditsemProcess.run(["segment", "--unit", "code-point", "--unicode", "17.0", "x"])
        #expect(result.status == 64)
        #expect(result.errorOutput.contains("grapheme"))
    }

    /// GB9c arrives with 15.1: नमस्ते (न म स ् त े) keeps स्ते whole from 15.1 on, splits it before.
    /// The expectation is read from UAX #29's rules as each version's test file states them
    /// ([9.3] is GB9c), not from this package.
    @Test(.enabled(if: VersionedGraphemeTests.everyVersionShipsItsFile, "a Tests/UnicodeData/<version>/GraphemeBreakTest.txt is missing"))
    func gb9cAppearsIn15_1() throws {
        for version in UnicodeVersion.allCases {
            let mentionsGB9c = try BreakTestFile.parse(Self.testFile(version.rawValue)).contains { $0.rules.contains("9.3") }
            let boundaries = ICUSegmenter.grapheme(unicode: version).boundaries(in: "नमस्ते").map(\.rawValue)
            #expect(mentionsGB9c == (version >= .v15_1), "Unicode \(version)")
            #expect(boundaries == (mentionsGB9c ? [0, 1, 2, 6] : [0, 1, 2, 4, 6]), "Unicode \(version)")
        }
    }

    /// The committed rule files are what the generator makes of the committed data.
    @Test(.enabled(if: VersionedGraphemeTests.pythonPath != nil, "python3 is not on PATH"))
    func ruleFilesAreCurrent() throws {
        let result = try TestProcess.run(Self.pythonPath!, [Self.dataFolder.appendingPathComponent("generate-grapheme-rules.py").path, "--check"])
        #expect(result.status == 0, "run Tests/UnicodeData/generate-grapheme-rules.py: \(result.errorOutput)")
    }

    static let pythonPath: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "")
        .split(separator: ":").map { "\($0)/python3" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}
