import EditingSemantics
import EditsemTestSupport
import Foundation
import Testing

/// `segment --unit grapheme --unicode V` against Unicode V's own GraphemeBreakTest.txt, and the
/// conformance table of `editsem versions` against what the library measures on the same files
/// (the library's reader is held to a parser of its own in `VersionedGraphemeTests`).
@Suite struct VersionsCommandTests {
    static let dataFolder = RepositoryPaths.url("Tests/UnicodeData")

    static func testFile(_ version: String) -> URL {
        dataFolder.appendingPathComponent(version).appendingPathComponent("GraphemeBreakTest.txt")
    }

    /// The same through the command: every line of V's file on standard input, as escapes. A
    /// shipped version without its file fails, naming the file.
    @Test(arguments: UnicodeVersion.allCases)
    func segmentCommandPassesItsOwnGraphemeBreakTest(_ version: UnicodeVersion) async throws {
        let path = Self.testFile(version.rawValue).path
        try #require(FileManager.default.fileExists(atPath: path), "Unicode \(version) is shipped but \(path) is missing")
        let cases = try GraphemeBreakTestFile.parse(contentsOf: Self.testFile(version.rawValue))
        let input = cases.map { $0.text.escaped }.joined(separator: "\n") + "\n"
        let result = try await EditsemProcess.run(["segment", "--unit", "grapheme", "--unicode", version.rawValue, "--json"], input: input)
        #expect(result.status == 0, "\(result.errorOutput)")
        let objects = try result.jsonLines()
        try #require(objects.count == cases.count)
        for (testCase, object) in zip(cases, objects) {
            #expect(object["unicode"] as? String == version.rawValue)
            #expect(object["boundaries"] as? [Int] == testCase.boundaries.map(\.rawValue),
                    "segment --unit grapheme --unicode \(version), GraphemeBreakTest-\(version).txt line \(testCase.line)")
        }
    }

    /// `editsem versions --json` reports, for every segmenter and shipped file, what the library
    /// measures on the same files in this process.
    @Test func versionsTableIsMeasuredFromTheFiles() async throws {
        let result = try await EditsemProcess.run(["versions", "--json", "--unicode-data", Self.dataFolder.path])
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

    /// `editsem versions --json` names what changed between every pair of consecutive shipped
    /// versions; each finding's text splits differently under the two, and the test-file finding
    /// is a line of the newer GraphemeBreakTest.txt whose boundaries that file states.
    @Test func versionsListsTheChangesBetweenConsecutiveVersions() async throws {
        let result = try await EditsemProcess.run(["versions", "--json", "--unicode-data", Self.dataFolder.path])
        #expect(result.status == 0, "\(result.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any])
        let steps = try #require(object["unicodeChanges"] as? [[String: Any]])
        let versions = UnicodeVersion.allCases.map(\.rawValue)
        #expect(steps.compactMap { $0["older"] as? String } == Array(versions.dropLast()))
        #expect(steps.compactMap { $0["newer"] as? String } == Array(versions.dropFirst()))
        for step in steps {
            let newer = try #require(step["newer"] as? String)
            let findings = try #require(step["findings"] as? [[String: Any]])
            #expect(findings.compactMap { $0["kind"] as? String } == ["GraphemeBreakTest.txt", "rules alone", "data"])
            for finding in findings where finding["codePoints"] is String {
                #expect((finding["olderBoundaries"] as? [Int]) != (finding["newerBoundaries"] as? [Int]), "\(newer): \(finding)")
            }
            guard let fileFinding = findings.first, let lineNumber = fileFinding["line"] as? Int else { continue }
            let line = try #require(try GraphemeBreakTestFile.parse(contentsOf: Self.testFile(newer)).first { $0.line == lineNumber })
            #expect(fileFinding["newerBoundaries"] as? [Int] == line.boundaries.map(\.rawValue), "\(newer) line \(lineNumber)")
        }
        let last = try #require(steps.last?["findings"] as? [[String: Any]])
        #expect(last[1]["codePoints"] is String, "18.0 changed GB9c: the rules alone split a text differently")
    }

    @Test func versionsTextNamesEveryRowAndFile() async throws {
        let result = try await EditsemProcess.run(["versions", "--unicode-data", Self.dataFolder.path])
        #expect(result.status == 0, "\(result.errorOutput)")
        for id in SegmenterID.all { #expect(result.output.contains("\n\(id.description) "), "\(id)") }
        for version in UnicodeVersion.allCases { #expect(result.output.contains(" \(version.rawValue)")) }
        for (older, newer) in zip(UnicodeVersion.allCases, UnicodeVersion.allCases.dropFirst()) {
            #expect(result.output.contains("\nUnicode \(older) → \(newer)\n"))
        }
    }

    @Test func missingDataFolderGivenExplicitlyExits66() async throws {
        let result = try await EditsemProcess.run(["versions", "--unicode-data", "/nonexistent/unicode-data"])
        #expect(result.status == 66)
        #expect(result.errorOutput.contains("/nonexistent/unicode-data"))
    }

    @Test func unknownVersionIsAUsageErrorListingTheValidOnes() async throws {
        // A version past the newest shipped one is an error, never the newest.
        let result = try await EditsemProcess.run(["segment", "--unit", "grapheme", "--unicode", "99.0", "x"])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errorOutput.contains("'99.0'"))
        for version in UnicodeVersion.allCases { #expect(result.errorOutput.contains(version.rawValue)) }
    }

    @Test func versionWithAnotherUnitIsAUsageError() async throws {
        let result = try await EditsemProcess.run(["segment", "--unit", "code-point", "--unicode", "17.0", "x"])
        #expect(result.status == 64)
        #expect(result.errorOutput.contains("grapheme"))
    }
}
