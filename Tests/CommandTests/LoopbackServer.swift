import EditingInvariants
import EditsemTestSupport
import Foundation

/// A real W3C WebDriver server (chromedriver, WebKitWebDriver) started by a test on a free
/// loopback port, stopped at the end. Not a mock: `editsem observe --webdriver` speaks to it as to
/// any remote endpoint.
struct LoopbackServer: Sendable {
    let port: Int
    var url: String { "http://127.0.0.1:\(port)" }

    struct Failed: Error, CustomStringConvertible { var description: String }

    /// Starts `executable` with `arguments(port)` (and `environment` added to this process's),
    /// waits until it accepts connections, runs `body`, then stops it.
    static func withRunning<Value: Sendable>(
        _ executable: String, arguments: (Int) -> [String], environment: [String: String] = [:],
        _ body: (LoopbackServer) async throws -> Value
    ) async throws -> Value {
        let server = LoopbackServer(port: try LoopbackPort.free())
        return try await TestProcess.withRunning(executable, arguments(server.port), environment: environment) { process in
            let deadline = ContinuousClock.now + .seconds(30)
            while !accepts(server.port) {
                guard process.isRunning else {
                    let said = process.errorTail()
                    throw Failed(description: "\(executable) exited before listening" + (said.isEmpty ? " (nothing on standard error)" : "; its standard error ends: \(said)"))
                }
                guard ContinuousClock.now < deadline else {
                    throw Failed(description: "\(executable) did not listen on port \(server.port) within 30 s")
                }
                try await Task.sleep(for: .milliseconds(200))
            }
            return try await body(server)
        }.value
    }

    /// Whether something listens on 127.0.0.1:`port`. (A plain connect: Foundation's synchronous
    /// URL loading can block a test's thread for good on Linux.)
    static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

}
