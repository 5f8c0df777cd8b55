import Dispatch
import Foundation
import EditingSemantics
import HostModels

/// The result of a report run: one summary per group, in report order.
public struct ReportResult: Sendable {
    public var subjects: ReportSubjects
    public var groups: [GroupSummary]
    public var textCount: Int { groups.reduce(0) { $0 + $1.textCount } }
}

/// Runs every text through every host, unit and strategy.
///
/// Texts are read from the sequence in batches, analysed in parallel across the cores, and folded
/// into their group's summary in input order, so the output is the same on every run and memory
/// stays flat however long the corpus is.
public enum ReportRunner {
    /// Groups reported first, in this order; the rest follow alphabetically.
    public static let leadingGroups = ["hindi", "korean", "emoji"]

    public static func run<S: Sequence>(
        _ texts: S, subjects: ReportSubjects, batchSize: Int = 256,
        progress: ((Int) -> Void)? = nil
    ) -> ReportResult where S.Element == ReportText {
        var summaries: [String: GroupSummary] = [:]
        var batch: [ReportText] = []
        batch.reserveCapacity(batchSize)
        var done = 0

        func flush() {
            guard !batch.isEmpty else { return }
            let analyses = analyse(batch, subjects: subjects)
            for analysis in analyses {
                let name = analysis.text.group
                if summaries[name] == nil { summaries[name] = GroupSummary(name: name, subjects: subjects) }
                summaries[name]!.add(analysis)
            }
            done += batch.count
            progress?(done)
            batch.removeAll(keepingCapacity: true)
        }

        for text in texts {
            batch.append(text)
            if batch.count == batchSize { flush() }
        }
        flush()
        return ReportResult(subjects: subjects, groups: order(Array(summaries.values)))
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
        let slots = ResultSlots<TextAnalysis>(count: batch.count)
        DispatchQueue.concurrentPerform(iterations: batch.count) { i in
            slots.store(TextAnalysis(batch[i], subjects: subjects), at: i)
        }
        return slots.values
    }
}

/// Fixed slots that parallel workers fill, each index written by exactly one worker.
final class ResultSlots<T>: @unchecked Sendable {
    private var storage: [T?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func store(_ value: T, at index: Int) {
        lock.withLock { storage[index] = value }
    }

    var values: [T] { lock.withLock { storage.map { $0! } } }
}
