import EditingSemantics
import Foundation
import Testing

/// The aksara unit's conjunct rule against Unicode's own IndicSyllabicCategory.txt: in every
/// script that has both Consonant and Virama or Invisible_Stacker characters, consonant + linker
/// + consonant is one aksara, and a ZWNJ after the linker (which asks for a visible virama)
/// splits it into two, the ZWNJ staying with the first.
@Suite(.enabled(if: TestData.unicodeFolder != nil, "no Tests/UnicodeData folder for Unicode \(Versions.icuUnicode)"))
struct AksaraConjunctTests {
    /// Consonants and linkers of one script, from the file (the script of each code point from ICU).
    struct ScriptSample {
        var script: String
        var consonants: [UInt32]
        var linkers: [UInt32]
    }

    let scripts: [ScriptSample]

    init() throws {
        let folder = try #require(TestData.unicodeFolder)
        let categories = try UCDPropertyFile(contentsOf: folder.appendingPathComponent("IndicSyllabicCategory.txt"))
        let consonants = Dictionary(grouping: categories.codePoints(withValue: "Consonant"), by: ICUProperties.scriptCode)
        let linkers = Dictionary(grouping: categories.codePoints(withValue: "Virama") + categories.codePoints(withValue: "Invisible_Stacker"),
                                 by: ICUProperties.scriptCode)
        scripts = consonants.keys.sorted().compactMap { script in
            guard let scriptLinkers = linkers[script] else { return nil }
            return ScriptSample(script: script, consonants: consonants[script]!, linkers: scriptLinkers.sorted())
        }
    }

    @Test func coversTheScriptsWithLinkers() {
        print("aksara conjuncts (IndicSyllabicCategory \(Versions.icuUnicode)): \(scripts.count) scripts: "
              + scripts.map { "\($0.script) (\($0.consonants.count) consonants, linkers \($0.linkers.map { hex($0) }.joined(separator: " ")))" }
              .joined(separator: "; "))
        for expected in ["Deva", "Beng", "Taml", "Mlym", "Sinh", "Khmr", "Mymr", "Bali"] {
            #expect(scripts.contains { $0.script == expected }, "\(expected) should have both consonants and a linker")
        }
    }

    /// Every consonant of each script, each followed by every linker of its script and by the
    /// next consonant of the script.
    @Test func consonantLinkerConsonantIsOneAksara() {
        let aksara = UnitID.aksara.makeSegmenter()
        var failures: [String: [String]] = [:]
        var checked = 0
        for sample in scripts {
            for (index, first) in sample.consonants.enumerated() {
                let second = sample.consonants[(index + 1) % sample.consonants.count]
                for linker in sample.linkers {
                    checked += 1
                    let joined = text(first, linker, second)
                    let found = aksara.boundaries(in: joined)
                    if found != [.zero, joined.endOffset] {
                        failures[sample.script, default: []].append(BoundaryDrawing.drawCodePoints(joined, boundaries: found))
                    }
                }
            }
        }
        report(failures, checked: checked, what: "consonant + linker + consonant is one aksara")
    }

    @Test func zwnjAfterTheLinkerMakesTwoAksaras() {
        let aksara = UnitID.aksara.makeSegmenter()
        var failures: [String: [String]] = [:]
        var checked = 0
        for sample in scripts {
            for (index, first) in sample.consonants.enumerated() {
                let second = sample.consonants[(index + 1) % sample.consonants.count]
                for linker in sample.linkers {
                    checked += 1
                    let split = text(first, linker, 0x200C, second)
                    let found = aksara.boundaries(in: split)
                    let secondStart = split.endOffset.rawValue - (second > 0xFFFF ? 2 : 1)
                    if found != [.zero, UTF16Offset(secondStart), split.endOffset] {
                        failures[sample.script, default: []].append(BoundaryDrawing.drawCodePoints(split, boundaries: found))
                    }
                }
            }
        }
        report(failures, checked: checked, what: "consonant + linker + ZWNJ + consonant is two aksaras")
    }

    private func report(_ failures: [String: [String]], checked: Int, what: String) {
        let failed = failures.values.reduce(0) { $0 + $1.count }
        print("aksara: \(checked - failed) of \(checked) cases: \(what)")
        for (script, cases) in failures.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(script): \(cases.count) cases fail '\(what)', e.g. \(cases.prefix(3).joined(separator: ", "))")
        }
    }

    private func hex(_ value: UInt32) -> String { String(value, radix: 16, uppercase: true) }
}
