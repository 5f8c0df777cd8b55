import Dispatch
import EditingSemantics
import EditingSupport
import HostModels

/// The result of a report run: one summary per group, in report order.
package struct ReportResult: Sendable {
    package var subjects: ReportSubjects
    package var groups: [GroupSummary]
    /// What changed between consecutive releases of each host family, over every text.
    package var changes: VersionChanges
    /// What changed in grapheme clusters between consecutive shipped Unicode versions, over every text.
    package var unicodeChanges: UnicodeChanges
    /// Every unit against each shipped Unicode version's break tests; nil when none were given.
    package var conformance: UnicodeConformance? = nil
    /// Every keyboard release's key on the hosts of its platform, over every text.
    package var keyboards: KeyboardSummary
    package var textCount: Int { groups.reduce(0) { $0 + $1.textCount } }
}

/// Runs every text through every host, unit and strategy.
///
/// Texts are added one at a time (so a corpus can be streamed), analysed in batches in parallel
/// across the cores, and folded into their group's summary in the order they were added: the
/// output is the same on every run and memory stays flat however long the corpus is. A batch is
/// folded on a queue of its own while the next one is analysed, so no core waits for the fold.
package struct ReportRunner {
    /// Groups reported first, in this order; the rest follow alphabetically.
    package static let leadingGroups = ["hindi", "korean", "emoji"]

    private let subjects: ReportSubjects
    private let batchSize: Int
    private let progress: ((Int) -> Void)?
    private let folds: Folds
    private var batch: [ReportText] = []
    private var done = 0

    /// `progress` is called after each batch with the number of texts analysed so far.
    /// `observed`, when given, is what the observations say, still being worked out: the analysis
    /// needs none of it, so it goes on while the first fold waits for `observed` to return, and
    /// the result's subjects carry it.
    package init(subjects: ReportSubjects, batchSize: Int = 256, observed: (@Sendable () -> ObservedEvidence)? = nil,
                 progress: ((Int) -> Void)? = nil) {
        self.subjects = subjects
        self.batchSize = batchSize
        self.progress = progress
        folds = Folds(subjects: subjects, observed: observed)
        batch.reserveCapacity(batchSize)
    }

    package mutating func add(_ text: ReportText) {
        batch.append(text)
        if batch.count == batchSize { flush() }
    }

    /// Analyses what is left and returns the summaries in report order.
    package mutating func finish() -> ReportResult {
        flush()
        let (subjects, summaries, changes, unicodeChanges, keyboards) = folds.results()
        return ReportResult(subjects: subjects, groups: Self.order(Array(summaries.values)), changes: changes,
                            unicodeChanges: unicodeChanges, keyboards: keyboards)
    }

    /// Runs a whole sequence of texts.
    package static func run<S: Sequence>(_ texts: S, subjects: ReportSubjects) -> ReportResult where S.Element == ReportText {
        var runner = ReportRunner(subjects: subjects)
        for text in texts { runner.add(text) }
        return runner.finish()
    }

    private mutating func flush() {
        guard !batch.isEmpty else { return }
        folds.fold(Self.analyse(batch, subjects: subjects))
        done += batch.count
        progress?(done)
        batch.removeAll(keepingCapacity: true)
    }

    static func order(_ groups: [GroupSummary]) -> [GroupSummary] {
        groups.sorted { a, b in
            let ia = leadingGroups.firstIndex(of: a.name) ?? leadingGroups.count
            let ib = leadingGroups.firstIndex(of: b.name) ?? leadingGroups.count
            return ia != ib ? ia < ib : a.name < b.name
        }
    }

    /// Analyses a batch in parallel; results come back in the batch's order.
    static func analyse(_ batch: [ReportText], subjects: ReportSubjects) -> [TextAnalysis] {
        batch.concurrentMap { TextAnalysis($0, subjects: subjects) }
    }
}

/// The summaries analysed batches are folded into, in the order the batches come, on a serial
/// queue: a few batches wait at most (enough to keep the cores busy while the first fold waits
/// for the observations), so memory stays flat.
private final class Folds: @unchecked Sendable {
    // Touched only by jobs on `queue`, and by `results()` after waiting for them.
    private var summaries: [String: GroupSummary] = [:]
    private var changes: VersionChanges
    private var unicodeChanges = UnicodeChanges()
    private var keyboards: KeyboardSummary
    private var subjects: ReportSubjects
    private var observed: (@Sendable () -> ObservedEvidence)?
    private let queue = DispatchQueue(label: "report-fold")
    private let slots = DispatchSemaphore(value: 8)

    init(subjects: ReportSubjects, observed: (@Sendable () -> ObservedEvidence)?) {
        self.subjects = subjects
        self.observed = observed
        agreeingSoFar = Array(repeating: [], count: subjects.hosts.count * AspectKind.observed.count)
        changes = VersionChanges(subjects: subjects)
        keyboards = KeyboardSummary(subjects.keyboards)
    }

    /// The case ids that observation files, held to the analyses, show observed in agreement so
    /// far: for host `h` and the `a`th of ``AspectKind/observed`` at `h * observed.count + a`.
    private var agreeingSoFar: [[String]]

    /// Takes in what the observations say, once, before anything is folded.
    private func settleObserved() {
        guard let observed else { return }
        subjects = subjects.with(observed: observed())
        self.observed = nil
    }

    /// Folds `analyses` after the batches before them, returning at once unless eight batches wait.
    func fold(_ analyses: [TextAnalysis]) {
        slots.wait()
        queue.async {
            self.settleObserved()
            for analysis in analyses {
                let name = analysis.text.group
                if self.summaries[name] == nil { self.summaries[name] = GroupSummary(name: name, subjects: self.subjects) }
                let (evidence, agreeing) = self.subjects.evidence(for: analysis)
                self.summaries[name]!.add(analysis, evidence: evidence)
                for (h, aspect) in agreeing {
                    self.agreeingSoFar[h * AspectKind.observed.count + AspectKind.observed.firstIndex(of: aspect)!].append(analysis.text.id)
                }
                self.changes.add(analysis)
                self.unicodeChanges.add(analysis.text, differing: analysis.unicodeStepsDiffering)
                self.keyboards.add(analysis, rows: self.subjects.keyboards.rows)
            }
            self.slots.signal()
        }
    }

    /// The subjects and summaries once every batch given is folded.
    func results() -> (ReportSubjects, [String: GroupSummary], VersionChanges, UnicodeChanges, KeyboardSummary) {
        queue.sync {
            settleObserved()
            // Observation files held to the analyses are now counted in the agreeing sets.
            if subjects.observed.files != nil {
                var observed = subjects.observed
                observed.files = nil
                // Each host and aspect's set is made at once, in parallel: this is the last step
                // before the pages, with nothing else to keep the other core busy.
                let found = agreeingSoFar.concurrentMap { Set($0) }
                for (i, ids) in found.enumerated() where !ids.isEmpty {
                    let host = subjects.hosts[i / AspectKind.observed.count].id, aspect = AspectKind.observed[i % AspectKind.observed.count]
                    if let earlier = observed.agreeing[host]?[aspect] {
                        observed.agreeing[host]![aspect] = earlier.union(ids)
                    } else {
                        observed.agreeing[host, default: [:]][aspect] = ids
                    }
                }
                subjects = subjects.with(observed: observed)
            }
            return (subjects, summaries, changes, unicodeChanges, keyboards)
        }
    }
}
