import CICUBridge

/// Character properties as the system ICU knows them, so that models built on them stand on
/// ICU's Unicode version (see ``Versions``), not on the Swift standard library's.
public enum ICUProperties {
    /// Grapheme_Cluster_Break values (ICU's numbering).
    public enum GraphemeClusterBreak: Int32, Sendable {
        case other = 0, control, cr, extend, l, lf, lv, lvt, t, v, spacingMark, prepend, regionalIndicator
        case eBase, eBaseGAZ, eModifier, glueAfterZWJ, zwj
    }

    public static func graphemeClusterBreak(_ codePoint: UInt32) -> GraphemeClusterBreak {
        GraphemeClusterBreak(rawValue: es_grapheme_cluster_break(codePoint)) ?? .other
    }

    public static func isEmoji(_ c: UInt32) -> Bool { es_has_binary_property(c, ES_PROP_EMOJI) != 0 }
    public static func isEmojiPresentation(_ c: UInt32) -> Bool { es_has_binary_property(c, ES_PROP_EMOJI_PRESENTATION) != 0 }
    public static func isEmojiModifier(_ c: UInt32) -> Bool { es_has_binary_property(c, ES_PROP_EMOJI_MODIFIER) != 0 }
    public static func isEmojiModifierBase(_ c: UInt32) -> Bool { es_has_binary_property(c, ES_PROP_EMOJI_MODIFIER_BASE) != 0 }
    public static func isEmojiComponent(_ c: UInt32) -> Bool { es_has_binary_property(c, ES_PROP_EMOJI_COMPONENT) != 0 }
    public static func isExtendedPictographic(_ c: UInt32) -> Bool { es_has_binary_property(c, ES_PROP_EXTENDED_PICTOGRAPHIC) != 0 }
    public static func isRegionalIndicator(_ c: UInt32) -> Bool { es_has_binary_property(c, ES_PROP_REGIONAL_INDICATOR) != 0 }
    public static func isVariationSelector(_ c: UInt32) -> Bool { es_has_binary_property(c, ES_PROP_VARIATION_SELECTOR) != 0 }
    public static func isGraphemeExtend(_ c: UInt32) -> Bool { es_has_binary_property(c, ES_PROP_GRAPHEME_EXTEND) != 0 }
    public static func isDefaultIgnorable(_ c: UInt32) -> Bool { es_has_binary_property(c, ES_PROP_DEFAULT_IGNORABLE) != 0 }

    /// Canonical_Combining_Class (0 to 254; 9 is virama).
    public static func combiningClass(_ c: UInt32) -> Int { Int(es_combining_class(c)) }

    /// General_Category as ICU's UCharCategory number (6 Mn, 7 Me, 8 Mc, 16 Cf, 18 Cs...).
    public static func generalCategoryCode(_ c: UInt32) -> Int { Int(es_general_category(c)) }

    /// Whether the general category is a mark (Mn, Me or Mc).
    public static func isMark(_ c: UInt32) -> Bool { (6...8).contains(generalCategoryCode(c)) }

    /// Indic_Syllabic_Category as ICU's UIndicSyllabicCategory number.
    public static func indicSyllabicCategoryCode(_ c: UInt32) -> Int { Int(es_indic_syllabic_category(c)) }

    /// The ISO 15924 short script name, e.g. "Deva", "Hang", "Zyyy".
    public static func scriptCode(_ c: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 8)
        _ = es_script(c, &buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The Unicode character name ("DEVANAGARI SIGN VIRAMA"), or ICU's `<control-000A>` form.
    public static func name(_ c: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        let length = es_char_name(c, &buffer, 128)
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
