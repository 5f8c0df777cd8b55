import EditingReports
import EditingSemantics
import EditingSupport
import Foundation

/// What changed in extended grapheme clusters between consecutive shipped Unicode versions, for
/// `editsem versions`: the same three findings as the "Unicode releases" section of the reports
/// (`UnicodeReleasesSection`), without the corpus. Each finding is the shortest text that shows
/// it, drawn under both versions' generated rules.
struct UnicodeChangesSummary {
    struct Finding {
        /// "GraphemeBreakTest.txt", "rules alone" or "data".
        var kind: String
        /// What was counted, e.g. "12 of 853 lines" or "1417 code points".
        var count: String
        /// The shortest text showing the change, if any text does.
        var text: UTF16Text?
        /// Its line in the newer GraphemeBreakTest.txt, for that finding.
        var line: Int?
    }

    struct Step {
        var older: UnicodeVersion
        var newer: UnicodeVersion
        var findings: [Finding]
    }

    var steps: [Step]

    /// Every consecutive pair of shipped versions; the test-file finding needs the newer version's
    /// `GraphemeBreakTest.txt` in `folder` and is left out when it is not there.
    static func measure(folder: URL?) throws -> UnicodeChangesSummary {
        let versions = UnicodeVersion.allCases
        let steps = try zip(versions, versions.dropFirst()).map { older, newer in
            var findings: [Finding] = []
            let url = folder?.appendingPathComponent(newer.rawValue).appendingPathComponent("GraphemeBreakTest.txt")
            if let url, FileManager.default.fileExists(atPath: url.path) {
                let lines = try GraphemeBreakTestFile.parse(contentsOf: url)
                let differing = UnicodeChanges.differingLines(lines, older: older, newer: newer)
                let shortest = UnicodeChanges.shortest(differing)
                findings.append(Finding(kind: "GraphemeBreakTest.txt", count: "\(differing.count) of \(lines.count) lines",
                                        text: shortest?.text, line: shortest?.line))
            }
            let rule = UnicodeChanges.ruleExample(older: older, newer: newer)
            let none = "no text of up to \(UnicodeChanges.ruleExampleLength) code points with unchanged data splits differently"
            findings.append(Finding(kind: "rules alone", count: rule == nil ? none : "splits differently", text: rule))
            let data = UnicodeChanges.dataExample(older: older, newer: newer)
            findings.append(Finding(kind: "data", count: "\(data.changed) code points", text: data.example))
            return Step(older: older, newer: newer, findings: findings)
        }
        return UnicodeChangesSummary(steps: steps)
    }

    static func drawn(_ text: UTF16Text, _ version: UnicodeVersion) -> String {
        BoundaryDrawing.drawReadable(text, boundaries: ICUSegmenter.grapheme(unicode: version).boundaries(in: text))
    }

    static func codePoints(_ text: UTF16Text) -> String { UnicodeNotation.codePoints(text) }

    var json: JSONValue {
        .array(steps.map { step in
            .object([
                ("older", .string(step.older.rawValue)),
                ("newer", .string(step.newer.rawValue)),
                ("findings", .array(step.findings.map { finding in
                    .object([
                        ("kind", .string(finding.kind)),
                        ("count", .string(finding.count)),
                        ("line", finding.line.map { .int($0) } ?? .null),
                        ("codePoints", finding.text.map { .string(Self.codePoints($0)) } ?? .null),
                        ("olderBoundaries", finding.text.map { text in
                            .array(ICUSegmenter.grapheme(unicode: step.older).boundaries(in: text).map { .int($0.rawValue) }) } ?? .null),
                        ("newerBoundaries", finding.text.map { text in
                            .array(ICUSegmenter.grapheme(unicode: step.newer).boundaries(in: text).map { .int($0.rawValue) }) } ?? .null),
                    ])
                })),
            ])
        })
    }

    var text: String {
        var out = ["What changed between shipped Unicode versions (each version's generated rules; the shortest text of each finding):"]
        for step in steps {
            out.append("Unicode \(step.older) → \(step.newer)")
            for finding in step.findings {
                var line = "  \(finding.kind): \(finding.count)"
                if let text = finding.text {
                    let at = finding.line.map { ", line \($0)" } ?? ""
                    line += "\(at): \(Self.codePoints(text))   \(step.older): \(Self.drawn(text, step.older))   \(step.newer): \(Self.drawn(text, step.newer))"
                } else if finding.kind == "data" {
                    line += ", none of the contexts tried splits differently"
                }
                out.append(line)
            }
        }
        return out.joined(separator: "\n")
    }
}
