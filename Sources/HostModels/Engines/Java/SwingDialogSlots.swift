import EditingSemantics
import EditingSupport

/// Which font of the Dialog composite font OpenJDK 17 draws each code point with, for the fonts
/// of this project's Debian 12 machine (``slotFonts``).
///
/// Swing's `TextLayout` cuts a text into runs where the composite's slot changes
/// (`sun.font.FontRunIterator`) and shapes each run with that slot's font, so a grapheme cluster
/// whose characters go to two fonts is drawn as two glyph clusters, and the caret stops inside it.
/// The slot is fontconfig's sorted font list for "sans", searched in order for a font whose cmap
/// has the character (`CompositeGlyphMapper`); controls and joiners are slot 0's invisible glyph.
/// `Corpus/scripts/swing-dialog-slots.py` asked the JDK for every code point; another machine's
/// fonts give other slots, so the table is the model's input and its release names the packages.
package enum SwingDialogSlots {
    package static let starts: [(first: UInt32, slot: UInt8)] = startTable.split(whereSeparator: \.isWhitespace).map { entry in
        let fields = entry.split(separator: ":")
        return (UInt32(fields[0], radix: 16)!, UInt8(fields[1])!)
    }

    /// The table's value for a code point no slot font maps, which slot 0 draws as its .notdef.
    static let notdef: UInt8 = 255

    /// The slot `c` is drawn with.
    /// - Complexity: O(log starts).
    package static func slot(of c: UInt32) -> UInt8 {
        let slot = tableValue(of: c)
        return slot == notdef ? 0 : slot
    }

    /// Whether no slot font maps `c`, so that slot 0 draws it as its .notdef glyph.
    /// - Complexity: O(log starts).
    package static func isNotdef(_ c: UInt32) -> Bool { tableValue(of: c) == notdef }

    /// The table's entry for `c`: its slot, or ``notdef``.
    private static func tableValue(of c: UInt32) -> UInt8 {
        starts[starts.partitionPoint { $0.first <= c } - 1].slot
    }

    /// Whether `slot` is Noto Color Emoji, whose glyphs JDK 17's FreeType scaler gives no advance
    /// (it cannot size a bitmap-only font), so the caret never stops before them.
    package static func isEmojiFont(_ slot: UInt8) -> Bool { emojiSlots.contains(slot) }

    /// The slot fonts' full names, in slot order.
    package static var slotFontNames: [String] { slotFonts.map(\.name) }

    /// The Debian packages of the JDK and of the slot fonts, in slot order, each once.
    package static var packages: [String] {
        var seen: Set<String> = []
        return ([jdkPackage] + slotFonts.map(\.package)).filter { seen.insert($0).inserted }
    }
}
