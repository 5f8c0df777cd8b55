import EditingSemantics
import KeyboardSimulation
import KeyboardStrategies

/// What an ``EditingCheck`` found: per host, the passes, the new and known failures and what
/// could not be judged; and the problems that make the check itself unusable.
public struct EditingCheckReport: Sendable, CustomStringConvertible {
    public var checkName: String
    public var intent: EditIntent
    public var requirement: Requirement
    /// The text put before every checked text.
    public var leading: UTF16Text
    /// How many texts each host ran.
    public var textCount: Int
    /// Where the texts came from, one line per part of the selection.
    public var textSources: [String]
    /// What makes the check unusable as configured (unknown hosts, unreadable corpus, no texts...).
    public var problems: [String]
    public var hosts: [HostResult]
    /// Known divergences that covered no failure: the code may have been fixed, or the entry is wrong.
    public var unusedKnownDivergences: [KnownDivergence]
    /// Whether unknown hosts fail the check.
    public var unknownFails: Bool

    /// Whether CI should pass: no problem, no new failure, and no unknown host when
    /// ``unknownFails`` is set.
    public var passed: Bool {
        problems.isEmpty && hosts.allSatisfy { host in
            host.newFailures.isEmpty && !(unknownFails && host.unknownCount > 0)
        }
    }

    /// Hosts with a new failure, in host order.
    public var failedHosts: [HostResult] { hosts.filter { !$0.newFailures.isEmpty } }

    /// Hosts with texts that could not be judged, in host order.
    public var unknownHosts: [HostResult] { hosts.filter { $0.unknownCount > 0 } }

    /// Hosts with a new failure, grouped where they fail alike (the same texts, each ending the
    /// same way), in host order of each group's first host.
    public var failureGroups: [[HostResult]] {
        var groups: [[HostResult]] = []
        var index: [[String]: Int] = [:]
        for host in failedHosts {
            let signature = host.failureSignature
            if let at = index[signature] { groups[at].append(host) } else {
                index[signature] = groups.count
                groups.append([host])
            }
        }
        return groups
    }

    /// The messages that should fail a test: the problems (one message); then, when some host
    /// fails, one table of every group of hosts that fail alike, and one message per group
    /// leading with the failing text people type most; then, when ``unknownFails`` is set, one
    /// per unknown host.
    public var failureMessages: [String] {
        var messages: [String] = []
        if !problems.isEmpty {
            messages.append("\(checkName): the check cannot run as configured:\n" + problems.map { "  - " + $0 }.joined(separator: "\n"))
        }
        let groups = failureGroups
        if !groups.isEmpty {
            messages.append(FailureMessage.table(groups, in: self))
            messages += groups.map { FailureMessage.newFailures(on: $0, in: self) }
        }
        if unknownFails { messages += unknownHosts.map { FailureMessage.unknown(on: $0, in: self) } }
        return messages
    }

    /// The messages worth seeing that do not fail a test: unknown hosts (unless they fail) and
    /// known divergences that matched nothing.
    public var warningMessages: [String] {
        var messages: [String] = []
        if !unknownFails { messages += unknownHosts.map { FailureMessage.unknown(on: $0, in: self) } }
        if !unusedKnownDivergences.isEmpty {
            messages.append("\(checkName): these known divergences matched no failure; remove them if the code is fixed:\n"
                + unusedKnownDivergences.map { "  \($0)" }.joined(separator: "\n"))
        }
        return messages
    }

    /// A table of every host: status, passing, new and known failures, unknown texts.
    public var summary: String {
        var lines = ["\(checkName) (\(requirement)): \(textCount) texts, \(hosts.count) hosts"]
        lines += textSources.map { "  texts: " + $0 }
        let width = max(4, hosts.map(\.host.id.count).max() ?? 0)
        lines.append("  " + "host".padding(width) + "  status              pass   new  known  unknown")
        for host in hosts {
            lines.append("  " + host.host.id.padding(width) + "  " + host.status.rawValue.padding(18)
                + String(host.passing).leftPadding(6) + String(host.newFailures.count).leftPadding(6)
                + String(host.knownFailures.count).leftPadding(7) + String(host.unknownCount).leftPadding(9))
        }
        return lines.joined(separator: "\n")
    }

    public var description: String { summary }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPadding(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
