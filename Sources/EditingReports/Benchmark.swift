import EditingSemantics
import EditingSupport
import Foundation
import HostModels

/// Throughput figures measured in one run on the same texts.
package struct BenchmarkResult: Sendable {
    package struct Figure: Sendable {
        package var name: String
        package var mbPerSecond: Double
        package var ratioToBaseline: Double
    }
    package var baseline: Figure
    package var results: [Figure]
    /// UTF-8 megabytes (10^6 bytes) of text per pass, separators included.
    package var megabytes: Double
    /// The texts every subject ran on.
    package var texts: Int
    /// The corpus texts they were made of (see ``Benchmark/chunks(of:targetBytes:)``).
    package var sourceTexts: Int
    /// The chunk size aimed at in UTF-8 bytes; 0 when the texts were measured one by one.
    package var chunkBytes: Int

    /// The mean length of a measured text in UTF-8 bytes.
    package var meanTextBytes: Double { texts == 0 ? 0 : megabytes * 1_000_000 / Double(texts) }

    package var json: JSONValue {
        .object([
            ("baseline", .object([("name", .string(baseline.name)), ("mbPerSecond", .number(baseline.mbPerSecond, digits: 2))])),
            ("results", .array(results.map {
                .object([("name", .string($0.name)), ("mbPerSecond", .number($0.mbPerSecond, digits: 2)),
                         ("ratioToBaseline", .number($0.ratioToBaseline, digits: 3))])
            })),
            ("texts", .int(texts)),
            ("meanTextBytes", .number(meanTextBytes, digits: 1)),
            ("sourceTexts", .int(sourceTexts)),
            ("chunkBytes", .int(chunkBytes)),
            ("separator", .string(Benchmark.separator.escaped)),
            ("megabytesPerPass", .number(megabytes, digits: 4)),
            ("clock", .string("thread CPU time")),
        ])
    }
}

/// Measures segmenters and host deletion models against a raw ICU character-break loop.
///
/// Every subject runs on the same texts: by default the corpus texts joined with U+000A into
/// chunks of about 4 KB (``chunks(of:targetBytes:)``), as published segmentation figures measure
/// texts of kilobytes; a corpus text alone averages about 10 bytes, where the cost of each call
/// (setting up an iterator, allocating the result) would swamp the segmentation itself. A line
/// feed is a segment of its own in every unit, so no segment joins two corpus texts.
///
/// Each subject runs whole passes over the texts until `minimumSeconds` of the thread's CPU time
/// have passed, three times, each round after a round of the baseline; the best round of each
/// counts, and a subject's ratio is to the baseline rounds beside it (the baseline's own figure is
/// its best round overall). CPU time rather than wall time, and alternate rounds, so that other
/// processes on a shared machine count as little as they can (they still share caches and cores).
/// Throughput is UTF-8 bytes of the texts per second, as published segmentation figures count it.
package enum Benchmark {
    /// What joins corpus texts into a chunk.
    package static let separator = UTF16Text("\n")

    /// `texts` in order, joined with ``separator`` into chunks of at least `targetBytes` UTF-8
    /// bytes (the last may be shorter); with `targetBytes <= 0`, the texts themselves.
    package static func chunks(of texts: [UTF16Text], targetBytes: Int) -> [UTF16Text] {
        guard targetBytes > 0 else { return texts }
        var chunks: [UTF16Text] = []
        var chunk: [UInt16] = []
        var bytes = 0
        for text in texts {
            if !chunk.isEmpty {
                chunk += separator.units
                bytes += 1
            }
            chunk += text.units
            bytes += text.string.utf8.count
            if bytes >= targetBytes {
                chunks.append(UTF16Text(units: chunk))
                chunk = []
                bytes = 0
            }
        }
        if !chunk.isEmpty { chunks.append(UTF16Text(units: chunk)) }
        return chunks
    }

    /// Measures every subject on `chunks(of: corpusTexts, targetBytes: chunkBytes)`.
    package static func run(corpusTexts: [UTF16Text], chunkBytes: Int = 4096, hosts: [HostModel], minimumSeconds: Double = 0.25,
                           including included: (String) -> Bool = { _ in true },
                           progress: ((String) -> Void)? = nil) -> BenchmarkResult {
        var result = run(texts: chunks(of: corpusTexts, targetBytes: chunkBytes), hosts: hosts, minimumSeconds: minimumSeconds,
                         including: included, progress: progress)
        result.sourceTexts = corpusTexts.count
        result.chunkBytes = max(0, chunkBytes)
        return result
    }

    /// Measures the baseline and every subject whose name (`unit:<id>`, `host:<id>`) is
    /// `included` on `texts` as they are.
    package static func run(texts: [UTF16Text], hosts: [HostModel], minimumSeconds: Double = 0.25,
                           including included: (String) -> Bool = { _ in true },
                           progress: ((String) -> Void)? = nil) -> BenchmarkResult {
        let bytes = texts.reduce(0) { $0 + $1.string.utf8.count }
        let megabytes = Double(bytes) / 1_000_000
        var sink = 0
        /// Seconds per pass of one round: passes until `minimumSeconds` of CPU time are spent.
        func round(_ pass: () -> Int) -> Double {
            var passes = 0
            let start = threadCPUSeconds()
            var elapsed = 0.0
            repeat {
                sink &+= pass()
                passes += 1
                elapsed = threadCPUSeconds() - start
            } while elapsed < minimumSeconds
            return elapsed / Double(passes)
        }
        let baselinePass = { ICUSegmenter.rawCharacterLoop(over: texts) }
        var baselineBest = Double.infinity
        /// The subject's MB/s and its ratio to the baseline, the two measured in alternate rounds
        /// (best of three each), so that a change in the machine's load touches both alike.
        func measure(_ name: String, _ pass: () -> Int) -> (mbPerSecond: Double, ratio: Double) {
            progress?(name)
            var best = Double.infinity, baseline = Double.infinity
            for _ in 0..<3 {
                baseline = min(baseline, round(baselinePass))
                best = min(best, round(pass))
            }
            baselineBest = min(baselineBest, baseline)
            return (megabytes / best, baseline / best)
        }

        var results: [BenchmarkResult.Figure] = []
        for unit in [UnitID.grapheme, .codePoint, .utf16] where included("unit:\(unit.rawValue)") {
            let segmenter = unit.makeSegmenter()
            let (speed, ratio) = measure("unit:\(unit.rawValue)") { texts.reduce(0) { $0 + segmenter.boundaries(in: $1).count } }
            results.append(.init(name: "unit:\(unit.rawValue)", mbPerSecond: speed, ratioToBaseline: ratio))
        }
        for host in hosts {
            guard let rule = host.deletion.rule, included("host:\(host.id)") else { continue }
            let tracer = DeletionTrace.Tracer(rule)
            let (speed, ratio) = measure("host:\(host.id)") { texts.reduce(0) { $0 + tracer.trace(deleting: $1).presses } }
            results.append(.init(name: "host:\(host.id)", mbPerSecond: speed, ratioToBaseline: ratio))
        }
        if baselineBest == .infinity { baselineBest = (0..<3).map { _ in round(baselinePass) }.min()! }
        if sink == Int.min { print("") }
        return BenchmarkResult(
            baseline: .init(name: "icu:character-loop", mbPerSecond: megabytes / baselineBest, ratioToBaseline: 1),
            results: results, megabytes: megabytes, texts: texts.count, sourceTexts: texts.count, chunkBytes: 0)
    }
}

/// The CPU time the calling thread has used, in seconds.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
