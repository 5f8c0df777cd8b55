import EditingSemantics
import Foundation
import HostModels
import ReportFormat

/// Draws the figures of the guide from `report.json`, as Markdown tables.
enum Figures {
    /// Where a figure stands while `Reports/report.json` is absent.
    static let placeholder = "*This figure comes from `Reports/report.json`, which is absent: run `swift run editsem report`, then `swift run editsem guide`.*"

    /// The figure's Markdown (without the markers), or the placeholder when `report` is nil.
    static func render(_ spec: FigureSpec, report: ReportDocument?) throws(GuideError) -> String {
        let kinds = ["stamp", "agreement", "presses", "strategies", "mismatches", "grid", "host"]
        guard kinds.contains(spec.kind) else {
            throw GuideError(line: spec.line, reason: "unknown figure kind '\(spec.kind)'; kinds: \(kinds.joined(separator: ", "))")
        }
        guard let report else { return placeholder }
        switch spec.kind {
        case "stamp": return stamp(report)
        case "agreement": return try agreement(spec, report)
        case "presses": return try presses(spec, report)
        case "strategies": return try strategies(spec, report)
        case "mismatches": return try mismatches(spec, report)
        case "grid": return try grid(spec, report)
        default: return try host(spec, report)
        }
    }

    static func stamp(_ r: ReportDocument) -> String {
        let s = r.stamp
        return "> Figures from `Reports/report.json`: \(r.texts) corpus texts (`\(s.corpus)` \(s.corpusVersion)), "
            + "system ICU \(s.icu) (Unicode \(s.icuUnicode)), Swift \(s.swift) (`Character`: Unicode \(s.stdlibUnicode)). "
            + "`swift run editsem guide` redraws them."
    }

    static func agreement(_ spec: FigureSpec, _ r: ReportDocument) throws(GuideError) -> String {
        var rows = [["script", "texts", "deletion: all real hosts agree", "caret", "offset"]]
        for name in try spec.list("groups") {
            let g = try group(name, in: r, spec)
            rows.append([name, String(g.texts)] + [AspectKind.deletion, .caret, .offset].map { percent(g.agreement[$0]?.share) })
        }
        return table(rows, rightAligned: [1, 2, 3, 4])
    }

    static func presses(_ spec: FigureSpec, _ r: ReportDocument) throws(GuideError) -> String {
        let g = try group(try spec.value("group"), in: r, spec)
        let splits = Array(g.splits.top.prefix(try spec.count("count", default: 4)))
        var rows = [["host"] + splits.map { example($0.text) }]
        // Real hosts first, each press count marked when it was observed on the real host; then
        // what a plain reference unit would do.
        for host in r.hosts.filter(\.isReal) + r.hosts.filter({ !$0.isReal }) {
            let label = host.isReal ? code(host.id) : code(host.id) + " (reference unit)"
            rows.append([label] + splits.map { split in
                guard let presses = split.deletion(by: host.id)?.presses else { return "unknown" }
                return split.evidence(of: host.id) == .observed ? "\(presses) (observed)" : String(presses)
            })
        }
        return table(rows, rightAligned: Array(1...max(1, splits.count)))
    }

    static func strategies(_ spec: FigureSpec, _ r: ReportDocument) throws(GuideError) -> String {
        let g = try group(try spec.value("group"), in: r, spec)
        let ids = try spec.list("ids")
        for id in ids where !g.strategies.contains(where: { $0.strategy == id }) {
            throw GuideError(line: spec.line, reason: "no strategy '\(id)' in the report; strategies: \(r.strategies.map(\.id).joined(separator: ", "))")
        }
        var rows = [["host"] + ids.map(code)]
        for host in r.hosts {
            rows.append([code(host.id)] + ids.map { outcomeCell(g.outcomes(of: $0, on: host.id)) })
        }
        return table(rows, rightAligned: [])
    }

    static func mismatches(_ spec: FigureSpec, _ r: ReportDocument) throws(GuideError) -> String {
        let g = try group(try spec.value("group"), in: r, spec)
        let shown = Array(g.offsetMismatches.rows.prefix(try spec.count("rows", default: 6)))
        var rows = [["text", "host", "offset steps to the end", "delete presses"]]
        for m in shown {
            rows.append([example(m.text), code(m.host), String(m.offsetSteps), String(m.presses)])
        }
        return "\(g.offsetMismatches.count) (text, host) pairs in \(g.name) take a different number of offset steps than delete presses; the first \(shown.count):\n\n"
            + table(rows, rightAligned: [2, 3])
    }

    static func grid(_ spec: FigureSpec, _ r: ReportDocument) throws(GuideError) -> String {
        let g = try group(try spec.value("group"), in: r, spec)
        let name = try spec.value("aspect")
        guard let aspect = AspectKind(rawValue: name), g.grids[aspect] != nil else {
            throw GuideError(line: spec.line, reason: "no \(name) grid; aspects: \(AspectKind.textAspects.map(\.rawValue).joined(separator: ", "))")
        }
        let units = try spec.list("units")
        for unit in units where !r.units.contains(unit) {
            throw GuideError(line: spec.line, reason: "no unit '\(unit)' in the report; units: \(r.units.joined(separator: ", "))")
        }
        var rows = [["host"] + units.map(code)]
        for host in r.hosts {
            let cells = g.cells(aspect, of: host.id)
            rows.append([code(host.id)] + units.map { unit in
                guard let cell = cells.first(where: { $0.unit == unit }) else { return "–" }
                return cell.example.map { "\(cell.code.rawValue), e.g. \(example($0))" } ?? cell.code.rawValue
            })
        }
        return table(rows, rightAligned: [])
    }

    /// A host's page: per group its deletion score and deletion grid cells, then the strategies'
    /// outcomes on it in the leading groups.
    static func host(_ spec: FigureSpec, _ r: ReportDocument) throws(GuideError) -> String {
        let id = try spec.value("id")
        guard r.hosts.contains(where: { $0.id == id }) else {
            return "*`\(id)` is not in `Reports/report.json` yet: run `swift run editsem report`, then `swift run editsem guide`.*"
        }
        var rows = [["script", "texts", "deletion agrees with most real hosts", "deletion vs code points", "deletion vs grapheme clusters"]]
        for g in r.groups {
            let cells = g.cells(.deletion, of: id)
            func cell(_ unit: String) -> String {
                guard let c = cells.first(where: { $0.unit == unit }) else { return "–" }
                return c.example.map { "\(c.code.rawValue), e.g. \(example($0))" } ?? c.code.rawValue
            }
            rows.append([g.name, String(g.texts), g.deletionScore(of: id).map(percent) ?? "unknown", cell("code-point"), cell("grapheme")])
        }
        let leading = ["hindi", "korean", "emoji"].compactMap { r.group($0) }
        var strategyRows = [["strategy"] + leading.map(\.name)]
        for strategy in r.strategies.map(\.id) {
            strategyRows.append([code(strategy)] + leading.map { outcomeCell($0.outcomes(of: strategy, on: id)) })
        }
        return table(rows, rightAligned: [1, 2]) + "\n\nKeyboard strategies on this host (share of texts done exactly, then the most frequent other outcome):\n\n"
            + table(strategyRows, rightAligned: [])
    }

    // MARK: Pieces

    static func group(_ name: String, in r: ReportDocument, _ spec: FigureSpec) throws(GuideError) -> ReportDocument.Group {
        guard let g = r.group(name) else {
            throw GuideError(line: spec.line, reason: "no group '\(name)' in the report; groups: \(r.groups.map(\.name).joined(separator: ", "))")
        }
        return g
    }

    /// `exact share (most frequent other outcome)`; `unknown` when no run was judged.
    static func outcomeCell(_ counts: Counts?) -> String {
        let outcomes = counts?.values ?? [:]
        let total = outcomes.values.reduce(0, +)
        let known = total - (outcomes["unknown"] ?? 0)
        guard known > 0 else { return "unknown" }
        let exact = outcomes["exact"] ?? 0
        let share = percent((matching: exact, total: known))
        let others = outcomes.filter { $0.key != "exact" && $0.key != "unknown" && $0.value > 0 }
        guard let worst = others.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) else { return share }
        return "\(share) (\(worst.key))"
    }

    /// A share as a percentage with at most one decimal; 100% and 0% only when exact.
    static func percent(_ share: ReportDocument.Share?) -> String {
        guard let share else { return "–" }
        return percent((share.matching, share.total))
    }

    static func percent(_ share: (matching: Int, total: Int)) -> String {
        guard share.total > 0 else { return "–" }
        if share.matching == share.total { return "100%" }
        if share.matching == 0 { return "0%" }
        let tenths = min(999, max(1, Int((Double(share.matching) * 1000 / Double(share.total)).rounded())))
        return tenths % 10 == 0 ? "\(tenths / 10)%" : "\(tenths / 10).\(tenths % 10)%"
    }

    /// A report text as code, then its corpus id.
    static func example(_ text: ReportDocument.Text) -> String { "\(code(text.units.escaped)) (\(text.id))" }

    /// Inline code, safe inside a table cell.
    static func code(_ text: String) -> String {
        let fence = text.contains("`") ? "``" : "`"
        let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
        return fence + padded.replacingOccurrences(of: "|", with: "\\|") + fence
    }

    /// A Markdown table: the first row is the header.
    static func table(_ rows: [[String]], rightAligned: [Int]) -> String {
        guard let header = rows.first else { return "" }
        let rule = header.indices.map { rightAligned.contains($0) ? "---:" : "---" }
        return ([header, rule] + rows.dropFirst()).map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n")
    }
}
