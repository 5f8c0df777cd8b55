/// A unit as one segmenter implements it: the unit and, for `grapheme`, optionally the Unicode
/// version whose UAX #29 rules it follows (nil: the system ICU's own character iterator).
/// `editsem segment --unit grapheme --unicode 17.0` names `.grapheme(unicode: .v17_0)`.
package struct SegmenterID: Hashable, Sendable, CustomStringConvertible {
    package let unit: UnitID
    package let unicode: UnicodeVersion?

    /// The unit's own segmenter (``UnitID/makeSegmenter()``).
    package init(_ unit: UnitID) {
        self.unit = unit
        self.unicode = nil
    }

    private init(grapheme version: UnicodeVersion) {
        unit = .grapheme
        unicode = version
    }

    /// Extended grapheme clusters of `version` (``ICUSegmenter/grapheme(unicode:)``).
    package static func grapheme(unicode version: UnicodeVersion) -> SegmenterID {
        SegmenterID(grapheme: version)
    }

    /// `unit`, of `version` when one is given; throws when the unit has no versioned rules.
    package init(_ unit: UnitID, unicode version: UnicodeVersion?) throws(UnversionedUnitError) {
        guard let version else { self.init(unit); return }
        guard unit == .grapheme else { throw UnversionedUnitError(unit: unit) }
        self.init(grapheme: version)
    }

    /// Every unit, then `grapheme` of every shipped Unicode version.
    package static let all: [SegmenterID] = UnitID.allCases.map(SegmenterID.init) + UnicodeVersion.allCases.map(grapheme(unicode:))

    package func makeSegmenter() -> any Segmenter {
        if let unicode { return ICUSegmenter.grapheme(unicode: unicode) }
        return unit.makeSegmenter()
    }

    /// Where the boundaries come from, including the Unicode version they stand on.
    package var basis: String {
        guard let unicode else { return unit.basis }
        return "UAX #29 of Unicode \(unicode), data from Unicode \(unicode) (Rules/grapheme-\(unicode).txt), system ICU \(Versions.icu)'s rule engine"
    }

    /// `grapheme` or `grapheme --unicode 17.0`, as the command line writes it.
    package var description: String {
        unicode.map { "\(unit) --unicode \($0)" } ?? unit.rawValue
    }
}

/// `--unicode` was given with a unit that has no per-version rules.
package struct UnversionedUnitError: Error, Hashable, Sendable, CustomStringConvertible {
    package var unit: UnitID
    package var description: String {
        "--unicode applies to --unit grapheme only, not '\(unit)'"
    }
}
