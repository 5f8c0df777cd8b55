import EditingSemantics
import HostModels
import KeyboardSimulation

/// The text of the messages a check records: what failed where, drawn so the divergence can be
/// seen without running anything.
enum FailureMessage {
    /// How many other failing ids a message lists before "and N more".
    static let listedIDs = 12

    /// The table a failing check opens with: one row per group of hosts that fail alike, with
    /// how many texts fail, how, the text the group's message leads with, and the hosts.
    static func table(_ groups: [[HostResult]], in report: EditingCheckReport) -> String {
        let hostCount = groups.reduce(0) { $0 + $1.count }
        // The hosts go last: a group of many hosts would otherwise widen every row.
        var rows = [["failing", "how", "leading text", "hosts"]]
        for group in groups {
            let first = group[0]
            rows.append([
                "\(first.newFailures.count) of \(first.judged)",
                first.newFailureKinds.map { "\($0.kind.rawValue) \($0.count)" }.joined(separator: ", "),
                first.leadingNewFailure.map { "\($0.text.id) \"\($0.text.text.escaped)\"" } ?? "",
                group.map(\.host.id).joined(separator: ", "),
            ])
        }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = ["\"\(report.checkName)\": not \(report.requirement) on \(hostCount) of \(report.hosts.count) hosts "
            + "(\(groups.count) \(groups.count == 1 ? "way" : "ways") of failing; a message for each follows)"]
        for row in rows {
            lines.append("  " + (0..<3).map { row[$0].padding(widths[$0]) }.joined(separator: "  ") + "  " + row[3])
        }
        return lines.joined(separator: "\n")
    }

    /// The message for hosts that fail alike: the hosts, counts by outcome, the leading failing
    /// text (the one people type most) drawn in full with its call log on the first host, the
    /// other failing ids, and how to accept them.
    static func newFailures(on group: [HostResult], in report: EditingCheckReport) -> String {
        let host = group[0]
        let failures = host.newFailures
        let kinds = host.newFailureKinds.map { "\($0.kind.rawValue) \($0.count)" }.joined(separator: ", ")
        let who = group.count == 1 ? "\(host.host.id) (\(host.host.name))"
            : group.map(\.host.id).joined(separator: ", ") + " (\(group.count) hosts failing alike; drawn on \(host.host.id))"
        var lines = ["\(who): not \(report.requirement) for \"\(report.checkName)\": \(failures.count) of \(host.judged) texts fail (\(kinds))"]
        guard let leading = host.leadingNewFailure else { return lines[0] }
        lines.append("leading failing text: " + describe(leading.text) + ", " + whyLeading(leading.text, among: failures))
        lines += drawRun(leading.outcome, inputConnectionCalls: leading.inputConnectionCalls, host: host.host).map { "  " + $0 }
        let others = failures.filter { $0.text.id != leading.text.id }
        if !others.isEmpty {
            let listed = others.prefix(listedIDs).map(\.text.id).joined(separator: ", ")
            let more = others.count > listedIDs ? " and \(others.count - listedIDs) more" : ""
            lines.append("also failing: \(listed)\(more)")
        }
        let named = Array(group.prefix(3))
        let rest = group.count > named.count ? ", … for each of the \(group.count) hosts" : ""
        var accept = "to accept: knownDivergences: [" + named.map { "\(KnownDivergence.host($0.host.id, textID: leading.text.id))" }.joined(separator: ", ") + rest + ", ...]"
        if let tag = commonTag(of: failures) {
            accept += " or [" + named.map { "\(KnownDivergence.host($0.host.id, tag: tag))" }.joined(separator: ", ") + rest + "]"
        }
        lines.append(accept)
        return lines.joined(separator: "\n")
    }

    /// Why the leading text was chosen.
    static func whyLeading(_ text: CheckText, among failures: [FailedRun]) -> String {
        if text.hasTag("broken") { return "an ill-formed input: no other text fails" }
        if let weight = text.weight { return "the failing text people type most (usage weight \(weight))" }
        return "the shortest failing text (no failing text has a usage weight)"
    }

    /// The message for a host whose model lacks what the code needed.
    static func unknown(on host: HostResult, in report: EditingCheckReport) -> String {
        let aspects = host.unknownAspects.map { aspect -> String in
            guard let citations = citations(of: aspect, in: host.host) else { return aspect }
            return "\(aspect) (looked at: \(citations))"
        }
        var line = "\(host.host.id) (\(host.host.name)): unknown for \"\(report.checkName)\" on \(host.unknownCount) of "
            + "\(report.textCount) texts: the host model does not know \(aspects.joined(separator: "; ")), so those runs are not judged"
        if let first = host.firstUnknown { line += "\nfirst such text: " + describe(first.text) }
        return line
    }

    /// `id "text" (origin; tags a, b)`.
    static func describe(_ text: CheckText) -> String {
        "\(text.id) \"\(text.text.escaped)\" (\(text.origin)" + (text.tags.isEmpty ? ")" : "; tags \(text.tags.joined(separator: ", ")))")
    }

    /// The run drawn: the divergence with `÷`, the three documents, the damage, the calls and the
    /// host aspects the calls used.
    static func drawRun(_ outcome: SimulationOutcome, inputConnectionCalls: [InputConnectionCall]? = nil, host: HostModel) -> [String] {
        var lines: [String] = []
        let startText = outcome.start.text
        lines.append("where (÷ between the characters of the starting text; UTF-16 offsets):")
        lines.append("  expected  " + DivergenceDrawing.draw(DivergenceDrawing.expectedChange(outcome.expectation), in: startText))
        lines.append("  host did  " + DivergenceDrawing.draw(DivergenceDrawing.actualChange(from: outcome.start, to: outcome.result), in: startText))
        lines.append("start     \(outcome.start.drawn)")
        lines.append("expected  \(outcome.expected.drawn)")
        var verdict = outcome.kind.rawValue
        switch outcome.kind {
        case .overDeleted: verdict += ": lost \"\(outcome.lost.escaped)\""
        case .underDeleted: verdict += ": \"\(outcome.remaining.escaped)\" remains"
        case .mismatch: verdict += ": \"\(outcome.remaining.escaped)\" stands there instead"
        default: break
        }
        lines.append("result    \(outcome.result.drawn)   \(verdict)")
        for finding in outcome.findings {
            lines.append("damage    \(finding.kind.rawValue) at \(finding.offset.rawValue): \(finding.detail)")
        }
        for error in outcome.hostErrors { lines.append("refused   \(error)") }
        if let calls = inputConnectionCalls {
            lines.append("InputConnection calls:")
            for (index, entry) in calls.enumerated() {
                var line = "  \(index + 1). \(entry.call)"
                if let returned = entry.returned {
                    line += " → \"\(returned.escaped)\""
                } else if entry.before != entry.after {
                    line += "   \(entry.after.drawn)"
                } else if !entry.call.hasPrefix("get") {
                    line += "   (no change)"
                }
                if let effect = entry.effect { line += "   [\(effect)]" }
                lines.append(line)
            }
        } else {
            lines.append("calls:")
            for (index, entry) in outcome.log.enumerated() {
                var line = "  \(index + 1). \(entry.call.drawn)"
                switch entry.effect {
                case .returnedText(let text): line += " → " + (text.map { "\"\($0.escaped)\"" } ?? "nil")
                case .returnedFlag(let flag): line += " → \(flag)"
                case .applied: line += entry.before == entry.after ? "   (no change)" : "   \(entry.after.drawn)"
                case .unknown(let aspect): line += "   unknown: the host model has no \(aspect) rule"
                case .invalidHostAnswer(let message): line += "   refused: \(message)"
                }
                lines.append(line)
            }
        }
        lines += usedAspects(outcome.log, host: host)
        return lines
    }

    /// One line per host aspect the calls relied on: its unit, grade and summary.
    static func usedAspects(_ log: [ProxyCall], host: HostModel) -> [String] {
        var lines: [String] = []
        let calls = Set(log.map(\.call.name))
        if calls.contains("deleteBackward") {
            lines.append("host deleteBackward: \(host.deletion.unit) (\(host.deletion.grade.rawValue)): \(host.deletion.summary)")
        }
        if calls.contains("adjustTextPosition") {
            lines.append("host adjustTextPosition: \(host.offset.unit) (\(host.offset.grade.rawValue)): \(host.offset.summary)")
        }
        return lines
    }

    /// The sources an aspect of the model cites.
    static func citations(of aspect: String, in host: HostModel) -> String? {
        // An offset step with a selection is the offset aspect asked where its sources are silent.
        guard let kind = aspect == "offset-with-selection" ? .offset : AspectKind(rawValue: aspect) else { return nil }
        return host[kind].citations.map(\.source).joined(separator: "; ")
    }

    /// A tag every failing text carries (the first such in the first text's tag order, where the
    /// corpus puts the script first), or nil.
    static func commonTag(of failures: [FailedRun]) -> String? {
        guard var common = failures.first?.text.tags else { return nil }
        for failure in failures.dropFirst() { common = common.filter(failure.text.hasTag) }
        return common.first
    }
}
