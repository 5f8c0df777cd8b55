import EditingSemantics
@testable import HostModels
import Testing

/// The parts of the Emacs 28.2 terminal caret model against Emacs 28.2 itself (Debian 12,
/// emacs-nox 1:28.2+1-15+deb12u4), asked in `emacs --batch -Q`: `looking-at` and `match-end`
/// for the regexp cases; for the stops, the text inserted in a buffer shown in the batch frame's
/// window, then from each point p `find-composition` at p + 1 (find-composition-internal, which
/// calls find_automatic_composition as composition_adjust_point does) and its glyphs read as
/// composition_adjust_point reads them. That batch run agrees with the tmux observation
/// (Corpus/observed/emacs@28.2-tty.observed) on every text both measured.
@Suite struct EmacsCompositionTests {
    /// `(looking-at PATTERN)` at the start of TEXT: the match's length in characters, or nil.
    static let lookingAt: [(pattern: String, text: String, length: Int?)] = [
        ("a\\|ab", "ab", 1),                  // the first alternative that matches, not the longest
        ("x[a-c]*?", "xab", 1),               // a lazy star takes as little as it can
        ("x[a-c]*", "xab", 3),
        ("\\(?:ab\\)?a", "aba", 3),
        ("\\c.\\c^+", "e\u{301}\u{302}x", 3),
        ("..", "a\nb", nil),                  // `.` does not match a newline
        ("\\(a\\|ab\\)c", "abc", 3),          // backtracking into the group
        ("[^a]b", "cb", 2),
        ("[]a]+", "]a]b", 3),                 // `]` first in a bracket is literal
        ("\\c.\\c^+", "\u{301}\u{302}", nil), // a mark is not of category `.`
    ]

    @Test func matchesAsLookingAtDoes() throws {
        for entry in Self.lookingAt {
            let regexp = try EmacsRegexp(entry.pattern)
            let length = regexp.match(entry.text.unicodeScalars.map(\.value), at: 0)
            // looking-at's empty match is a match; the model's caller treats it as none.
            #expect(length == entry.length, "\(entry.pattern) on \(entry.text.debugDescription)")
        }
    }

    @Test func everyGeneratedPatternIsRead() {
        for pattern in EmacsCharacterClasses.patterns {
            #expect(throws: Never.self, "\(pattern.debugDescription)") { try EmacsRegexp(pattern) }
        }
    }

    @Test func unknownSyntaxIsAnError() {
        #expect(throws: EmacsRegexp.SyntaxError.self) { try EmacsRegexp("\\w+") }
        #expect(throws: EmacsRegexp.SyntaxError.self) { try EmacsRegexp("[[:alpha:]]") }
        #expect(throws: EmacsRegexp.SyntaxError.self) { try EmacsRegexp("\\(a") }
    }

    /// The caret's stops (UTF-16 offsets), forward from 0, as Emacs 28.2's batch run gave them.
    static let stops: [(name: String, text: String, stops: [Int])] = [
        // compose-gstring-for-terminal: a ZWNJ is a space; the first fatha gets a space glyph of
        // its own and the function goes on from glyph 2, where the second space takes both marks.
        ("zwnj-marks", "\u{200C}\u{64E}\u{64E}\u{628}", [0, 1, 3, 4]),
        ("ar-zwj-fatha", "\u{628}\u{200D}\u{64E}\u{628}", [0, 3, 4]),
        ("deva-ksha-zwj", "\u{915}\u{94D}\u{200D}\u{937}\u{93F}", [0, 3, 4, 5]),
        ("si-zwj-ya", "\u{D9A}\u{DCA}\u{200D}\u{DBA}", [0, 3, 4]),
        ("si-zwj-end", "\u{D9A}\u{DCA}\u{200D}", [0, 2, 3]),
        ("ml-lazy", "\u{D05}\u{D3E}\u{D02}\u{D15}", [0, 1, 2, 3, 4]),
        ("my-kinzi", "\u{1004}\u{103A}\u{1039}\u{1000}\u{102D}\u{102F}", [0, 3, 6]),
        ("th-sara-am", "\u{E01}\u{E49}\u{E33}\u{E01}", [0, 2, 3, 4]),
        ("lo-tone", "\u{E81}\u{EB4}\u{EC8}\u{E81}", [0, 3, 4]),
        ("ko-jamo", "\u{1100}\u{1161}\u{11A8}\u{1100}", [0, 3, 4]),
        ("km-run", "\u{1780}\u{17D2}\u{1780}\u{17B6}\u{20}\u{1780}", [0, 2, 3, 4, 5, 6]),
        // The tags are composable (U+E0020-U+E007F), so the UK Flags rule composes the whole flag.
        ("flag-england", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", [0, 14]),
        ("family", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", [0, 3, 6, 8]),
        ("he-zwj-mark", "\u{5D1}\u{200D}\u{5B0}\u{5D0}", [0, 3, 4]),
        ("mark-no-base", "\u{301}\u{302}\u{61}", [0, 1, 2, 3]),
        ("e-acute-vs", "\u{61}\u{301}\u{FE0F}\u{62}", [0, 3, 4]),
        ("fraction", "\u{31}\u{32}\u{2044}\u{33}\u{34}", [0, 1, 2, 3, 4, 5]),
    ]

    @Test func stopsAreEmacss() {
        let rule = EmacsTerminalClusterRule()
        for entry in Self.stops {
            let text = UTF16Text(entry.text)
            #expect(rule.stops(in: text).map(\.rawValue) == entry.stops, "\(entry.name)")
            // Stepping one press at a time reaches the same stops.
            var offset = UTF16Offset.zero
            var stepped = [0]
            while let next = rule.step(from: offset, forward: true, in: text) {
                stepped.append(next.rawValue)
                offset = next
            }
            #expect(stepped == entry.stops, "\(entry.name) stepped")
        }
    }
}
