import EditingSemantics

/// GNU readline 8.2's multibyte character steps in a UTF-8 locale (bminor/bash@74091dd4, bash 5.2's
/// bundled readline, lib/readline/mbutil.c and rlmbutil.h). Readline has no grapheme clusters:
/// it joins characters of `wcwidth` 0 to the character before them, and the two directions test
/// the width differently.
///
/// - Backward (`_rl_find_prev_utf8char` with MB_FIND_NONZERO, behind Backspace and Left): the
///   previous character that is ASCII (any byte below 0x80, returned at once), not valid UTF-8,
///   or of `WCWIDTH > 0` (`_rl_test_nonzero`); characters of width 0 **or -1** are passed over,
///   and if none qualifies the line's start.
/// - Forward (`_rl_find_next_mbchar_internal`, behind Right and Delete): characters of width 0
///   are passed over, then one character of any other width (-1 included) is taken, then the
///   characters of width 0 after it.
///
/// `WCWIDTH` is `_rl_wcwidth`: 1 for printable ASCII, glibc's `wcwidth` otherwise (`GlibcWcwidth`).
/// A lone surrogate, which a UTF-8 line cannot hold, is taken as an invalid byte: a character
/// of its own in both directions.
enum ReadlineCharacters {
    /// Whether the backward walk stops at the character `slice`.
    static func stopsBackward(_ slice: UTF16Text.ScalarSlice) -> Bool {
        slice.value < 0x80 || slice.isLoneSurrogate || GlibcWcwidth.width(of: slice.value) == .positive
    }

    /// Whether the forward walk passes over `slice` without counting it.
    static func passedForward(_ slice: UTF16Text.ScalarSlice) -> Bool {
        !slice.isLoneSurrogate && slice.value >= 0x80 && GlibcWcwidth.width(of: slice.value) == .zero
    }

    /// The start of the previous character readline stops at before `offset`, or 0.
    /// - Complexity: O(distance).
    static func previous(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset {
        var position = offset
        while position > .zero {
            let slice = text.scalar(endingAt: position)
            if stopsBackward(slice) { return slice.offset }
            position = slice.offset
        }
        return .zero
    }

    /// Where one forward character from `offset` ends.
    /// Precondition: `offset < text.endOffset`. - Complexity: O(distance).
    static func next(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset {
        var position = offset
        while position < text.endOffset {
            let slice = text.scalar(startingAt: position)
            position = slice.end
            if !passedForward(slice) { break }
        }
        while position < text.endOffset {
            let slice = text.scalar(startingAt: position)
            guard passedForward(slice) else { break }
            position = slice.end
        }
        return position
    }
}

/// Backspace in readline (`rl_rubout` → `_rl_rubout_char`): deletes from the previous character
/// readline stops at backward (``ReadlineCharacters``) to the caret.
struct ReadlineRuboutRule: PrefixReadingDeleteRule {
    func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard caret > .zero else { return nil }
        return TextEdit(range: ReadlineCharacters.previous(before: caret, in: text)..<caret)
    }
}

/// Right and Left in readline (`rl_forward_char`, `rl_backward_char`); Delete (`rl_delete`)
/// removes what one forward step passes.
struct ReadlineCharacterRule: StepRule {
    func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        if forward {
            return offset < text.endOffset ? ReadlineCharacters.next(after: offset, in: text) : nil
        }
        return offset > .zero ? ReadlineCharacters.previous(before: offset, in: text) : nil
    }
}
