import EditingSemantics

/// Where Emacs 28's point stops in a terminal frame with auto-composition-mode on (the default).
///
/// forward-char and backward-char move one character; after the command the command loop
/// (src/keyboard.c, adjust_point_for_property) asks src/composite.c's composition_adjust_point
/// whether the new point lies inside an automatic composition, and moves it to the edge of the
/// composition's grapheme cluster in the direction of the move. This rule runs the same steps on
/// the text:
/// - find_automatic_composition: when the character after the point is composable
///   (char_composable_p: a letter, mark, number, punctuation, symbol or space, ZWNJ, ZWJ or a
///   tag character), go back to the start of its run of composable characters and search
///   forward, up to MAX_AUTO_COMPOSITION_LOOKBACK (3) characters past the point, for the first
///   rule of `composition-function-table` (the generated ``EmacsCharacterClasses/ruleSets``) that
///   composes at each character: its PATTERN matched at PREV-CHARS characters back as
///   `looking-at` does (``EmacsRegexp``; no PATTERN composes the one character). A composition
///   found is skipped whole; the one holding the point is the answer, else the last one made;
/// - the composition's glyphs are those of compose-gstring-for-terminal (lisp/composite.el; a
///   terminal frame has no font, so auto-compose-chars calls it whatever the rule's function):
///   a glyph of char-width 0 joins the cluster of the glyph of non-zero width before it; one that
///   starts the composition or follows a Cf becomes a space of its own (a Cf) or is given a space
///   glyph before it, after which the function goes on from glyph 2 (its `(setq i (+ 2))`);
/// - composition_adjust_point: the first glyph whose cluster reaches the point moves it to the
///   cluster's end (forward) or start (backward), unless the point is at the cluster's start.
///
/// Lone surrogates, which Emacs's buffers do not hold as text, are characters no rule composes.
struct EmacsTerminalClusterRule: StepRule {
    /// src/composite.h (Emacs 28).
    static let maxLookback = 3

    /// The rules' patterns, compiled once.
    static let patterns: [EmacsRegexp] = EmacsCharacterClasses.patterns.map { pattern in
        do { return try EmacsRegexp(pattern) } catch { preconditionFailure("\(error)") }
    }

    /// A glyph of a terminal composition: the character shown and the characters (indices into
    /// the composition) its cluster covers.
    struct Glyph: Equatable {
        var character: UInt32
        var width: Int
        var from: Int
        var to: Int
    }

    /// - Complexity: O(n · m), m the work of one point adjustment.
    func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        let (characters, starts) = Self.characters(of: text)
        // The character the offset stands at or inside; the end is the count.
        let k = offset >= text.endOffset ? characters.count : (starts.lastIndex { $0 <= offset.rawValue } ?? 0)
        let exact = k == characters.count || starts[k] == offset.rawValue
        let (last, new): (Int, Int)
        if forward {
            guard offset < text.endOffset else { return nil }
            (last, new) = (k, k + 1)
        } else {
            guard offset > .zero else { return nil }
            (last, new) = exact ? (k, k - 1) : (k + 1, k)
        }
        let adjusted = Self.adjustPoint(last: last, new: new, in: characters)
        return UTF16Offset(adjusted < starts.count ? starts[adjusted] : text.endOffset.rawValue)
    }

    /// - Complexity: O(n · m), m the work of one point adjustment.
    func stops(in text: UTF16Text) -> [UTF16Offset] {
        let (characters, starts) = Self.characters(of: text)
        var stops: [UTF16Offset] = [.zero]
        var point = 0
        while point < characters.count {
            point = max(Self.adjustPoint(last: point, new: point + 1, in: characters), point + 1)
            stops.append(UTF16Offset(point < starts.count ? starts[point] : text.endOffset.rawValue))
        }
        return stops
    }

    /// The text's characters (a lone surrogate as its unit) and the UTF-16 offset of each.
    static func characters(of text: UTF16Text) -> (characters: [UInt32], starts: [Int]) {
        var characters: [UInt32] = []
        var starts: [Int] = []
        var offset = UTF16Offset.zero
        while offset < text.endOffset {
            let slice = text.scalar(startingAt: offset)
            characters.append(slice.value)
            starts.append(offset.rawValue)
            offset = slice.end
        }
        return (characters, starts)
    }

    /// composition_adjust_point: where the point moved from character index `last` to `new`
    /// ends up.
    static func adjustPoint(last: Int, new: Int, in characters: [UInt32]) -> Int {
        guard new > 0, new < characters.count,
              let (start, glyphs) = automaticComposition(at: new, in: characters), start != new
        else { return new }
        for glyph in glyphs {
            if start + glyph.from == new { return new }
            if start + glyph.to >= new { return new < last ? start + glyph.from : start + glyph.to + 1 }
        }
        return new
    }

    /// find_automatic_composition with no limit: the composition holding the character at
    /// `position`, or the last one the forward search made, as its start and glyphs.
    static func automaticComposition(at position: Int, in characters: [UInt32]) -> (Int, [Glyph])? {
        guard isComposable(characters[position]) else { return nil }
        let checkLimit = min(characters.count, position + 1 + maxLookback)
        var current = position
        while current > 0, isComposable(characters[current - 1]) { current -= 1 }
        var found: (Int, [Glyph])? = nil
        while current < checkLimit {
            var composed = false
            for (pattern, lookback) in rules(of: characters[current]) {
                let check = current - lookback
                if check < 0 || position < check { continue }
                guard let length = composedLength(pattern: pattern, at: check, in: characters) else {
                    found = nil
                    continue
                }
                let glyphs = terminalGlyphs(Array(characters[check..<(check + length)]))
                found = (check, glyphs)
                if check <= position, position < check + length { return found }
                // A match that ends before the character that triggered it would search it again
                // for ever in Emacs; none of Emacs 28's rules can make one.
                current = max(check + length, current + 1)
                composed = true
                break
            }
            if !composed { current += 1 }
        }
        return found
    }

    /// autocmp_chars: how many characters a rule composes at `start`: its pattern's match, or
    /// one for a rule with no pattern.
    static func composedLength(pattern: Int, at start: Int, in characters: [UInt32]) -> Int? {
        guard pattern >= 0 else { return 1 }
        guard let length = patterns[pattern].match(characters, at: start), length > 0 else { return nil }
        return length
    }

    /// compose-gstring-for-terminal's glyphs for `characters` (lisp/composite.el, Emacs 28.2).
    static func terminalGlyphs(_ characters: [UInt32]) -> [Glyph] {
        var glyphs = characters.enumerated().map { index, value in
            Glyph(character: value, width: EmacsCharacterClasses.of(value).isZeroWidth ? 0 : 1, from: index, to: index)
        }
        var i = 0
        var guardSteps = 0
        while i < glyphs.count, guardSteps < 64 * (characters.count + 1) {
            guardSteps += 1
            if glyphs[i].width == 0 {
                if EmacsCharacterClasses.of(glyphs[i].character).isFormat {
                    glyphs[i].character = 0x20
                    glyphs[i].width = 1
                    i += 1
                } else {
                    glyphs.insert(glyphs[i], at: i)
                    glyphs[i].character = 0x20
                    glyphs[i].width = 1
                    i = 2  // `(setq i (+ 2))`, not i + 2
                }
            } else {
                let from = glyphs[i].from
                var to = glyphs[i].to
                var j = i + 1
                while j < glyphs.count, glyphs[j].width == 0 {
                    to = glyphs[j].to
                    j += 1
                }
                for k in i..<j {
                    glyphs[k].from = from
                    glyphs[k].to = to
                }
                i = j
            }
        }
        return glyphs
    }

    /// char_composable_p (src/composite.c); a lone surrogate is not.
    static func isComposable(_ value: UInt32) -> Bool {
        (0xD800...0xDFFF).contains(value) ? false : EmacsCharacterClasses.of(value).isComposable
    }

    /// composition-function-table's rules for `value`: `(pattern index or -1, PREV-CHARS)`.
    /// - Complexity: O(log r), r the rule ranges.
    static func rules(of value: UInt32) -> [(Int, Int)] {
        if (0xD800...0xDFFF).contains(value) { return [] }
        let starts = EmacsCharacterClasses.ruleStarts
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle].0 <= value { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? [] : EmacsCharacterClasses.ruleSets[starts[low - 1].1]
    }
}
