import EditingSemantics
import Foundation
import HostModels
import KeyboardProxy

/// A host's text document as a keyboard sees it through ``TextDocumentProxy``, behaving exactly as a
/// ``HostModel`` says: `deleteBackward()` removes the model's deletion unit (or the selection, by its
/// selection rule), and `adjustTextPosition(byCharacterOffset:)` steps by the model's offset unit,
/// so it may stop inside a cluster, or between the halves of a surrogate pair when the model
/// counts UTF-16 units, as real hosts do.
///
/// The document keeps UTF-16 code units (``text``, which may become ill-formed), the selection and
/// the marked text, and logs every call with the state before and after it (``log``). When a call
/// needs an aspect the model does not know (`rule == nil`), the call changes nothing and is logged
/// as ``ProxyCall/Effect/unknown(aspect:)``: the simulation never guesses.
///
/// Not thread-safe: one keyboard drives one document.
public final class SimulatedDocument: TextDocumentProxy {
    public let host: HostModel
    /// What the context reads show.
    public let window: ContextWindow
    /// The current document.
    // Unchecked exclusivity on the three below: a document is driven by one thread, and no access
    // to them overlaps another (a dynamic check on each call cost a few hundredths of a run).
    @exclusivity(unchecked) public private(set) var state: DocumentState
    /// Every call so far, in order; with ``keepsLog`` false, only the calls the model could not
    /// simulate (what ``SimulationOutcome`` reads from a log).
    @exclusivity(unchecked) public private(set) var log: [ProxyCall] = []
    /// Whether every call is logged.
    public let keepsLog: Bool
    /// The questions put to the model so far, when they are recorded (for sharing runs).
    @exclusivity(unchecked) var queries: [HostQuery]?
    /// Where the questions go.
    private let asker: HostAsker

    public init(host: HostModel, state: DocumentState, window: ContextWindow = .unlimited, keepsLog: Bool = true) {
        self.host = host
        asker = HostAsker(rules: HostRules(host))
        self.state = state
        self.window = window
        self.keepsLog = keepsLog
    }

    /// A document of the host at `host` in `cache`, which answers and records its questions.
    init(cache: HostAnswerCache, host: Int, state: DocumentState, window: ContextWindow, keepsLog: Bool) {
        self.host = cache.hosts[host]
        asker = HostAsker(cache: cache, host: host)
        // Room for a typical run's questions, which would otherwise grow the array several times.
        queries = []
        queries!.reserveCapacity(16)
        self.state = state
        self.window = window
        self.keepsLog = keepsLog
    }

    /// A document holding `text` with the caret at `caret` (the end when nil).
    public convenience init(host: HostModel, text: UTF16Text, caret: UTF16Offset? = nil, window: ContextWindow = .unlimited) {
        self.init(host: host, state: DocumentState(text: text, caret: caret), window: window)
    }

    /// The document's code units, lone surrogates included: the harness's view, which a
    /// `String`-shaped proxy cannot give.
    public var text: UTF16Text { state.text }

    // MARK: TextDocumentProxy

    public var documentContextBeforeInput: String? { readText(.documentContextBeforeInput)?.string }
    public var documentContextAfterInput: String? { readText(.documentContextAfterInput)?.string }
    public var selectedText: String? { readText(.selectedText)?.string }
    public var documentContextBeforeInputUTF16: [UInt16]? { readText(.documentContextBeforeInput)?.replacingLoneSurrogates.units }
    public var documentContextAfterInputUTF16: [UInt16]? { readText(.documentContextAfterInput)?.replacingLoneSurrogates.units }

    public var hasText: Bool {
        let (_, effect) = perform(.hasText)
        if case .returnedFlag(let flag) = effect { return flag }
        return false
    }

    public func insertText(_ text: String) { perform(.insertText(UTF16Text(text))) }
    public func deleteBackward() { perform(.deleteBackward) }
    public func adjustTextPosition(byCharacterOffset offset: Int) { perform(.adjustTextPosition(byCharacterOffset: offset)) }
    public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        perform(.setMarkedText(UTF16Text(markedText), location: selectedRange.location, length: selectedRange.length))
    }
    public func unmarkText() { perform(.unmarkText) }

    // MARK: Calls

    /// Makes `call`, logs it and returns the new state and what the call did. Every public member
    /// goes through here, and so does ``replay(_:host:window:)``.
    @discardableResult
    package func perform(_ call: ProxyCall.Call) -> (DocumentState, ProxyCall.Effect) {
        let before = state
        let (after, effect) = Self.transition(from: before, by: call, asker: asker, window: window, queries: &queries)
        state = after
        switch effect {
        case .unknown, .invalidHostAnswer: log.append(ProxyCall(call: call, before: before, after: after, effect: effect))
        case .applied, .returnedText, .returnedFlag: if keepsLog { log.append(ProxyCall(call: call, before: before, after: after, effect: effect)) }
        }
        return (after, effect)
    }

    private func readText(_ call: ProxyCall.Call) -> UTF16Text? {
        let (_, effect) = perform(call)
        if case .returnedText(let text) = effect { return text }
        return nil
    }

    /// A new document that starts where `log` starts and makes the same calls in order. Its log
    /// equals `log` when the simulation is deterministic and `log` came from this host and window.
    package static func replay(_ log: [ProxyCall], host: HostModel, window: ContextWindow) -> SimulatedDocument? {
        guard let first = log.first else { return nil }
        let document = SimulatedDocument(host: host, state: first.before, window: window)
        for entry in log { document.perform(entry.call) }
        return document
    }

    // MARK: The model

    /// What `call` does to `state` on the host `asker` asks: a pure function, so a log can be
    /// replayed. It appends every question it puts to the host to `queries` unless that is nil.
    static func transition(
        from state: DocumentState, by call: ProxyCall.Call, asker: HostAsker, window: ContextWindow,
        queries: inout [HostQuery]?
    ) -> (DocumentState, ProxyCall.Effect) {
        switch call {
        case .documentContextBeforeInput:
            return (state, .returnedText(window.before(state.selection.lowerBound, in: state.text)))
        case .documentContextAfterInput:
            return (state, .returnedText(window.after(state.selection.upperBound, in: state.text)))
        case .selectedText:
            return (state, .returnedText(state.selection.isEmpty ? nil : state.text[state.selection]))
        case .hasText:
            return (state, .returnedFlag(!state.text.isEmpty))
        case .insertText(let inserted):
            let range = state.marked ?? state.selection
            let text = state.text.replacing(range, with: inserted)
            let caret = range.lowerBound.advanced(by: inserted.length)
            return (DocumentState(text: text, selection: caret..<caret), .applied)
        case .deleteBackward:
            return deleteBackward(in: state, asker: asker, queries: &queries)
        case .adjustTextPosition(let offset):
            return adjust(state, by: offset, asker: asker, queries: &queries)
        case .setMarkedText(let marked, let location, let length):
            let range = state.marked ?? state.selection
            let text = state.text.replacing(range, with: marked)
            let start = range.lowerBound
            let count = marked.units.count
            let lower = min(max(location, 0), count)
            let wanted = max(length, 0)
            let upper = wanted > count - lower ? count : lower + wanted  // NSNotFound and overlong ranges clamp
            let selection = start.advanced(by: UTF16Count(lower))..<start.advanced(by: UTF16Count(upper))
            let markedRange = count == 0 ? nil : start..<start.advanced(by: UTF16Count(count))
            return (DocumentState(text: text, selection: selection, marked: markedRange), .applied)
        case .unmarkText:
            var next = state
            next.marked = nil
            return (next, .applied)
        }
    }

    private static func deleteBackward(
        in state: DocumentState, asker: HostAsker, queries: inout [HostQuery]?
    ) -> (DocumentState, ProxyCall.Effect) {
        let edit: TextEdit
        if !state.selection.isEmpty {
            queries?.append(.selectionRule)
            guard let rule = asker.selection else { return (state, .unknown(aspect: "selection")) }
            switch rule {
            case .deletesSelection: edit = TextEdit(range: state.selection)
            }
        } else {
            queries?.append(.deletionKnown)
            guard asker.knowsDeletion else { return (state, .unknown(aspect: "deletion")) }
            let answer = asker.deleteBackward(from: state.caret, in: state.text, queries: &queries)
            guard let answer else { return (state, .applied) }
            guard answer.range.lowerBound >= .zero, answer.range.upperBound <= state.text.endOffset else {
                return (state, .invalidHostAnswer(
                    "deleteBackward from \(state.caret) returned the range \(answer.range.lowerBound)..<\(answer.range.upperBound) outside the text of length \(state.text.units.count)"))
            }
            edit = answer
        }
        let text = edit.applied(to: state.text)
        let caret = edit.caretAfter
        let marked = state.marked.flatMap { map($0, through: edit) }
        return (DocumentState(text: text, selection: caret..<caret, marked: marked), .applied)
    }

    private static func adjust(
        _ state: DocumentState, by offset: Int, asker: HostAsker, queries: inout [HostQuery]?
    ) -> (DocumentState, ProxyCall.Effect) {
        if offset == 0 { return (state, .applied) }
        guard state.selection.isEmpty else { return (state, .unknown(aspect: "offset-with-selection")) }
        queries?.append(.offsetKnown)
        guard asker.knowsOffset else { return (state, .unknown(aspect: "offset")) }
        let forward = offset > 0
        var position = state.caret
        var remaining = offset.magnitude
        while remaining > 0 {
            let step = asker.step(from: position, forward: forward, in: state.text, queries: &queries)
            guard let next = step else { break }
            guard next >= .zero, next <= state.text.endOffset, forward ? next > position : next < position else {
                return (state, .invalidHostAnswer(
                    "a \(forward ? "forward" : "backward") offset step from \(position) returned \(next) in a text of length \(state.text.units.count)"))
            }
            position = next
            remaining -= 1
        }
        var next = state
        next.selection = position..<position
        return (next, .applied)
    }

    /// Where a marked range lies after `edit`; nil when nothing of it is left.
    private static func map(_ range: Range<UTF16Offset>, through edit: TextEdit) -> Range<UTF16Offset>? {
        let delta = edit.replacement.units.count - (edit.range.upperBound.rawValue - edit.range.lowerBound.rawValue)
        func map(_ p: UTF16Offset, upper: Bool) -> UTF16Offset {
            if p <= edit.range.lowerBound { return p }
            if p >= edit.range.upperBound { return UTF16Offset(p.rawValue + delta) }
            return upper ? edit.caretAfter : edit.range.lowerBound
        }
        let lower = map(range.lowerBound, upper: false)
        let upper = map(range.upperBound, upper: true)
        return lower < upper ? lower..<upper : nil
    }
}
