import EditingCorpus
import EditingSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A progress bar on standard error, drawn only when standard error is a terminal, so logs and
/// CI output stay clean. With a total it shows the rate since the first update and the time left
/// at that rate.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private let label: String
    private let total: Int?
    private let lock = NSLock()
    private var drawn = false
    private let clock = ContinuousClock()
    /// The first update, from which the rate is measured: a host's start is not counted.
    private var first: (done: Int, at: ContinuousClock.Instant)?

    init(enabled: Bool, label: String, total: Int? = nil) {
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
        self.label = label
        self.total = total
    }

    func update(_ done: Int) {
        guard enabled else { return }
        lock.withLock {
            let now = clock.now
            if first == nil { first = (done, now) }
            let rate = first.flatMap { Self.rate(done: done - $0.done, seconds: (now - $0.at).inSeconds) }
            let line = "\r\(label): " + Self.describe(done: done, total: total, rate: rate)
            // Clears what a longer line before left.
            FileHandle.standardError.write(Data((line + "\u{1B}[K").utf8))
            drawn = true
        }
    }

    /// Items per second, once a second has passed (before that the rate swings too much).
    package static func rate(done: Int, seconds: Double) -> Double? {
        seconds >= 1 && done > 0 ? Double(done) / seconds : nil
    }

    /// The line's text after its label: a bar and the count out of `total`, with the rate and
    /// the time left at that rate when `rate` is known.
    package static func describe(done: Int, total: Int?, rate: Double?) -> String {
        guard let total, total > 0 else { return "\(done) texts" }
        let fraction = min(1, Double(done) / Double(total))
        let width = 30
        let filled = Int((fraction * Double(width)).rounded())
        var line = "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] "
        line += "\(done)/\(total) texts"
        if let rate {
            line += ", \(rate < 10 ? String(format: "%.1f", rate) : String(Int(rate.rounded()))) texts/s"
            if done < total { line += ", " + timeLeft(seconds: Double(total - done) / rate) + " left" }
        }
        return line
    }

    /// A duration as people read it: `42 s`, `3 min 5 s`, `1 h 2 min`.
    package static func timeLeft(seconds: Double) -> String {
        let s = Int(seconds.rounded(.up))
        if s < 60 { return "\(s) s" }
        if s < 3600 { return "\(s / 60) min \(s % 60) s" }
        return "\(s / 3600) h \(s % 3600 / 60) min"
    }

    func finish() {
        guard enabled else { return }
        lock.withLock {
            if drawn { FileHandle.standardError.write(Data("\n".utf8)) }
            drawn = false
        }
    }
}

extension CorpusReader {
    /// Lines that look like cases (not blank, not a comment, holding a tab), for a progress total.
    /// Reads each file in 1 MB chunks, so memory stays flat on a large corpus.
    func approximateCaseCount() -> Int {
        var total = 0
        for file in listCorpusFiles() {
            guard let handle = FileHandle(forReadingAtPath: displayPath(file)) else { continue }
            defer { try? handle.close() }
            var atLineStart = true, isComment = false, hasTab = false
            while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                for byte in chunk {
                    if atLineStart { isComment = byte == UInt8(ascii: "#"); hasTab = false }
                    atLineStart = byte == UInt8(ascii: "\n")
                    if byte == UInt8(ascii: "\t") { hasTab = true }
                    if atLineStart, hasTab, !isComment { total += 1 }
                }
            }
            if !atLineStart, hasTab, !isComment { total += 1 }
        }
        return total
    }
}
