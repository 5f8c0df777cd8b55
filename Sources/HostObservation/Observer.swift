import EditingSemantics
import Foundation
import HostModels

/// Why an observation could not be made. Nothing is written in any of these cases.
package enum ObserverError: Error, CustomStringConvertible, Sendable {
    /// The host, its driver or a display is missing: `install` names the package.
    case unavailable(message: String, install: String)
    /// The driver could not be started, or broke its protocol, or the host failed to start twice.
    case driverFailed(String)
    /// The host reported a release the catalog has no model for, and none was named.
    case noModel(String)

    package var description: String {
        switch self {
        case .unavailable(let message, let install): "\(message); install it with: \(install)"
        case .driverFailed(let message), .noModel(let message): message
        }
    }
}

/// Runs a driver over texts and collects what the host did, restarting a host that crashes or
/// hangs and retrying that text once before listing it as unmeasured.
package final class Observer {
    package struct Options: Sendable {
        package var host: ObservableHost
        package var element: String
        /// A page and CSS selector of the user's own editor, instead of the built-in element.
        package var page: (url: String, selector: String)?
        /// A W3C WebDriver endpoint to use instead of starting a local driver.
        package var webDriver: (url: String, capabilities: String?)?
        /// Native-app mode: the element the endpoint finds by this locator (with `webDriver`).
        package var locator: ElementLocator?
        /// Where the driver programs are.
        package var driversDirectory: String
        /// How long one text may take before the host is taken to hang.
        package var secondsPerText: Double
        /// How long the driver may take to start its host.
        package var secondsToStart: Double
        /// The model to hold the observation to, when the user names one (`--model`).
        package var model: String?
        /// How many sessions of the host observe at once, each its own driver (`--jobs`).
        package var jobs: Int

        package init(host: ObservableHost, element: String, page: (url: String, selector: String)? = nil,
                    webDriver: (url: String, capabilities: String?)? = nil, locator: ElementLocator? = nil,
                    driversDirectory: String, secondsPerText: Double = 60, secondsToStart: Double = 120, model: String? = nil,
                    jobs: Int = 1) {
            self.host = host
            self.element = element
            self.page = page
            self.webDriver = webDriver
            self.locator = locator
            self.driversDirectory = driversDirectory
            self.secondsPerText = secondsPerText
            self.secondsToStart = secondsToStart
            self.model = model
            self.jobs = jobs
        }
    }

    /// What the driver said of the host when it started.
    package struct Ready: Sendable {
        package var host, version, element, engine, fonts, method, platform, device: String
    }

    package let options: Options
    private var driver: DriverProcess?
    package private(set) var ready: Ready?
    /// The model the observation is held to, resolved when the host first says its version.
    package private(set) var model: String?
    /// How many times the host was restarted.
    package private(set) var restarts = 0
    /// When the last `observe` recorded each text, and when each of its sessions was up.
    package private(set) var pace = ObservationPace(sessions: 1)
    /// The model's rules, whose answers tell the driver how many presses to send at first.
    private var expected: HostModel?

    package init(options: Options) {
        self.options = options
    }

    deinit { driver?.kill() }

    /// How many texts in a row may fail twice before the run stops.
    package static let failuresInARowToGiveUp = 3

    /// Observes every text, calling `progress(done, total)` after each, on the calling thread.
    /// With `options.jobs` above 1, that many sessions of the host, each its own driver (and so
    /// its own display, profile and ports), take the texts one by one from a shared queue; the
    /// results come back in the texts' order whatever the sessions' speed.
    /// - Throws: ``ObserverError`` when the host cannot be started, or when its sessions report
    ///   different releases; a host that fails on one text is restarted and the text retried
    ///   once, then listed as unmeasured.
    package func observe(_ texts: [(id: String, text: UTF16Text)], progress: (Int, Int) -> Void) throws(ObserverError) -> [ObservedText] {
        let jobs = max(1, min(options.jobs, texts.count))
        let queue = TextQueue(texts, sessions: jobs)
        defer { pace = queue.pace }
        if jobs == 1 {
            try run(queue, session: 0) { progress($0, texts.count) }
            return queue.observed
        }
        var single = options
        single.jobs = 1
        let sessions = (0..<jobs).map { _ in Session(Observer(options: single)) }
        for (index, session) in sessions.enumerated() {
            Thread.detachNewThread {
                do throws(ObserverError) { try session.observer.run(queue, session: index) { _ in } } catch { session.error = error }
                queue.end()
            }
        }
        // Progress is told here, so `progress` runs on the caller's thread only.
        var told = 0
        while true {
            let (done, running) = queue.waitForNews()
            while told < done {
                told += 1
                progress(told, texts.count)
            }
            if running == 0 { break }
        }
        if let error = sessions.lazy.compactMap(\.error).first { throw error }
        let first = sessions[0].observer
        for other in sessions.dropFirst().map(\.observer) {
            guard let theirs = other.ready, let ours = first.ready, theirs.version == ours.version, theirs.engine == ours.engine else {
                throw .driverFailed("\(options.host.id): two sessions started at once reported different releases "
                                    + "(\(first.ready?.version ?? "?"), \(other.ready?.version ?? "?")): observe with --jobs 1")
            }
        }
        ready = first.ready
        model = first.model
        restarts = sessions.map(\.observer.restarts).reduce(0, +)
        return queue.observed
    }

    /// Observes the texts this session takes from `queue` until none is left or another session
    /// failed.
    private func run(_ queue: TextQueue, session: Int, recorded: (Int) -> Void) throws(ObserverError) {
        var failedInARow = 0
        // A session that ends, with every text taken or failing, ends the others' run too.
        defer { queue.stop() }
        try start()
        while let index = queue.take() {
            let item = queue.texts[index]
            var outcome: ObservedText?
            var failures: [String] = []
            for _ in 0..<2 {
                do {
                    outcome = try measure(item.id, item.text)
                    break
                } catch {
                    failures.append(error.description)
                    driver?.kill()
                    driver = nil
                    restarts += 1
                    try start()
                }
            }
            recorded(queue.record(outcome ?? .unmeasured(id: item.id, reason: "the host failed twice on this text (\(failures.last ?? ""))"),
                                  at: index, session: session))
            // A host that fails on every text is not observed by restarting it for each.
            failedInARow = outcome == nil ? failedInARow + 1 : 0
            if failedInARow == Self.failuresInARowToGiveUp {
                driver?.kill()
                driver = nil
                throw .driverFailed("\(options.host.id): the host failed twice on each of \(failedInARow) texts in a row; the last time: \(failures.last ?? "?")")
            }
        }
        driver?.stop()
        driver = nil
    }

    private func start() throws(ObserverError) {
        let path = options.driversDirectory + "/" + options.host.driver
        guard FileManager.default.fileExists(atPath: path) else {
            throw .driverFailed("\(path): the driver program is missing")
        }
        var arguments = [path] + options.host.arguments
        if let page = options.page {
            arguments += ["--url", page.url, "--selector", page.selector]
        } else {
            arguments += ["--element", options.element]
        }
        if let endpoint = options.webDriver {
            arguments += ["--webdriver", endpoint.url]
            if let capabilities = endpoint.capabilities { arguments += ["--capabilities", capabilities] }
        }
        if let locator = options.locator {
            arguments += ["--locator", locator.argument]
            if let url = locator.url { arguments += ["--url", url] }
        }
        let environment = ProcessInfo.processInfo.environment
        let process: DriverProcess
        do {
            process = try DriverProcess(executable: Self.python(options.host.python, environment: environment),
                                        arguments: arguments, environment: environment)
        } catch {
            throw .driverFailed(error.description)
        }
        let line: String
        do { line = try process.nextLine(within: options.secondsToStart) } catch {
            process.kill()
            throw .driverFailed("\(options.host.id): \(error.description)")
        }
        guard let object = Self.object(line) else {
            process.kill()
            throw .driverFailed("\(options.host.id): the driver's first line is not JSON: \(line.prefix(200))")
        }
        if let missing = object["unavailable"] as? [String: Any] {
            process.kill()
            throw .unavailable(message: missing["message"] as? String ?? "the host is missing",
                               install: missing["install"] as? String ?? "?")
        }
        guard let fields = object["ready"] as? [String: Any] else {
            process.kill()
            throw .driverFailed("\(options.host.id): the driver's first line has neither 'ready' nor 'unavailable'")
        }
        func field(_ key: String) -> String { fields[key] as? String ?? "unknown" }
        let now = Ready(host: field("host"), version: field("version"), element: field("element"), engine: field("engine"),
                        fonts: field("fonts"), method: field("method"), platform: field("platform"),
                        device: field("device"))
        if let first = ready, first.version != now.version {
            process.kill()
            throw .driverFailed("\(options.host.id): the host reported version \(now.version) after a restart, \(first.version) before")
        }
        if ready == nil {
            // Before any text: a release without a model is found out without a run spent on it.
            do throws(ObserverError) {
                let id = try options.host.model(element: options.element, reportedVersion: now.version, explicit: options.model)
                do { expected = try HostCatalog.model(id: id) } catch { throw .noModel(error.description) }
                model = id
            } catch {
                process.kill()
                throw error
            }
        }
        ready = now
        driver = process
    }

    private func measure(_ id: String, _ text: UTF16Text) throws(DriverProcess.Failure) -> ObservedText {
        guard let driver else { throw .couldNotStart("no driver") }
        try driver.send(Self.request(id: id, text: text, expected: expected))
        let line = try driver.nextLine(within: options.secondsPerText)
        guard let answer = Self.object(line), answer["id"] as? String == id else {
            throw .exited(status: -1, stderr: "the driver answered something else than text '\(id)': \(line.prefix(200))")
        }
        if let reason = answer["unmeasured"] as? String { return .unmeasured(id: id, reason: reason) }
        let deletion: Measured<[ObservedPress]>
        if let crash = Self.crashReason(answer["afterCrashed"], field: { ObservationFormat.pressesField(Self.presses($0 as? [[Int]] ?? [], text)) }) {
            deletion = .unmeasured(reason: crash)
        } else if let after = answer["after"] as? [[Int]] {
            deletion = .measured(Self.presses(after, text))
        } else {
            deletion = .unmeasured(reason: answer["afterUnmeasured"] as? String ?? "the driver gave no deletion")
        }
        let caret: Measured<[Int]>
        if let crash = Self.crashReason(answer["caretCrashed"], field: { ([0] + ($0 as? [Int] ?? [])).map(String.init).joined(separator: ",") }) {
            caret = .unmeasured(reason: crash)
        } else if let stops = answer["caret"] as? [Int] {
            caret = .measured(stops)
        } else {
            caret = .unmeasured(reason: answer["caretUnmeasured"] as? String ?? "the driver gave no caret stops")
        }
        return ObservedText(id: id, deletion: deletion, caret: caret, forwardDeletion: Self.forwardDeletion(answer, text))
    }

    /// The protocol's request line for text `id` (PROTOCOL.md): its UTF-16 units, its direction,
    /// and the presses `expected`, the host's model, says each step takes (none without a model).
    package static func request(id: String, text: UTF16Text, expected: HostModel?) -> String {
        var request: [String: Any] = ["id": id, "text": text.units.map(Int.init), "direction": TextDirection(of: text).rawValue]
        if let expected, !text.units.isEmpty { request["presses"] = pressesExpected(by: ModelAnswer(model: expected, text: text)) }
        return String(decoding: try! JSONSerialization.data(withJSONObject: request), as: UTF8.self)
    }

    /// How many presses each step takes if the host does what `answer` says, counted as the driver
    /// stops (PROTOCOL.md, `presses`): Backspace and Delete until the text is empty, the arrow
    /// until a press does not move the caret. A driver sends that many in its first batch, so a
    /// host that does as its model says is measured in one call per text without the presses a
    /// text's length would ask for; an aspect the model does not know is left out.
    package static func pressesExpected(by answer: ModelAnswer) -> [String: Int] {
        var presses: [String: Int] = [:]
        if let deletion = answer.deletion, !deletion.isEmpty { presses["after"] = deletion.count }
        if let caret = answer.caret, !caret.isEmpty { presses["caret"] = caret.count }
        if let forward = answer.forwardDeletion, forward.count > 1 { presses["forward"] = forward.count - 1 }
        return presses
    }

    /// Where each press of Delete from the start ended, from the texts the driver read after each
    /// press: each must be what is left after the text before lost units at its start.
    package static func forwardDeletion(_ answer: [String: Any], _ text: UTF16Text) -> Measured<[Int]> {
        if let crash = crashReason(answer["forwardCrashed"], field: { texts in
            (texts as? [[Int]] ?? []).map { ObservationFormat.pressesField([.rewritten(UTF16Text(units: $0.map { UInt16(truncatingIfNeeded: $0) }))]) }
                .joined(separator: ",")
        }) {
            return .unmeasured(reason: crash)
        }
        guard let after = answer["forward"] as? [[Int]] else {
            return .unmeasured(reason: answer["forwardUnmeasured"] as? String ?? "the driver gave no forward delete")
        }
        var stops = [0]
        var before = text.units
        for (index, units) in after.enumerated() {
            let next = units.map { UInt16(truncatingIfNeeded: $0) }
            guard next.count <= before.count, before.suffix(next.count).elementsEqual(next) else {
                return .unmeasured(reason: "press \(index + 1) of Delete left a text that is not the end of the text before it (the host rewrote it)")
            }
            guard next.count < before.count else { break }
            stops.append(stops.last! + before.count - next.count)
            before = next
        }
        return .measured(stops)
    }

    /// Each press of Backspace (or Delete) as the file stores it, from the texts read after them.
    static func presses(_ after: [[Int]], _ text: UTF16Text) -> [ObservedPress] {
        var presses: [ObservedPress] = []
        var before = text
        for units in after {
            let next = UTF16Text(units: units.map { UInt16(truncatingIfNeeded: $0) })
            presses.append(ObservedPress(before: before, after: next))
            before = next
        }
        return presses
    }

    /// A host process that ended during a step (`afterCrashed`, `caretCrashed`, `forwardCrashed`:
    /// PROTOCOL.md) as the aspect's record: how it ended, and what the presses before did.
    /// Backspace's presses as DELETION has them, the caret's stops, Delete's texts as `=TEXT`.
    static func crashReason(_ value: Any?, field: ([Any]) -> String) -> String? {
        guard let crash = value as? [String: Any] else { return nil }
        let how = crash["how"] as? String ?? "the host process ended"
        let presses = crash["presses"] as? [Any] ?? []
        let before = presses.isEmpty ? "" : "; the presses before it: \(field(presses))"
        return ObservedText.crashPrefix + how + before
    }

    static func object(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }

    static func python(_ choice: ObservableHost.Python, environment: [String: String]) -> String {
        switch choice {
        case .debian:
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") { return "/usr/bin/python3" }
        case .pyside6:
            if let chosen = environment["EDITSEM_PYSIDE6_PYTHON"] { return chosen }
        }
        for directory in (environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let candidate = "\(directory)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/python3"
    }
}

/// One session of a run with several: its observer, used by its own thread, and how it ended;
/// read after the queue says no session is running.
private final class Session: @unchecked Sendable {
    let observer: Observer
    var error: ObserverError?

    init(_ observer: Observer) { self.observer = observer }
}

/// A run's texts, handed out one at a time to the sessions observing them, and what each gave.
private final class TextQueue: @unchecked Sendable {
    let texts: [(id: String, text: UTF16Text)]
    private let lock = NSLock()
    private let news = DispatchSemaphore(value: 0)
    private var next = 0
    private var done = 0
    private var running: Int
    private var stopped = false
    private var results: [ObservedText?]
    private var recorded: ObservationPace

    init(_ texts: [(id: String, text: UTF16Text)], sessions: Int) {
        self.texts = texts
        running = sessions
        results = Array(repeating: nil, count: texts.count)
        recorded = ObservationPace(sessions: sessions)
    }

    /// The index of the next text to observe, or nil when all are taken or the run stopped.
    func take() -> Int? {
        lock.withLock {
            guard !stopped, next < texts.count else { return nil }
            next += 1
            return next - 1
        }
    }

    /// Keeps what `session` observed of text `index`; how many texts are done.
    func record(_ observed: ObservedText, at index: Int, session: Int) -> Int {
        let count = lock.withLock {
            results[index] = observed
            // Read under the lock, so the instants are recorded in order.
            recorded.record(at: .now, session: session)
            done += 1
            return done
        }
        news.signal()
        return count
    }

    /// Hands out no more texts: a session failed and the run ends.
    func stop() { lock.withLock { stopped = true } }

    /// A session's thread is done with the queue (and has set its `error`).
    func end() {
        lock.withLock { running -= 1 }
        news.signal()
    }

    /// Waits for a text to be recorded or a session to end: how many texts are done, and how
    /// many sessions still run.
    func waitForNews() -> (done: Int, running: Int) {
        news.wait()
        return lock.withLock { (done, running) }
    }

    /// What was observed, in the texts' order.
    var observed: [ObservedText] { lock.withLock { results.compactMap { $0 } } }

    var pace: ObservationPace { lock.withLock { recorded } }
}
