import EditingSemantics

/// A broken contract: what was checked, on which text, and what went wrong.
public struct Violation: Error, Hashable, Sendable, CustomStringConvertible {
    /// What broke, e.g. `grapheme: boundary(before: 3) is 1, the boundary list says 2`.
    package var message: String
    /// The text it broke on.
    package var text: UTF16Text

    package init(_ message: String, text: UTF16Text) {
        self.message = message
        self.text = text
    }

    /// The message and the text, escaped so it can be pasted into a test (the text is cut after
    /// 300 characters; the fuzzer's saved input holds all of it).
    public var description: String {
        let escaped = text.escaped
        let shown = escaped.count > 300 ? escaped.prefix(300) + "…" : Substring(escaped)
        return "\(message) on \"\(shown)\""
    }
}
