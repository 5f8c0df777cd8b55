import CICUBridge

/// Character properties as the system ICU knows them, so that models built on them stand on
/// ICU's Unicode version (see ``Versions``), not on the Swift standard library's.
package enum ICUProperties {
    /// Grapheme_Cluster_Break values (ICU's numbering).
    package enum GraphemeClusterBreak: Int32, Sendable {
        case other = 0, control, cr, extend, l, lf, lv, lvt, t, v, spacingMark, prepend, regionalIndicator
        case eBase, eBaseGAZ, eModifier, glueAfterZWJ, zwj
    }

    @inlinable package static func graphemeClusterBreak(_ codePoint: UInt32) -> GraphemeClusterBreak {
        let raw = packed(codePoint).map { Int32(truncatingIfNeeded: $0 >> 10 & 0x1F) } ?? es_grapheme_cluster_break(codePoint)
        return GraphemeClusterBreak(rawValue: raw) ?? .other
    }

    @inlinable package static func isEmoji(_ c: UInt32) -> Bool { has(c, ES_PROP_EMOJI) }
    @inlinable package static func isEmojiPresentation(_ c: UInt32) -> Bool { has(c, ES_PROP_EMOJI_PRESENTATION) }
    @inlinable package static func isEmojiModifier(_ c: UInt32) -> Bool { has(c, ES_PROP_EMOJI_MODIFIER) }
    @inlinable package static func isEmojiModifierBase(_ c: UInt32) -> Bool { has(c, ES_PROP_EMOJI_MODIFIER_BASE) }
    @inlinable package static func isEmojiComponent(_ c: UInt32) -> Bool { has(c, ES_PROP_EMOJI_COMPONENT) }
    @inlinable package static func isExtendedPictographic(_ c: UInt32) -> Bool { has(c, ES_PROP_EXTENDED_PICTOGRAPHIC) }
    @inlinable package static func isRegionalIndicator(_ c: UInt32) -> Bool { has(c, ES_PROP_REGIONAL_INDICATOR) }
    @inlinable package static func isVariationSelector(_ c: UInt32) -> Bool { has(c, ES_PROP_VARIATION_SELECTOR) }
    @inlinable package static func isGraphemeExtend(_ c: UInt32) -> Bool { has(c, ES_PROP_GRAPHEME_EXTEND) }
    @inlinable package static func isDefaultIgnorable(_ c: UInt32) -> Bool { has(c, ES_PROP_DEFAULT_IGNORABLE) }

    /// Age: the Unicode version that assigned `c`, as (major, minor); nil when ICU's Unicode
    /// leaves it unassigned.
    package static func age(_ c: UInt32) -> (major: Int, minor: Int)? {
        let packed = Int(es_age(c))
        return packed == 0 ? nil : (packed >> 8, packed & 0xFF)
    }

    /// Canonical_Combining_Class (0 to 254; 9 is virama).
    @inlinable package static func combiningClass(_ c: UInt32) -> Int {
        packed(c).map { Int($0 >> 24 & 0xFF) } ?? Int(es_combining_class(c))
    }

    /// General_Category as ICU's UCharCategory number (6 Mn, 7 Me, 8 Mc, 16 Cf, 18 Cs...).
    @inlinable package static func generalCategoryCode(_ c: UInt32) -> Int {
        packed(c).map { Int($0 >> 16 & 0x1F) } ?? Int(es_general_category(c))
    }

    /// The strong direction of a code point: `.leftToRight` for Bidi_Class L, `.rightToLeft` for R
    /// and AL, nil for weak and neutral classes.
    package static func strongDirection(_ c: UInt32) -> TextDirection? {
        switch es_bidi_class(c) {
        case 0: .leftToRight
        case 1, 13: .rightToLeft
        default: nil
        }
    }

    /// Whether the general category is a mark (Mn, Me or Mc).
    @inlinable package static func isMark(_ c: UInt32) -> Bool { UInt(bitPattern: generalCategoryCode(c) &- 6) < 3 }

    /// Indic_Syllabic_Category as ICU's UIndicSyllabicCategory number.
    @inlinable package static func indicSyllabicCategoryCode(_ c: UInt32) -> Int {
        packed(c).map { Int($0 >> 32 & 0xFF) } ?? Int(es_indic_syllabic_category(c))
    }

    /// Whether Indic_Positional_Category is Left: a pre-base vowel sign such as ि, ে, ை or ေ
    /// (two-part vowel signs such as ো are Left_And_Right, not Left).
    package static func isLeftPositioned(_ c: UInt32) -> Bool { es_indic_positional_category(c) == 4 }

    /// Whether Indic_Syllabic_Category is Vowel_Dependent (a vowel sign).
    package static func isDependentVowel(_ c: UInt32) -> Bool { indicSyllabicCategoryCode(c) == 34 }

    @inlinable static func has(_ c: UInt32, _ property: es_binary_property) -> Bool {
        guard let bits = packed(c) else { return es_has_binary_property(c, property) != 0 }
        return bits & (1 << UInt64(property.rawValue)) != 0
    }

    /// The packed properties of `c` from the bridge's table (built from ICU on first use:
    /// a table load is several times cheaper than a call into ICU, and the host models make
    /// millions of lookups in a report), or nil for the rare code points outside it.
    @inlinable @inline(__always) static func packed(_ c: UInt32) -> UInt64? {
        let bits = es_packed_property_bits(c)
        return bits & ES_NOT_PACKED == 0 ? bits : nil
    }

    /// Several properties of one code point read with one table lookup, for code that asks a
    /// code point more than one question: each answers as the ``ICUProperties`` function of the
    /// same name.
    package struct CodePointProperties: Sendable {
        package let codePoint: UInt32
        /// The packed properties, or nil outside the table (then each is asked of ICU).
        @usableFromInline let packed: UInt64?

        @inlinable package init(_ codePoint: UInt32) {
            self.codePoint = codePoint
            packed = ICUProperties.packed(codePoint)
        }

        @inlinable func has(_ property: es_binary_property) -> Bool {
            guard let packed else { return es_has_binary_property(codePoint, property) != 0 }
            return packed & (1 << UInt64(property.rawValue)) != 0
        }

        @inlinable package var isEmoji: Bool { has(ES_PROP_EMOJI) }
        @inlinable package var isEmojiPresentation: Bool { has(ES_PROP_EMOJI_PRESENTATION) }
        @inlinable package var isEmojiModifier: Bool { has(ES_PROP_EMOJI_MODIFIER) }
        @inlinable package var isEmojiModifierBase: Bool { has(ES_PROP_EMOJI_MODIFIER_BASE) }
        @inlinable package var isEmojiComponent: Bool { has(ES_PROP_EMOJI_COMPONENT) }
        @inlinable package var isExtendedPictographic: Bool { has(ES_PROP_EXTENDED_PICTOGRAPHIC) }
        @inlinable package var isRegionalIndicator: Bool { has(ES_PROP_REGIONAL_INDICATOR) }
        @inlinable package var isVariationSelector: Bool { has(ES_PROP_VARIATION_SELECTOR) }
        @inlinable package var isGraphemeExtend: Bool { has(ES_PROP_GRAPHEME_EXTEND) }
        @inlinable package var isDefaultIgnorable: Bool { has(ES_PROP_DEFAULT_IGNORABLE) }

        @inlinable package var graphemeClusterBreak: GraphemeClusterBreak {
            let raw = packed.map { Int32(truncatingIfNeeded: $0 >> 10 & 0x1F) } ?? es_grapheme_cluster_break(codePoint)
            return GraphemeClusterBreak(rawValue: raw) ?? .other
        }
        @inlinable package var combiningClass: Int { packed.map { Int($0 >> 24 & 0xFF) } ?? Int(es_combining_class(codePoint)) }
        @inlinable package var generalCategoryCode: Int { packed.map { Int($0 >> 16 & 0x1F) } ?? Int(es_general_category(codePoint)) }
        @inlinable package var isMark: Bool { UInt(bitPattern: generalCategoryCode &- 6) < 3 }
        @inlinable package var indicSyllabicCategoryCode: Int {
            packed.map { Int($0 >> 32 & 0xFF) } ?? Int(es_indic_syllabic_category(codePoint))
        }
    }

    /// ICU's number of the script of `c` (its `UScriptCode`), read without its name: code points
    /// of one script share it, so a table over many reads each name once.
    package static func scriptNumber(_ c: UInt32) -> Int32 { es_script_number(c) }

    /// The ISO 15924 short script name, e.g. "Deva", "Hang", "Zyyy".
    package static func scriptCode(_ c: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 8)
        _ = es_script(c, &buffer)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The Unicode character name ("DEVANAGARI SIGN VIRAMA"), or ICU's `<control-000A>` form.
    package static func name(_ c: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        let length = es_char_name(c, &buffer, 128)
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The direction of a run of text by its strong characters.
package enum TextDirection: String, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
    /// Both directions occur: arrow keys move visually, not in text order.
    case mixed

    /// The direction of `text`: mixed when it has strong characters of both directions,
    /// left-to-right when it has none.
    package init(of text: UTF16Text) {
        var ltr = false, rtl = false
        for slice in text.scalars where !slice.isLoneSurrogate {
            switch ICUProperties.strongDirection(slice.value) {
            case .leftToRight?: ltr = true
            case .rightToLeft?: rtl = true
            default: break
            }
        }
        self = ltr && rtl ? .mixed : rtl ? .rightToLeft : .leftToRight
    }
}
