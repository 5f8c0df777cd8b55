import Foundation
import HostObservation
import Testing

/// The remote path's failures before any text: a host that has no local driver, and an endpoint
/// nobody answers at. Each is `unavailable` (exit 69) saying what to start, not a traceback.
@Suite(.enabled(if: debianPython, "needs /usr/bin/python3, which runs the drivers"))
struct RemoteEndpointFaultTests {
    static let drivers = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/HostObservation/Drivers").path

    func failure(_ host: String, endpoint: String?) -> ObserverError? {
        let options = Observer.Options(host: ObservableHost.named(host)!, element: "textarea",
                                       webDriver: endpoint.map { ($0, nil) }, driversDirectory: Self.drivers,
                                       secondsPerText: 10, secondsToStart: 60)
        do {
            _ = try Observer(options: options).observe([("a", "a")]) { _, _ in }
            return nil
        } catch {
            return error
        }
    }

    @Test func safariWithoutAnEndpointSaysHowToStartOne() {
        guard case .unavailable(let message, let install)? = failure("safari", endpoint: nil) else {
            Issue.record("expected unavailable")
            return
        }
        #expect(message.contains("safaridriver -p 4444"))
        #expect(install.contains("appium"))
    }

    @Test func anEndpointNobodyAnswersAtIsUnavailable() throws {
        // A port just released on loopback: nothing listens there.
        let port = try freePort()
        guard case .unavailable(let message, _)? = failure("safari", endpoint: "http://127.0.0.1:\(port)") else {
            Issue.record("expected unavailable")
            return
        }
        #expect(message.contains("the WebDriver endpoint http://127.0.0.1:\(port) gave no session"))
    }

    func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
