import EditingSemantics

/// What changed in extended grapheme clusters between consecutive shipped Unicode versions
/// (15.0 → 15.1 → …): on how many texts the newer version's clusters differ from the older's, with
/// the shortest text that shows it. Boundaries come from running each version's generated rules
/// (``ICUSegmenter/grapheme(unicode:)``), so they are Unicode's own rules, not a host's. Folded
/// text by text like ``VersionChanges``.
package struct UnicodeChanges: Sendable {
    /// Two consecutive Unicode versions.
    package struct Step: Sendable {
        package var older: UnicodeVersion
        package var newer: UnicodeVersion
        /// Texts compared (every text added).
        package var compared = 0
        /// Texts whose cluster boundaries differ between the two versions.
        package var differing = 0
        /// The shortest differing text; ties go to the one added first.
        package var example: ReportText?
    }

    package private(set) var steps: [Step]

    package init() {
        let versions = UnicodeVersion.allCases
        steps = zip(versions, versions.dropFirst()).map { Step(older: $0, newer: $1) }
    }

    /// Whether the clusters of `text` differ across each step, in the order of ``steps``.
    package static func stepsDiffering(in text: UTF16Text) -> [Bool] {
        // Steps chain the versions, so each version is segmented once per text.
        let boundaries = UnicodeVersion.allCases.map { ICUSegmenter.grapheme(unicode: $0).boundaries(in: text) }
        return zip(boundaries, boundaries.dropFirst()).map { $0 != $1 }
    }

    /// Counts `text`, whose clusters differ across the steps where `differing`
    /// (``stepsDiffering(in:)``, worked out beside the other texts' in the analysis).
    package mutating func add(_ text: ReportText, differing: [Bool]) {
        for i in steps.indices {
            steps[i].compared += 1
            guard differing[i] else { continue }
            steps[i].differing += 1
            if GroupSummary.isShorter(text, than: steps[i].example) { steps[i].example = text }
        }
    }

    /// The lines of a break test file on which `older`'s and `newer`'s clusters differ.
    package static func differingLines(_ lines: [GraphemeBreakTestLine], older: UnicodeVersion,
                                      newer: UnicodeVersion) -> [GraphemeBreakTestLine] {
        let (a, b) = (ICUSegmenter.grapheme(unicode: older), ICUSegmenter.grapheme(unicode: newer))
        return lines.filter { a.boundaries(in: $0.text) != b.boundaries(in: $0.text) }
    }

    /// The shortest of `lines` in UTF-16 units; ties go to the earlier line.
    package static func shortest(_ lines: [GraphemeBreakTestLine]) -> GraphemeBreakTestLine? {
        lines.min { ($0.text.units.count, $0.line) < ($1.text.units.count, $1.line) }
    }

    /// What the two versions' data change, shown on the shortest text made from a changed code
    /// point: how many code points change their grapheme sets, and the shortest text among a few
    /// contexts of each changed range's first code point (alone, after or before a letter,
    /// doubled, as a linker or an extender inside a Devanagari conjunct, after an emoji and before
    /// a ZWJ, after a Hangul leading jamo) whose clusters differ; ties go to the lower code point.
    package static func dataExample(older: UnicodeVersion, newer: UnicodeVersion) -> (changed: Int, example: UTF16Text?) {
        let changes = GraphemeRuleSets.changes(from: .bundled(unicode: older), to: .bundled(unicode: newer))
        let (a, b) = (ICUSegmenter.grapheme(unicode: older), ICUSegmenter.grapheme(unicode: newer))
        let contexts: [(String) -> String] = [
            { $0 }, { "a" + $0 }, { $0 + "a" }, { $0 + $0 }, { "\u{915}" + $0 + "\u{915}" },
            { "\u{915}\u{94D}" + $0 + "\u{915}" }, { "\u{915}" + $0 + "\u{94D}\u{915}" },
            { "\u{1F600}" + $0 }, { $0 + "\u{200D}\u{1F600}" }, { "\u{1100}" + $0 },
        ]
        var best: UTF16Text?
        for range in changes {
            guard let scalar = Unicode.Scalar(range.lowerBound) else { continue }
            for context in contexts {
                let text = UTF16Text(context(String(scalar)))
                guard best.map({ text.units.count < $0.units.count }) ?? true,
                      a.boundaries(in: text) != b.boundaries(in: text) else { continue }
                best = text
            }
        }
        return (changes.reduce(0) { $0 + $1.count }, best)
    }

    /// What the two versions' rules change, apart from their data: the shortest text of at most
    /// ``ruleExampleLength`` code points, each one whose character sets are the same in both rule
    /// files, that the two versions split differently. One code point stands for each class of
    /// code points with the same sets (the lowest); ties go to the lower code points. `nil` when
    /// no such text differs, as where only the data changed.
    /// - Complexity: O(c^k) boundary runs for c classes of unchanged code points and k =
    ///   ``ruleExampleLength`` (about 20 classes, so some 8,000 short texts).
    package static func ruleExample(older: UnicodeVersion, newer: UnicodeVersion) -> UTF16Text? {
        let (old, new) = (GraphemeRuleSets.bundled(unicode: older), GraphemeRuleSets.bundled(unicode: newer))
        let representatives = GraphemeRuleSets.unchangedClassRepresentatives(from: old, to: new)
        let (a, b) = (ICUSegmenter.grapheme(unicode: older), ICUSegmenter.grapheme(unicode: newer))
        var best: (units: Int, scalars: [UInt32], text: UTF16Text)?
        var frontier: [[UInt32]] = [[]]
        for _ in 1...ruleExampleLength {
            frontier = frontier.flatMap { prefix in representatives.map { prefix + [$0] } }
            for scalars in frontier {
                let text = UTF16Text(units: scalars.flatMap { Array(UTF16.encode(Unicode.Scalar($0)!)!) })
                if let best, (best.units, best.scalars) <= (text.units.count, scalars) { continue }
                if a.boundaries(in: text) != b.boundaries(in: text) { best = (text.units.count, scalars, text) }
            }
        }
        return best?.text
    }

    /// The most code points ``ruleExample(older:newer:)`` puts in a text.
    package static let ruleExampleLength = 3
}

private func <= (a: (Int, [UInt32]), b: (Int, [UInt32])) -> Bool {
    a.0 != b.0 ? a.0 < b.0 : !b.1.lexicographicallyPrecedes(a.1)
}
