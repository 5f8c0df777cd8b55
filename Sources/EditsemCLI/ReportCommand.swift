import ArgumentParser
import EditingCorpus
import EditingReports
import EditingSemantics
import EditingSupport
import Foundation
import HostModels

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Run the corpus through every host and strategy and write the divergence reports.",
        discussion: """
        Writes README.md (the index and agreement table), one Markdown page per script, report.json
        with report.schema.json, junit.xml and a self-contained index.html into the output folder,
        replacing an earlier report there as a whole (files are written elsewhere first and moved
        into place). Two runs on the same corpus give byte-identical files. A corpus with errors is
        reported in full on standard error (FILE:LINE:COLUMN) and nothing is written (exit 65;
        66 when the corpus folder is missing or empty; 73 when the output cannot be written).
        """)

    @Option(name: .long, help: ArgumentHelp("The corpus folder.", valueName: "dir"))
    var corpus = "Corpus"

    @Option(name: .long, help: ArgumentHelp("The output folder.", valueName: "dir"))
    var out = "Reports"

    @Option(name: .long, help: ArgumentHelp("The observations of real hosts, which say which answers were observed.", valueName: "dir"))
    var observed = "Corpus/observed"

    @Option(name: .long, help: ArgumentHelp("Folders of Unicode data per version holding GraphemeBreakTest.txt; unicode.md is written when present.", valueName: "dir"))
    var unicodeData = "Tests/UnicodeData"

    @Flag(name: .long, help: "Show no progress bar.")
    var quiet = false

    func run() throws {
        let written = try Self.write(corpus: corpus, observed: observed, unicodeData: unicodeData, out: out, quiet: quiet)
        if !quiet { printError("editsem: \(written.texts) texts, \(written.groups) reports written to \(out)/") }
        // What the run built is released here, after the files are written, not left to the
        // process's exit: LeakSanitizer reports whatever is still allocated then, and a leak of
        // this package's own must stay visible (docs/sanitizers.md).
        withExtendedLifetime(written.built) {}
    }

    /// What a run built and still holds (the observations, the summaries), for the caller to
    /// release once it is done timing or writing.
    final class Built {
        fileprivate let parts: [Any]
        /// The wall-clock seconds of each phase of the run, in order (`editsem bench` shows them).
        fileprivate(set) var phases: [(name: String, seconds: Double)] = []
        fileprivate init(_ parts: Any...) { self.parts = parts }
    }

    /// Everything `editsem report` does: reads the observations, runs the corpus (holding each
    /// text's observations to its answers), checks the units against the Unicode data and writes
    /// the report into `out`; `editsem bench` times it.
    /// Errors are on standard error, and thrown as the exit status.
    static func write(corpus: String, observed: String, unicodeData: String, out: String, quiet: Bool) throws -> (texts: Int, groups: Int, built: Built) {
        // The observation files are read beside the corpus: the analysis needs none of them, only
        // the fold does.
        let clock = ContinuousClock()
        var lapStart = clock.now
        var phases: [(name: String, seconds: Double)] = []
        func lap(_ name: String) {
            let now = clock.now
            phases.append((name, (now - lapStart).inSeconds))
            lapStart = now
        }
        let observations = BackgroundResult { try ObservedEvidence.load(observed: observed) }
        let subjects = ReportSubjects.standard
        // So is the units' conformance to Unicode's break tests, which needs nothing else.
        let units = subjects.units
        let conformance = BackgroundResult { () throws -> UnicodeConformance? in
            guard FileManager.default.fileExists(atPath: unicodeData) else { return nil }
            return try UnicodeConformance(folder: unicodeData, units: units)
        }
        let reader = CorpusReader(directory: corpus)
        let progress = ProgressLine(enabled: !quiet, label: "report", total: reader.approximateCaseCount())
        var runner = ReportRunner(subjects: subjects, observed: { (try? observations.get()) ?? .none }) { progress.update($0) }
        var scan = reader.scan { c in
            runner.add(ReportText(corpusCase: c))
        }
        scan.append(ReportText.scriptTagsWithoutGroup(in: scan))
        progress.finish()
        lap("corpus read, texts handed to the workers")
        // The observations' errors, if any, are reported before the corpus's.
        _ = try observations.get()
        lap("observations read (waited for)")
        guard scan.isClean, let version = scan.version else {
            for error in scan.errors { printError("editsem: \(error)") }
            if scan.errorCount > scan.errors.count { printError("editsem: … and \(scan.errorCount - scan.errors.count) more errors") }
            throw scan.hasMissingInput ? EditsemExit.noInput : EditsemExit.dataError
        }
        var result = runner.finish()
        lap("hosts answered and folded")
        do {
            result.conformance = try conformance.get()
        } catch {
            printError("editsem: \(error)")
            throw EditsemExit.dataError
        }
        lap("Unicode conformance (waited for)")
        let stamp = ReportStamp(corpusVersion: "sha256:" + version.short, corpusPath: corpus)
        do {
            try ReportWriter.write(result, stamp: stamp, to: URL(fileURLWithPath: out))
        } catch {
            printError("editsem: \(error)")
            throw EditsemExit.cannotCreate
        }
        lap("pages drawn and written")
        let built = Built(observations, runner, result)
        built.phases = phases
        return (result.textCount, result.groups.count, built)
    }
}
