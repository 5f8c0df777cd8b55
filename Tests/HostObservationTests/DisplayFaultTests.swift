import EditingSemantics
import EditsemTestSupport
import Foundation
import HostObservation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let gtkUnderXvfb = debianPython && FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb")
    && FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/girepository-1.0/Gtk-3.0.typelib")

/// A real GTK 3 host whose display goes away mid-run: the observer's private Xvfb is killed after
/// the first text. The host is restarted on a new display and every text is still measured, with
/// the answers of a run nothing disturbed.
@Suite(.serialized, .enabled(if: gtkUnderXvfb, "needs /usr/bin/python3 with GTK 3 (gir1.2-gtk-3.0) and Xvfb"))
struct DisplayFaultTests {
    static let drivers = RepositoryPaths.url("Sources/HostObservation/Drivers").path
    static let texts: [(id: String, text: UTF16Text)] = [("a", "नमस्ते"), ("b", "각"), ("c", "e\u{301}👍🏽")]

    func observer() throws -> Observer {
        let host = try #require(ObservableHost.named("gtk@3"))
        return Observer(options: Observer.Options(host: host, element: "entry", driversDirectory: Self.drivers,
                                                  secondsPerText: 60, secondsToStart: 60))
    }

    /// The processes named `name` that descend from this one, read from /proc.
    static func descendants(named name: String) -> [pid_t] {
        var parent: [pid_t: pid_t] = [:]
        var command: [pid_t: String] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")") else { continue }
            command[pid] = String(stat[stat.index(after: open)..<close])
            // After "(comm) " come the state and the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let ppid = pid_t(fields[1]) { parent[pid] = ppid }
        }
        let me = getpid()
        return command.filter { pid, comm in
            guard comm == name else { return false }
            var current = parent[pid]
            while let ancestor = current, ancestor > 1 {
                if ancestor == me { return true }
                current = parent[ancestor]
            }
            return false
        }.keys.sorted()
    }

    @Test func aDisplayThatGoesAwayIsReplacedAndEveryTextMeasured() throws {
        let undisturbed = try observer().observe(Self.texts) { _, _ in }
        let observer = try observer()
        var killed: [pid_t] = []
        let results = try observer.observe(Self.texts) { done, _ in
            guard done == 1 else { return }
            killed = Self.descendants(named: "Xvfb")
            for pid in killed { kill(pid, SIGKILL) }
        }
        try #require(killed.count == 1, "the driver's private Xvfb: \(killed)")
        #expect(observer.restarts == 1)
        #expect(results.allSatisfy { $0.unmeasuredReason == nil }, "\(results.compactMap(\.unmeasuredReason))")
        #expect(results == undisturbed)
        #expect(Self.descendants(named: "Xvfb").isEmpty, "the driver stops its Xvfb at the end")
    }
}
