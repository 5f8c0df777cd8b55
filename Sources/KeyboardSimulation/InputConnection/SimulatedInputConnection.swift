import EditingSemantics
import HostModels
import KeyboardProxy

/// A host's text field as an Android input method sees it through ``InputConnection``.
///
/// Every call but the Backspace key does what the framework's `BaseInputConnection` does to an
/// `Editable`, whatever the host (read in crdroidandroid/android_frameworks_base@55e57b38
/// core/java/android/view/inputmethod/BaseInputConnection.java: `deleteSurroundingText`,
/// `deleteSurroundingTextInCodePoints` with `findIndexBackward`/`findIndexForward`,
/// `getTextBeforeCursor`, `getTextAfterCursor`, `replaceText`, `setSelection`), except
/// `getExtractedText`, which BaseInputConnection leaves to the field: here a TextView's. `KEYCODE_DEL`
/// reaches the field's own key handling, which is the ``HostModel``'s deletion (an EditText's
/// `BaseKeyListener`, a browser's Backspace...), and deletes the selection when there is one.
/// A key this simulation does not model is logged as unknown, never guessed. docs/keyboards.md
/// holds this to each Android host's own source, call by call.
///
/// Not thread-safe: one input method drives one connection.
public final class SimulatedInputConnection: InputConnection {
    public let host: HostModel
    /// The field now; its `marked` range is the composing text.
    public private(set) var state: DocumentState
    /// Every call, in order.
    public private(set) var log: [InputConnectionCall] = []
    /// The Backspace keys' effects as proxy calls, for judging a run (unknown aspects, refused answers).
    private(set) var keyLog: [ProxyCall] = []
    private let asker: HostAsker
    private var batchDepth = 0

    /// Whether every call goes into ``log``: off, only the key events' effects are kept (what
    /// judging a run needs), and no call is written out.
    private let keepsLog: Bool

    public convenience init(host: HostModel, state: DocumentState) {
        self.init(host: host, asker: HostAsker(rules: HostRules(host)), state: state, keepsLog: true)
    }

    /// A connection to `host` asking through `asker` (its own rules, or a cache's answers).
    init(host: HostModel, asker: HostAsker, state: DocumentState, keepsLog: Bool) {
        self.host = host
        self.state = state
        self.keepsLog = keepsLog
        self.asker = asker
    }

    /// Whether a key event reached the field's own key handling (or was refused): only then
    /// can the field's text depend on the host.
    var sentKeys: Bool { !keyLog.isEmpty }

    /// The field's code units, lone surrogates included.
    public var text: UTF16Text { state.text }

    // MARK: Reading

    public func getTextBeforeCursor(_ length: Int, flags: Int = 0) -> [UInt16]? {
        let a = state.selection.lowerBound.rawValue
        let result = length < 0 ? nil : Array(state.text.units[(a - min(length, a))..<a])
        record("getTextBeforeCursor(\(length))", before: state, returned: result)
        return result
    }

    public func getTextAfterCursor(_ length: Int, flags: Int = 0) -> [UInt16]? {
        let b = state.selection.upperBound.rawValue
        let result = length < 0 ? nil : Array(state.text.units[b..<min(b + length, state.text.units.count)])
        record("getTextAfterCursor(\(length))", before: state, returned: result)
        return result
    }

    public func getSelectedText(flags: Int = 0) -> [UInt16]? {
        let result = state.selection.isEmpty ? nil : state.text[state.selection].units
        record("getSelectedText()", before: state, returned: result)
        return result
    }

    /// The whole text, as a `TextView`'s `EditableInputConnection` extracts it for a default
    /// request (`BaseInputConnection` itself returns null; other fields may extract part or none).
    public func getExtractedText(flags: Int = 0) -> [UInt16]? {
        let result = state.text.units
        record("getExtractedText()", before: state, returned: result)
        return result
    }

    // MARK: Deleting

    @discardableResult
    public func deleteSurroundingText(_ beforeLength: Int, _ afterLength: Int) -> Bool {
        let before = state
        let (a, b) = surroundingEnds()
        var deleted = 0
        if beforeLength > 0 {
            let start = max(a - beforeLength, 0)
            delete(start..<a)
            deleted = a - start
        }
        if afterLength > 0 {
            let from = b - deleted
            delete(from..<min(from + afterLength, state.text.units.count))
        }
        record("deleteSurroundingText(\(beforeLength), \(afterLength))", before: before)
        return true
    }

    @discardableResult
    public func deleteSurroundingTextInCodePoints(_ beforeLength: Int, _ afterLength: Int) -> Bool {
        let before = state
        let (a, b) = surroundingEnds()
        let units = state.text.units
        // A lone surrogate in either range makes the whole call do nothing (and still return true).
        if let start = Self.index(backwardFrom: a, codePoints: max(beforeLength, 0), in: units),
           let end = Self.index(forwardFrom: b, codePoints: max(afterLength, 0), in: units) {
            delete(start..<a)
            delete((b - (a - start))..<(end - (a - start)))
        }
        record("deleteSurroundingTextInCodePoints(\(beforeLength), \(afterLength))", before: before)
        return true
    }

    @discardableResult
    public func sendKeyEvent(_ event: KeyEvent) -> Bool {
        let before = state
        // Made only when logged.
        func name() -> String { "sendKeyEvent(\(event.action == .down ? "down" : "up"), \(event.keyCode))" }
        guard event.action == .down else {
            record(name(), before: before)
            return true
        }
        guard event.keyCode == KeyEvent.keyCodeDel else {
            let effect = ProxyCall.Effect.unknown(aspect: "key code \(event.keyCode)")
            keyLog.append(ProxyCall(call: .deleteBackward, before: before, after: before, effect: effect))
            record(name(), before: before, effect: "unknown: only KEYCODE_DEL is simulated")
            return true
        }
        var queries: [HostQuery]?
        let (after, effect) = SimulatedDocument.transition(from: state, by: .deleteBackward, asker: asker, window: .unlimited, queries: &queries)
        state = after
        keyLog.append(ProxyCall(call: .deleteBackward, before: before, after: after, effect: effect))
        record(name(), before: before, effect: "\(effect)")
        return true
    }

    // MARK: Composing and committing

    @discardableResult
    public func commitText(_ text: [UInt16], newCursorPosition: Int) -> Bool {
        let before = state
        replace(with: UTF16Text(units: text), newCursorPosition: newCursorPosition, composing: false)
        record("commitText(\"\(UTF16Text(units: text).escaped)\", \(newCursorPosition))", before: before)
        return true
    }

    @discardableResult
    public func setComposingText(_ text: [UInt16], newCursorPosition: Int) -> Bool {
        let before = state
        replace(with: UTF16Text(units: text), newCursorPosition: newCursorPosition, composing: true)
        record("setComposingText(\"\(UTF16Text(units: text).escaped)\", \(newCursorPosition))", before: before)
        return true
    }

    @discardableResult
    public func finishComposingText() -> Bool {
        let before = state
        state.marked = nil
        record("finishComposingText()", before: before)
        return true
    }

    @discardableResult
    public func setSelection(_ start: Int, _ end: Int) -> Bool {
        let before = state
        let length = state.text.units.count
        // Out of range: ignored, as the text may have changed under the input method.
        if (0...length).contains(start), (0...length).contains(end) {
            state.selection = UTF16Offset(min(start, end))..<UTF16Offset(max(start, end))
        }
        record("setSelection(\(start), \(end))", before: before)
        return true
    }

    @discardableResult
    public func beginBatchEdit() -> Bool {
        batchDepth += 1
        record("beginBatchEdit()", before: state)
        return true
    }

    @discardableResult
    public func endBatchEdit() -> Bool {
        batchDepth = max(batchDepth - 1, 0)
        record("endBatchEdit()", before: state)
        return true
    }

    // MARK: The model

    /// The selection's ends, widened to the composing text, which deletions skip over.
    private func surroundingEnds() -> (Int, Int) {
        var a = state.selection.lowerBound.rawValue
        var b = state.selection.upperBound.rawValue
        if let composing = state.marked {
            a = min(a, composing.lowerBound.rawValue)
            b = max(b, composing.upperBound.rawValue)
        }
        return (a, b)
    }

    /// Removes `range` of code units as `Editable.delete` does: offsets after it move back, offsets
    /// inside it move to its start, and a composing range left empty goes.
    private func delete(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        func moved(_ offset: UTF16Offset) -> UTF16Offset {
            let o = offset.rawValue
            return UTF16Offset(o >= range.upperBound ? o - range.count : min(o, range.lowerBound))
        }
        let text = state.text.replacing(UTF16Offset(range.lowerBound)..<UTF16Offset(range.upperBound), with: .empty)
        let selection = moved(state.selection.lowerBound)..<moved(state.selection.upperBound)
        let marked = state.marked.map { moved($0.lowerBound)..<moved($0.upperBound) }.flatMap { $0.isEmpty ? nil : $0 }
        state = DocumentState(text: text, selection: selection, marked: marked)
    }

    /// `BaseInputConnection.replaceText`: the composing text, else the selection, becomes `text`.
    private func replace(with text: UTF16Text, newCursorPosition: Int, composing: Bool) {
        let range = state.marked ?? state.selection
        let a = range.lowerBound.rawValue
        let newText = state.text.replacing(range, with: text)
        let length = text.units.count
        let wanted = newCursorPosition > 0 ? a + length + newCursorPosition - 1 : a + newCursorPosition
        let caret = UTF16Offset(min(max(wanted, 0), newText.units.count))
        let marked = composing && length > 0 ? UTF16Offset(a)..<UTF16Offset(a + length) : nil
        state = DocumentState(text: newText, selection: caret..<caret, marked: marked)
    }

    /// `findIndexBackward`: the offset `count` code points before `from`, or nil when a lone
    /// surrogate is met on the way.
    static func index(backwardFrom from: Int, codePoints count: Int, in units: [UInt16]) -> Int? {
        var index = from
        var remaining = count
        var waitingLead = false
        while remaining > 0 {
            index -= 1
            if index < 0 { return waitingLead ? nil : 0 }
            let unit = units[index]
            if waitingLead {
                guard UTF16.isLeadSurrogate(unit) else { return nil }
                waitingLead = false
                remaining -= 1
            } else if UTF16.isTrailSurrogate(unit) {
                waitingLead = true
            } else if UTF16.isLeadSurrogate(unit) {
                return nil
            } else {
                remaining -= 1
            }
        }
        return index
    }

    /// `findIndexForward`: the offset `count` code points after `from`, or nil when a lone
    /// surrogate is met on the way.
    static func index(forwardFrom from: Int, codePoints count: Int, in units: [UInt16]) -> Int? {
        var index = from
        var remaining = count
        var waitingTrail = false
        while remaining > 0 {
            if index >= units.count { return waitingTrail ? nil : units.count }
            let unit = units[index]
            index += 1
            if waitingTrail {
                guard UTF16.isTrailSurrogate(unit) else { return nil }
                waitingTrail = false
                remaining -= 1
            } else if UTF16.isLeadSurrogate(unit) {
                waitingTrail = true
            } else if UTF16.isTrailSurrogate(unit) {
                return nil
            } else {
                remaining -= 1
            }
        }
        return index
    }

    private func record(_ call: @autoclosure () -> String, before: DocumentState, returned: [UInt16]? = nil,
                        effect: @autoclosure () -> String? = nil) {
        guard keepsLog else { return }
        log.append(InputConnectionCall(call: call(), before: before, after: state, returned: returned.map { UTF16Text(units: $0) }, effect: effect()))
    }
}

/// One call an input method made, with the field before and after it.
public struct InputConnectionCall: Hashable, Sendable {
    /// The call as written in Java: `deleteSurroundingText(2, 0)`.
    public var call: String
    public var before: DocumentState
    public var after: DocumentState
    /// The text a read returned.
    public var returned: UTF16Text?
    /// What the host did with a key, when it matters.
    public var effect: String?
}
