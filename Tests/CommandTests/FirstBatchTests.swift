import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import HostObservation
import Testing

/// What goes over the wire to the browser when `editsem observe` drives Chromium: a recording
/// pass-through (Fixtures/recording-proxy.py) between the driver and a real chromedriver logs
/// every Perform Actions and Execute Script request. The observer asks each text with the
/// presses its model expects (PROTOCOL.md, `presses`); the driver must send that many as each
/// step's first batch, not one more than the text's units, and a text's three steps in one call.
/// The observation file cannot show this: the batch size changes only how many calls a text takes.
@Suite(.serialized) struct FirstBatchTests {
    static let root = RepositoryPaths.root.path
    static let proxy = RepositoryPaths.url("Tests/CommandTests/Fixtures/recording-proxy.py").path

    static let backspace = "\u{E003}", arrows: Set<String> = ["\u{E012}", "\u{E014}"], delete = "\u{E017}"

    /// One text's requests: its units, and the keys of each Perform Actions call, in order.
    struct Sent {
        var units: [Int]
        var calls: [[String]] = []
    }

    /// The log's requests grouped by the text the page was given (`E.plan`, or `E.fresh` when the
    /// text is measured call by call).
    static func sent(_ log: String) throws -> [Sent] {
        var texts: [Sent] = []
        for line in log.split(separator: "\n") {
            let request = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let path = try #require(request["path"] as? String)
            let body = try #require(request["body"] as? [String: Any])
            if path.hasSuffix("/execute/sync") {
                let script = try #require(body["script"] as? String)
                guard script.contains("E.plan(arguments") || script.contains("E.fresh(arguments") else { continue }
                let args = try #require(body["args"] as? [Any])
                let units = try #require(args.count > 1 ? args[1] as? [Int] : nil)
                if texts.last?.units != units { texts.append(Sent(units: units)) }
            } else {
                let sources = try #require(body["actions"] as? [[String: Any]])
                let keys = sources.flatMap { ($0["actions"] as? [[String: Any]] ?? []).filter { $0["type"] as? String == "keyDown" } }
                    .compactMap { $0["value"] as? String }
                if !keys.isEmpty, !texts.isEmpty { texts[texts.count - 1].calls.append(keys) }
            }
        }
        return texts
    }

    @Test(.needsChromium)
    func chromiumGetsTheModelsPressesAsEachStepsFirstBatch() async throws {
        let scratch = try ScratchFolder(prefix: "editsem-first-batch")
        defer { scratch.remove() }
        let log = scratch.path("requests.jsonl")
        let result = try await LoopbackServer.withRunning(
            "/usr/bin/chromedriver", arguments: { ["--port=\($0)", "--allowed-ips=127.0.0.1", "--silent"] }
        ) { chromedriver in
            try await LoopbackServer.withRunning("/usr/bin/python3", arguments: { [Self.proxy, "\($0)", chromedriver.url, log] }) { proxy in
                try await EditsemProcess.run([
                    "observe", "--host", "chromium@156", "--element", "textarea", "--sample", "16", "--seed", "5", "--quiet",
                    "--corpus", Self.root + "/Corpus", "--out", scratch.path("out"), "--webdriver", proxy.url,
                ])
            }
        }
        #expect(result.status == 0, "\(result.errorOutput)")
        let texts = try Self.sent(try String(contentsOfFile: log, encoding: .utf8))
        #expect(texts.count == 16, "one text given to the page per corpus text drawn")

        let model = try HostCatalog.model(id: "chromium@156")
        var inOneCall = 0
        for text in texts {
            let utf16 = UTF16Text(units: text.units.map { UInt16($0) })
            let presses = Observer.pressesExpected(by: ModelAnswer(model: model, text: utf16))
            let fallback = text.units.count + 1
            let mixed = TextDirection(of: utf16) == .mixed
            // Each step's first batch: the keys of that step in the first call holding any.
            func firstBatch(_ isStep: (String) -> Bool) -> Int {
                text.calls.first { $0.contains(where: isStep) }?.filter(isStep).count ?? 0
            }
            let after = firstBatch { $0 == Self.backspace }, caret = firstBatch(Self.arrows.contains), forward = firstBatch { $0 == Self.delete }
            #expect(after == presses["after"] ?? fallback, "\(text.units): Backspace")
            #expect(caret == (mixed ? 0 : presses["caret"] ?? fallback), "\(text.units): arrows")
            #expect(forward == presses["forward"] ?? fallback, "\(text.units): Delete")
            // Not the length's batch: a Backspace batch one longer than the text would also pass
            // above only if the model expected it, which no model of Chromium does.
            #expect(after < fallback, "\(text.units): the first Backspace batch is as long as the text's fallback")
            if text.calls.first?.count == after + caret + forward { inOneCall += 1 }
        }
        // Texts the textarea cannot hold as given (a CR becomes LF) are measured call by call.
        #expect(inOneCall * 4 >= texts.count * 3, "\(inOneCall) of \(texts.count) texts in one Perform Actions call")
    }
}
