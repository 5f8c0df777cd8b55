import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import Testing

/// Checks of the browser, Android and editor rules beyond the vector files, against independent
/// data: Unicode's GraphemeBreakTest, the Blink tests read as the bare state machine, the
/// reference matrix's font-dependent Gecko cells, and Swift's own UTF-8 encoder.
@Suite struct EngineRuleTests {
    static let repositoryRoot = RepositoryPaths.root

    /// GraphemeBreakTest.txt cases for the system ICU's Unicode version: the text and its
    /// boundaries as UTF-16 offsets.
    static func graphemeBreakCases() throws -> [(text: UTF16Text, stops: [UTF16Offset], line: Int)] {
        let url = repositoryRoot.appendingPathComponent("Tests/UnicodeData/\(Versions.icuUnicode)/GraphemeBreakTest.txt")
        let contents = try String(contentsOf: url, encoding: .utf8)
        var cases: [(UTF16Text, [UTF16Offset], Int)] = []
        for (index, line) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let data = line.prefix { $0 != "#" }
            guard data.contains("÷") else { continue }
            var units: [UInt16] = []
            var stops: [UTF16Offset] = []
            for token in data.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                if token == "÷" { stops.append(UTF16Offset(units.count)) }
                else if token == "×" { continue }
                else { units.append(contentsOf: UTF16.encode(Unicode.Scalar(UInt32(token, radix: 16)!)!)!) }
            }
            cases.append((UTF16Text(units: units), stops, index + 1))
        }
        return cases
    }

    @Test func extendedGraphemeRuleWithoutGB9cPassesGraphemeBreakTest() throws {
        // Unicode 15.0's rules have no GB9c, so the whole file applies; from 15.1 on it would not.
        try #require(["11.0", "12.0", "12.1", "13.0", "14.0", "15.0"].contains(Versions.icuUnicode),
                     "GraphemeBreakTest \(Versions.icuUnicode) includes GB9c, which this rule leaves out")
        let cases = try Self.graphemeBreakCases()
        #expect(cases.count > 500)
        let rule = ExtendedGraphemeRuleWithoutGB9c()
        for c in cases {
            #expect(rule.stops(in: c.text) == c.stops, "GraphemeBreakTest.txt:\(c.line) \(c.text.escaped)")
        }
    }

    @Test func predicateRulesStepBackwardToTheSameStops() throws {
        let rules: [(String, any BoundaryPredicateRule)] = [
            ("minikin", MinikinGraphemeRule()), ("blink", BlinkGraphemeRule()),
            ("vscode", VSCodeGraphemeRule()), ("uax29", ExtendedGraphemeRuleWithoutGB9c()),
        ]
        for c in try Self.graphemeBreakCases() {
            for (name, rule) in rules {
                var backward: [UTF16Offset] = [c.text.endOffset]
                var offset = c.text.endOffset
                while let previous = rule.step(from: offset, forward: false, in: c.text) {
                    backward.append(previous)
                    offset = previous
                }
                #expect(Array(backward.reversed()) == rule.stops(in: c.text), "\(name), GraphemeBreakTest.txt:\(c.line)")
            }
        }
    }

    /// The Blink vector file expects what `BackspaceStateMachine` alone returns; the `chromium`
    /// host wraps it in TypingCommand's grapheme step. Both must agree on every case.
    @Test func blinkStateMachineAloneMatchesItsTests() throws {
        let name = "blink-backspace-state-machine.txt"
        let url = Self.repositoryRoot.appendingPathComponent("Corpus/vectors/\(name)")
        let vectors = try HostVectorFile.parse(String(contentsOf: url, encoding: .utf8), path: name)
        #expect(vectors.count > 50)
        for vector in vectors where vector.check == .removed {
            let removed = BlinkBackspaceStateMachineRule.unitsToDelete(before: vector.text.endOffset, in: vector.text)
            #expect(String(removed) == vector.expected, "\(name):\(vector.line) \(vector.text.escaped)")
        }
    }

    /// The reference matrix's Gecko cells marked font-dependent (F 1, G 3, H 1 presses) hold when
    /// the font ligates each emoji grapheme cluster, i.e. no character inside one starts a
    /// ligature group. The `firefox-no-emoji-font` host does not assume such a font; `firefox` reads
    /// the ligatures of Noto Color Emoji (see `geckoWithNotoColorEmoji`).
    @Test func geckoWithAnEmojiFontThatLigatesSequences() {
        let ligating = GeckoBackspaceRule(ligatureGroupStart: { offset, text in
            ICUSegmenter.grapheme.isBoundary(offset, in: text)
        })
        let cells: [(String, Int)] = [("\u{1F1F0}\u{1F1F7}", 1), ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 3), ("\u{1F44D}\u{1F3FD}", 1)]
        for (sample, presses) in cells {
            #expect(ligating.deleteAll(UTF16Text(sample)).count == presses, "\(UTF16Text(sample).escaped)")
            #expect(GeckoBackspaceRule().deleteAll(UTF16Text(sample)).count > presses)
        }
    }

    /// Noto Color Emoji's ligatures as Gecko sees them: the presses observed in Firefox 153.7
    /// (Corpus/observed/firefox@153-*.observed) for the cases its source comments name.
    @Test func geckoWithNotoColorEmoji() throws {
        let rule = try #require(HostCatalog.model(id: "firefox@153").deletion.rule)
        let cases: [(String, [Int])] = [
            ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}", [3, 3, 2, 1, 2]),
            ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", [2, 2, 2, 2, 2, 2, 2]),
            ("1\u{FE0F}\u{20E3}", [1, 2]), ("\u{2764}\u{FE0F}", [2]), ("\u{1F1F0}\u{1F1F7}", [4]),
            ("\u{1F1E6}\u{1F1E6}", [4]), ("\u{1F1F0}\u{1F1F7}\u{1F1EF}", [2, 4]), ("\u{1F44D}\u{1F3FD}", [4]),
            ("x\u{1F3FD}", [2, 1]), ("\u{1F3F3}\u{FE0F}\u{200D}\u{26A7}\u{FE0F}", [3, 3]),
        ]
        for (sample, presses) in cases {
            let text = UTF16Text(sample)
            #expect(rule.deleteAll(text).map { $0.range.upperBound.rawValue - $0.range.lowerBound.rawValue } == presses, "\(text.escaped)")
        }
        #expect(NotoColorEmojiLigatures.sequenceCount == 3614)
    }

    @Test func xiOffsetsConvertToUTF8Bytes() {
        for sample in ["नमस्ते", "a\u{0301}", "한", "\u{1F468}\u{200D}\u{1F469}", "x"] {
            let text = UTF16Text(sample)
            for stop in ScalarBoundaryStepRule().stops(in: text) {
                let prefix = String(decoding: text.units[0..<stop.rawValue], as: UTF16.self)
                #expect(ScalarBoundaryStepRule.utf8ByteOffset(of: stop, in: text) == prefix.utf8.count)
            }
        }
    }
}
