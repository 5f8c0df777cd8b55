import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import HostObservation
import Testing

/// Firefox's driver sets a text, presses all three steps' keys and reads what the page recorded
/// in one Marionette call (marionette.py, `run_plan`), where the browser drivers' plan takes three
/// (browser.py, `planned`). The observation file cannot show how many calls a text took, so the
/// fixture (Fixtures/marionette-calls.py) counts the commands the driver sends for each text, in
/// real headless Firefox, and measures every text both ways: the answers must be the same.
@Suite(.serialized) struct MarionetteCallsTests {
    static let drivers = RepositoryPaths.url("Sources/HostObservation/Drivers").path
    static let fixture = RepositoryPaths.url("Tests/HostObservationTests/Fixtures/marionette-calls.py").path

    @Test(.needsFirefox)
    func aTextIsOneCallAndAnswersAsThree() async throws {
        let model = try HostCatalog.model(id: "firefox@153")
        let texts = PlannedPressesTests.everyKind
        var input = ""
        for (id, text) in texts { input += Observer.request(id: id, text: text, expected: model) + "\n" }
        let outcome = try await TestProcess.run("/usr/bin/python3", [Self.fixture, Self.drivers], input: input)
        try #require(outcome.status == 0, "\(outcome.errorOutput.suffix(2000))")
        let lines = try outcome.jsonLines()
        try #require(lines.count == 2 * texts.count)

        func answer(_ line: [String: Any]) throws -> String {
            let data = try JSONSerialization.data(withJSONObject: try #require(line["answer"]), options: .sortedKeys)
            return String(decoding: data, as: UTF8.self)
        }
        var inOneCall = 0
        for (one, three) in zip(lines[..<texts.count], lines[texts.count...]) {
            let id = try #require(one["id"] as? String)
            #expect(one["path"] as? String == "one call" && three["path"] as? String == "three calls" && three["id"] as? String == id)
            #expect(try answer(one) == answer(three), "\(id): one call and three calls answer differently")
            let commands = (one["commands"] as? [String] ?? [], three["commands"] as? [String] ?? [])
            if commands.0 == ["WebDriver:ExecuteScript"] {
                inOneCall += 1
                // The same text took the plan's three calls the other way, so the two plans are
                // what was compared, not two texts measured step by step.
                #expect(commands.1 == Array(repeating: "WebDriver:ExecuteScript", count: 3), "\(id): \(commands.1)")
            }
        }
        // Texts the textarea cannot hold as given (a CR becomes LF) and texts the model expects
        // fewer presses of than Firefox takes are measured step by step.
        #expect(inOneCall * 4 >= texts.count * 3, "\(inOneCall) of \(texts.count) texts in one Marionette call")
    }
}
