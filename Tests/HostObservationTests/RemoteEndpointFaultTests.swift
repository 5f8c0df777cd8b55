import EditingInvariants
import EditsemTestSupport
import Foundation
import HostObservation
import Testing

/// The remote path's failures before any text: a host that has no local driver, and an endpoint
/// nobody answers at. Each is `unavailable` (exit 69) saying what to start, not a traceback.
@Suite(.enabled(if: debianPython, "needs /usr/bin/python3, which runs the drivers"))
struct RemoteEndpointFaultTests {
    static let drivers = RepositoryPaths.url("Sources/HostObservation/Drivers").path

    func failure(_ host: String, endpoint: String?) -> ObserverError? {
        let observable = ObservableHost.named(host)!
        let options = Observer.Options(host: observable, element: observable.elementNames[0],
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

    @Test func aUITextViewWithoutAppiumSaysHowToStartIt() {
        guard case .unavailable(let message, let install)? = failure("uitextview", endpoint: nil) else {
            Issue.record("expected unavailable")
            return
        }
        #expect(message.contains("--locator 'accessibility id="))
        #expect(install.contains("xcuitest"))
    }

    @Test func aLocatorIsStrategyEqualsValueSplitAtTheFirstEquals() {
        #expect(ElementLocator("accessibility id=editor") == ElementLocator(strategy: "accessibility id", value: "editor"))
        #expect(ElementLocator("xpath=//*[@name='a=b']")?.value == "//*[@name='a=b']")
        #expect(ElementLocator("editor") == nil)
        #expect(ElementLocator("=editor") == nil)
    }

    @Test func anEndpointNobodyAnswersAtIsUnavailable() throws {
        // A port just released on loopback: nothing listens there.
        let port = try LoopbackPort.free()
        guard case .unavailable(let message, _)? = failure("safari", endpoint: "http://127.0.0.1:\(port)") else {
            Issue.record("expected unavailable")
            return
        }
        #expect(message.contains("the WebDriver endpoint http://127.0.0.1:\(port) gave no session"))
    }
}
