/// The runs one strategy made on the hosts of a ``HostAnswerCache``: hosts whose models answered
/// a run's questions alike share its outcome.
package struct SharedRuns: Sendable {
    /// The outcome of each run, under the id of the host it ran on.
    package var outcomes: [SimulationOutcome] = []
    /// For each host of the cache, the index in ``outcomes`` of its run.
    package var runOfHost: [Int] = []

    /// The outcome of the cache's host at `host`, under its own id.
    package func outcome(ofHost host: Int, in cache: HostAnswerCache) -> SimulationOutcome {
        var outcome = outcomes[runOfHost[host]]
        outcome.hostID = cache.hosts[host].id
        return outcome
    }
}
