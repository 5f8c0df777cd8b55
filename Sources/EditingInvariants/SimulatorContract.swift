import EditingSemantics
import Foundation
import HostModels
import KeyboardSimulation
import KeyboardStrategies

/// What the keyboard simulator promises under any sequence of proxy calls, on any host:
/// - the document stays consistent: selection and marked range lie within the text;
/// - reads change nothing;
/// - the log is a chain: each call starts from the state the previous one left, the first from
///   the starting state, the last ends in the current state;
/// - replaying the log on a fresh document gives the same states and the same log;
/// - a host model never gives an answer the simulator must reject (`invalidHostAnswer`);
/// - a delete-backward with an empty selection and text before the caret changes the text, never
///   adds NFD scalars, and leaves the text after the caret alone.
/// And every catalogued strategy runs on every host to an outcome whose log replays to its result.
package enum SimulatorContract {
    /// The most calls one byte string decodes to, so an input's cost stays bounded.
    package static let maximumCalls = 48

    /// A starting document and calls decoded from bytes: byte 0 picks the host, byte 1 the
    /// context window, byte 2 how many of the following bytes make the text (as
    /// ``HardCases/text(fromBytes:)``), the next byte the caret; every further pair of bytes is
    /// one call (its kind, and an argument: a fragment, an offset or a range).
    package struct Script: Sendable {
        package var host: HostModel
        package var window: ContextWindow
        package var start: DocumentState
        package var calls: [ProxyCall.Call]
        package init(host: HostModel, window: ContextWindow, start: DocumentState, calls: [ProxyCall.Call]) {
            self.host = host
            self.window = window
            self.start = start
            self.calls = calls
        }
    }

    package static func script(fromBytes bytes: [UInt8]) -> Script {
        var reader = ByteReader(bytes)
        let hosts = HostCatalog.all
        let host = hosts[Int(reader.next()) % hosts.count]
        let window: ContextWindow
        switch reader.next() % 4 {
        case 0: window = .unlimited
        case 1: window = .unavailable
        case 2: window = .limited(UTF16Count(Int(reader.next() % 8)))
        default: window = .limited(UTF16Count(Int(reader.next())))
        }
        let textLength = Int(reader.next() % 32)
        let text = HardCases.text(fromBytes: reader.take(textLength))
        let caret = UTF16Offset(Int(reader.next()) % (text.units.count + 1))
        var calls: [ProxyCall.Call] = []
        while !reader.isAtEnd, calls.count < maximumCalls {
            let kind = reader.next()
            let argument = reader.next()
            switch kind % 10 {
            case 0: calls.append(.documentContextBeforeInput)
            case 1: calls.append(.documentContextAfterInput)
            case 2: calls.append(.selectedText)
            case 3: calls.append(.hasText)
            case 4: calls.append(.insertText(HardCases.text(fromBytes: [argument])))
            case 5, 6: calls.append(.deleteBackward)
            case 7: calls.append(.adjustTextPosition(byCharacterOffset: offset(argument)))
            case 8:
                let location = kind >= 0x80 ? NSNotFound : Int(Int8(bitPattern: argument)) / 16
                calls.append(.setMarkedText(HardCases.text(fromBytes: [argument]), location: location, length: offset(reader.next())))
            default: calls.append(.unmarkText)
            }
        }
        return Script(host: host, window: window, start: DocumentState(text: text, caret: caret), calls: calls)
    }

    /// A signed offset: small ones mostly, and the extremes.
    static func offset(_ byte: UInt8) -> Int {
        switch byte {
        case 0xFF: return Int.max
        case 0xFE: return Int.min
        case 0xFD: return NSNotFound
        default: return Int(Int8(bitPattern: byte)) / 8
        }
    }

    /// Every violation shown by running the decoded script.
    package static func violations(fromBytes bytes: [UInt8]) -> [Violation] {
        violations(of: script(fromBytes: bytes))
    }

    package static func violations(of script: Script) -> [Violation] {
        var found: [Violation] = []
        let document = SimulatedDocument(host: script.host, state: script.start, window: script.window)
        func fail(_ message: String) {
            found.append(Violation("\(script.host.id) simulator: \(message)", text: document.state.text))
        }
        for call in script.calls {
            let before = document.state
            let (after, effect) = document.perform(call)
            if after.selection.lowerBound < .zero || after.selection.upperBound > after.text.endOffset {
                fail("after \(call.drawn) the selection \(after.selection) leaves the text")
            }
            if let marked = after.marked, marked.lowerBound < .zero || marked.upperBound > after.text.endOffset {
                fail("after \(call.drawn) the marked range \(marked) leaves the text")
            }
            if call.isRead, after != before { fail("the read \(call.drawn) changed the document") }
            if case .invalidHostAnswer(let message) = effect { fail("\(call.drawn): invalid host answer: \(message)") }
            if call == .deleteBackward, before.selection.isEmpty, case .applied = effect, before.caret > .zero {
                // NFD scalars, as in HostContract: GTK may lengthen the text in UTF-16 units.
                if after.text.nfd.scalars.count > before.text.nfd.scalars.count { fail("deleteBackward() added to the text") }
                if after.text == before.text { fail("deleteBackward() after \(before.caret) changed nothing") }
                if after.textAfterSelection != before.textAfterSelection, before.text.isScalarBoundary(before.caret) {
                    fail("deleteBackward() changed the text after the caret")
                }
            }
            if !found.isEmpty { return found }
        }
        found += logViolations(document.log, start: script.start, end: document.state, host: script.host, window: script.window)
        return found
    }

    /// Every catalogued strategy on every host with `text`: the outcome's log must chain from its
    /// start to its result and replay to the same log.
    package static func strategyViolations(on text: UTF16Text, following: UTF16Text = .empty) -> [Violation] {
        var found: [Violation] = []
        for host in HostCatalog.all {
            for strategy in StrategyCatalog.all {
                let outcome = Simulation.run(strategy, on: host, text: text, following: following)
                if !outcome.hostErrors.isEmpty {
                    found.append(Violation("\(host.id) / \(strategy.id): invalid host answers \(outcome.hostErrors.prefix(2))", text: text))
                }
                found += logViolations(outcome.log, start: outcome.start, end: outcome.result, host: host, window: .unlimited)
                    .map { Violation("\(strategy.id): \($0.message)", text: text) }
                if found.count > 5 { return found }
            }
        }
        return found
    }

    /// Violations by a log: it must chain from `start` to `end` and replay to itself.
    package static func logViolations(_ log: [ProxyCall], start: DocumentState, end: DocumentState, host: HostModel, window: ContextWindow) -> [Violation] {
        var found: [Violation] = []
        func fail(_ message: String) { found.append(Violation("\(host.id) simulator: \(message)", text: start.text)) }
        var state = start
        for (index, entry) in log.enumerated() {
            if entry.before != state { fail("log entry \(index) (\(entry.call.drawn)) does not start where entry \(index - 1) ended") }
            state = entry.after
        }
        if state != end { fail("the log ends in \(state.drawn), the document is \(end.drawn)") }
        guard !log.isEmpty else { return found }
        guard let replayed = SimulatedDocument.replay(log, host: host, window: window) else {
            fail("a non-empty log does not replay")
            return found
        }
        if replayed.state != end { fail("replaying the log ends in \(replayed.state.drawn), not \(end.drawn)") }
        if replayed.log != log { fail("replaying the log gives another log") }
        return found
    }
}

/// Reads bytes one at a time, giving 0 past the end.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    var isAtEnd: Bool { position >= bytes.count }
    mutating func next() -> UInt8 {
        defer { position += 1 }
        return position < bytes.count ? bytes[position] : 0
    }
    mutating func take(_ count: Int) -> ArraySlice<UInt8> {
        let start = min(position, bytes.count), end = min(position + count, bytes.count)
        position += count
        return bytes[start..<end]
    }
}
