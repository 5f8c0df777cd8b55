import CICUBridge
import EditingInvariants
import EditingSemantics
import EditingSupport
import Testing

/// The hand-written fast paths give exactly what the plain definitions give: the transcoders what
/// the standard library gives, the packed property table what ICU answers one lookup at a time,
/// the boundary arrays what a walk over the scalars gives, and the segmenters that look only at
/// the lines around an offset what they find on the whole text.
@Suite struct FastPathTests {
    /// Random texts over the hard cases, the reference samples, and texts of raw code units
    /// (half of them surrogates, so lone and reversed halves are common).
    static let texts: [UTF16Text] = {
        var rng = SplitMix64(seed: 0xFA57_0001)
        let raw = (0..<1000).map { _ in
            UTF16Text(units: (0..<rng.inRange(0...12)).map { _ in
                rng.below(2) == 0 ? UInt16(0xD800 + rng.below(0x800)) : UInt16(rng.below(0x10000))
            })
        }
        return HardCases.texts(seed: 0xFA57_0002, count: 2000, maxFragments: 16) + SampleTexts.all + raw
    }()

    @Test func stringDecodingMatchesTheStandardLibrary() {
        var mismatches: [String] = []
        for text in Self.texts {
            let expected = String(decoding: text.units, as: UTF16.self)
            if !text.string.utf8.elementsEqual(expected.utf8) { mismatches.append(text.escaped) }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    /// Reading scalars through a buffer, with a pair read only below the cut, gives the standard
    /// library's decoding of the text cut there: a scalar for each well-formed one, an error of
    /// one unit for each lone surrogate.
    @Test func bufferScalarsMatchTheStandardLibraryOnEveryCut() {
        var mismatches: [String] = []
        for text in Self.texts where mismatches.count < 5 {
            text.units.withUnsafeBufferPointer { units in
                for cut in 0...units.count {
                    var expected: [(UInt32, Int, Bool)] = []
                    var iterator = units[0..<cut].makeIterator()
                    var decoder = UTF16()
                    var offset = 0
                    decoding: while true {
                        switch decoder.decode(&iterator) {
                        case .scalarValue(let scalar):
                            let length = UTF16.width(scalar)
                            expected.append((scalar.value, offset + length, false))
                            offset += length
                        case .error:
                            expected.append((UInt32(units[offset]), offset + 1, true))
                            offset += 1
                        case .emptyInput:
                            break decoding
                        }
                    }
                    var read: [(UInt32, Int, Bool)] = []
                    var i = 0
                    while i < cut {
                        let scalar = UTF16Text.scalar(startingAt: i, in: units, before: cut)
                        read.append((scalar.value, scalar.end, scalar.isLoneSurrogate))
                        i = scalar.end
                    }
                    if !read.elementsEqual(expected, by: ==) { mismatches.append("\(text.escaped) cut at \(cut)"); break }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    @Test func utf16FromStringMatchesTheUTF16View() {
        var mismatches: [String] = []
        for text in Self.texts {
            let string = text.string
            if UTF16Text(string).units != Array(string.utf16) { mismatches.append(text.escaped) }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
        // Every scalar once: one-, two-, three- and four-byte UTF-8 alike.
        let everyScalar = String(String.UnicodeScalarView((0...0x10FFFF).lazy.compactMap(Unicode.Scalar.init)))
        #expect(UTF16Text(everyScalar).units == Array(everyScalar.utf16))
        #expect(UTF16Text("").units.isEmpty)
    }

    /// Empty texts decoded and read from many tasks at once: a data race on the shared
    /// empty-array storage if decoding writes to it (`swift test --sanitize=thread` reports it).
    @Test func emptyTextsDecodeConcurrently() async {
        let lengths = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    var total = 0
                    for _ in 0..<200 { total += UTF16Text("").units.withUnsafeBufferPointer(\.count) }
                    return total
                }
            }
            return await group.reduce(0, +)
        }
        #expect(lengths == 0)
    }

    @Test func wellFormednessMatchesTheScalarWalk() {
        for text in Self.texts {
            let lone = text.scalars.filter(\.isLoneSurrogate).map(\.offset)
            #expect(text.loneSurrogateOffsets == lone, "\(text.escaped)")
            #expect(text.isWellFormed == lone.isEmpty, "\(text.escaped)")
        }
    }

    /// Every code point the table holds, and a few outside it, against ICU's own lookups.
    @Test func packedPropertiesMatchICU() {
        let binary: [(es_binary_property, (UInt32) -> Bool)] = [
            (ES_PROP_EMOJI, ICUProperties.isEmoji),
            (ES_PROP_EMOJI_PRESENTATION, ICUProperties.isEmojiPresentation),
            (ES_PROP_EMOJI_MODIFIER, ICUProperties.isEmojiModifier),
            (ES_PROP_EMOJI_MODIFIER_BASE, ICUProperties.isEmojiModifierBase),
            (ES_PROP_EMOJI_COMPONENT, ICUProperties.isEmojiComponent),
            (ES_PROP_EXTENDED_PICTOGRAPHIC, ICUProperties.isExtendedPictographic),
            (ES_PROP_REGIONAL_INDICATOR, ICUProperties.isRegionalIndicator),
            (ES_PROP_VARIATION_SELECTOR, ICUProperties.isVariationSelector),
            (ES_PROP_GRAPHEME_EXTEND, ICUProperties.isGraphemeExtend),
            (ES_PROP_DEFAULT_IGNORABLE, ICUProperties.isDefaultIgnorable),
        ]
        let codePoints = Array(0..<0x20000) + Array(0xE0000..<0xE0200) + [0x20000, 0x2A6D6, 0xDFFFF, 0xE0200, 0xE0FFF, 0x10FFFF]
        var mismatches: [String] = []
        for c in codePoints.map(UInt32.init) {
            func check(_ name: String, _ table: Int, _ icu: Int) {
                if table != icu { mismatches.append("U+\(String(c, radix: 16)) \(name): \(table), ICU \(icu)") }
            }
            for (property, lookup) in binary {
                check("binary property \(property.rawValue)", lookup(c) ? 1 : 0, Int(es_has_binary_property(c, property)))
            }
            // ICU's own number: a value the enum lacks (a newer ICU's) reads as `.other` and differs.
            check("Grapheme_Cluster_Break", Int(ICUProperties.graphemeClusterBreak(c).rawValue), Int(es_grapheme_cluster_break(c)))
            check("ccc", ICUProperties.combiningClass(c), Int(es_combining_class(c)))
            check("gc", ICUProperties.generalCategoryCode(c), Int(es_general_category(c)))
            check("InSC", ICUProperties.indicSyllabicCategoryCode(c), Int(es_indic_syllabic_category(c)))
            // The same answers read together from one lookup.
            let all = ICUProperties.CodePointProperties(c)
            let together: [(es_binary_property, Bool)] = [
                (ES_PROP_EMOJI, all.isEmoji), (ES_PROP_EMOJI_PRESENTATION, all.isEmojiPresentation),
                (ES_PROP_EMOJI_MODIFIER, all.isEmojiModifier), (ES_PROP_EMOJI_MODIFIER_BASE, all.isEmojiModifierBase),
                (ES_PROP_EMOJI_COMPONENT, all.isEmojiComponent), (ES_PROP_EXTENDED_PICTOGRAPHIC, all.isExtendedPictographic),
                (ES_PROP_REGIONAL_INDICATOR, all.isRegionalIndicator), (ES_PROP_VARIATION_SELECTOR, all.isVariationSelector),
                (ES_PROP_GRAPHEME_EXTEND, all.isGraphemeExtend), (ES_PROP_DEFAULT_IGNORABLE, all.isDefaultIgnorable),
            ]
            for (property, answer) in together {
                check("binary property \(property.rawValue), read together", answer ? 1 : 0, Int(es_has_binary_property(c, property)))
            }
            check("Grapheme_Cluster_Break, read together", Int(all.graphemeClusterBreak.rawValue),
                  Int((ICUProperties.GraphemeClusterBreak(rawValue: es_grapheme_cluster_break(c)) ?? .other).rawValue))
            check("ccc, read together", all.combiningClass, Int(es_combining_class(c)))
            check("gc, read together", all.generalCategoryCode, Int(es_general_category(c)))
            check("mark, read together", all.isMark ? 1 : 0, (6...8).contains(es_general_category(c)) ? 1 : 0)
            check("InSC, read together", all.indicSyllabicCategoryCode, Int(es_indic_syllabic_category(c)))
            if mismatches.count > 20 { break }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) mismatches, first: \(mismatches.prefix(20))")
    }

    /// Swift's `Character` boundaries asked of the standard library's recognizer, scalar by
    /// scalar, are those of the `String`'s own `Character`s, lone surrogates included.
    @Test func swiftCharacterBoundariesMatchTheCharacters() {
        let segmenter = SwiftCharacterSegmenter()
        var texts = Self.texts
        // Every unit on both sides of a lone surrogate, a pair and U+FFFD, after a few bases.
        for base: UInt16 in [0x61, 0x0915, 0x200D, 0xFFFD, 0x0D] {
            for unit: UInt16 in [0x301, 0x200D, 0x094D, 0xFE0F, 0xD83D, 0xDE00, 0xFFFD, 0x0A, 0x1160, 0xAC00] {
                texts.append(UTF16Text(units: [base, 0xD800, unit]))
                texts.append(UTF16Text(units: [base, unit, 0xDC00, unit]))
                texts.append(UTF16Text(units: [0xD83D, 0xDE00, base, unit, 0xD83D]))
            }
        }
        // Printable ASCII after printable ASCII, which the boundaries take without the recognizer,
        // then what may join it: a mark, a joiner, a keycap's selector and enclosing mark.
        for unit: UInt16 in [0x301, 0x200D, 0x094D, 0xFE0F, 0x20E3, 0xD83D, 0x0A, 0x0D, 0x1160, 0x0600] {
            texts.append(UTF16Text(units: [0x61, 0x23, unit, 0x7E, unit, 0x20, 0x20E3]))
        }
        let mismatches = texts.filter { segmenter.boundaries(in: $0) != segmenter.boundariesByCharacters(in: $0) }
        #expect(mismatches.isEmpty, "\(mismatches.count) texts, first: \(mismatches.prefix(5).map(\.escaped))")
    }

    @Test func codePointBoundariesMatchTheScalarWalk() {
        for text in Self.texts {
            let walked = [UTF16Offset.zero] + text.scalars.map(\.end)
            #expect(CodePointSegmenter().boundaries(in: text) == walked, "\(text.escaped)")
            #expect(UTF16UnitSegmenter().boundaries(in: text) == (0...text.units.count).map { UTF16Offset($0) })
        }
    }

    /// Lines of clusters that span several units (conjuncts, ZWJ sequences, flags, Hangul jamo),
    /// joined by LF, CR LF and lone CR, with empty lines: the segmenters that hand ICU or the
    /// standard library only the lines around an offset must find the boundaries of the whole text.
    @Test(arguments: [UnitID.grapheme, .legacyGrapheme, .aksara, .swiftCharacter])
    func multiLineTexts(_ unit: UnitID) {
        let lines: [UTF16Text] = ["नमस्ते", "क्षि", "👨‍👩‍👧‍👦", "🇰🇷🇯🇵🇺", "\u{1100}\u{1161}\u{11A8}한", "e\u{301}\u{302}", "", "a"]
        let breaks: [UTF16Text] = ["\n", "\r\n", "\r", "\n\n", "\r\r\n"]
        var rng = SplitMix64(seed: 0xFA57_0003)
        let segmenter = unit.makeSegmenter()
        var violations: [String] = []
        for _ in 0..<300 {
            var text = UTF16Text.empty
            for _ in 0..<rng.inRange(1...6) {
                text = text + rng.pick(lines) + rng.pick(breaks)
            }
            if rng.below(2) == 0 { text = text + rng.pick(lines) }
            violations += SegmenterContract.violations(of: segmenter, on: text).map(\.description)
        }
        #expect(violations.count == 0, "\(violations.count) mismatches, first: \(violations.prefix(5))")
    }
}
