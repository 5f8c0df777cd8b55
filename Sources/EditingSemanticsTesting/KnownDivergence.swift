import Foundation
import EditingSemantics

/// A divergence the author knows and accepts, so CI fails only on new ones: on one host, for one
/// text (by id or by content), for every text with a tag, or for every text.
public struct KnownDivergence: Hashable, Sendable, CustomStringConvertible {
    /// Which texts it covers.
    public enum Scope: Hashable, Sendable {
        /// The text with this ``CheckText/id``.
        case textID(String)
        /// Any text with exactly these code units (whatever its id).
        case text(UTF16Text)
        /// Every text carrying this tag.
        case tag(String)
        /// Every text: the host as a whole.
        case allTexts
    }

    /// The `HostModel` id, e.g. `ios8-uitextview`.
    public var host: String
    public var scope: Scope
    /// Why it is accepted, for the people reading the test.
    public var reason: String

    public init(host: String, scope: Scope, reason: String = "") {
        self.host = host
        self.scope = scope
        self.reason = reason
    }

    /// The text with this id fails on `host`, and that is accepted.
    public static func host(_ host: String, textID: String, because reason: String = "") -> KnownDivergence {
        KnownDivergence(host: host, scope: .textID(textID), reason: reason)
    }

    /// This text fails on `host`, and that is accepted.
    public static func host(_ host: String, text: String, because reason: String = "") -> KnownDivergence {
        KnownDivergence(host: host, scope: .text(UTF16Text(text)), reason: reason)
    }

    /// Texts with this tag fail on `host`, and that is accepted.
    public static func host(_ host: String, tag: String, because reason: String = "") -> KnownDivergence {
        KnownDivergence(host: host, scope: .tag(tag), reason: reason)
    }

    /// Any text may fail on `host`.
    public static func host(_ host: String, because reason: String = "") -> KnownDivergence {
        KnownDivergence(host: host, scope: .allTexts, reason: reason)
    }

    /// Whether it covers `text` on the host `hostID`.
    package func covers(_ text: CheckText, onHost hostID: String) -> Bool {
        guard hostID == host else { return false }
        switch scope {
        case .textID(let id): return text.id == id
        case .text(let units): return text.text == units
        case .tag(let tag): return text.hasTag(tag)
        case .allTexts: return true
        }
    }

    /// The Swift expression that declares it, for messages.
    public var description: String {
        let because = reason.isEmpty ? "" : ", because: \(swiftLiteral(reason))"
        switch scope {
        case .textID(let id): return ".host(\(swiftLiteral(host)), textID: \(swiftLiteral(id))\(because))"
        case .text(let text): return ".host(\(swiftLiteral(host)), text: \"\(text.escaped)\"\(because))"
        case .tag(let tag): return ".host(\(swiftLiteral(host)), tag: \(swiftLiteral(tag))\(because))"
        case .allTexts: return ".host(\(swiftLiteral(host))\(because))"
        }
    }
}

/// `value` as a Swift string literal.
func swiftLiteral(_ value: String) -> String {
    "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
