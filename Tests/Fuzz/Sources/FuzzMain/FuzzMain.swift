import EditingInvariants
import LibFuzzerDriver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The target the libFuzzer callback checks; set once before the driver starts.
nonisolated(unsafe) private var current: FuzzTarget = .segmenters

/// Runs libFuzzer on `target` with this process's arguments and exits with its status.
/// An input that shows a violation is printed and aborts, so libFuzzer stores it as a crash.
public func runFuzzer(_ target: FuzzTarget) -> Never {
    current = target
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        let bytes = size == 0 ? [] : [UInt8](UnsafeBufferPointer(start: data, count: size))
        let violations = current.violations(bytes)
        if !violations.isEmpty {
            for violation in violations.prefix(5) { printError("violation: \(violation)") }
            abort()
        }
        return 0
    }
    exit(status)
}

/// Writes one line to standard error (file descriptor 2) without buffering.
private func printError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    bytes.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
}
