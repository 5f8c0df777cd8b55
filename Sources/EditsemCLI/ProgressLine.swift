import EditingCorpus
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A progress bar on standard error, drawn only when standard error is a terminal, so logs and
/// CI output stay clean.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private let label: String
    private let total: Int?
    private let lock = NSLock()
    private var drawn = false

    init(enabled: Bool, label: String, total: Int? = nil) {
        self.enabled = enabled && isatty(STDERR_FILENO) == 1
        self.label = label
        self.total = total
    }

    func update(_ done: Int) {
        guard enabled else { return }
        lock.withLock {
            var line = "\r\(label): "
            if let total, total > 0 {
                let fraction = min(1, Double(done) / Double(total))
                let width = 30
                let filled = Int((fraction * Double(width)).rounded())
                line += "[" + String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled) + "] "
                line += "\(done)/\(total)"
            } else {
                line += "\(done)"
            }
            FileHandle.standardError.write(Data((line + " texts").utf8))
            drawn = true
        }
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
