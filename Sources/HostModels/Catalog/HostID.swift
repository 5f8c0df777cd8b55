/// A host id split into its family and version: `chromium@156` is family `chromium`, version
/// `156`; `ios8-safari` has no version.
package struct HostID: Hashable, Sendable, CustomStringConvertible {
    package var family: String
    package var version: String?

    package init(family: String, version: String?) {
        self.family = family
        self.version = version
    }

    /// Splits at the last `@`.
    package init(_ id: String) {
        if let at = id.lastIndex(of: "@") {
            family = String(id[..<at])
            version = String(id[id.index(after: at)...])
        } else {
            family = id
            version = nil
        }
    }

    package var description: String { version.map { "\(family)@\($0)" } ?? family }
}

/// What a model's host release is: the version a user would name, and the engines under it whose
/// versions decide the behaviour (ICU or Unicode data, a shaping library, fonts).
public struct HostRelease: Hashable, Sendable {
    /// Whether the model stands for a real host a user runs, or for a reference unit (a plain
    /// UTF-16 unit, code point or cluster that no shipping host is claimed to use as such).
    public enum Kind: String, Sendable, CaseIterable, Codable {
        case host
        case reference
    }

    public var kind: Kind
    /// The engines and data the behaviour rests on, e.g. `Pango 1.50.12 (GLib 2.74, Unicode 15.0)`.
    public var engines: [String]
    /// The id of the host model this one runs on, when it is built on another host of the
    /// catalog: a web editor on its browser (`chromium@156`), a toolkit on the toolkit under it.
    /// The reports' editors page holds the two models side by side.
    public var builtOn: String?

    public init(kind: Kind = .host, engines: [String], builtOn: String? = nil) {
        self.kind = kind
        self.engines = engines
        self.builtOn = builtOn
    }

    /// A host model that names no release of its own (it cites sources at commits instead).
    public static let unversioned = HostRelease(engines: [])
    /// A reference unit.
    public static let reference = HostRelease(kind: .reference, engines: [])
}
