/// A Unicode version whose extended grapheme cluster rules this package ships as ICU rules
/// (`Rules/grapheme-<version>.txt`, generated from that version's data by
/// `Tests/UnicodeData/generate-grapheme-rules.py`), so a host model can say "grapheme clusters of
/// Unicode 17.0" whatever the system ICU's own version is.
public enum UnicodeVersion: String, CaseIterable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// UAX #29 without GB9c.
    case v15_0 = "15.0"
    /// GB9c (Indic_Conjunct_Break) enters UAX #29.
    case v15_1 = "15.1"
    case v16_0 = "16.0"
    case v17_0 = "17.0"
    /// GB9c needs no consonant before the linker (`InCB=Linker InCB=Extend* × InCB=Consonant`).
    case v18_0 = "18.0"

    public var description: String { rawValue }

    public static func < (a: UnicodeVersion, b: UnicodeVersion) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Looks a version up as written ("17.0"), or throws an error listing the known ones.
    public static func parse(_ text: String) throws(UnknownIDError) -> UnicodeVersion {
        guard let version = UnicodeVersion(rawValue: text) else {
            throw UnknownIDError(kind: "Unicode version", id: text, valid: allCases.map(\.rawValue))
        }
        return version
    }
}
