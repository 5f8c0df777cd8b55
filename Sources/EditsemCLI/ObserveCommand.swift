import ArgumentParser
import EditingCorpus
import EditingSemantics
import EditingSupport
import Foundation
import HostModels
import HostObservation

struct ObserveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "observe",
        abstract: "Drive a real host with real key events over the corpus and record what it did.",
        discussion: """
        For each corpus text the host is given the text, Backspace is pressed until it is empty \
        (the text read after every press), then the forward arrow from the start (the caret read \
        after every press), then Delete from the start (the text read after every press; not yet \
        for webkit-gtk, safari and uitextview). Hosts: \(ObservableHost.all.map(\.id).joined(separator: ", ")) \
        (a model id such as chromium@156 names its host). Real web editors, installed by \
        Sources/HostObservation/Drivers/editors/install.sh and served on 127.0.0.1: \
        \(ObservableHost.editors.map(\.id).joined(separator: ", ")), each in --browser chromium or firefox \
        (default: both). Each element observed is written whole \
        to OUT/<model>-<element>.observed, or nothing is written; the run then holds the \
        observation to its model and lists the differences that the known-differences file does \
        not explain.

        --sample N observes N texts drawn at random (the seed is printed) instead of the corpus. \
        --jobs N runs N sessions of the host at once, each with its own driver (not with --webdriver); \
        the file written is the same. Without it, GTK runs two sessions (one per processor, at most) \
        and every other host one. \
        --check writes nothing and exits 1 when a text differs from the model without a listed \
        reason. --url and --selector observe a web editor of your own in the browser (chromium by \
        default) and say which host models it agrees with and where it departs from the browser. \
        --locator STRATEGY=VALUE (with --webdriver, and --element) observes a native app's text view \
        the endpoint finds by that W3C locator (Appium: 'accessibility id=…'), through element \
        commands only: no page, no script, deletion only (--url shows a page first).

        Exit codes: 0 done; 1 --check found an unexplained difference; 64 usage, or a host release \
        the catalog has no model for and no --model; 65 a malformed \
        corpus or observation file; 66 a missing corpus; 69 the host, its driver or a display is \
        missing (the message names the package to install) or could not be started, or most texts \
        could not be measured (the reasons are listed, nothing is written); 73 the output cannot be \
        written.
        """)

    @Option(name: .long, help: ArgumentHelp("The host to observe.", valueName: "id"))
    var host: String

    @Option(name: .long, help: ArgumentHelp("An element or widget (repeatable; default: all of the host's).", valueName: "name"))
    var element: [String] = []

    @Option(name: .long, help: ArgumentHelp("A web editor's browser: chromium or firefox (repeatable; default: both).", valueName: "name"))
    var browser: [String] = []

    @Option(name: .long, help: ArgumentHelp("The corpus folder.", valueName: "dir"))
    var corpus = "Corpus"

    @Option(name: .long, help: ArgumentHelp("Where observation files go, and where known-differences.txt is read.", valueName: "dir"))
    var out = "Corpus/observed"

    @Option(name: .long, help: ArgumentHelp("Observe this many texts drawn at random.", valueName: "n"))
    var sample: Int?

    @Option(name: .long, help: ArgumentHelp("The seed of --sample (default: random, printed).", valueName: "n"))
    var seed: UInt64?

    @Option(name: .long, help: ArgumentHelp("Observe only texts having one of these tags (comma-separated; a tag no text has is a usage error).", valueName: "tags"))
    var tags: String?

    @Flag(name: .long, help: "Write nothing; exit 1 when the host and its model differ without a listed reason.")
    var check = false

    @Flag(name: .long, help: "Observe only the texts the element's observation file lacks, and merge (only when the host, its engines, fonts and system are the same).")
    var update = false

    @Option(name: .long, help: ArgumentHelp("A page holding your own editor.", valueName: "url"))
    var url: String?

    @Option(name: .long, help: ArgumentHelp("The CSS selector of the editor on --url.", valueName: "css"))
    var selector: String?

    @Option(name: .long, help: ArgumentHelp("A W3C WebDriver endpoint to use instead of starting a local driver.", valueName: "url"))
    var webdriver: String?

    @Option(name: .long, help: ArgumentHelp("W3C capabilities (JSON) for --webdriver.", valueName: "json"))
    var capabilities: String?

    @Option(name: .long, help: ArgumentHelp("Native-app mode: the element the --webdriver endpoint finds by this W3C locator (deletion only).", valueName: "strategy=value"))
    var locator: String?

    @Option(name: .long, help: ArgumentHelp("The machine, when the endpoint does not say it (e.g. 'MacBook Air (M2)').", valueName: "text"))
    var device: String?

    @Option(name: .long, help: ArgumentHelp("The operating system and version, when the endpoint does not say it (e.g. 'macOS 14.5').", valueName: "text"))
    var platform: String?

    @Option(name: .long, help: ArgumentHelp("The fonts installed, which a remote endpoint cannot report.", valueName: "text"))
    var fonts: String?

    @Option(name: .long, help: ArgumentHelp("The host model to hold the observation to, for a release the catalog has no model of (e.g. chromium@156 for Chromium 120).", valueName: "id"))
    var model: String?

    @Option(name: .long, help: ArgumentHelp("Seconds one text may take before the host is taken to hang.", valueName: "s"))
    var timeout: Double = 60

    @Option(name: .long, help: ArgumentHelp("Sessions of the host observing at once, each with its own driver and display (default: 2 for GTK, 1 for the others).", valueName: "n"))
    var jobs: Int?

    @Flag(name: .long, help: "Show no progress.")
    var quiet = false

    func validate() throws {
        guard let observable = ObservableHost.named(host) else {
            throw ValidationError("unknown host '\(host)'; valid hosts: \((ObservableHost.all + ObservableHost.editors).map(\.id).joined(separator: ", "))")
        }
        if !browser.isEmpty && !observable.isEditor {
            throw ValidationError("--browser is the browser a web editor runs in; \(observable.id) is not one (editors: \(ObservableHost.editors.map(\.id).joined(separator: ", ")))")
        }
        if observable.isEditor && (url != nil || selector != nil || locator != nil) {
            throw ValidationError("\(observable.id) is a web editor served from its own page; it takes neither --url, --selector nor --locator")
        }
        for name in element + browser where !observable.elementNames.contains(name) {
            throw ValidationError("\(observable.id) has no element '\(name)'; valid: \(observable.elementNames.joined(separator: ", "))")
        }
        if let locator {
            guard ElementLocator(locator) != nil else {
                throw ValidationError("--locator takes STRATEGY=VALUE, e.g. 'accessibility id=editor' or 'css selector=#editor'")
            }
            guard webdriver != nil else { throw ValidationError("--locator finds an element through a WebDriver endpoint; it goes with --webdriver") }
            if selector != nil { throw ValidationError("--locator and --selector both name the element; give one") }
            // The header names the element observed: it cannot be guessed from a locator.
            if element.count != 1 && observable.elementNames.count != 1 {
                throw ValidationError("--locator observes one element: say which it is with --element (\(observable.elementNames.joined(separator: ", ")))")
            }
        } else {
            if (url == nil) != (selector == nil) { throw ValidationError("--url and --selector go together") }
            if observable.needsLocator {
                throw ValidationError("\(observable.id) is an app's text view: give --webdriver, --capabilities and --locator (docs/observing.md: Observing other machines)")
            }
        }
        if webdriver != nil && !observable.acceptsWebDriverEndpoint {
            throw ValidationError("\(observable.id) is not driven through W3C WebDriver; --webdriver is for \(ObservableHost.all.filter(\.acceptsWebDriverEndpoint).map(\.id).joined(separator: ", "))")
        }
        if webdriver == nil && (device != nil || platform != nil || fonts != nil) {
            // This machine's are read by the driver; these describe a machine it cannot see.
            throw ValidationError("--device, --platform and --fonts describe a remote endpoint's machine; they go with --webdriver")
        }
        if let model, !HostCatalog.all.contains(where: { $0.id == model }) {
            throw ValidationError("--model: unknown host model '\(model)'; valid: \(HostCatalog.all.map(\.id).joined(separator: ", "))")
        }
        if let sample, sample < 1 { throw ValidationError("--sample takes a positive number") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a positive number") }
        if let jobs, jobs > 1 && webdriver != nil {
            throw ValidationError("--jobs: how many sessions a --webdriver endpoint serves at once is its own; observe it with --jobs 1")
        }
        if update && (check || sample != nil || (url != nil && locator == nil)) { throw ValidationError("--update goes with neither --check, --sample nor --url") }
    }

    func run() throws {
        let observable = ObservableHost.named(host)!
        let (cases, stamp) = try loadCorpus()
        let chosen = try choose(cases)
        let texts = Dictionary(cases.map { ($0.id, $0.text) }, uniquingKeysWith: { a, _ in a })
        let folder = try readFolder()
        if url != nil && locator == nil {
            try observeEditor(observable, chosen, texts: texts)
            return
        }
        var unexplainedTotal = 0
        let names = element + browser
        for name in names.isEmpty ? observable.elementNames : names {
            let earlier = update ? try earlierObservation(observable, element: name, in: folder.observations) : nil
            let observed = Set(earlier?.observation.texts.map(\.id) ?? [])
            var observation = try observe(observable, element: name, chosen.filter { !observed.contains($0.id) }, corpusStamp: stamp)
            if let earlier {
                let changed = earlier.observation.header.differencesInWhatRan(from: observation.header)
                guard changed.isEmpty else {
                    printError("editsem: \(earlier.file) was observed on another \(changed.map(\.field).joined(separator: ", ")) than \(observable.id) runs on now; its texts and these cannot share one header: observe it afresh, without --update (nothing written)")
                    for (field, then, now) in changed {
                        printError("  \(field) then: \(then)")
                        printError("  \(field) now:  \(now)")
                    }
                    throw EditsemExit.dataError
                }
                let byID = Dictionary((earlier.observation.texts + observation.texts).map { ($0.id, $0) }, uniquingKeysWith: { _, new in new })
                observation.texts = cases.compactMap { byID[$0.id] }
            }
            let audit: ObservationAudit
            do {
                audit = try ObservationAudit(observations: [("\(observable.id) \(name)", observation)], known: folder.known, texts: texts)
            } catch {
                printError("editsem: \(error)")
                throw EditsemExit.dataError
            }
            unexplainedTotal += audit.unexplained.count
            summarize(audit)
            let findings = ObservationFindings.lines(observation, texts: texts)
            for finding in findings { print("  finding: \(finding)") }
            if !check { try write(observation, findings: findings) }
        }
        if check && unexplainedTotal > 0 { throw ExitCode(1) }
    }

    // MARK: Steps

    private func loadCorpus() throws -> ([CorpusCase], String) {
        let reader = CorpusReader(directory: corpus)
        let (cases, scan) = reader.loadAll()
        guard scan.isClean, let version = scan.version else {
            for error in scan.errors { printError("editsem: \(error)") }
            throw scan.hasMissingInput ? EditsemExit.noInput : EditsemExit.dataError
        }
        return (cases, version.description)
    }

    private func choose(_ cases: [CorpusCase]) throws -> [CorpusCase] {
        var pool = cases
        if let tags {
            let wanted = tags.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            // A misspelt tag would otherwise observe nothing and write empty files.
            let carried = Set(cases.flatMap(\.tags))
            let unmatched = wanted.filter { !carried.contains($0) }
            if !unmatched.isEmpty {
                printError("editsem: --tags: no text in \(corpus) has the tag \(unmatched.map { "'\($0)'" }.joined(separator: ", ")) (the tags are listed in \(corpus)/\(CorpusReader.vocabularyFileName))")
                throw EditsemExit.usage
            }
            pool = pool.filter { !Set(wanted).isDisjoint(with: $0.tags) }
        }
        guard let sample, sample < pool.count else { return pool }
        let seed = self.seed ?? UInt64.random(in: 1...UInt64(UInt32.max))
        printError("editsem: \(sample) of \(pool.count) texts, --seed \(seed)")
        // Our own Fisher-Yates over SplitMix64, so a seed draws the same texts everywhere.
        var generator = SplitMix64(seed: seed)
        var indices = Array(pool.indices)
        for i in stride(from: indices.count - 1, to: 0, by: -1) {
            indices.swapAt(i, generator.below(i + 1))
        }
        return indices.prefix(sample).sorted().map { pool[$0] }
    }

    private func readFolder() throws -> (observations: [(file: String, observation: Observation)], known: KnownDifferences) {
        do { return try ObservationAudit.readFolder(out) } catch {
            printError("editsem: \(error)")
            throw EditsemExit.dataError
        }
    }

    private func observe(_ observable: ObservableHost, element name: String, _ cases: [CorpusCase], corpusStamp: String) throws -> Observation {
        let options = Observer.Options(
            host: observable, element: name, page: pagePair, webDriver: webdriver.map { ($0, capabilities) },
            locator: locator.flatMap { ElementLocator($0, url: url) }, driversDirectory: ObservationFormat.driversDirectory, secondsPerText: timeout,
            model: model, jobs: jobs ?? (webdriver != nil ? 1 : observable.defaultSessions(processors: ProcessInfo.processInfo.activeProcessorCount)))
        let observer = Observer(options: options)
        let progress = ProgressLine(enabled: !quiet, label: "observe \(observable.id) \(name)", total: cases.count)
        let texts: [ObservedText]
        do {
            texts = try observer.observe(cases.map { ($0.id, $0.text) }) { done, _ in progress.update(done) }
        } catch {
            progress.finish()
            printError("editsem: \(observable.id) \(name): \(error)")
            if case .noModel = error { throw EditsemExit.usage }
            throw ExitCode(69)
        }
        progress.finish()
        try requireMeasurements(texts, of: pagePair.map { "\(observable.id) \($0.url) \($0.selector)" } ?? "\(observable.id) \(name)")
        let ready = observer.ready!
        let resolved = observer.model!
        if observer.restarts > 0 && !quiet { printError("editsem: the host was restarted \(observer.restarts) times") }
        let header = ObservationHeader(
            host: observable.id, version: ready.version, element: pagePair.map { "\($0.url) \($0.selector)" } ?? name,
            model: resolved, engine: ready.engine, fonts: fonts ?? ready.fonts, method: ready.method,
            platform: platform ?? ready.platform, device: device ?? ready.device, source: source, corpus: corpusStamp)
        return Observation(header: header, texts: texts)
    }

    /// A run that measured nothing, or left most of its texts unmeasured, observed the driver's
    /// trouble rather than the host: an error naming the commonest reasons, and nothing written.
    private func requireMeasurements(_ texts: [ObservedText], of what: String) throws {
        guard !texts.isEmpty else { return }
        let unmeasured = texts.compactMap(\.unmeasuredReason)
        let answers = texts.map { text in AspectKind.observed.filter(text.measures).count }.reduce(0, +)
        guard answers == 0 || unmeasured.count * 2 > texts.count else { return }
        var counts: [String: Int] = [:]
        for reason in unmeasured { counts[reason, default: 0] += 1 }
        if unmeasured.isEmpty {
            for text in texts {
                for reason in [text.deletion.reason, text.caret.reason, text.forwardDeletion.reason].compactMap({ $0 }) {
                    counts[reason, default: 0] += 1
                }
            }
        }
        let reasons = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(3)
        printError("editsem: \(what): nothing observed: \(unmeasured.count) of \(texts.count) texts unmeasured, \(answers) answers measured")
        for (reason, count) in reasons { printError("  \(count) x \(reason)") }
        throw ExitCode(69)
    }

    /// The element's observation file to extend. When several releases of the host have one (two
    /// PySide6 versions), the host is started once to learn which release it is.
    private func earlierObservation(_ observable: ObservableHost, element name: String,
                                    in observations: [(file: String, observation: Observation)]) throws -> (file: String, observation: Observation)? {
        let candidates = observations.filter { $0.observation.header.host == observable.id && $0.observation.header.element == name }
        guard candidates.count > 1 else { return candidates.first }
        let version = try observe(observable, element: name, [], corpusStamp: "").header.version
        return candidates.first { $0.observation.header.version == version }
    }

    /// The `source` header: the endpoint without credentials or path, as a Grid URL may carry both.
    private var source: String {
        guard let webdriver else { return "editsem observe, local driver" }
        guard let parts = URLComponents(string: webdriver), let host = parts.host else {
            return "editsem observe, W3C WebDriver endpoint"
        }
        return "editsem observe, W3C WebDriver endpoint \(host)" + (parts.port.map { ":\($0)" } ?? "")
    }

    private var pagePair: (url: String, selector: String)? {
        guard let url, let selector else { return nil }
        return (url, selector)
    }

    private func summarize(_ audit: ObservationAudit) {
        for (_, comparison) in audit.comparisons {
            let header = comparison.observation.header
            var parts: [String] = []
            // An aspect the driver does not measure (a browser's Delete) is left out.
            for aspect in AspectKind.observed where (comparison.measured[aspect] ?? 0) > 0 {
                parts.append("\(aspect.rawValue) \(comparison.agreeing[aspect] ?? 0)/\(comparison.measured[aspect]!)")
            }
            let unmeasured = comparison.observation.texts.filter { $0.unmeasuredReason != nil }.count
            print("\(header.host) \(header.version) \(header.element) against \(header.model): \(parts.joined(separator: ", ")) agree; \(unmeasured) texts unmeasured; \(audit.explained.count) known differences")
        }
        for item in audit.unexplained.prefix(40) {
            let d = item.difference
            print("  unexplained \(d.aspect.rawValue) \(d.caseID) \(d.text.escaped)")
            print("    host:  \(d.observed)")
            print("    model: \(d.modelled)")
        }
        if audit.unexplained.count > 40 { print("  … and \(audit.unexplained.count - 40) more") }
    }

    private func write(_ observation: Observation, findings: [String]) throws {
        let name = "\(observation.header.model)-\(observation.header.element).\(ObservationFormat.fileExtension)"
        let path = out + "/" + name
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            // Written beside the target and renamed over it: a whole file or none.
            try Data(ObservationFormat.write(observation, findings: findings).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("editsem: \(path): \(error.localizedDescription)")
            throw EditsemExit.cannotCreate
        }
        if !quiet { printError("editsem: wrote \(path)") }
    }

    /// A user's own editor: observed like a host, then compared with every host model.
    private func observeEditor(_ observable: ObservableHost, _ cases: [CorpusCase], texts: [String: UTF16Text]) throws {
        let name = observable.elementNames[0]
        let observation = try observe(observable, element: name, cases, corpusStamp: "")
        // Per observed aspect, the models that agree on every text the editor was measured on.
        var like: [AspectKind: [String]] = [:]
        for model in HostCatalog.all {
            let c = ObservationComparison(observation: observation, model: model, texts: texts)
            for aspect in AspectKind.observed where (c.measured[aspect] ?? 0) > 0 && c.agreeing[aspect] == c.measured[aspect] {
                like[aspect, default: []].append(model.id)
            }
        }
        print("Your editor at \(url!) (\(selector!)) in \(observable.id) \(observation.header.version), \(cases.count) texts:")
        let measuredAspects = AspectKind.observed.filter { aspect in observation.texts.contains { $0.measures(aspect) } }
        for aspect in measuredAspects {
            let models = like[aspect] ?? []
            print("  \((aspect.rawValue + " like:").padding(toLength: 20, withPad: " ", startingAt: 0)) "
                  + (models.isEmpty ? "no host model on every text" : models.joined(separator: ", ")))
        }
        let browser = try HostCatalog.model(id: observation.header.model)
        let departures = ObservationComparison(observation: observation, model: browser, texts: texts).differences
        let answers = observation.texts.map { text in measuredAspects.filter(text.measures).count }.reduce(0, +)
        print("Where it departs from \(browser.id) (the browser's own editing): \(departures.count) of \(answers) answers")
        for d in departures.prefix(30) {
            print("  \(d.aspect.rawValue) \(d.caseID): yours \(d.observed)   \(browser.id) \(d.modelled)")
        }
    }
}
