import EditingSemantics
import HostModels

/// The "Unicode releases" section of `versions.md`: what changed in extended grapheme clusters
/// between consecutive shipped Unicode versions, on the corpus and, where the corpus shows
/// nothing, on the newer version's own `GraphemeBreakTest.txt`.
enum UnicodeReleasesSection {
    static func render(_ result: ReportResult) -> String {
        var out = "\n## Unicode releases\n\n"
        out += "Extended grapheme clusters as UAX #29 of each shipped Unicode version defines them, for each pair of consecutive "
        out += "versions: on how many corpus texts the cluster boundaries differ, and the shortest such text, drawn for both with `÷` "
        out += "at each boundary and `×` inside a cluster. Every drawing here is **ran the code**: each version's rules, "
        out += "`Sources/EditingSemantics/Rules/grapheme-<version>.txt`, generated from that version's data in "
        out += "`Tests/UnicodeData/<version>/` by `Tests/UnicodeData/generate-grapheme-rules.py`, run by the system ICU "
        out += "\(Versions.icu)'s rule engine; no host is involved. Where no corpus text differs, the shortest line of the newer "
        out += "version's `GraphemeBreakTest.txt` on which the two differ is drawn instead. The row \"the rules alone\" draws the "
        out += "shortest text of up to \(UnicodeChanges.ruleExampleLength) code points, each in the same character sets in both rule "
        out += "files (one code point per class), that the two versions split differently: a change of UAX #29's rules themselves "
        out += "(GB9c in 18.0), not of the data. The last row counts the code points "
        out += "whose character sets (`Extend`, `InCB_Linker`, …) differ between the two rule files, and draws the shortest text "
        out += "made from one of them (alone, beside a letter, inside a Devanagari conjunct, after an emoji or a Hangul jamo) "
        out += "that the two versions split differently.\n\n"
        out += hostLine(result.subjects.hosts) + "\n"
        for step in result.unicodeChanges.steps {
            let (old, new) = (step.older, step.newer)
            out += "\n### Unicode \(old) → \(new)\n\n"
            out += "Evidence: ran the code, \(rules(old)) against \(rules(new)).\n\n"
            out += "| from | differ | shortest text | Unicode \(old) | Unicode \(new) |\n|---|---:|---|---|---|\n"
            out += rows(step, result) + ruleRow(old, new) + dataRow(old, new)
        }
        return out
    }

    /// The corpus row, and where the corpus shows nothing, the newer test file's.
    static func rows(_ step: UnicodeChanges.Step, _ result: ReportResult) -> String {
        let (old, new) = (step.older, step.newer)
        if let example = step.example {
            return "| corpus | \(step.differing) of \(step.compared) texts | \(shown(example.text)) | "
                + "\(drawn(example.text, old)) | \(drawn(example.text, new)) |\n"
        }
        var out = "| corpus | 0 of \(step.compared) texts | – | – | – |\n"
        let file = "`Tests/UnicodeData/\(new)/GraphemeBreakTest.txt`"
        guard let lines = result.conformance?.testLines(of: new) else {
            return out + "| \(file) | not read (no `--unicode-data` folder with it) | – | – | – |\n"
        }
        let differing = UnicodeChanges.differingLines(lines, older: old, newer: new)
        guard let line = UnicodeChanges.shortest(differing) else {
            return out + "| \(file) | 0 of \(lines.count) lines | – | – | – |\n"
        }
        out += "| \(file) | \(differing.count) of \(lines.count) lines | line \(line.line): \(shown(line.text)) | "
        return out + "\(drawn(line.text, old)) | \(drawn(line.text, new)) |\n"
    }

    /// The shortest text made only of code points whose data did not change that the two
    /// versions' rules split differently.
    static func ruleRow(_ old: UnicodeVersion, _ new: UnicodeVersion) -> String {
        let source = "the rules alone"
        guard let example = UnicodeChanges.ruleExample(older: old, newer: new) else {
            return "| \(source) | no text of up to \(UnicodeChanges.ruleExampleLength) code points with unchanged data | – | – | – |\n"
        }
        return "| \(source) | splits differently | \(shown(example)) | \(drawn(example, old)) | \(drawn(example, new)) |\n"
    }

    /// The code points whose sets change between the two rule files, with the shortest text made
    /// from one that splits differently.
    static func dataRow(_ old: UnicodeVersion, _ new: UnicodeVersion) -> String {
        let (changed, example) = UnicodeChanges.dataExample(older: old, newer: new)
        let source = "the rules' character sets"
        guard let example else { return "| \(source) | \(changed) code points | none of the contexts tried splits | – | – |\n" }
        return "| \(source) | \(changed) code points | \(shown(example)) | \(drawn(example, old)) | \(drawn(example, new)) |\n"
    }

    static func rules(_ version: UnicodeVersion) -> String {
        "`Rules/grapheme-\(version).txt` (from `Tests/UnicodeData/\(version)/`)"
    }

    static func shown(_ text: UTF16Text) -> String { "\(Format.code(Format.shown(text))) (\(UnicodeNotation.codePoints(text)))" }

    static func drawn(_ text: UTF16Text, _ version: UnicodeVersion) -> String {
        Format.code(BoundaryDrawing.drawReadable(text, boundaries: ICUSegmenter.grapheme(unicode: version).boundaries(in: text)))
    }

    /// Which Unicode version each real host release ships, as the catalog records it: the
    /// versions its engines name (`Qt's own Unicode tables (Unicode 14.0)`). A model's
    /// `unicodeBasis` is not read, since it mixes the model's own ICU with the host's data.
    static func hostLine(_ hosts: [HostModel]) -> String {
        var byVersion: [String: [String]] = [:]
        var unnamed: [String] = []
        let version = #/Unicode (\d+\.\d+(?: or later)?)/#
        for host in hosts where host.release.kind == .host && !host.release.engines.isEmpty {
            let named = host.release.engines.flatMap { $0.matches(of: version).map { String($0.1) } }
            if named.isEmpty { unnamed.append(host.id) }
            for version in Set(named) { byVersion[version, default: []].append(host.id) }
        }
        let order = byVersion.keys.sorted {
            let (a, b) = ($0.split(separator: " ")[0], $1.split(separator: " ")[0])
            let (x, y) = (a.split(separator: ".").compactMap { Int($0) }, b.split(separator: ".").compactMap { Int($0) })
            return x != y ? x.lexicographicallyPrecedes(y) : $0 < $1
        }
        guard !order.isEmpty else { return "The host catalog records no Unicode version for any host release." }
        var line = "Unicode data of host releases, as the catalog's engines name it: "
        line += order.map { "Unicode \($0): " + byVersion[$0]!.map { "`\($0)`" }.joined(separator: ", ") }.joined(separator: "; ")
        if !unnamed.isEmpty {
            line += "; not named: " + unnamed.map { "`\($0)`" }.joined(separator: ", ") + " (see each host's `unicodeBasis` in `report.json`)"
        }
        return line + "."
    }
}
