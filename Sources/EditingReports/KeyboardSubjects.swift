import EditingSemantics
import HostModels
import KeyboardSimulation
import KeyboardStrategies

/// What `keyboards.md` compares: every strategy that models a published keyboard's release, on
/// the hosts of its platform among the report's hosts.
package struct KeyboardSubjects: Sendable {
    /// One keyboard release's key.
    package struct Row: Sendable {
        package var id: String
        package var release: KeyboardRelease
        package var intent: EditIntent
        /// Where its outcomes are: the report's strategy (an iOS keyboard's, run on every host
        /// already) or the Android port, by index.
        package var source: Source
        /// Indices into the report's hosts of the hosts it is run on: its platform's.
        package var hosts: [Int]
    }

    package enum Source: Sendable {
        case strategy(Int)
        case port(Int)
    }

    /// The hosts an Android keyboard types into: an EditText (BaseInputConnection, its key
    /// listener for KEYCODE_DEL), Chrome and WebView (Blink), GeckoView and Flutter. Their
    /// models' deletion is what a key event does there; every other call is BaseInputConnection's.
    package static let androidHostIDs = ["android-edittext", "chromium@156", "firefox@153", "flutter"]
    /// The hosts an iOS keyboard types into through UITextDocumentProxy.
    package static let iOSHostIDs = ["apple-cf", "ios8-uitextview", "ios8-safari", "webkit-cocoa"]

    package let rows: [Row]
    package let ports: [any InputMethodStrategy]
    /// Indices into the report's hosts of the Android hosts present, in ``androidHostIDs``' order.
    package let androidHosts: [Int]
    /// The platform hosts not among the report's hosts.
    package let missingHostIDs: [String]

    /// The rows of `strategies` that model a release, on their platform's hosts among `hosts`,
    /// then of `ports` (Android keyboards' code, on the Android hosts).
    package init(hosts: [HostModel], strategies: [ReportStrategy], ports: [any InputMethodStrategy]) {
        func present(_ ids: [String]) -> [Int] { ids.compactMap { id in hosts.firstIndex { $0.id == id } } }
        let android = present(Self.androidHostIDs), iOS = present(Self.iOSHostIDs)
        var rows: [Row] = []
        for (s, strategy) in strategies.enumerated() {
            guard let release = strategy.release else { continue }
            rows.append(Row(id: strategy.id, release: release, intent: strategy.intent, source: .strategy(s),
                            hosts: release.platform == .android ? android : iOS))
        }
        for (p, port) in ports.enumerated() {
            rows.append(Row(id: port.id, release: port.release, intent: port.intent, source: .port(p), hosts: android))
        }
        self.rows = rows
        self.ports = ports
        androidHosts = android
        missingHostIDs = (Self.androidHostIDs + Self.iOSHostIDs).filter { id in !hosts.contains { $0.id == id } }
    }

    /// Each port's outcome on each Android host, run on ``ReportStrategy/leadingText`` followed
    /// by `text` and asking through `answers`, the text's cache of the report's hosts: indexed
    /// [port][Android host].
    func portOutcomes(_ text: UTF16Text, answers: HostAnswerCache) -> [[StrategyCell]] {
        InputConnectionSimulation.outcomes(ports, on: answers, hosts: androidHosts, text: ReportStrategy.leadingText + text).map { outcomes in
            // By index: a closure over each outcome copies it, a struct of many arrays.
            outcomes.indices.map { StrategyCell(outcome: outcomes[$0].kind, findings: outcomes[$0].findings.map(\.kind)) }
        }
    }
}
