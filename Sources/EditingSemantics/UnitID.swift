/// The stable identifiers of the units this package segments by.
public enum UnitID: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    case utf16 = "utf16"
    case codePoint = "code-point"
    case grapheme = "grapheme"
    case legacyGrapheme = "legacy-grapheme"
    case aksara = "aksara"
    case hangulSyllable = "hangul-syllable"
    case hangulJamo = "hangul-jamo"
    case flag = "flag"
    case swiftCharacter = "swift-character"

    public var description: String { rawValue }

    /// One line saying what one unit is.
    public var summary: String {
        switch self {
        case .utf16: return "One UTF-16 code unit; a lone surrogate is a unit of its own."
        case .codePoint: return "One Unicode scalar (code point); a lone surrogate counts as one."
        case .grapheme: return "An extended grapheme cluster from the system ICU character break iterator (with ICU's Indic aksara rule)."
        case .legacyGrapheme: return "A UAX #29 legacy grapheme cluster: no SpacingMark, Prepend or Indic conjunct rules (ICU rules)."
        case .aksara: return "An Indic orthographic syllable: consonant (virama consonant)* with its marks, by Indic_Syllabic_Category (ICU rules)."
        case .hangulSyllable: return "One Hangul syllable, precomposed or as conjoining jamo L V T; any other scalar alone."
        case .hangulJamo: return "One Hangul jamo; a precomposed syllable is one segment counting its 2 or 3 jamo; any other scalar alone."
        case .flag: return "A regional-indicator pair, paired by parity from the start of the run; any other scalar alone."
        case .swiftCharacter: return "One Swift Character: an extended grapheme cluster by the Swift standard library's own Unicode data (a lone surrogate reads as U+FFFD)."
        }
    }

    /// Where the unit's boundaries come from, including the Unicode version they stand on.
    public var basis: String {
        switch self {
        case .utf16, .codePoint: return "UTF-16 encoding form (no Unicode data)"
        case .grapheme, .legacyGrapheme, .aksara, .hangulSyllable, .hangulJamo, .flag:
            return "system ICU \(Versions.icu), Unicode \(Versions.icuUnicode)"
        case .swiftCharacter: return "Swift standard library, Unicode \(Versions.stdlibUnicode)"
        }
    }

    /// Whether a text cut at one of its boundaries splits into the segments it had before the cut:
    /// for every text `t` and boundary `b`, the boundaries of `t[..<b]` are those of `t` up to
    /// `b`. True of every unit here: each decides a break from the text before it and at most the
    /// character after it (UAX #29's grapheme rules, jamo sequences, regional-indicator pairs
    /// counted from the start of a run, the encoding forms). `FastDeletionTests` checks it.
    package var splitsPrefixesAlike: Bool {
        switch self {
        case .utf16, .codePoint, .grapheme, .legacyGrapheme, .aksara, .hangulSyllable, .hangulJamo, .flag, .swiftCharacter:
            return true
        }
    }

    /// Whether a text cut at one of its boundaries splits after the cut as it did there: for
    /// every text `t` and boundary `b`, the boundaries of `t[b...]` are those of `t` from `b` on,
    /// less `b`. True of every unit here, for the reason ``splitsPrefixesAlike`` is: what a rule
    /// reads before a break never reaches back over a boundary (a regional-indicator pair, an
    /// emoji ZWJ sequence and an Indic conjunct are each inside one cluster, and a run of regional
    /// indicators splits into pairs from its start). `FastDeletionTests` checks it.
    package var splitsSuffixesAlike: Bool {
        switch self {
        case .utf16, .codePoint, .grapheme, .legacyGrapheme, .aksara, .hangulSyllable, .hangulJamo, .flag, .swiftCharacter:
            return true
        }
    }

    /// A new segmenter for this unit.
    public func makeSegmenter() -> any Segmenter {
        switch self {
        case .utf16: return UTF16UnitSegmenter()
        case .codePoint: return CodePointSegmenter()
        case .grapheme: return ICUSegmenter.grapheme
        case .legacyGrapheme: return ICUSegmenter.legacyGrapheme
        case .aksara: return ICUSegmenter.aksara
        case .hangulSyllable: return HangulSyllableSegmenter()
        case .hangulJamo: return HangulJamoSegmenter()
        case .flag: return FlagSegmenter()
        case .swiftCharacter: return SwiftCharacterSegmenter()
        }
    }

    /// Looks a unit up by id, or throws an error listing the valid ids.
    public static func parse(_ id: String) throws(UnknownIDError) -> UnitID {
        guard let unit = UnitID(rawValue: id) else {
            throw UnknownIDError(kind: "unit", id: id, valid: allCases.map(\.rawValue))
        }
        return unit
    }
}

/// An id that names nothing known; lists the ids that are.
public struct UnknownIDError: Error, Hashable, Sendable, CustomStringConvertible {
    public var kind: String
    public var id: String
    public var valid: [String]
    public init(kind: String, id: String, valid: [String]) {
        self.kind = kind
        self.id = id
        self.valid = valid
    }
    public var description: String {
        let plural = kind.hasSuffix("y") ? kind.dropLast() + "ies" : kind + "s"
        return "unknown \(kind) '\(id)'; valid \(plural): \(valid.joined(separator: ", "))"
    }
}
