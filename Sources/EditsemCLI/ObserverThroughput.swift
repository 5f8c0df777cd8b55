import EditingCorpus
import EditingSemantics
import EditingSupport
import Foundation
import HostObservation

/// How fast each real host that runs here is observed: `editsem bench --observer-texts N`.
enum ObserverThroughput {
    /// The hosts whose drivers start them on this machine, with no endpoint or locator given.
    static let localHosts = ObservableHost.all.filter { !$0.needsWebDriverEndpoint && !$0.needsLocator }

    /// Observes `count` corpus texts, spread over the corpus, with each local host's default
    /// element: the wall time including the host's start, and texts per second from the moment
    /// every session has answered its first text to the last answer (so without the start,
    /// `ObservationPace`). A host that cannot start here is listed with the reason, not measured.
    /// `hosts` picks hosts by id; empty takes every local host. `jobs` sessions of each host
    /// observe at once (`observe --jobs`); nil takes as many as `observe` runs by default.
    static func measure(count: Int, cases: [CorpusCase], hosts ids: [String], jobs chosen: Int? = nil, progress: (String) -> Void) -> JSONValue {
        let step = max(1, cases.count / max(count, 1))
        let texts = Swift.stride(from: 0, to: cases.count, by: step).prefix(count).map { (id: cases[$0].id, text: cases[$0].text) }
        var hosts: [JSONValue] = []
        for host in localHosts where ids.isEmpty || ids.contains(host.id) {
            guard let element = host.elementNames.first else { continue }
            let jobs = chosen ?? host.defaultSessions(processors: ProcessInfo.processInfo.activeProcessorCount)
            progress("observer: \(host.id) \(element), \(jobs) session\(jobs == 1 ? "" : "s")")
            let observer = Observer(options: .init(host: host, element: element, driversDirectory: ObservationFormat.driversDirectory, jobs: jobs))
            let clock = ContinuousClock()
            let start = clock.now
            let fields: [(String, JSONValue)]
            do {
                let observed = try observer.observe(texts) { _, _ in }
                let total = (clock.now - start).inSeconds
                fields = [
                    ("host", .string(host.id)), ("element", .string(element)), ("version", .string(observer.ready?.version ?? "")),
                    ("texts", .int(texts.count)), ("jobs", .int(jobs)),
                    ("unmeasured", .int(observed.filter { $0.unmeasuredReason != nil }.count)),
                    ("restarts", .int(observer.restarts)),
                    ("seconds", .number(total, digits: 2)),
                    ("textsPerSecond", observer.pace.textsPerSecond.map { .number($0, digits: 2) } ?? .null),
                ]
            } catch {
                fields = [("host", .string(host.id)), ("element", .string(element)), ("unavailable", .string(error.description))]
            }
            hosts.append(.object(fields))
        }
        return .array(hosts)
    }

}
