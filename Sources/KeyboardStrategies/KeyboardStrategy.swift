import EditingSemantics
import KeyboardProxy

/// A way keyboard code carries out an ``EditIntent`` through a ``TextDocumentProxy``: the calls
/// a published keyboard or guide makes, or one of this package's recommendations.
public protocol KeyboardStrategy: Sendable {
    /// A stable id, e.g. `keyboardkit-word-delete`; recommendations start with `recommended-`.
    var id: String { get }
    /// What it does, in the proxy's terms.
    var summary: String { get }
    /// Where it comes from: the project, file and version, or the guide, it follows.
    var origin: String { get }
    /// What it is meant to do.
    var intent: EditIntent { get }
    /// The published keyboard release it models, when it models one.
    var release: KeyboardRelease? { get }
    /// Carries the operation out on `proxy`, as keyboard code would.
    func perform<Proxy: TextDocumentProxy>(on proxy: Proxy)
}

extension KeyboardStrategy {
    public var release: KeyboardRelease? { nil }
}

/// Every strategy this package simulates, in a stable order.
public enum StrategyCatalog {
    /// The word the replace-word strategies put in.
    package static let replacement = "hello"

    public static let all: [any KeyboardStrategy] = [
        KeyboardKitWordDelete(),
        KeyboardKitReplaceCurrentWord(replacement: replacement),
        CodePointCountDelete(),
        UTF16CountDelete(),
        KeymanCompensatingDelete(),
        DeleteUntilGone(),
        QuickStartForwardDelete(),
        AdjustByOneCharacter(),
        KoreanComposingByDeleteAndInsert(),
        HindiVowelSignByDeleteAndInsert(),
        GureumComposingBackspace(),
        RecommendedDeleteCharacter(),
        RecommendedDeleteWord(),
        RecommendedReplaceCurrentWord(replacement: replacement),
        RecommendedForwardDelete(),
        RecommendedMoveBackOneCharacter(),
        RecommendedKoreanComposing(),
        RecommendedKoreanComposingBackspace(),
        RecommendedHindiVowelSign(),
    ]

    /// The strategies whose ids start with `recommended-`.
    public static var recommended: [any KeyboardStrategy] { all.filter { $0.id.hasPrefix("recommended-") } }

    /// Looks a strategy up by id, or throws an error listing the valid ids.
    public static func strategy(id: String) throws(UnknownIDError) -> any KeyboardStrategy {
        guard let strategy = all.first(where: { $0.id == id }) else {
            throw UnknownIDError(kind: "strategy", id: id, valid: all.map(\.id))
        }
        return strategy
    }
}
