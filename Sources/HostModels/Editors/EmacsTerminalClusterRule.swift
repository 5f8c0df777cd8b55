import EditingSemantics

/// Where Emacs 28's point stops in a terminal frame with auto-composition-mode on (the default).
///
/// forward-char and backward-char move one character; after the command the command loop moves
/// a point left inside a composition to its edge in the direction of the move
/// (src/keyboard.c, adjust_point_for_property → src/composite.c, composition_adjust_point, which
/// reads the grapheme clusters of the automatic composition's glyph string). On a terminal every
/// composition is made by compose-gstring-for-terminal (lisp/composite.el, auto-compose-chars
/// replaces the rule's function when there is no font), which makes each character of
/// non-zero char-width one cluster with the characters of width 0 after it, shows a format
/// character (Cf) as a space of its own, and gives a mark with no base a space of its own.
///
/// Inside a composition every width-0 glyph joins the cluster before it, a ZWJ too; a format
/// character (Cf) outside one is a space of its own. Which characters are composed at all is
/// `composition-function-table`'s regexps; this rule reads them as:
/// - an emoji sequence of lisp/international/emoji-zwj.el (its literal strings, the longest that
///   the text holds) is one composition: every width-0 character in it (ZWJ, VS16, tags) joins
///   the character before it, and each emoji of non-zero width starts a cluster (👩‍💻 is 👩‍ and
///   💻). Sequences newer than Emacs's emoji data are not composed, so their ZWJ stands alone;
/// - a width-0 character joins the cluster before it when that cluster starts with a base
///   (category `.`) of non-zero width and the joining character, not Cf, has a rule (the
///   combining-mark rule `\c.\c^+` of lisp/composite.el), or when the cluster's first character
///   has a script's rule of its own (Bengali's, Sinhala's, Hangul's), a ZWNJ too, and a ZWJ
///   when more follows it;
/// - a variation selector of VS1-VS15 ends the composition (its rule `..` takes two characters).
/// Control characters never join (LF has char-width 0 but no rule takes it). Lone surrogates,
/// which Emacs's buffers do not hold as text, are clusters of their own.
struct EmacsTerminalClusterRule: StepRule {
    /// The cluster starts: 0, each start, the end.
    /// - Complexity: O(n log r), r the ranges of ``EmacsCharacterClasses``.
    func stops(in text: UTF16Text) -> [UTF16Offset] {
        var stops: [UTF16Offset] = [.zero]
        var base: EmacsCharacterClasses? = nil  // the cluster's first character, when it has width
        var inComposition = false  // the cluster lies in a composition a script's rule made
        var emojiEnd: UTF16Offset? = nil  // the end of the emoji sequence being composed
        var closed = false         // a variation selector ended the cluster's composition
        var offset = UTF16Offset.zero
        while offset < text.endOffset {
            let slice = text.scalar(startingAt: offset)
            let classes = slice.isLoneSurrogate ? nil : EmacsCharacterClasses.of(slice.value)
            if let end = emojiEnd, offset >= end { emojiEnd = nil }
            var joins = false
            if let classes, let first = base, !closed, classes.isZeroWidth, !isControl(slice.value) {
                if emojiEnd != nil {
                    joins = true
                } else {
                    joins = inComposition || (classes.hasCompositionRule && !classes.isFormat && first.isBase)
                    if inComposition, slice.value == 0x200D {
                        // The scripts' regexps take a ZWJ only before more of the syllable (ක්‍ය), not last.
                        let after = slice.end < text.endOffset ? text.scalar(startingAt: slice.end) : nil
                        joins = after.map { !$0.isLoneSurrogate && !isControl($0.value) } ?? false
                    }
                }
            }
            if joins {
                closed = emojiEnd == nil && Self.isVariationSelector(slice.value)
            } else {
                if offset > .zero { stops.append(offset) }
                let hasWidth = !(classes.map { $0.isZeroWidth } ?? true)
                base = hasWidth ? classes : nil
                closed = false
                if emojiEnd == nil, hasWidth, let end = Self.emojiSequenceEnd(at: offset, in: text) {
                    emojiEnd = end
                    inComposition = false
                } else if emojiEnd == nil {
                    inComposition = hasWidth && (classes?.hasCompositionRule ?? false) && Self.emojiSequences[slice.value] == nil
                }
            }
            offset = slice.end
        }
        if text.endOffset > .zero { stops.append(text.endOffset) }
        return stops
    }

    /// The "UK Flags" rule emoji-zwj.el writes by hand as a regexp (not as literal strings, so the
    /// script does not copy it): 🏴 E0067 E0062, then eng, sct or wls, then E007F.
    static let ukFlags: [[UInt32]] = [[0x65, 0x6E, 0x67], [0x73, 0x63, 0x74], [0x77, 0x6C, 0x73]].map { tag in
        [0x1F3F4, 0xE0067, 0xE0062] + tag.map { 0xE0000 + $0 } + [0xE007F]
    }

    /// Emacs's emoji sequences by their first character, longest first.
    static let emojiSequences: [UInt32: [[UInt32]]] = {
        var table: [UInt32: [[UInt32]]] = [:]
        for sequence in EmacsCharacterClasses.emojiSequences + ukFlags { table[sequence[0], default: []].append(sequence) }
        return table.mapValues { $0.sorted { $0.count > $1.count } }
    }()

    /// Where the longest of Emacs's emoji sequences that `text` holds at `offset` ends, or nil.
    /// - Complexity: O(s · k), s the sequences for the character, k their length.
    static func emojiSequenceEnd(at offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        let first = text.scalar(startingAt: offset)
        guard !first.isLoneSurrogate, let candidates = emojiSequences[first.value] else { return nil }
        for sequence in candidates {
            var position = offset
            var matched = true
            for value in sequence {
                guard position < text.endOffset else { matched = false; break }
                let slice = text.scalar(startingAt: position)
                guard !slice.isLoneSurrogate, slice.value == value else { matched = false; break }
                position = slice.end
            }
            if matched { return position }
        }
        return nil
    }

    /// VS1-VS15 and the ideographic selectors: their rule (lisp/composite.el, `..` for
    /// compose-gstring-for-variation-glyph) takes the base and the selector only.
    static func isVariationSelector(_ value: UInt32) -> Bool {
        (0xFE00...0xFE0E).contains(value) || (0xE0100...0xE01EF).contains(value)
    }

    /// LF has char-width 0 in Emacs, but no composition rule's regexp takes a control character.
    private func isControl(_ value: UInt32) -> Bool { value < 0x20 || (0x7F...0x9F).contains(value) }

    /// - Complexity: O(n log r): the stops of the whole text are found on each step.
    func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        let all = stops(in: text)
        return forward ? all.first { $0 > offset } : all.last { $0 < offset }
    }
}
