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
    ///   expectation; the one-strategy case of the run through a ``HostAnswerCache``.
    package static func outcomes(
        _ strategy: any InputMethodStrategy, on hosts: SimulatedHosts, text: UTF16Text, following: UTF16Text = .empty
    ) -> [SimulationOutcome] {
        outcomes([strategy], on: HostAnswerCache(hosts), hosts: Array(hosts.hosts.indices), text: text, following: following)[0]
    }

    /// Each of `strategies`' outcomes on each of the cache's hosts at the indices `hosts`, as
    /// ``outcomes(_:on:text:following:)`` gives them one strategy at a time: indexed
    /// [strategy][position in `hosts`]. The cache's answers, set-ups, expectations and damage
    /// are shared with whatever else asks it about the same text (the report's strategies).
    /// - Complexity: as many runs, each host's answer to a question computed once per cache.
    package static func outcomes(
        _ strategies: [any InputMethodStrategy], on cache: HostAnswerCache, hosts: [Int], text: UTF16Text, following: UTF16Text = .empty
    ) -> [[SimulationOutcome]] {
        strategies.map { strategy in
            let group = cache.setUpGroup(strategy.intent, text: text, following: following)
            // The field a keyless run left, once known.
            var shared: DocumentState?
            // Read once: a port's id may be made each time it is read.
            let strategyID = strategy.id
            return hosts.map { h in
                let (start, expectation) = cache.setUp(group, host: h)
                var result = shared
                var keyLog: [ProxyCall] = []
                if result == nil {
                    let connection = SimulatedInputConnection(host: cache.hosts[h], asker: HostAsker(cache: cache, host: h), state: start,
                                                              keepsLog: false)
                    strategy.perform(on: connection)
                    result = connection.state
                    keyLog = connection.keyLog
                    if !connection.sentKeys { shared = connection.state }
                }
                return SimulationOutcome(hostID: cache.hosts[h].id, strategyID: strategyID, expectation: expectation, start: start,
                                         result: result!, log: keyLog, damage: cache.damage(in:))
            }
        }
    }
}
