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
/// Which characters are composed at all is `composition-function-table`'s regexps; this rule
/// reads them as: a width-0, non-Cf character joins the cluster before it when that cluster
/// starts with a character of non-zero width that is a base (category `.`) and the joining
/// character has a rule (the combining-mark rule `\c.\c^+` of lisp/composite.el), or when the
/// cluster's first character has a rule of its own (a script's rule, e.g. Hangul's L V T).
/// Control characters never join (LF has char-width 0 but no rule takes it). Lone surrogates,
/// which Emacs's buffers do not hold as text, are clusters of their own.
struct EmacsTerminalClusterRule: StepRule {
    /// The cluster starts: 0, each start, the end.
    /// - Complexity: O(n log r), r the ranges of ``EmacsCharacterClasses``.
    func stops(in text: UTF16Text) -> [UTF16Offset] {
        var stops: [UTF16Offset] = [.zero]
        var base: EmacsCharacterClasses? = nil  // the cluster's first character, when it has width
        var offset = UTF16Offset.zero
        while offset < text.endOffset {
            let slice = text.scalar(startingAt: offset)
            let classes = slice.isLoneSurrogate ? nil : EmacsCharacterClasses.of(slice.value)
            var joins = false
            if let classes, let first = base, classes.isZeroWidth, !classes.isFormat, !isControl(slice.value) {
                joins = (classes.hasCompositionRule && first.isBase) || first.hasCompositionRule
            }
            if !joins {
                if offset > .zero { stops.append(offset) }
                base = (classes.map { $0.isZeroWidth } ?? true) ? nil : classes
            }
            offset = slice.end
        }
        if text.endOffset > .zero { stops.append(text.endOffset) }
        return stops
    }

    /// LF has char-width 0 in Emacs, but no composition rule's regexp takes a control character.
    private func isControl(_ value: UInt32) -> Bool { value < 0x20 || (0x7F...0x9F).contains(value) }

    /// - Complexity: O(n log r): the stops of the whole text are found on each step.
    func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        let all = stops(in: text)
        return forward ? all.first { $0 > offset } : all.last { $0 < offset }
    }
}
