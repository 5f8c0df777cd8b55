import EditingSemantics
import EditingSupport
import HostModels

/// `junit.xml`: one test suite per group, one test case per strategy and host, failing when the
/// strategy is not exact on every text and skipped when the host's behaviour is unknown.
enum JUnitReport {
    static func render(_ result: ReportResult) -> String {
        let hosts = result.subjects.hosts
        let strategies = result.subjects.strategies
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, skipped: 0)
        for g in result.groups {
            var cases: [String] = []
            var counts = (tests: 0, failures: 0, skipped: 0)
            for (s, strategy) in strategies.enumerated() {
                for (h, host) in hosts.enumerated() {
                    let tally = g.strategyTally(s, host: h)
                    counts.tests += 1
                    let open = "    <testcase classname=\"\(escape(g.name)).\(escape(strategy.id))\" name=\"\(escape(host.id))\""
                    let unknown = tally.count(of: .unknown)
                    let exact = tally.count(of: .exact)
                    if unknown == tally.total {
                        counts.skipped += 1
                        cases.append(open + ">\n      <skipped message=\"the host's behaviour is unknown\"/>\n    </testcase>")
                    } else if exact + unknown < tally.total {
                        counts.failures += 1
                        let summary = StrategyTables.failures.filter { tally.count(of: $0) > 0 }
                            .map { "\($0.rawValue) \(tally.count(of: $0))" }.joined(separator: ", ")
                        let example = StrategyTables.failures.compactMap { tally.example(of: $0) }.first
                        let detail = "\(exact) of \(tally.total - unknown) texts exact; \(summary)"
                            + (example.map { "; e.g. \($0.id) \($0.text.escaped)" } ?? "")
                        cases.append(open + ">\n      <failure message=\"\(escape(detail))\"/>\n    </testcase>")
                    } else {
                        cases.append(open + "/>")
                    }
                }
            }
            totals.tests += counts.tests
            totals.failures += counts.failures
            totals.skipped += counts.skipped
            suites.append("  <testsuite name=\"\(escape(g.name))\" tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" skipped=\"\(counts.skipped)\">\n"
                + cases.joined(separator: "\n") + (cases.isEmpty ? "" : "\n") + "  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"editsem report\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" skipped=\"\(totals.skipped)\">\n"
            + suites.joined(separator: "\n") + (suites.isEmpty ? "" : "\n") + "</testsuites>\n"
    }

    static func escape(_ s: String) -> String { XMLText.escaped(s) }
}
