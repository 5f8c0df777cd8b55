import EditingSemantics
import Foundation
import HostModels
import HostObservation
import Testing

let debianPython = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")

/// The observer against a stand-in host (Drivers/fake-host.py) that deletes code points, then
/// made to crash, hang or be missing: the faults a real browser or toolkit shows mid-run.
@Suite(.serialized, .enabled(if: debianPython, "needs /usr/bin/python3, which runs the drivers"))
struct ObserverFaultTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fakeHost = ObservableHost(
        id: "fake", driver: "fake-host.py", arguments: [], elements: [("plain", "code-point")],
        versionComponents: 0, python: .debian, acceptsWebDriverEndpoint: false)
    static let texts: [(id: String, text: UTF16Text)] = [
        ("a", "नमस्ते"), ("b", "🇰🇷e\u{301}"), ("c", "각"), ("d", ""), ("e", UTF16Text(units: [0xD83D, 0x78])),
    ]

    func observer(mode: String, secondsPerText: Double = 30) -> (Observer, String) {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("fake-host-\(UUID().uuidString)").path
        setenv("EDITSEM_PROTOCOL_DIR", Self.here.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/HostObservation/Drivers").path, 1)
        setenv("FAKE_HOST_MODE", mode, 1)
        setenv("FAKE_HOST_MARKER", marker, 1)
        let options = Observer.Options(host: Self.fakeHost, element: "plain",
                                       driversDirectory: Self.here.appendingPathComponent("Drivers").path,
                                       secondsPerText: secondsPerText, secondsToStart: 30)
        return (Observer(options: options), marker)
    }

    /// What the code-point reference model predicts: an independent implementation of the same unit.
    func expected(_ text: UTF16Text) -> ObservedText {
        let answer = ModelAnswer(model: try! HostCatalog.model(id: "code-point"), text: text)
        return ObservedText(id: "", deletion: .measured(answer.deletion!), caret: .measured(answer.caret!.map(\.rawValue)),
                            forwardDeletion: .measured(answer.forwardDeletion!.map(\.rawValue)))
    }

    @Test func aHealthyHostIsObservedWhole() throws {
        let (observer, _) = observer(mode: "")
        var progress: [Int] = []
        let results = try observer.observe(Self.texts) { done, _ in progress.append(done) }
        #expect(progress == [1, 2, 3, 4, 5])
        #expect(observer.ready?.version == "1.2.3")
        for (result, item) in zip(results, Self.texts) {
            var want = expected(item.text)
            want.id = item.id
            #expect(result == want, "\(item.id)")
        }
    }

    /// A host that ends on a key press is a finding: the crash, its press and signal, and what
    /// the presses before it did are the aspect's record, written and read back as such.
    @Test func aCrashOnAKeyPressIsRecordedNotDropped() throws {
        let (observer, _) = observer(mode: "crash-on-backspace:b")
        let results = try observer.observe(Self.texts) { _, _ in }
        let b = try #require(results.first { $0.id == "b" })
        #expect(b.deletion.reason == "crashed: pressing BackSpace (press 2): killed by SIGABRT (signal 6); the presses before it: 1")
        #expect(b.forwardDeletion.reason == "crashed: pressing Delete (press 1): killed by SIGSEGV (signal 11)")
        #expect(b.crashed(.deletion) && b.crashed(.forwardDeletion) && !b.crashed(.caret))
        #expect(b.caret == .measured([0, 2, 4, 5, 6]))
        #expect(observer.restarts == 0)
        let header = ObservationHeader(host: "fake", version: "1.2.3", element: "plain", model: "code-point", engine: "none",
                                       fonts: "none", method: "m", platform: "Debian GNU/Linux 12", device: "d", source: "s", corpus: "sha256:0")
        let observation = Observation(header: header, texts: [b])
        let written = ObservationFormat.write(observation, findings: ObservationFindings.lines(observation, texts: ["b": Self.texts[1].text]))
        #expect(written.contains("# finding: The host process ended (crashed) on a key press in 1 text: b\n"))
        #expect(try ObservationFormat.read(written, file: "f").texts == [b])
        // The code-point model says the host deletes this text cleanly: the crash is a difference.
        let answer = ModelAnswer(model: try HostCatalog.model(id: "code-point"), text: Self.texts[1].text)
        var compared: [AspectKind: Bool] = [:]
        b.compare(with: answer) { compared[$0] = $1 }
        #expect(compared == [.deletion: false, .caret: true, .forwardDeletion: false])
    }

    @Test(arguments: ["crash:b", "hang:b"])
    func aHostThatFailsOnceIsRestartedAndTheTextRetried(mode: String) throws {
        let (observer, marker) = observer(mode: mode, secondsPerText: 3)
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let results = try observer.observe(Self.texts) { _, _ in }
        #expect(observer.restarts == 1)
        #expect(results.map(\.id) == Self.texts.map(\.id))
        #expect(results.allSatisfy { $0.unmeasuredReason == nil })
    }

    @Test func aHostThatFailsTwiceOnATextListsItAsUnmeasured() throws {
        let (observer, marker) = observer(mode: "crash-always:c")
        defer { try? FileManager.default.removeItem(atPath: marker) }
        let results = try observer.observe(Self.texts) { _, _ in }
        let reason = try #require(results[2].unmeasuredReason)
        #expect(reason.hasPrefix("the host failed twice on this text"))
        #expect(reason.contains("status 9"))
        #expect(results[3].unmeasuredReason == nil, "the text after it is measured on a fresh host")
    }

    @Test func aMissingHostNamesThePackageToInstall() {
        let (observer, _) = observer(mode: "unavailable")
        #expect {
            try observer.observe(Self.texts) { _, _ in }
        } throws: { error in
            guard case ObserverError.unavailable(let message, let install) = error else { return false }
            return message == "fake-host not found" && install == "fake-host-package"
        }
    }

    @Test func aHostThatDiesBeforeItIsReadyFailsTheRun() {
        let (observer, _) = observer(mode: "crash-start")
        #expect {
            try observer.observe(Self.texts) { _, _ in }
        } throws: { error in
            guard case ObserverError.driverFailed(let message) = error else { return false }
            return message.contains("exited with status 3")
        }
    }
}
