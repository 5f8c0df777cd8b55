import EditingSemantics

/// Text fragments where segmenters, host models and CoreFoundation disagree or break: the tests'
/// random texts and the fuzz inputs are built from them.
///
/// Random Unicode almost never produces a virama between two consonants, a regional-indicator run
/// of odd length or a tag sequence, so generators and fuzz inputs pick whole fragments from this
/// table most of the time and raw code units only some of the time.
package enum HardCases {
    /// One fragment: a name for messages, its group and its code units (which may be ill-formed).
    package struct Fragment: Sendable {
        package var name: String
        package var group: Group
        package var text: UTF16Text
        init(_ name: String, _ group: Group, _ scalars: [UInt32]) {
            self.name = name
            self.group = group
            var units: [UInt16] = []
            for value in scalars {
                if value >= 0x10000 {
                    let v = value - 0x10000
                    units.append(UInt16(0xD800 + (v >> 10)))
                    units.append(UInt16(0xDC00 + (v & 0x3FF)))
                } else {
                    units.append(UInt16(value))
                }
            }
            self.text = UTF16Text(units: units)
        }
    }

    /// The fragments. Values below 0x10000 that are surrogates stand for lone surrogate units.
    ///
    /// Fuzz inputs name a fragment by its index (``text(fromBytes:)``) and Tests/Fuzz/Regressions
    /// commits such inputs, so the first 69 fragments keep their order and new ones go at the end;
    /// at most 192 (0xC0) fragments, so that one byte can name each.
    package static let fragments: [Fragment] = [
        // Latin, controls, line breaks.
        Fragment("a", .latin, [0x61]),
        Fragment("space", .latin, [0x20]),
        Fragment("CR", .lineBreaks, [0x0D]),
        Fragment("LF", .lineBreaks, [0x0A]),
        Fragment("CR LF", .lineBreaks, [0x0D, 0x0A]),
        Fragment("NUL", .specialCodePoints, [0x00]),
        Fragment("combining acute", .combiningMarks, [0x0301]),
        Fragment("combining diaeresis", .combiningMarks, [0x0308]),
        Fragment("enclosing keycap", .keycaps, [0x20E3]),
        Fragment("keycap 1", .keycaps, [0x31, 0xFE0F, 0x20E3]),
        Fragment("a with 40 marks", .combiningMarks, [0x61] + Array(repeating: 0x0301, count: 40)),
        // Devanagari and other viramas.
        Fragment("KA", .devanagariConsonants, [0x0915]),
        Fragment("SSA", .devanagariConsonants, [0x0937]),
        Fragment("TA", .devanagariConsonants, [0x0924]),
        Fragment("virama", .devanagariVirama, [0x094D]),
        Fragment("nukta", .devanagariSigns, [0x093C]),
        Fragment("vowel sign I (spacing)", .devanagariVowelSigns, [0x093F]),
        Fragment("vowel sign E", .devanagariVowelSigns, [0x0947]),
        Fragment("anusvara", .devanagariSigns, [0x0902]),
        Fragment("visarga (spacing)", .devanagariSigns, [0x0903]),
        Fragment("KSSA conjunct", .devanagariConsonants, [0x0915, 0x094D, 0x0937]),
        Fragment("virama ZWJ", .devanagariVirama, [0x094D, 0x200D]),
        Fragment("virama ZWNJ", .devanagariVirama, [0x094D, 0x200C]),
        Fragment("Bengali KA virama", .otherBrahmic, [0x0995, 0x09CD]),
        Fragment("Tamil KA pulli", .otherBrahmic, [0x0B95, 0x0BCD]),
        Fragment("Malayalam chillu", .otherBrahmic, [0x0D7A]),
        Fragment("Khmer coeng KA", .otherBrahmic, [0x17D2, 0x1780]),
        Fragment("Myanmar asat", .otherBrahmic, [0x103A]),
        Fragment("Thai SARA AM", .thai, [0x0E33]),
        Fragment("Arabic number sign (prepend)", .prepend, [0x0600]),
        Fragment("Kaithi number sign (prepend, astral)", .prepend, [0x110BD]),
        // Hangul.
        Fragment("jamo L", .hangulLeadingJamo, [0x1100]),
        Fragment("jamo V", .hangulVowelJamo, [0x1161]),
        Fragment("jamo T", .hangulTrailingJamo, [0x11A8]),
        Fragment("jamo L V T", .hangulSyllables, [0x1100, 0x1161, 0x11A8]),
        Fragment("choseong filler", .hangulLeadingJamo, [0x115F]),
        Fragment("syllable LV", .hangulSyllables, [0xAC00]),
        Fragment("syllable LVT", .hangulSyllables, [0xAC01]),
        Fragment("compatibility jamo", .hangulSyllables, [0x3131]),
        // Regional indicators.
        Fragment("RI K", .regionalIndicators, [0x1F1F0]),
        Fragment("RI R", .regionalIndicators, [0x1F1F7]),
        Fragment("flag KR", .regionalIndicators, [0x1F1F0, 0x1F1F7]),
        Fragment("three RIs", .regionalIndicators, [0x1F1FA, 0x1F1F8, 0x1F1EB]),
        // Emoji, ZWJ, VS, modifiers, tags.
        Fragment("ZWJ", .zwj, [0x200D]),
        Fragment("man", .emoji, [0x1F468]),
        Fragment("woman", .emoji, [0x1F469]),
        Fragment("heart", .emoji, [0x2764]),
        Fragment("VS16", .variationSelectors, [0xFE0F]),
        Fragment("VS15", .variationSelectors, [0xFE0E]),
        Fragment("VS17 (astral)", .variationSelectors, [0xE0100]),
        Fragment("Fitzpatrick 1-2", .emojiModifiers, [0x1F3FB]),
        Fragment("Fitzpatrick 6", .emojiModifiers, [0x1F3FF]),
        Fragment("modifier on a non-base", .emojiModifiers, [0x61, 0x1F3FD]),
        Fragment("family ZWJ chain", .emojiSequences, [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467, 0x200D, 0x1F466]),
        Fragment("kiss with modifiers", .emojiSequences, [0x1F469, 0x1F3FB, 0x200D, 0x2764, 0xFE0F, 0x200D, 0x1F48B, 0x200D, 0x1F468, 0x1F3FF]),
        Fragment("copyright (pictographic)", .emoji, [0x00A9]),
        Fragment("black flag", .emoji, [0x1F3F4]),
        Fragment("tag g", .tags, [0xE0067]),
        Fragment("cancel tag", .tags, [0xE007F]),
        Fragment("flag of England", .emojiSequences, [0x1F3F4, 0xE0067, 0xE0062, 0xE0065, 0xE006E, 0xE0067, 0xE007F]),
        // Ill-formed UTF-16 and special code points.
        Fragment("lone lead surrogate", .loneSurrogates, [0xD800]),
        Fragment("lone trail surrogate", .loneSurrogates, [0xDC00]),
        Fragment("last lead surrogate", .loneSurrogates, [0xDBFF]),
        Fragment("reversed pair", .loneSurrogates, [0xDC00, 0xD83D]),
        Fragment("noncharacter FFFF", .specialCodePoints, [0xFFFF]),
        Fragment("BOM", .specialCodePoints, [0xFEFF]),
        Fragment("private use", .specialCodePoints, [0xE000]),
        Fragment("line separator", .lineBreaks, [0x2028]),
        Fragment("CJK (astral)", .ideographs, [0x20BB7]),
        // Latin, line breaks and marks.
        Fragment("e", .latin, [0x65]),
        Fragment("digit one", .latin, [0x31]),
        Fragment("number sign", .latin, [0x23]),
        Fragment("DZ (has a titlecase form)", .latin, [0x01F1]),
        Fragment("NEL", .lineBreaks, [0x85]),
        Fragment("combining grapheme joiner", .combiningMarks, [0x034F]),
        // Devanagari.
        Fragment("NA", .devanagariConsonants, [0x0928]),
        Fragment("MA", .devanagariConsonants, [0x092E]),
        Fragment("SA", .devanagariConsonants, [0x0938]),
        Fragment("RA", .devanagariConsonants, [0x0930]),
        Fragment("JA", .devanagariConsonants, [0x091C]),
        Fragment("QA (nukta form)", .devanagariConsonants, [0x0958]),
        Fragment("vowel sign AA (spacing)", .devanagariVowelSigns, [0x093E]),
        Fragment("vowel sign II (spacing)", .devanagariVowelSigns, [0x0940]),
        Fragment("vowel sign U", .devanagariVowelSigns, [0x0941]),
        Fragment("vowel sign AI", .devanagariVowelSigns, [0x0948]),
        Fragment("vowel sign O (spacing)", .devanagariVowelSigns, [0x094B]),
        Fragment("candrabindu", .devanagariSigns, [0x0901]),
        Fragment("inverted candrabindu", .devanagariSigns, [0x0900]),
        // Other scripts.
        Fragment("Malayalam dot reph (prepend)", .prepend, [0x0D4E]),
        Fragment("Sinhala vowel sign DIGA KOMBUVA (spacing)", .otherBrahmic, [0x0DDA]),
        Fragment("Thai KO KAI", .thai, [0x0E01]),
        Fragment("Thai MAI HAN-AKAT", .thai, [0x0E31]),
        Fragment("Thai SARA E (written before its consonant)", .thai, [0x0E40]),
        Fragment("Arabic BEH", .arabicAndHebrew, [0x0628]),
        Fragment("Arabic shadda", .arabicAndHebrew, [0x0651]),
        Fragment("Hebrew BET", .arabicAndHebrew, [0x05D1]),
        Fragment("Hebrew dagesh", .arabicAndHebrew, [0x05BC]),
        Fragment("Hebrew shin dot", .arabicAndHebrew, [0x05C1]),
        Fragment("Hebrew SHIN with dagesh and shin dot", .arabicAndHebrew, [0xFB2C]),
        Fragment("Tangut (astral)", .ideographs, [0x17000]),
        // Hangul, with the edges of the ranges CoreFoundation checks.
        Fragment("jamo L NIEUN", .hangulLeadingJamo, [0x1102]),
        Fragment("jamo L SIOS", .hangulLeadingJamo, [0x1109]),
        Fragment("jamo L IEUNG", .hangulLeadingJamo, [0x110B]),
        Fragment("jamo L HIEUH", .hangulLeadingJamo, [0x1112]),
        Fragment("jamo L extended-A", .hangulLeadingJamo, [0xA960]),
        Fragment("jamo V EO", .hangulVowelJamo, [0x1165]),
        Fragment("jamo V O", .hangulVowelJamo, [0x1169]),
        Fragment("jamo V U", .hangulVowelJamo, [0x116E]),
        Fragment("jamo V I", .hangulVowelJamo, [0x1175]),
        Fragment("jamo V SSANGARAEA (last of Unicode 1.1)", .hangulVowelJamo, [0x11A2]),
        Fragment("jamo V A-EU (first after)", .hangulVowelJamo, [0x11A3]),
        Fragment("jamo V extended-B", .hangulVowelJamo, [0xD7B0]),
        Fragment("jamo T NIEUN", .hangulTrailingJamo, [0x11AB]),
        Fragment("jamo T RIEUL", .hangulTrailingJamo, [0x11AF]),
        Fragment("jamo T MIEUM", .hangulTrailingJamo, [0x11B7]),
        Fragment("jamo T IEUNG", .hangulTrailingJamo, [0x11BC]),
        Fragment("jamo T YEORINHIEUH (last of Unicode 1.1)", .hangulTrailingJamo, [0x11F9]),
        Fragment("jamo T KIYEOK-NIEUN (first after)", .hangulTrailingJamo, [0x11FA]),
        Fragment("syllable HAN", .hangulSyllables, [0xD55C]),
        Fragment("syllable HA", .hangulSyllables, [0xD558]),
        Fragment("syllable GUG", .hangulSyllables, [0xAD6D]),
        Fragment("syllable DA", .hangulSyllables, [0xB2E4]),
        Fragment("last syllable HIH", .hangulSyllables, [0xD7A3]),
        Fragment("unassigned after the syllables", .hangulSyllables, [0xD7A4]),
        // Regional indicators, joiners, emoji.
        Fragment("RI U", .regionalIndicators, [0x1F1FA]),
        Fragment("RI S", .regionalIndicators, [0x1F1F8]),
        Fragment("RI I", .regionalIndicators, [0x1F1EE]),
        Fragment("ZWNJ", .zwnj, [0x200C]),
        Fragment("Fitzpatrick 3", .emojiModifiers, [0x1F3FC]),
        Fragment("Fitzpatrick 4", .emojiModifiers, [0x1F3FD]),
        Fragment("Fitzpatrick 5", .emojiModifiers, [0x1F3FE]),
        Fragment("tag space", .tags, [0xE0020]),
        Fragment("tag digit zero", .tags, [0xE0030]),
        Fragment("tag A", .tags, [0xE0041]),
        Fragment("tag b", .tags, [0xE0062]),
        Fragment("tag tilde", .tags, [0xE007E]),
        Fragment("girl", .emoji, [0x1F467]),
        Fragment("thumbs up", .emoji, [0x1F44D]),
        Fragment("eye", .emoji, [0x1F441]),
        Fragment("left speech bubble", .emoji, [0x1F5E8]),
        Fragment("upper blade scissors (non-emoji pictograph)", .nonEmojiPictographs, [0x2701]),
        // CoreFoundation's own cases.
        Fragment("halfwidth voiced sound mark", .coreFoundationSpecials, [0xFF9E]),
        Fragment("Apple variant tag F870", .coreFoundationSpecials, [0xF870]),
        Fragment("Apple transcoding hint F860", .coreFoundationSpecials, [0xF860]),
        Fragment("Apple transcoding hint F861", .coreFoundationSpecials, [0xF861]),
        // Lone halves; halves of U+1F1F0 and U+1F468 as well.
        Fragment("last trail surrogate", .loneSurrogates, [0xDFFF]),
        Fragment("lone lead D83C", .loneSurrogates, [0xD83C]),
        Fragment("lone lead D83D", .loneSurrogates, [0xD83D]),
        Fragment("lone trail DDF0", .loneSurrogates, [0xDDF0]),
        Fragment("lone trail DC68", .loneSurrogates, [0xDC68]),
    ]

    /// A text built from choices: a choice `n >= 0` is fragment `n` (modulo the table size); a
    /// negative choice `n` is the raw code unit `-(n + 1)` modulo 0x10000, lone surrogates included.
    package static func text(fromChoices choices: [Int]) -> UTF16Text {
        var units: [UInt16] = []
        for choice in choices {
            if choice < 0 {
                units.append(UInt16(truncatingIfNeeded: -(choice + 1)))
            } else {
                units += fragments[choice % fragments.count].text.units
            }
        }
        return UTF16Text(units: units)
    }

    /// A text decoded from fuzzer bytes. A byte below 0xC0 picks a fragment; 0xC0...0xDF takes the
    /// next two bytes as one raw code unit (any value, lone surrogates included); 0xE0...0xFF takes
    /// the next three bytes as a code point (modulo 0x110000, written as UTF-16).
    /// Every byte sequence decodes; a truncated raw value is dropped.
    package static func text<Bytes: Collection<UInt8>>(fromBytes bytes: Bytes) -> UTF16Text {
        var units: [UInt16] = []
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case 0..<0xC0:
                units += fragments[Int(byte) % fragments.count].text.units
            case 0xC0..<0xE0:
                guard let high = iterator.next(), let low = iterator.next() else { break }
                units.append(UInt16(high) << 8 | UInt16(low))
            default:
                guard let a = iterator.next(), let b = iterator.next(), let c = iterator.next() else { break }
                let value = (UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)) % 0x110000
                if value >= 0x10000 {
                    let v = value - 0x10000
                    units.append(UInt16(0xD800 + (v >> 10)))
                    units.append(UInt16(0xDC00 + (v & 0x3FF)))
                } else {
                    units.append(UInt16(value))
                }
            }
        }
        return UTF16Text(units: units)
    }
}
