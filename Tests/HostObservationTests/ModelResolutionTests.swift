import Foundation
import HostModels
import HostObservation
import Testing

/// Which model an observation is held to: the catalog's model of the release the host reports,
/// or the one the user names. A release the catalog lacks is an error before any text, never
/// the family's newest model in its place.
struct ModelResolutionTests {
    func resolve(_ host: String, _ element: String, _ version: String, explicit: String? = nil) -> Result<String, ObserverError> {
        Result { () throws(ObserverError) -> String in
            try ObservableHost.named(host)!.model(element: element, reportedVersion: version, explicit: explicit)
        }
    }

    @Test func aReleaseInTheCatalogIsHeldToItsOwnModel() throws {
        #expect(try resolve("chromium", "textarea", "156.0.8078.108").get() == "chromium@156")
        #expect(try resolve("gtk@4", "entry", "4.8.3").get() == "gtk@4.8")
        #expect(try resolve("qt-pyside6", "lineedit", "6.12.0").get() == "qt-line-edit@6.12")
    }

    @Test func aReleaseTheCatalogLacksIsAnErrorNamingTheFamilysModels() {
        guard case .failure(.noModel(let message)) = resolve("chromium", "textarea", "120.0.6099.71") else {
            Issue.record("Chromium 120 has no model; expected an error")
            return
        }
        #expect(message.contains("chromium@120"))
        #expect(message.contains("chromium@156"))
        #expect(message.contains("--model"))
    }

    @Test func aNamedModelIsUsedAsGiven() throws {
        #expect(try resolve("chromium", "textarea", "120.0.6099.71", explicit: "chromium@156").get() == "chromium@156")
    }

    /// Safari's and UITextView's families have one model without a version: it stands for every
    /// release, so any reported version is held to it.
    @Test func aFamilyWithOneUnversionedModelTakesEveryRelease() throws {
        #expect(try resolve("safari", "textarea", "17.5").get() == "webkit-cocoa")
        #expect(try resolve("uitextview", "textview", "17.5").get() == "ios8-uitextview")
    }
}

/// The observer stops before the first text when the host's release has no model, so no run is
/// spent on an observation that would be held to the wrong one. In the fault suite, which is
/// serialized, because the stand-in host reads its mode from the environment.
extension ObserverFaultTests {
    /// The stand-in host (Drivers/fake-host.py reports version 1.2.3) held to Chromium's family,
    /// which has no release 1.
    static let unmodelled = ObservableHost(
        id: "fake", driver: "fake-host.py", arguments: [], elements: [("plain", "chromium")],
        versionComponents: 1, python: .debian, acceptsWebDriverEndpoint: false)

    func unmodelledObserver(model: String?) -> Observer {
        let (healthy, _) = observer(mode: "")
        var options = healthy.options
        options.host = Self.unmodelled
        options.model = model
        return Observer(options: options)
    }

    @Test func anUnmodelledReleaseStopsBeforeAnyText() {
        var progressed = 0
        #expect {
            try unmodelledObserver(model: nil).observe([("a", "ab")]) { _, _ in progressed += 1 }
        } throws: { error in
            guard case .noModel(let message) = error as? ObserverError else { return false }
            return message.contains("chromium@1 ") && message.contains("chromium@156")
        }
        #expect(progressed == 0)
    }

    @Test func aNamedModelLetsTheRunGoOn() throws {
        let observer = unmodelledObserver(model: "chromium@156")
        let texts = try observer.observe([("a", "ab")]) { _, _ in }
        #expect(texts.count == 1 && texts[0].deletion.reason == nil)
        #expect(observer.model == "chromium@156")
    }
}
