import EditingSemantics
import HostModels
import KeyboardStrategies

extension InputConnectionSimulation {
    /// The outcome of `strategy`'s key on each of `hosts`, in their order: for every host the
    /// outcome ``run(_:on:text:following:)`` gives there, without its call log.
    ///
    /// Every call but a key event edits the field as `BaseInputConnection` does, whatever the
    /// host; so a key that sent no key event left the same field on every host, and is run once
    /// and judged against each host's own expectation. A key that sent one runs on each host.
    /// - Precondition: `strategy` learns about the host only through the connection's calls, as
    ///   keyboard code does, and does the same on the same answers.
    /// - Complexity: one run, or one per host when the key sends key events, plus each host's
    ///   expectation.
    package static func outcomes(
        _ strategy: any InputMethodStrategy, on hosts: SimulatedHosts, text: UTF16Text, following: UTF16Text = .empty
    ) -> [SimulationOutcome] {
        var expectations: [ExpectationKey: Expectation?] = [:]
        return outcomes(strategy, on: hosts, text: text, following: following, expectations: &expectations)
    }

    /// Each of `strategies`' outcomes on each of `hosts`, as ``outcomes(_:on:text:following:)``
    /// gives them one strategy at a time: indexed [strategy][host].
    /// - Complexity: as many runs, but each host's expectation of an intent is worked out once
    ///   for all the strategies of that intent (most ports are a Backspace key).
    package static func outcomes(
        _ strategies: [any InputMethodStrategy], on hosts: SimulatedHosts, text: UTF16Text, following: UTF16Text = .empty
    ) -> [[SimulationOutcome]] {
        var expectations: [ExpectationKey: Expectation?] = [:]
        return strategies.map { outcomes($0, on: hosts, text: text, following: following, expectations: &expectations) }
    }

    /// A host's expectation of an intent, on the one text and hosts of a call.
    private struct ExpectationKey: Hashable {
        var intent: EditIntent
        var host: Int
    }

    private static func outcomes(
        _ strategy: any InputMethodStrategy, on hosts: SimulatedHosts, text: UTF16Text, following: UTF16Text,
        expectations: inout [ExpectationKey: Expectation?]
    ) -> [SimulationOutcome] {
        let start = Simulation.start(strategy.intent, text: text, following: following)
        let hostFree = strategy.intent.dependsOnHost ? nil : strategy.intent.expectation(for: start)
        // The field a keyless run left, and its damage, once known.
        var shared: (state: DocumentState, damage: [DamageFinding])?
        var damageOfExpected: [DocumentState: [DamageFinding]] = [:]
        // Read once: a port's id may be made each time it is read.
        let strategyID = strategy.id
        return hosts.hosts.indices.map { h in
            let host = hosts.hosts[h]
            let expectation = hostFree ?? {
                let key = ExpectationKey(intent: strategy.intent, host: h)
                if let known = expectations[key] { return known }
                let found = strategy.intent.expectation(for: start, asker: HostAsker(rules: hosts.rules[h]))
                expectations[key] = found
                return found
            }()
            var result = shared?.state
            var keyLog: [ProxyCall] = []
            if result == nil {
                let connection = SimulatedInputConnection(host: host, rules: hosts.rules[h], state: start, keepsLog: false)
                strategy.perform(on: connection)
                result = connection.state
                keyLog = connection.keyLog
                if !connection.sentKeys { shared = (connection.state, DamageDetector.findings(in: connection.state)) }
            }
            let state = result!
            return SimulationOutcome(hostID: host.id, strategyID: strategyID, expectation: expectation, start: start, result: state,
                                     log: keyLog) { document in
                if let shared, document == shared.state { return shared.damage }
                if let known = damageOfExpected[document] { return known }
                let found = DamageDetector.findings(in: document)
                damageOfExpected[document] = found
                return found
            }
        }
    }
}
