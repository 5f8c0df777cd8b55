import EditingSemantics
import EditingSupport

/// One sign of damage in a document: what is wrong and where (a UTF-16 offset).
public struct DamageFinding: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Sendable, Comparable {
        /// A surrogate code unit that is not half of a well-formed pair.
        case loneSurrogate = "lone-surrogate"
        /// A ZERO WIDTH JOINER with nothing to join on one side: at the start or end of the text
        /// (at the end, unless it follows a virama, as an Indic half form being typed does), or next
        /// to a control, format character, separator or lone surrogate.
        case orphanedZWJ = "orphaned-zwj"
        /// A variation selector at the start of the text or after a control, format character,
        /// separator, lone surrogate or another variation selector.
        case orphanedVariationSelector = "orphaned-variation-selector"
        /// An Emoji_Modifier (Fitzpatrick skin tone) not after an Emoji_Modifier_Base (a VS16
        /// between them is allowed, as Android's and Chromium's backspace tests treat it).
        case orphanedEmojiModifier = "orphaned-emoji-modifier"
        /// A run of tag characters (U+E0020...U+E007F) without an emoji base before it, or not
        /// ended by exactly one CANCEL TAG (U+E007F). Reported at the run's start.
        case orphanedTag = "orphaned-tag"
        /// The last regional indicator of a run of odd length, which has no partner.
        case orphanedRegionalIndicator = "orphaned-regional-indicator"
        /// A combining mark (Mn, Mc, Me; variation selectors have their own kind) whose combining
        /// sequence has no base: it starts the text or follows a control, format character,
        /// separator or lone surrogate. Reported at the sequence's first mark.
        case orphanedCombiningMark = "orphaned-combining-mark"
        /// The caret (or an end of the selection) is not at a boundary of the system ICU's
        /// extended grapheme clusters, e.g. between the halves of a surrogate pair.
        case caretInsideCluster = "caret-inside-cluster"

        /// The case's position in `allCases`.
        var position: Int {
            switch self {
            case .loneSurrogate: 0
            case .orphanedZWJ: 1
            case .orphanedVariationSelector: 2
            case .orphanedEmojiModifier: 3
            case .orphanedTag: 4
            case .orphanedRegionalIndicator: 5
            case .orphanedCombiningMark: 6
            case .caretInsideCluster: 7
            }
        }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.position < rhs.position }
        /// Hashes the case, not its raw string as the standard library's default for raw values does.
        public func hash(into hasher: inout Hasher) { hasher.combine(position) }
    }

    public var kind: Kind
    /// Where: the offending code unit or scalar, or the caret.
    public var offset: UTF16Offset
    /// What, for people: the character's code point and name, or the cluster the caret is in.
    public var detail: String

    package init(kind: Kind, offset: UTF16Offset, detail: String) {
        self.kind = kind
        self.offset = offset
        self.detail = detail
    }
}

extension DamageFinding: JSONRepresentable {
    /// `{"kind":KIND, "utf16Offset":N, "detail":TEXT}`.
    package var json: JSONValue {
        .object([("kind", .string(kind.rawValue)), ("utf16Offset", .int(offset.rawValue)), ("detail", .string(detail))])
    }
}
