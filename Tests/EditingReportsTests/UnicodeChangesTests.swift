import EditingCorpus
@testable import EditingReports
import EditingSemantics
import EditsemTestSupport
import Foundation
import Testing

/// The "Unicode releases" section of `versions.md`, held to a recount with the versioned
/// segmenters and to Unicode's own data files and break tests.
@Suite struct UnicodeChangesTests {
    static let root = RepositoryPaths.root
    static let unicodeData = root.appendingPathComponent("Tests/UnicodeData")

    static let corpusTexts: [ReportText] = {
        var texts: [ReportText] = []
        _ = CorpusReader(directory: root.appendingPathComponent("Corpus").path).scan { texts.append(ReportText(corpusCase: $0)) }
        return texts
    }()

    /// The report over the corpus with no hosts, units or strategies: the Unicode changes do not
    /// depend on them.
    static let result: ReportResult = {
        var result = ReportRunner.run(corpusTexts, subjects: ReportSubjects(hosts: [], units: [], strategies: []))
        result.conformance = try! UnicodeConformance(folder: unicodeData.path, units: [])
        return result
    }()

    static func testLines(_ version: UnicodeVersion) throws -> [GraphemeBreakTestLine] {
        try GraphemeBreakTestFile.parse(contentsOf: unicodeData.appendingPathComponent("\(version)/GraphemeBreakTest.txt"))
    }

    @Test func stepsChainEveryShippedVersion() {
        let steps = Self.result.unicodeChanges.steps
        #expect(steps.map(\.older) == Array(UnicodeVersion.allCases.dropLast()))
        #expect(steps.map(\.newer) == Array(UnicodeVersion.allCases.dropFirst()))
    }

    @Test func countsAndExamplesEqualARecountWithTheSegmenters() throws {
        try #require(!Self.corpusTexts.isEmpty)
        for step in Self.result.unicodeChanges.steps {
            let (a, b) = (ICUSegmenter.grapheme(unicode: step.older), ICUSegmenter.grapheme(unicode: step.newer))
            let differing = Self.corpusTexts.filter { a.boundaries(in: $0.text) != b.boundaries(in: $0.text) }
            #expect(step.compared == Self.corpusTexts.count)
            #expect(step.differing == differing.count, "\(step.older) → \(step.newer)")
            let shortest = differing.map(\.text.units.count).min()
            #expect(step.example?.text.units.count == shortest, "\(step.older) → \(step.newer)")
            #expect(step.example?.id == differing.first { $0.text.units.count == shortest }?.id)
        }
    }

    /// The text shown for a step: the corpus's, else the newer test file's.
    static func shownText(_ step: UnicodeChanges.Step) throws -> UTF16Text? {
        if let example = step.example { return example.text }
        let lines = try testLines(step.newer)
        return UnicodeChanges.shortest(UnicodeChanges.differingLines(lines, older: step.older, newer: step.newer))?.text
    }

    @Test func sixteenToSeventeenShowsATextTheBreakTestsSplitDifferently() throws {
        let step = try #require(Self.result.unicodeChanges.steps.first { $0.older == .v16_0 && $0.newer == .v17_0 })
        let text = try #require(try Self.shownText(step))
        let (old, new) = (try Self.testLines(.v16_0), try Self.testLines(.v17_0))
        // The segmenters stand for their versions only as far as they pass their test files.
        for (version, lines) in [(UnicodeVersion.v16_0, old), (.v17_0, new)] {
            let segmenter = ICUSegmenter.grapheme(unicode: version)
            #expect(lines.allSatisfy { segmenter.boundaries(in: $0.text) == $0.boundaries }, "\(version)")
        }
        let expected16 = old.first { $0.text == text }?.boundaries ?? ICUSegmenter.grapheme(unicode: .v16_0).boundaries(in: text)
        let expected17 = new.first { $0.text == text }?.boundaries ?? ICUSegmenter.grapheme(unicode: .v17_0).boundaries(in: text)
        #expect(expected16 != expected17)
        if step.example == nil {
            #expect(new.contains { $0.text == text }, "a step with no corpus text shows a line of the newer file")
        }
    }

    /// A text both versions' test files hold with different boundaries is one the section counts.
    @Test func linesTheTestFilesSplitDifferentlyAreCountedAsDiffering() throws {
        for step in Self.result.unicodeChanges.steps {
            let older = try Self.testLines(step.older)
            let newer = try Self.testLines(step.newer)
            var olderExpectation: [[UInt16]: [UTF16Offset]] = [:]
            for line in older { olderExpectation[line.text.units] = line.boundaries }
            let changed = newer.filter { line in olderExpectation[line.text.units].map { $0 != line.boundaries } ?? false }
            let counted = Set(UnicodeChanges.differingLines(newer, older: step.older, newer: step.newer).map(\.line))
            #expect(changed.allSatisfy { counted.contains($0.line) }, "\(step.older) → \(step.newer)")
        }
    }

    /// Every shown text holds a character whose grapheme properties (Grapheme_Cluster_Break,
    /// Extended_Pictographic, Indic_Conjunct_Break) differ between the two versions' data files,
    /// unless the rules themselves changed (GB9c in 18.0): the rules are generated from those files.
    @Test func everyShownTextHasACharacterWhoseDataChanged() throws {
        for step in Self.result.unicodeChanges.steps {
            guard let text = try Self.shownText(step) else {
                // "0 of N lines": the older version's segmenter gives every line of the newer
                // file the boundaries that file expects.
                let older = ICUSegmenter.grapheme(unicode: step.older)
                #expect(try Self.testLines(step.newer).allSatisfy { older.boundaries(in: $0.text) == $0.boundaries })
                continue
            }
            let (a, b) = (try UnicodeDataProperties(step.older), try UnicodeDataProperties(step.newer))
            let changed = text.scalars.contains { a.properties(of: $0.value) != b.properties(of: $0.value) }
            let rulesChanged = UnicodeChanges.ruleExample(older: step.older, newer: step.newer) != nil
            #expect(changed || rulesChanged, "\(step.older) → \(step.newer): \(UnicodeNotation.codePoints(text))")
        }
    }

    /// The "rules alone" text holds only characters whose properties are the same in both
    /// versions' data files and splits differently; 18.0's GB9c (a linker needs no consonant
    /// before it) is found, as the 18.0 test file's line for the same text confirms.
    @Test(arguments: UnicodeVersion.allCases.dropLast().indices)
    func ruleRowHoldsOnlyUnchangedData(_ index: Int) throws {
        let (older, newer) = (UnicodeVersion.allCases[index], UnicodeVersion.allCases[index + 1])
        guard let text = UnicodeChanges.ruleExample(older: older, newer: newer) else {
            #expect(newer != .v18_0, "18.0 changed GB9c itself")
            return
        }
        let (a, b) = (try UnicodeDataProperties(older), try UnicodeDataProperties(newer))
        #expect(text.scalars.allSatisfy { a.properties(of: $0.value) == b.properties(of: $0.value) }, "\(UnicodeNotation.codePoints(text))")
        #expect(text.scalars.count <= UnicodeChanges.ruleExampleLength)
        let newerBoundaries = ICUSegmenter.grapheme(unicode: newer).boundaries(in: text)
        #expect(ICUSegmenter.grapheme(unicode: older).boundaries(in: text) != newerBoundaries)
        if let line = try Self.testLines(newer).first(where: { $0.text == text }) {
            #expect(line.boundaries == newerBoundaries, "GraphemeBreakTest \(newer) line \(line.line)")
        }
    }

    /// The data row's count equals the code points whose properties differ in Unicode's own data
    /// files (the rule files are generated from them), and its text holds one of them and splits
    /// differently under the two versions' rules.
    @Test(arguments: UnicodeVersion.allCases.dropLast().indices)
    func dataRowAgreesWithTheDataFiles(_ index: Int) throws {
        let (older, newer) = (UnicodeVersion.allCases[index], UnicodeVersion.allCases[index + 1])
        let (a, b) = (try UnicodeDataProperties(older), try UnicodeDataProperties(newer))
        var cuts: Set<UInt32> = [0, 0x110000]
        for (range, _) in a.ranges + b.ranges { cuts.insert(range.lowerBound); cuts.insert(range.upperBound + 1) }
        let sorted = cuts.sorted()
        let changed = zip(sorted, sorted.dropFirst()).reduce(0) { sum, piece in
            a.properties(of: piece.0) == b.properties(of: piece.0) ? sum : sum + Int(piece.1 - piece.0)
        }
        let row = UnicodeChanges.dataExample(older: older, newer: newer)
        #expect(row.changed == changed, "\(older) → \(newer)")
        let text = try #require(row.example, "\(older) → \(newer): no text")
        #expect(text.scalars.contains { a.properties(of: $0.value) != b.properties(of: $0.value) }, "\(UnicodeNotation.codePoints(text))")
        #expect(ICUSegmenter.grapheme(unicode: older).boundaries(in: text) != ICUSegmenter.grapheme(unicode: newer).boundaries(in: text))
    }

    @Test func pageShowsEachStepsCount() {
        let page = VersionsPage.render(Self.result, stamp: ReportStamp(corpusVersion: "", corpusPath: ""))
        #expect(page.contains("\n## Unicode releases\n"))
        for step in Self.result.unicodeChanges.steps {
            #expect(page.contains("### Unicode \(step.older) → \(step.newer)"))
            #expect(page.contains("| corpus | \(step.differing) of \(step.compared) texts |"))
            #expect(page.contains("| the rules alone | "))
        }
    }
}

/// The grapheme properties one Unicode version's data files in `Tests/UnicodeData/<version>/`
/// give each code point, read directly from the files.
private struct UnicodeDataProperties {
    var ranges: [(ClosedRange<UInt32>, String)] = []

    init(_ version: UnicodeVersion) throws {
        let folder = UnicodeChangesTests.unicodeData.appendingPathComponent(version.rawValue)
        for name in ["GraphemeBreakProperty.txt", "emoji-data.txt", "DerivedCoreProperties-InCB.txt"] {
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            for raw in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                let fields = raw.prefix { $0 != "#" }.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                guard fields.count >= 2 else { continue }
                let value: String
                switch name {
                case "emoji-data.txt": guard fields[1] == "Extended_Pictographic" else { continue }; value = "ExtPict"
                case "DerivedCoreProperties-InCB.txt": guard fields[1] == "InCB", fields.count == 3 else { continue }; value = "InCB=\(fields[2])"
                default: value = "GCB=\(fields[1])"
                }
                let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true).compactMap { UInt32($0, radix: 16) }
                guard let first = bounds.first, let last = bounds.last else { continue }
                ranges.append((first...last, value))
            }
        }
    }

    func properties(of scalar: UInt32) -> Set<String> {
        Set(ranges.filter { $0.0.contains(scalar) }.map(\.1))
    }
}
