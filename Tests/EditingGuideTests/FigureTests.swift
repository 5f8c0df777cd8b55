@testable import EditingGuide
import EditingReports
import EditingSemantics
import EditingSupport
import Foundation
import HostModels
import KeyboardSimulation
import KeyboardStrategies
import ReportFormat
import Testing

/// A report of a few texts on two real hosts that split on them (Firefox without an emoji font
/// deletes by code point, WebKitGTK by grapheme cluster) and two reference units, written and read
/// back as `report.json`.
private func smallReportJSON() throws -> String {
    let hosts = try ["firefox-no-emoji-font@153", "webkit-gtk@2.50", "code-point", "grapheme-icu"].map { try HostCatalog.model(id: $0) }
    let subjects = ReportSubjects(hosts: hosts, units: [.codePoint, .grapheme],
                                  strategies: [ReportStrategy(KeyboardKitWordDelete()), ReportStrategy(RecommendedDeleteWord())])
    let texts = [
        ReportText(id: "ki", group: "hindi", text: "कि"),
        ReportText(id: "thumb", group: "emoji", text: "👍🏻"),
    ]
    let files = ReportWriter.render(ReportRunner.run(texts, subjects: subjects), stamp: ReportStamp(corpusVersion: "sha256:test", corpusPath: "test"))
    return try #require(files.first { $0.name == "report.json" }?.contents)
}

private func smallReport() throws -> ReportDocument { try ReportDocument(json: Data(try smallReportJSON().utf8)) }

@Suite struct FigureTests {
    /// कि is KA + VOWEL SIGN I: two code points, one grapheme cluster. 👍🏻 is two code points
    /// (a base and a skin-tone modifier), one grapheme cluster (UAX #29 GB9, Extend).
    @Test func pressesFollowTheUnits() throws {
        let report = try smallReport()
        let generator = GuideGenerator(catalog: [], report: report)
        let hindi = try generator.fillFigures(in: "<!-- figure: presses group=hindi count=1 -->\n<!-- end figure -->")
        #expect(hindi.contains("| `firefox-no-emoji-font@153` | 2 |"))
        #expect(hindi.contains("| `webkit-gtk@2.50` | 1 |"))
        #expect(hindi.contains("| `code-point` (reference unit) | 2 |"))
        #expect(hindi.contains("| `grapheme-icu` (reference unit) | 1 |"))
        #expect(hindi.contains("`कि` (ki)"))
        let emoji = try generator.fillFigures(in: "<!-- figure: presses group=emoji -->\n<!-- end figure -->")
        #expect(emoji.contains("| `firefox-no-emoji-font@153` | 2 |") && emoji.contains("| `webkit-gtk@2.50` | 1 |"))
    }

    /// Counting Characters deletes one code point of कि on a code-point host (under-deleted), and
    /// the whole cluster on a grapheme host.
    @Test func strategyCellsShowTheShareAndTheOtherOutcome() throws {
        let generator = GuideGenerator(catalog: [], report: try smallReport())
        let figure = try generator.fillFigures(in: "<!-- figure: strategies group=hindi ids=keyboardkit-word-delete,recommended-delete-word -->\n<!-- end figure -->")
        #expect(figure.contains("| `code-point` | 0% (under-deleted) | 100% |"))
        #expect(figure.contains("| `grapheme-icu` | 100% | 100% |"))
    }

    @Test func figuresBecomePlaceholdersWithoutAReport() throws {
        let generator = GuideGenerator(catalog: [], report: nil)
        let filled = try generator.fillFigures(in: "a\n<!-- figure: stamp -->\nold\n<!-- end figure -->\nb")
        #expect(filled == "a\n<!-- figure: stamp -->\n\(Figures.placeholder)\n<!-- end figure -->\nb")
        #expect(GuideGenerator.withoutFigures(filled) == "a\n<!-- figure: stamp -->\n<!-- end figure -->\nb")
    }

    @Test func malformedMarkersNameTheirLine() throws {
        let generator = GuideGenerator(catalog: [], report: try smallReport())
        #expect(throws: GuideError(line: 2, reason: "the figure has no <!-- end figure -->")) {
            try generator.fillFigures(in: "x\n<!-- figure: stamp -->\ny")
        }
        #expect(throws: GuideError.self) { try generator.fillFigures(in: "<!-- figure: pie -->\n<!-- end figure -->") }
        let error = #expect(throws: GuideError.self) {
            try generator.fillFigures(in: "\n\n<!-- figure: presses group=thai -->\n<!-- end figure -->")
        }
        #expect(error?.line == 3)
        #expect(error?.reason.contains("groups: hindi, emoji") == true)
    }

    @Test func percentagesNeverRoundToTheEnds() {
        #expect(Figures.percent((matching: 999, total: 1000)) == "99.9%")
        #expect(Figures.percent((matching: 9999, total: 10000)) == "99.9%")
        #expect(Figures.percent((matching: 1, total: 10000)) == "0.1%")
        #expect(Figures.percent((matching: 1, total: 3)) == "33.3%")
        #expect(Figures.percent((matching: 1, total: 2)) == "50%")
    }
}

/// `report.json` is read back by the types it was written from.
@Suite struct ReportDocumentTests {
    /// Reading a report and writing it again gives the same bytes: the reader misses no field.
    @Test func readingThenWritingGivesTheSameReport() throws {
        let json = try smallReportJSON()
        let document = try ReportDocument(json: Data(json.utf8))
        #expect(try String(decoding: JSONStreamEncoder(fractionDigits: 4).encode(document).bytes, as: UTF8.self) + "\n" == json)
    }

    /// A lone surrogate survives in the code units; the display string shows U+FFFD instead.
    @Test func loneSurrogatesSurviveInTheCodeUnits() throws {
        let text = UTF16Text(units: [0x61, 0xD83D, 0x62])
        let json = try String(decoding: JSONStreamEncoder(pretty: false).encode(ReportDocument.Text(id: "lone", text: text)).bytes, as: UTF8.self)
        #expect(json == #"{"id":"lone","text":"a\#u{FFFD}b","utf16":[97,55357,98]}"#)
        let read = try JSONDecoder().decode(ReportDocument.Text.self, from: Data(json.utf8))
        #expect(read.units == text)
    }

    @Test func errorsNameThePath() throws {
        var json = try smallReportJSON()
        json = json.replacingOccurrences(of: #""name": "hindi""#, with: #""name": 3"#)
        #expect(throws: ReportReadError(path: "$.groups[0].name", reason: "expected String")) {
            try ReportDocument(json: Data(json.utf8))
        }
        let old = try smallReportJSON().replacingOccurrences(of: #""schemaVersion": 3"#, with: #""schemaVersion": 2"#)
        #expect(throws: ReportReadError(path: "$.schemaVersion", reason: "version 2; this editsem reads version 3")) {
            try ReportDocument(json: Data(old.utf8))
        }
        let error = #expect(throws: ReportReadError.self) { try ReportDocument(json: Data("{\"schemaVersion\": 3,\n  x}".utf8)) }
        #expect(error?.reason.contains("line 2") == true, "\(String(describing: error))")
    }
}
