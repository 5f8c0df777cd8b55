import ArgumentParser
import EditingCorpus
import EditingReports
import EditingSemantics
import EditingSupport
import Foundation
import HostModels

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure segmenters, host deletion models and the report pipeline on the same texts.",
        discussion: """
        Every figure is measured in this one run on the same texts: the corpus texts joined with a line \
        feed into chunks of about --chunk-bytes UTF-8 bytes (a corpus text alone averages about 10 \
        bytes, where per-call costs would swamp the work measured; a line feed is a segment of its own \
        in every unit, so no segment joins two corpus texts). Figures are MB/s of UTF-8 text, separators \
        included, best of three rounds timed by the thread's CPU clock (so other processes on a shared \
        machine count less), with ratios to a raw ICU character-break loop in the C bridge timed in \
        rounds alternating with the subject's; the JSON gives the number and mean length of the texts. \
        The report pipeline is everything `editsem report` does (reading the observations and holding \
        them to the models, the corpus, the Unicode conformance and the files, written into a temporary \
        folder), timed by the wall clock, with the process's CPU time and the load average beside it \
        and the wall time of each of its phases (reportPhases); with --report-rounds N, the round \
        of median wall time, with the fastest and slowest (reportSecondsFastest, reportSecondsSlowest); \
        with --instructions, also the instructions one such run executes under valgrind's callgrind \
        (reportInstructions), which a busy machine does not change (exit 69 without valgrind). \
        Build with `-c release` for meaningful figures. With --large-corpus-mb N it also \
        writes an N MB corpus file into a temporary folder, streams it through the corpus reader and \
        every unit's segmenter, and reports the peak resident memory while it streams. With --observer-texts N it \
        observes N corpus texts on each real host that runs here (its default element) and reports, per \
        host, the sessions (as many as `observe` runs by default, or --observer-jobs), the wall seconds \
        including the host's start and the texts per second once every session has answered its first \
        text ("observers"; a host that cannot start is listed as "unavailable" with the reason).
        """)

    @Option(name: .long, help: ArgumentHelp("The corpus folder.", valueName: "dir"))
    var corpus = "Corpus"

    @Option(name: .long, help: ArgumentHelp("The observations the timed report reads (as `editsem report --observed`).", valueName: "dir"))
    var observed = "Corpus/observed"

    @Option(name: .long, help: ArgumentHelp("The Unicode data the timed report checks the units against (as `editsem report --unicode-data`).", valueName: "dir"))
    var unicodeData = "Tests/UnicodeData"

    @Option(name: .long, help: ArgumentHelp("Join the corpus texts into chunks of at least this many UTF-8 bytes; 0 measures them one by one.", valueName: "bytes"))
    var chunkBytes = 4096

    @Option(name: .long, help: ArgumentHelp("Minimum seconds per measurement round.", valueName: "s"))
    var seconds = 0.25

    @Option(name: .long, help: ArgumentHelp("Also stream a generated corpus of this many MB and report peak memory.", valueName: "mb"))
    var largeCorpusMb: Int?

    @Option(name: .long, help: ArgumentHelp("Also observe this many corpus texts on each real host that runs here, and report texts per second.", valueName: "n"))
    var observerTexts = 0

    @Option(name: .long, help: ArgumentHelp("With --observer-texts, observe only this host (see `editsem observe --help`); repeatable.", valueName: "id"))
    var observerHost: [String] = []

    @Option(name: .long, help: ArgumentHelp("With --observer-texts, observe each host with this many sessions at once (observe --jobs; default: as observe).", valueName: "n"))
    var observerJobs: Int?

    @Option(name: .long, help: ArgumentHelp("Measure only the subjects whose names start with this (unit:, host:<id>, report); repeatable.", valueName: "name"))
    var only: [String] = []

    @Option(name: .long, help: ArgumentHelp("Run the report this many times and give the median with the fastest and slowest round (the machine's own speed moves).", valueName: "n"))
    var reportRounds = 1

    @Flag(name: .long, help: "Also count the instructions of one `editsem report` run under valgrind's callgrind: the same on a busy machine, so a 10 % change shows (about a minute in a release build).")
    var instructions = false

    @Flag(name: .long, help: "Write JSON.")
    var json = false

    func validate() throws {
        if reportRounds < 1 { throw ValidationError("--report-rounds takes a positive number") }
        if let observerJobs, observerJobs < 1 { throw ValidationError("--observer-jobs takes a positive number") }
        let local = ObserverThroughput.localHosts.map(\.id)
        if let unknown = observerHost.first(where: { !local.contains($0) }) {
            throw ValidationError("--observer-host '\(unknown)' is not a host that runs here; valid: \(local.joined(separator: ", "))")
        }
    }

    func run() throws {
        let (cases, scan) = CorpusReader(directory: corpus).loadAll()
        guard scan.isClean else {
            for error in scan.errors { printError("editsem: \(error)") }
            throw scan.hasMissingInput ? EditsemExit.noInput : EditsemExit.dataError
        }
        let texts = cases.map(\.text)
        let progress: (String) -> Void = { name in if !json { printError("bench: \(name)") } }
        let included = { (name: String) in only.isEmpty || only.contains { name.hasPrefix($0) } }
        let figures = Benchmark.run(corpusTexts: texts, chunkBytes: chunkBytes, hosts: HostCatalog.all, minimumSeconds: seconds,
                                    including: included, progress: progress)

        // Before the report, which leaves memory resident that would count in the stream's peak.
        var large: JSONValue = .null
        if let mb = largeCorpusMb { large = try streamLargeCorpus(megabytes: mb, from: cases, progress: progress) }

        var reportSeconds: Double?
        var reportCPUSeconds: Double?
        var reportSpread: (fastest: Double, slowest: Double)?
        var reportPhases: [(name: String, seconds: Double)] = []
        if included("report") {
            // What `editsem report` does, into a folder that is removed afterwards; the round of
            // median wall time gives the figures.
            var rounds: [(seconds: Double, cpu: Double, phases: [(name: String, seconds: Double)])] = []
            for round in 1...reportRounds {
                progress(reportRounds == 1 ? "report pipeline" : "report pipeline, round \(round) of \(reportRounds)")
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-bench-\(ProcessInfo.processInfo.processIdentifier)")
                defer { try? FileManager.default.removeItem(at: folder) }
                let clock = ContinuousClock()
                let start = clock.now
                let startCPU = processCPUSeconds()
                let written = try ReportCommand.write(corpus: corpus, observed: observed, unicodeData: unicodeData, out: folder.path, quiet: true)
                let seconds = (clock.now - start).inSeconds
                rounds.append((seconds, processCPUSeconds() - startCPU, written.built.phases))
                // Released after the timing, as `editsem report` releases it after writing.
                withExtendedLifetime(written.built) {}
            }
            let ordered = rounds.sorted { $0.seconds < $1.seconds }
            let median = ordered[(ordered.count - 1) / 2]
            reportSeconds = median.seconds
            reportCPUSeconds = median.cpu
            reportPhases = median.phases
            reportSpread = (ordered.first!.seconds, ordered.last!.seconds)
        }

        var reportInstructions: Int?
        if instructions {
            progress("report under callgrind")
            do {
                reportInstructions = try ReportInstructions.count(corpus: corpus, observed: observed, unicodeData: unicodeData)
            } catch let error as ReportInstructions.Unavailable {
                printError("editsem: \(error)")
                throw ExitCode(69)
            }
        }

        let observers: JSONValue = observerTexts > 0 ? ObserverThroughput.measure(count: observerTexts, cases: cases, hosts: observerHost, jobs: observerJobs, progress: progress) : .null

        let versions: JSONValue = .object([
            ("icu", .string(Versions.icu)), ("icuUnicode", .string(Versions.icuUnicode)),
            ("swift", .string(Versions.swift)), ("stdlibUnicode", .string(Versions.stdlibUnicode)),
        ])
        var fields: [(String, JSONValue)] = []
        if case .object(let f) = figures.json { fields = f }
        fields.append(("reportSeconds", reportSeconds.map { .number($0, digits: 3) } ?? .null))
        fields.append(("reportCPUSeconds", reportCPUSeconds.map { .number($0, digits: 3) } ?? .null))
        fields.append(("reportRounds", included("report") ? .int(reportRounds) : .null))
        fields.append(("reportSecondsFastest", reportSpread.map { .number($0.fastest, digits: 3) } ?? .null))
        fields.append(("reportSecondsSlowest", reportSpread.map { .number($0.slowest, digits: 3) } ?? .null))
        fields.append(("reportPhases", included("report") ? .array(reportPhases.map { phase in
            .object([("phase", .string(phase.name)), ("seconds", .number(phase.seconds, digits: 3))])
        }) : .null))
        fields.append(("reportInstructions", reportInstructions.map { .int($0) } ?? .null))
        fields.append(("cores", .int(ProcessInfo.processInfo.activeProcessorCount)))
        fields.append(("loadAverage", loadAverage().map { .number($0, digits: 2) } ?? .null))
        fields.append(("largeCorpus", large))
        fields.append(("observers", observers))
        fields.append(("versions", versions))
        #if DEBUG
        fields.append(("build", .string("debug")))
        #else
        fields.append(("build", .string("release")))
        #endif
        if json {
            printJSON(.object(fields))
            return
        }
        print("baseline \(figures.baseline.name): \(String(format: "%.1f", figures.baseline.mbPerSecond)) MB/s on \(figures.texts) texts of \(String(format: "%.0f", figures.meanTextBytes)) bytes on average (\(String(format: "%.3f", figures.megabytes)) MB, from \(figures.sourceTexts) corpus texts)")
        for r in figures.results {
            print("\(r.name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(String(format: "%9.1f", r.mbPerSecond)) MB/s  \(String(format: "%6.2f", r.ratioToBaseline))×")
        }
        if let reportSeconds, let reportCPUSeconds {
            let spread = reportSpread.map { reportRounds == 1 ? "" : ", median of \(reportRounds) rounds from \(String(format: "%.2f", $0.fastest)) to \(String(format: "%.2f", $0.slowest)) s" } ?? ""
            print("report pipeline: \(String(format: "%.2f", reportSeconds)) s (\(String(format: "%.2f", reportCPUSeconds)) s of CPU time on \(ProcessInfo.processInfo.activeProcessorCount) cores\(spread))")
            for phase in reportPhases { print("  \(String(format: "%6.3f", phase.seconds)) s  \(phase.name)") }
        }
        if let reportInstructions {
            print("report pipeline under callgrind: \(reportInstructions) instructions")
        }
        if case .object(let l) = large { print("large corpus: " + l.map { "\($0.0)=\($0.1.rendered())" }.joined(separator: " ")) }
        if case .array(let hosts) = observers {
            for case .object(let h) in hosts { print("observer: " + h.map { "\($0.0)=\($0.1.rendered())" }.joined(separator: " ")) }
        }
    }


    /// Writes `megabytes` MB of corpus lines (the bundled texts repeated under fresh ids) and
    /// streams them through the reader and every unit's segmenter, measuring peak memory.
    private func streamLargeCorpus(megabytes: Int, from cases: [CorpusCase], progress: (String) -> Void) throws -> JSONValue {
        progress("large corpus: writing \(megabytes) MB")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("bench\ta tag for the generated benchmark corpus\n".utf8).write(to: folder.appendingPathComponent("tags.txt"))
        let path = folder.appendingPathComponent("large.corpus").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        var written = 0
        var n = 0
        try handle.write(contentsOf: Data("source: editsem bench\nlicense: generated\ntags: bench\n".utf8))
        while written < megabytes * 1_000_000 {
            var chunk = ""
            for c in cases {
                n += 1
                chunk += "b\(n)\t\(c.text.escaped)\n"
            }
            let data = Data(chunk.utf8)
            try handle.write(contentsOf: data)
            written += data.count
        }
        try handle.close()

        progress("large corpus: streaming")
        // The peak is of the stream alone, not of the figures measured before it.
        resetPeakResident()
        let segmenters = UnitID.allCases.map { $0.makeSegmenter() }
        let clock = ContinuousClock()
        let start = clock.now
        var boundaries = 0
        let scan = CorpusReader(directory: folder.path).scan { c in
            for s in segmenters { boundaries += s.boundaries(in: c.text).count }
        }
        let elapsed = (clock.now - start).inSeconds
        return .object([
            ("megabytes", .number(Double(written) / 1_000_000, digits: 1)),
            ("cases", .int(scan.caseCount)),
            ("seconds", .number(elapsed, digits: 2)),
            ("peakResidentMegabytes", .number(Double(peakResidentBytes()) / 1_000_000, digits: 1)),
        ])
    }

    /// The CPU time this process has used, all threads, in seconds.
    private func processCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The one-minute load average when the system reports it: how busy the machine was.
    private func loadAverage() -> Double? {
        var loads = [0.0, 0.0, 0.0]
        return getloadavg(&loads, 3) >= 1 ? loads[0] : nil
    }

    /// The process's resident high-water mark (Linux's VmHWM), else its lifetime peak.
    private func peakResidentBytes() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = Int(line.dropFirst("VmHWM:".count).filter(\.isNumber)) {
            return kilobytes * 1024
        }
        #if canImport(Glibc)
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
        #else
        return 0
        #endif
    }

    /// Resets the high-water mark to what is resident now, where Linux allows it (`clear_refs`).
    private func resetPeakResident() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }
}
