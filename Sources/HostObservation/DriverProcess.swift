import EditingSupport
import Foundation

/// A driver program run as a subprocess that speaks JSON lines (Drivers/PROTOCOL.md): requests on
/// its standard input, answers on its standard output, read with a deadline so a hung host cannot
/// stall the run.
final class DriverProcess: @unchecked Sendable {
    enum Failure: Error, CustomStringConvertible {
        case couldNotStart(String)
        case exited(status: Int32, stderr: String)
        case timedOut(seconds: Double)

        var description: String {
            switch self {
            case .couldNotStart(let why): "the driver could not start: \(why)"
            case .exited(let status, let stderr):
                "the driver exited with status \(status)" + (stderr.isEmpty ? "" : ": \(stderr.suffix(600))")
            case .timedOut(let seconds): "the driver did not answer within \(Int(seconds)) s"
            }
        }
    }

    private let process: ChildProcess
    private let lock = NSLock()
    private let available = DispatchSemaphore(value: 0)
    private var lines: [String] = []
    private var ended = false
    private var errorText = Data()

    init(executable: String, arguments: [String], environment: [String: String]) throws(Failure) {
        do {
            process = try ChildProcess(executable: executable, arguments: arguments, environment: environment,
                                       input: .pipe, output: .pipe, error: .pipe)
        } catch { throw .couldNotStart(error.description) }
        let outHandle = process.standardOutput!
        Thread.detachNewThread { [self] in
            var buffer = Data()
            while true {
                let chunk = outHandle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    lock.withLock { lines.append(line) }
                    available.signal()
                }
            }
            lock.withLock { ended = true }
            available.signal()
        }
        let errHandle = process.standardError!
        Thread.detachNewThread { [self] in
            while true {
                let chunk = errHandle.availableData
                if chunk.isEmpty { break }
                lock.withLock {
                    errorText.append(chunk)
                    if errorText.count > 64_000 { errorText.removeFirst(errorText.count - 64_000) }
                }
            }
        }
    }

    /// Sends one JSON line.
    func send(_ line: String) throws(Failure) {
        do { try process.standardInput!.write(contentsOf: Data((line + "\n").utf8)) } catch {
            throw .exited(status: status(), stderr: stderr)
        }
    }

    /// The next line, or a failure when the driver ends or `seconds` pass first.
    func nextLine(within seconds: Double) throws(Failure) -> String {
        let deadline = DispatchTime.now() + seconds
        while true {
            let next: String? = lock.withLock { lines.isEmpty ? nil : lines.removeFirst() }
            if let next { return next }
            if lock.withLock({ ended }) {
                throw .exited(status: process.wait(), stderr: stderr)
            }
            if available.wait(timeout: deadline) == .timedOut { throw .timedOut(seconds: seconds) }
        }
    }

    var stderr: String { lock.withLock { String(decoding: errorText, as: UTF8.self) }.trimmingCharacters(in: .whitespacesAndNewlines) }

    private func status() -> Int32 { process.wait() }

    /// Closes standard input and waits `grace` seconds for the driver to close its host, then
    /// kills its whole process group.
    func stop(grace: Double = 10) {
        try? process.standardInput!.close()
        let deadline = Date().addingTimeInterval(grace)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        kill()
    }

    /// Ends the driver and whatever it started (browsers, Xvfb) at once.
    func kill() {
        // The driver leads its own process group (it calls os.setpgrp), so its children go too.
        process.send(SIGKILL, group: true)
        process.send(SIGKILL)
        process.wait()
    }
}
