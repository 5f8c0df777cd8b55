import EditingReports
import EditingSemantics
import EditingInvariants
import EditsemTestSupport
import Foundation
import HostModels
import Testing

/// `index.html` in a real headless Chromium, driven through chromedriver (WebDriver, spoken with
/// curl: Foundation's URLSession on Linux fails against chromedriver) on a loopback port: no console errors, the charts draw, and nothing sticks out of the page at a phone width
/// and at a desktop width. Set `EDITSEM_SCREENSHOTS=folder` to have a PNG of each width written.
@Suite(.serialized) struct HTMLBrowserTests {
    static func executable(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in names {
            for dir in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
                return "\(dir)/\(name)"
            }
        }
        return nil
    }

    static let chromium = executable(["chromium", "chromium-browser", "google-chrome"])
    static let chromedriver = executable(["chromedriver"])
    static let curl = executable(["curl"])
    static let available = chromium != nil && chromedriver != nil && curl != nil

    /// Phone (a 390-point-wide handset, touch, device-width layout) and desktop.
    static let widths: [(name: String, width: Int, height: Int, mobile: Bool)] = [
        ("phone", 390, 844, true), ("desktop", 1280, 900, false),
    ]

    /// Texts from several scripts, with marks, conjuncts, emoji sequences and tags, on every host of
    /// the catalog: the page's widest tables and longest drawings.
    static func renderedPage() throws -> URL {
        let texts: [(String, String)] = [
            ("hindi", "कि"), ("hindi", "क्षत्रिय"), ("korean", "한국어"), ("korean", "\u{1112}\u{1161}\u{11AB}"),
            ("emoji", "👨‍👩‍👧‍👦"), ("emoji", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"), ("emoji", "🇰🇷"),
            ("emoji", "❤\u{FE0F}"), ("latin", "e\u{301}"), ("latin", "a\r\n"), ("thai", "กำ"),
        ]
        let report = texts.enumerated().map { ReportText(id: "t\($0.offset)", group: $0.element.0, text: UTF16Text($0.element.1)) }
        let subjects = ReportSubjects(hosts: HostCatalog.all, units: ReportSubjects.gridUnits, strategies: [])
        let files = ReportWriter.render(ReportRunner.run(report, subjects: subjects), stamp: ReportStamp(corpusVersion: "sha256:test", corpusPath: "test"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-html-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let page = folder.appendingPathComponent("index.html")
        try Data(try #require(files.first { $0.name == "index.html" }).contents.utf8).write(to: page)
        return page
    }

    @Test(.enabled(if: available, "Chromium, chromedriver or curl is not installed (Debian: apt-get install chromium chromium-driver curl)"))
    func pageHasNoErrorsDrawsItsChartsAndFitsPhoneAndDesktop() async throws {
        let page = try Self.renderedPage()
        defer { try? FileManager.default.removeItem(at: page.deletingLastPathComponent()) }
        try await WebDriver.withRunning(chromedriver: Self.chromedriver!, curl: Self.curl!) { driver in
            for size in Self.widths {
                let session = try await driver.newSession()
                do {
                    try await check(size, page: page, driver: driver, session: session)
                } catch {
                    _ = try? await driver.delete("session/\(session)")
                    throw error
                }
                try await driver.delete("session/\(session)")
            }
        }
    }

    /// One width: the layout, the charts, the console, and a screenshot on request.
    func check(_ size: (name: String, width: Int, height: Int, mobile: Bool), page: URL, driver: WebDriver, session: String) async throws {
        try await driver.post("session/\(session)/goog/cdp/execute", [
            "cmd": "Emulation.setDeviceMetricsOverride",
            "params": ["width": size.width, "height": size.height, "deviceScaleFactor": 1, "mobile": size.mobile],
        ])
        try await driver.post("session/\(session)/url", ["url": page.absoluteString])
        let layout = try #require(try await driver.post("session/\(session)/execute/sync", ["script": Self.layoutScript, "args": [Any]()]) as? [String: Any])
        #expect(layout["innerWidth"] as? Int == size.width, "\(size.name): the page is not laid out at the device width")
        let charts = try #require(layout["charts"] as? [[String: Any]])
        #expect(charts.count == 2, "\(size.name): the agreement chart and the host heatmap")
        for chart in charts {
            #expect((Self.number(chart["width"]) ?? 0) > 100 && (Self.number(chart["height"]) ?? 0) > 50, "\(size.name): a chart has no size: \(chart)")
            #expect((chart["bars"] as? Int ?? 0) > 3, "\(size.name): a chart drew no bars: \(chart)")
            #expect((Self.number(chart["right"]) ?? .infinity) <= Double(size.width), "\(size.name): a chart sticks out: \(chart)")
        }
        #expect(layout["scrollWidth"] as? Int ?? .max <= size.width, "\(size.name): the page scrolls sideways")
        #expect((layout["overflowing"] as? [String])?.isEmpty == true, "\(size.name): sticking out of the page: \(layout["overflowing"] ?? "?")")
        let log = try #require(try await driver.post("session/\(session)/se/log", ["type": "browser"]) as? [[String: Any]])
        let errors = log.filter { ($0["level"] as? String) == "SEVERE" }.map { $0["message"] as? String ?? "?" }
        #expect(errors.isEmpty, "\(size.name): console errors: \(errors)")
        if let folder = ProcessInfo.processInfo.environment["EDITSEM_SCREENSHOTS"] {
            let png = try #require(try await driver.get("session/\(session)/screenshot") as? String)
            try Data(base64Encoded: png)?.write(to: URL(fileURLWithPath: folder).appendingPathComponent("report-\(size.name).png"))
        }
    }

    /// A JSON number as a Double, whether it was read as an integer or not.
    static func number(_ value: Any?) -> Double? {
        if let int = value as? Int { return Double(int) }
        return value as? Double
    }

    /// What the page looks like to the browser: the viewport and page widths, each chart's box and
    /// bar count, and elements whose right edge passes the viewport outside a scrolling box.
    static let layoutScript = """
        const charts = [...document.querySelectorAll('svg.chart')].map(svg => {
          const box = svg.getBoundingClientRect();
          return {width: box.width, height: box.height, right: box.right, bars: svg.querySelectorAll('rect').length};
        });
        const overflowing = [...document.body.querySelectorAll('*')]
          .filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5 && !e.closest('.wide'))
          .slice(0, 8).map(e => e.tagName.toLowerCase() + (e.className && e.className.baseVal === undefined ? '.' + e.className : ''));
        return {innerWidth: window.innerWidth, scrollWidth: document.documentElement.scrollWidth, charts, overflowing};
        """
}

/// chromedriver run by the test on a free loopback port, spoken to over WebDriver's JSON protocol.
struct WebDriver {
    let base: String
    let curl: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `body` with chromedriver ready, then asks chromedriver to shut down (it ignores
    /// SIGTERM), and kills it if it is still there.
    static func withRunning(chromedriver: String, curl: String, _ body: (WebDriver) async throws -> Void) async throws {
        let port = try LoopbackPort.free()
        let driver = WebDriver(base: "http://127.0.0.1:\(port)/", curl: curl)
        try await TestProcess.withRunning(chromedriver, ["--port=\(port)", "--allowed-ips=127.0.0.1"], grace: .milliseconds(200)) { _ in
            do {
                try await driver.waitUntilReady()
                try await body(driver)
            } catch {
                await driver.shutDown()
                throw error
            }
            await driver.shutDown()
        }
    }

    private func shutDown() async { _ = try? await get("shutdown") }

    private func waitUntilReady() async throws {
        for _ in 0..<100 {
            if let status = try? await get("status") as? [String: Any], status["ready"] as? Bool == true { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw Failure(description: "chromedriver did not become ready at \(base)")
    }

    /// A headless Chromium session with the browser console log kept.
    func newSession() async throws -> String {
        let capabilities: [String: Any] = ["capabilities": ["alwaysMatch": [
            "browserName": "chrome",
            "goog:chromeOptions": ["args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]],
            "goog:loggingPrefs": ["browser": "ALL"],
        ]]]
        let value = try await post("session", capabilities) as? [String: Any]
        guard let id = value?["sessionId"] as? String else { throw Failure(description: "no session: \(value ?? [:])") }
        return id
    }

    @discardableResult func post(_ path: String, _ body: [String: Any]) async throws -> Any? {
        try await send("POST", path, body: try JSONSerialization.data(withJSONObject: body))
    }

    func get(_ path: String) async throws -> Any? { try await send("GET", path, body: nil) }

    @discardableResult func delete(_ path: String) async throws -> Any? { try await send("DELETE", path, body: nil) }

    /// The response's `value`; a WebDriver error is thrown with its message.
    private func send(_ method: String, _ path: String, body: Data?) async throws -> Any? {
        let arguments = ["-sS", "--max-time", "60", "-X", method, "-H", "Content-Type: application/json"]
            + (body == nil ? [] : ["--data-binary", "@-"]) + [base + path]
        let result = try await TestProcess.run(curl, arguments.map { Array($0.utf8) }, input: body.map { Array($0) } ?? [])
        guard result.status == 0 else {
            throw Failure(description: "\(method) /\(path): curl exited with \(result.status)")
        }
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout)) as? [String: Any]
        let value = object?["value"]
        if let error = (value as? [String: Any])?["error"] as? String {
            throw Failure(description: "\(method) /\(path): \(error): \((value as? [String: Any])?["message"] ?? "")")
        }
        return value is NSNull ? nil : value
    }

}
