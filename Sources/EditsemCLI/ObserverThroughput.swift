import EditingCorpus
import EditingSemantics
import EditingSupport
import Foundation
import HostObservation

/// How fast each real host that runs here is observed: `editsem bench --observer-texts N`.
enum ObserverThroughput {
    /// Observes `count` corpus texts, spread over the corpus, with each local host's default
    /// element: the wall time including the host's start, and texts per second between the first
    /// text's answer and the last's (so without the start). A host that cannot start here is
    /// listed with the reason, not measured.
    /// The hosts whose drivers start them on this machine, with no endpoint or locator given.
    static let localHosts = ObservableHost.all.filter { !$0.needsWebDriverEndpoint && !$0.needsLocator }

    /// `hosts` picks hosts by id; empty takes every local host. `jobs` sessions of each host
    /// observe at once (`observe --jobs`).
    static func measure(count: Int, cases: [CorpusCase], hosts ids: [String], jobs: Int = 1, progress: (String) -> Void) -> JSONValue {
        let step = max(1, cases.count / max(count, 1))
        let texts = Swift.stride(from: 0, to: cases.count, by: step).prefix(count).map { (id: cases[$0].id, text: cases[$0].text) }
        var hosts: [JSONValue] = []
        for host in localHosts where ids.isEmpty || ids.contains(host.id) {
            guard let element = host.elementNames.first else { continue }
            progress("observer: \(host.id) \(element)")
            let observer = Observer(options: .init(host: host, element: element, driversDirectory: ObservationFormat.driversDirectory, jobs: jobs))
            let clock = ContinuousClock()
            let start = clock.now
            var answered: [ContinuousClock.Instant] = []
            let fields: [(String, JSONValue)]
            do {
                let observed = try observer.observe(texts) { _, _ in answered.append(clock.now) }
                let total = (clock.now - start).inSeconds
                let measuring = answered.count > 1 ? (answered[answered.count - 1] - answered[0]).inSeconds : 0
                fields = [
                    ("host", .string(host.id)), ("element", .string(element)), ("version", .string(observer.ready?.version ?? "")),
                    ("texts", .int(texts.count)), ("jobs", .int(jobs)),
                    ("unmeasured", .int(observed.filter { $0.unmeasuredReason != nil }.count)),
                    ("restarts", .int(observer.restarts)),
                    ("seconds", .number(total, digits: 2)),
                    ("textsPerSecond", measuring > 0 ? .number(Double(answered.count - 1) / measuring, digits: 2) : .null),
                ]
            } catch {
                fields = [("host", .string(host.id)), ("element", .string(element)), ("unavailable", .string(error.description))]
            }
            hosts.append(.object(fields))
        }
        return .array(hosts)
    }

}
