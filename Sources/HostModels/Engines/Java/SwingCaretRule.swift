import EditingSemantics

/// Swing's Left/Right in a `JTextField` or `JTextArea` (OpenJDK 17): `DefaultEditorKit`'s
/// NextVisualPositionAction asks the view. A document none of whose code units
/// `FontUtilities.isNonSimpleChar` calls complex (U+0300–036F, 0590–06FF, 0900–0E7F, 0F00–109F,
/// 1100–11FE, 1780–17FF, 200C, 200D, 202A–202E, 206A–206F, surrogates) is drawn by `PlainView` /
/// `FieldView`, and `View.getNextVisualPositionFrom` steps one UTF-16 unit (`pos + 1`).
/// Otherwise `AbstractDocument` sets its "i18n" property on insertion and the view is a
/// `GlyphView` painted by `GlyphPainter2`, whose steps are `TextLayout.getNextRightHit`: a caret is
/// valid where the shaped glyph for the character has a non-zero advance
/// (`ExtendedTextSourceLabel.caretAtOffsetIsValid`), so the stops are the font's clusters after
/// HarfBuzz shaping and font fallback. The model stands for those with `clusters` (not a font
/// simulation: where a font makes a conjunct or a ligature its own cluster, the model differs,
/// and known-differences.txt lists each such text).
package struct SwingCaretRule: StepRule {
    let clusters: any Segmenter

    package init(clusters: any Segmenter) { self.clusters = clusters }

    /// `FontUtilities.isNonSimpleChar` (isComplexCharCode or a surrogate) for one code unit.
    package static func isNonSimple(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0300...0x036F, 0x0590...0x06FF, 0x0900...0x0E7F, 0x0F00...0x109F, 0x1100...0x11FE,
             0x1780...0x17FF, 0x200C...0x200D, 0x202A...0x202E, 0x206A...0x206F, 0xD800...0xDFFF:
            return true
        default:
            return false
        }
    }

    /// Whether Swing lays the text out with `TextLayout` (the document's "i18n" property).
    /// - Complexity: O(n).
    package static func isComplex(_ text: UTF16Text) -> Bool { text.units.contains(where: isNonSimple) }

    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        if !Self.isComplex(text) {
            if forward { return offset < text.endOffset ? offset.advanced(by: 1) : nil }
            return offset > .zero ? UTF16Offset(offset.rawValue - 1) : nil
        }
        return forward ? clusters.boundary(after: offset, in: text) : clusters.boundary(before: offset, in: text)
    }

    package func stops(in text: UTF16Text) -> [UTF16Offset] {
        Self.isComplex(text) ? clusters.boundaries(in: text) : (0...text.endOffset.rawValue).map { UTF16Offset($0) }
    }
}
