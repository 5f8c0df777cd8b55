import EditingSemantics

/// Text fragments where segmenters and hosts disagree or break, and ways to build texts from them.
///
/// Random Unicode almost never produces a virama between two consonants, a regional-indicator run
/// of odd length or a tag sequence, so generators and fuzz inputs pick whole fragments from this
/// table most of the time and raw code units only some of the time.
public enum HardCases {
    /// One fragment: a name for messages and its code units (which may be ill-formed).
    public struct Fragment: Sendable {
        public var name: String
        public var text: UTF16Text
        init(_ name: String, _ scalars: [UInt32]) {
            self.name = name
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
    public static let fragments: [Fragment] = [
        // Latin, controls, line breaks.
        Fragment("a", [0x61]),
        Fragment("space", [0x20]),
        Fragment("CR", [0x0D]),
        Fragment("LF", [0x0A]),
        Fragment("CR LF", [0x0D, 0x0A]),
        Fragment("NUL", [0x00]),
        Fragment("combining acute", [0x0301]),
        Fragment("combining diaeresis", [0x0308]),
        Fragment("enclosing keycap", [0x20E3]),
        Fragment("keycap 1", [0x31, 0xFE0F, 0x20E3]),
        Fragment("a with 40 marks", [0x61] + Array(repeating: 0x0301, count: 40)),
        // Devanagari and other viramas.
        Fragment("KA", [0x0915]),
        Fragment("SSA", [0x0937]),
        Fragment("TA", [0x0924]),
        Fragment("virama", [0x094D]),
        Fragment("nukta", [0x093C]),
        Fragment("vowel sign I (spacing)", [0x093F]),
        Fragment("vowel sign E", [0x0947]),
        Fragment("anusvara", [0x0902]),
        Fragment("visarga (spacing)", [0x0903]),
        Fragment("KSSA conjunct", [0x0915, 0x094D, 0x0937]),
        Fragment("virama ZWJ", [0x094D, 0x200D]),
        Fragment("virama ZWNJ", [0x094D, 0x200C]),
        Fragment("Bengali KA virama", [0x0995, 0x09CD]),
        Fragment("Tamil KA pulli", [0x0B95, 0x0BCD]),
        Fragment("Malayalam chillu", [0x0D7A]),
        Fragment("Khmer coeng KA", [0x17D2, 0x1780]),
        Fragment("Myanmar asat", [0x103A]),
        Fragment("Thai SARA AM", [0x0E33]),
        Fragment("Arabic number sign (prepend)", [0x0600]),
        Fragment("Kaithi number sign (prepend, astral)", [0x110BD]),
        // Hangul.
        Fragment("jamo L", [0x1100]),
        Fragment("jamo V", [0x1161]),
        Fragment("jamo T", [0x11A8]),
        Fragment("jamo L V T", [0x1100, 0x1161, 0x11A8]),
        Fragment("choseong filler", [0x115F]),
        Fragment("syllable LV", [0xAC00]),
        Fragment("syllable LVT", [0xAC01]),
        Fragment("compatibility jamo", [0x3131]),
        // Regional indicators.
        Fragment("RI K", [0x1F1F0]),
        Fragment("RI R", [0x1F1F7]),
        Fragment("flag KR", [0x1F1F0, 0x1F1F7]),
        Fragment("three RIs", [0x1F1FA, 0x1F1F8, 0x1F1EB]),
        // Emoji, ZWJ, VS, modifiers, tags.
        Fragment("ZWJ", [0x200D]),
        Fragment("man", [0x1F468]),
        Fragment("woman", [0x1F469]),
        Fragment("heart", [0x2764]),
        Fragment("VS16", [0xFE0F]),
        Fragment("VS15", [0xFE0E]),
        Fragment("VS17 (astral)", [0xE0100]),
        Fragment("Fitzpatrick 1-2", [0x1F3FB]),
        Fragment("Fitzpatrick 6", [0x1F3FF]),
        Fragment("modifier on a non-base", [0x61, 0x1F3FD]),
        Fragment("family ZWJ chain", [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467, 0x200D, 0x1F466]),
        Fragment("kiss with modifiers", [0x1F469, 0x1F3FB, 0x200D, 0x2764, 0xFE0F, 0x200D, 0x1F48B, 0x200D, 0x1F468, 0x1F3FF]),
        Fragment("copyright (pictographic)", [0x00A9]),
        Fragment("black flag", [0x1F3F4]),
        Fragment("tag g", [0xE0067]),
        Fragment("cancel tag", [0xE007F]),
        Fragment("flag of England", [0x1F3F4, 0xE0067, 0xE0062, 0xE0065, 0xE006E, 0xE0067, 0xE007F]),
        // Ill-formed UTF-16 and special code points.
        Fragment("lone lead surrogate", [0xD800]),
        Fragment("lone trail surrogate", [0xDC00]),
        Fragment("last lead surrogate", [0xDBFF]),
        Fragment("reversed pair", [0xDC00, 0xD83D]),
        Fragment("noncharacter FFFF", [0xFFFF]),
        Fragment("BOM", [0xFEFF]),
        Fragment("private use", [0xE000]),
        Fragment("line separator", [0x2028]),
        Fragment("CJK (astral)", [0x20BB7]),
    ]

    /// A text built from choices: a choice `n >= 0` is fragment `n` (modulo the table size); a
    /// negative choice `n` is the raw code unit `-(n + 1)` modulo 0x10000, lone surrogates included.
    public static func text(fromChoices choices: [Int]) -> UTF16Text {
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
    public static func text<Bytes: Collection<UInt8>>(fromBytes bytes: Bytes) -> UTF16Text {
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
