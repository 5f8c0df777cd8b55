/// What Emacs's own tables say of a code point, as far as its terminal compositions depend on
/// it (`Generated/EmacsCharacterClasses+Data.swift`, asked of Emacs by
/// `Corpus/scripts/emacs-char-classes.py`).
struct EmacsCharacterClasses: Equatable {
    var flags: UInt8

    /// The flags of categories `.` and `^`, which ``EmacsRegexp``'s `\c.` and `\c^` test.
    static let baseFlag: UInt8 = 4
    static let combiningFlag: UInt8 = 16

    /// `(char-width c)` is 0.
    var isZeroWidth: Bool { flags & 1 != 0 }
    /// General category Cf (ZWJ, ZWNJ, tags): compose-gstring-for-terminal shows it as a space of its own.
    var isFormat: Bool { flags & 2 != 0 }
    /// Category `.` (a base character), which the combining-mark rule `\c.\c^+` needs before the marks.
    var isBase: Bool { flags & Self.baseFlag != 0 }
    /// Category `^` (a combining character), which the combining-mark rule's `\c^` reads.
    var isCombining: Bool { flags & Self.combiningFlag != 0 }
    /// src/composite.c's char_composable_p: at least a space, and ZWNJ, ZWJ, a tag character or a
    /// general category up to Zs (letters, marks, numbers, punctuation, symbols, spaces).
    var isComposable: Bool { flags & 32 != 0 }

    /// The classes of code point `value`. - Complexity: O(log r), r the ranges in the table.
    static func of(_ value: UInt32) -> EmacsCharacterClasses {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle].0 <= value { low = middle + 1 } else { high = middle }
        }
        return EmacsCharacterClasses(flags: low == 0 ? 0 : starts[low - 1].1)
    }
}
