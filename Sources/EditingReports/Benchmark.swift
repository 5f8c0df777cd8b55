import EditingSemantics
import Foundation
import HostModels

/// Throughput figures measured in one run on the same texts.
public struct BenchmarkResult: Sendable {
    public struct Figure: Sendable {
        public var name: String
        public var mbPerSecond: Double
        public var ratioToBaseline: Double
    }
    public var baseline: Figure
    public var results: [Figure]
    /// UTF-8 megabytes (10^6 bytes) of text per pass.
    public var megabytes: Double
    public var texts: Int

    public var json: JSONValue {
        .object([
            ("baseline", .object([("name", .string(baseline.name)), ("mbPerSecond", .number(baseline.mbPerSecond, digits: 2))])),
            ("results", .array(results.map {
                .object([("name", .string($0.name)), ("mbPerSecond", .number($0.mbPerSecond, digits: 2)),
                         ("ratioToBaseline", .number($0.ratioToBaseline, digits: 3))])
            })),
            ("texts", .int(texts)),
            ("megabytesPerPass", .number(megabytes, digits: 4)),
        ])
    }
}

/// Measures segmenters and host deletion models against a raw ICU character-break loop.
///
/// Each subject runs whole passes over the texts until `minimumSeconds` have passed, three times;
/// the best round counts. Throughput is UTF-8 bytes of the texts per second, as published
/// segmentation figures count it.
public enum Benchmark {
    public static func run(texts: [UTF16Text], hosts: [HostModel], minimumSeconds: Double = 0.25,
                           progress: ((String) -> Void)? = nil) -> BenchmarkResult {
        let bytes = texts.reduce(0) { $0 + $1.string.utf8.count }
        let megabytes = Double(bytes) / 1_000_000
        func measure(_ name: String, _ pass: () -> Int) -> Double {
            progress?(name)
            var best = Double.infinity
            var sink = 0
            for _ in 0..<3 {
                let clock = ContinuousClock()
                var passes = 0
                let start = clock.now
                var elapsed = 0.0
                repeat {
                    sink &+= pass()
                    passes += 1
                    let d = clock.now - start
                    elapsed = Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
                } while elapsed < minimumSeconds
                best = min(best, elapsed / Double(passes))
            }
            if sink == Int.min { print("") }
            return megabytes / best
        }

        let baselineSpeed = measure("icu:character-loop") { ICUSegmenter.rawCharacterLoop(over: texts) }
        var results: [BenchmarkResult.Figure] = []
        for unit in [UnitID.grapheme, .codePoint, .utf16] {
            let segmenter = unit.makeSegmenter()
            let speed = measure("unit:\(unit.rawValue)") { texts.reduce(0) { $0 + segmenter.boundaries(in: $1).count } }
            results.append(.init(name: "unit:\(unit.rawValue)", mbPerSecond: speed, ratioToBaseline: speed / baselineSpeed))
        }
        for host in hosts {
            guard let rule = host.deletion.rule else { continue }
            let speed = measure("host:\(host.id)") { texts.reduce(0) { $0 + DeletionTrace(deleting: $1, with: rule).presses } }
            results.append(.init(name: "host:\(host.id)", mbPerSecond: speed, ratioToBaseline: speed / baselineSpeed))
        }
        return BenchmarkResult(
            baseline: .init(name: "icu:character-loop", mbPerSecond: baselineSpeed, ratioToBaseline: 1),
            results: results, megabytes: megabytes, texts: texts.count)
    }
}
