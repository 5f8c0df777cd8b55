import EditingSemantics
import EditingSupport

/// One call a keyboard made on a ``SimulatedDocument``, with the document before and after it.
public struct ProxyCall: Hashable, Sendable {
    /// Which member was called, with its argument.
    public enum Call: Hashable, Sendable {
        case documentContextBeforeInput
        case documentContextAfterInput
        case selectedText
        case hasText
        /// The inserted text, as the code units of the `String` passed.
        case insertText(UTF16Text)
        case deleteBackward
        case adjustTextPosition(byCharacterOffset: Int)
        /// The marked text and the selection inside it (`NSRange` location and length, UTF-16).
        case setMarkedText(UTF16Text, location: Int, length: Int)
        case unmarkText

        /// The member's name as a keyboard author writes it.
        public var name: String {
            switch self {
            case .documentContextBeforeInput: return "documentContextBeforeInput"
            case .documentContextAfterInput: return "documentContextAfterInput"
            case .selectedText: return "selectedText"
            case .hasText: return "hasText"
            case .insertText: return "insertText"
            case .deleteBackward: return "deleteBackward"
            case .adjustTextPosition: return "adjustTextPosition"
            case .setMarkedText: return "setMarkedText"
            case .unmarkText: return "unmarkText"
            }
        }

        /// Whether the call only reads.
        public var isRead: Bool {
            switch self {
            case .documentContextBeforeInput, .documentContextAfterInput, .selectedText, .hasText: return true
            default: return false
            }
        }

        /// The argument as JSON: null for reads and argument-less calls.
        package var argumentJSON: JSONValue {
            switch self {
            case .insertText(let text): return .text(text)
            case .adjustTextPosition(let offset): return .int(offset)
            case .setMarkedText(let text, let location, let length):
                return .object([("text", .text(text)), ("selectedRange", .array([.int(location), .int(length)]))])
            default: return .null
            }
        }

        /// The call as Swift source, e.g. `adjustTextPosition(byCharacterOffset: -1)`.
        public var drawn: String {
            switch self {
            case .insertText(let text): return "insertText(\"\(text.escaped)\")"
            case .deleteBackward: return "deleteBackward()"
            case .adjustTextPosition(let offset): return "adjustTextPosition(byCharacterOffset: \(offset))"
            case .setMarkedText(let text, let location, let length):
                return "setMarkedText(\"\(text.escaped)\", selectedRange: {\(location), \(length)})"
            case .unmarkText: return "unmarkText()"
            default: return name
            }
        }
    }

    /// What the call did.
    public enum Effect: Hashable, Sendable {
        /// A mutation carried out as the host model says (possibly changing nothing, as a
        /// delete at the start of the text).
        case applied
        /// A context or selection read returned this text (nil: no context).
        case returnedText(UTF16Text?)
        /// `hasText` returned this.
        case returnedFlag(Bool)
        /// The host model does not know this aspect, so the call was not simulated and the
        /// document is unchanged. The aspect is `deletion`, `offset`, `selection` or
        /// `offset-with-selection`.
        case unknown(aspect: String)
        /// The host model answered outside its contract (an edit outside the text, a step that
        /// does not advance...); the call changed nothing. Says what was wrong.
        case invalidHostAnswer(String)
    }

    public var call: Call
    public var before: DocumentState
    public var after: DocumentState
    public var effect: Effect

    package init(call: Call, before: DocumentState, after: DocumentState, effect: Effect) {
        self.call = call
        self.before = before
        self.after = after
        self.effect = effect
    }

    /// The damage in the document after the call (computed on demand: O(n) in the text).
    public var findingsAfter: [DamageFinding] { DamageDetector.findings(in: after) }
}

extension ProxyCall: JSONRepresentable {
    /// `{"call":NAME, "argument":…, "before":STATE, "after":STATE}`, then `"returned"` for reads,
    /// `"findings"` (the damage after the call) for the other calls, and `"unknown":ASPECT` or
    /// `"error":MESSAGE` when the call could not be simulated.
    package var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("call", .string(call.name)),
            ("argument", call.argumentJSON),
            ("before", before.json),
            ("after", after.json),
        ]
        if !call.isRead { fields.append(("findings", .array(findingsAfter.map(\.json)))) }
        switch effect {
        case .applied: break
        case .returnedText(let text): fields.append(("returned", text.map { .text($0) } ?? .null))
        case .returnedFlag(let flag): fields.append(("returned", .bool(flag)))
        case .unknown(let aspect): fields.append(("unknown", .string(aspect)))
        case .invalidHostAnswer(let message): fields.append(("error", .string(message)))
        }
        return .object(fields)
    }
}
