import EditingCorpus
import EditingSemantics
import Foundation
import Testing

/// The facts of a case's text that tags claim, computed from Unicode properties and normalisation
/// (Foundation's NFC and NFD, the standard library's character properties).
struct TextFacts {
    let corpusCase: CorpusCase
    /// Scalar values; a lone surrogate appears as its own value.
    let values: [UInt32]
    let isWellFormed: Bool
    /// NFC and NFD as scalar values; nil for ill-formed text.
    let nfc: [UInt32]?
    let nfd: [UInt32]?

    init(_ corpusCase: CorpusCase) {
        self.corpusCase = corpusCase
        values = corpusCase.text.scalars.map(\.value)
        isWellFormed = corpusCase.text.isWellFormed
        if isWellFormed {
            let string = corpusCase.text.string
            nfc = TextFacts.composingHangulLVT(string.precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value))
            nfd = string.decomposedStringWithCanonicalMapping.unicodeScalars.map(\.value)
        } else {
            nfc = nil
            nfd = nil
        }
    }

    /// Composes a precomposed LV syllable with a following T into its LVT syllable (the Unicode
    /// Standard §3.12 arithmetic). swift-corelibs-foundation's NFC (Swift 6.3.1, Linux) leaves
    /// U+AC00 U+11A8 as it is, where NFC gives U+AC01; every other step is Foundation's.
    static func composingHangulLVT(_ values: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        for v in values {
            if let last = out.last, isLV(last), (0x11A8...0x11C2).contains(v) {
                out[out.count - 1] = last + (v - 0x11A7)
            } else {
                out.append(v)
            }
        }
        return out
    }

    func scalar(_ value: UInt32) -> Unicode.Scalar? { Unicode.Scalar(value) }
    func category(_ value: UInt32) -> Unicode.GeneralCategory? { scalar(value)?.properties.generalCategory }
    func ccc(_ value: UInt32) -> Int { scalar(value).map { Int($0.properties.canonicalCombiningClass.rawValue) } ?? 0 }
    func isMark(_ value: UInt32) -> Bool {
        [.nonspacingMark, .spacingMark, .enclosingMark].contains(category(value))
    }

    func contains(_ set: Set<UInt32>) -> Bool { values.contains { set.contains($0) } }
    func contains(_ ranges: ClosedRange<UInt32>...) -> Bool { values.contains { v in ranges.contains { $0.contains(v) } } }
    func containsSequence(_ sequence: [UInt32]) -> Bool {
        guard values.count >= sequence.count else { return false }
        return (0...(values.count - sequence.count)).contains { Array(values[$0..<$0 + sequence.count]) == sequence }
    }
    func nfdContains(_ ranges: ClosedRange<UInt32>...) -> Bool {
        (nfd ?? values).contains { v in ranges.contains { $0.contains(v) } }
    }

    static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
    static let modifiers: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF
    static let tagCharacters: ClosedRange<UInt32> = 0xE0020...0xE007F
    static func isVariationSelector(_ v: UInt32) -> Bool { (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) || (0x180B...0x180D).contains(v) }
    static func isLV(_ v: UInt32) -> Bool { (0xAC00...0xD7A3).contains(v) && (v - 0xAC00) % 28 == 0 }
    static func isLVT(_ v: UInt32) -> Bool { (0xAC00...0xD7A3).contains(v) && (v - 0xAC00) % 28 != 0 }
    static func isTrailingJamo(_ v: UInt32) -> Bool { (0x11A8...0x11FF).contains(v) || (0xD7CB...0xD7FB).contains(v) }
    static func isLetter(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return [.uppercaseLetter, .lowercaseLetter, .otherLetter, .titlecaseLetter, .modifierLetter].contains(scalar.properties.generalCategory)
    }

    /// Lengths of the maximal runs of regional indicators.
    var regionalIndicatorRuns: [Int] {
        var runs: [Int] = []
        var current = 0
        for v in values {
            if Self.regionalIndicators.contains(v) { current += 1 } else if current > 0 { runs.append(current); current = 0 }
        }
        if current > 0 { runs.append(current) }
        return runs
    }

    /// Script families whose letters (or syllables, jamo, marks) the text contains.
    var scripts: Set<String> {
        var found: Set<String> = []
        for (name, ranges) in TextFacts.scriptRanges where values.contains(where: { v in ranges.contains { $0.contains(v) } }) {
            found.insert(name)
        }
        if values.contains(where: { v in TextFacts.isLetter(scalar(v)) && scalar(v)?.isASCII == true })
            || contains(0x00C0...0x024F, 0x1E00...0x1EFF, 0x212A...0x212B) {
            found.insert("latin")
        }
        return found
    }

    static let scriptRanges: [(String, [ClosedRange<UInt32>])] = [
        ("devanagari", [0x0900...0x097F]),
        ("bengali", [0x0980...0x09FF]),
        ("tamil", [0x0B80...0x0BFF]),
        ("thai", [0x0E00...0x0E7F]),
        ("khmer", [0x1780...0x17FF, 0x19E0...0x19FF]),
        ("arabic", [0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF]),
        ("hebrew", [0x0590...0x05FF, 0xFB1D...0xFB4F]),
        ("hangul", [0x1100...0x11FF, 0x302E...0x302F, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC]),
        ("han", [0x3400...0x4DBF, 0x4E00...0x9FFF, 0x20000...0x2FFFF]),
        ("mongolian", [0x1800...0x18AF]),
        ("gurmukhi", [0x0A00...0x0A7F]),
        ("gujarati", [0x0A80...0x0AFF]),
        ("odia", [0x0B00...0x0B7F]),
        ("telugu", [0x0C00...0x0C7F]),
        ("kannada", [0x0C80...0x0CFF]),
        ("malayalam", [0x0D00...0x0D7F]),
        ("sinhala", [0x0D80...0x0DFF, 0x111E0...0x111FF]),
        ("lao", [0x0E80...0x0EFF]),
        ("tibetan", [0x0F00...0x0FFF]),
        ("myanmar", [0x1000...0x109F, 0xA9E0...0xA9FF, 0xAA60...0xAA7F, 0x116D0...0x116FF]),
        ("balinese", [0x1B00...0x1B7F]),
        ("javanese", [0xA980...0xA9DF]),
        ("greek", [0x0370...0x03FF, 0x1F00...0x1FFF]),
        ("cyrillic", [0x0400...0x052F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F]),
        ("kana", [0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F, 0x1B000...0x1B16F]),
        ("syriac", [0x0700...0x074F, 0x0860...0x086F]),
        ("kaithi", [0x11080...0x110CF]),
        ("sharada", [0x11180...0x111DF]),
    ]
}

/// What a tag claims about the text. `exact` rules hold both ways: a case has the tag exactly when
/// its text has the property; the others only check that a tagged text has it.
struct TagRule: Sendable {
    let tag: String
    let exact: Bool
    let holds: @Sendable (TextFacts) -> Bool
}

let tagRules: [TagRule] = {
    typealias F = TextFacts
    func exact(_ tag: String, _ holds: @escaping @Sendable (F) -> Bool) -> TagRule { TagRule(tag: tag, exact: true, holds: holds) }
    func implies(_ tag: String, _ holds: @escaping @Sendable (F) -> Bool) -> TagRule { TagRule(tag: tag, exact: false, holds: holds) }
    let viramas: Set<UInt32> = [0x094D, 0x09CD, 0x0BCD, 0x17D2, 0x0A4D, 0x0ACD, 0x0B4D, 0x0C4D, 0x0CCD, 0x0D4D,
                                0x0DCA, 0x1039, 0x103A, 0x0F84, 0xA9C0, 0x1B44]
    var rules: [TagRule] = []
    for (script, _) in TextFacts.scriptRanges {
        rules.append(exact(script) { $0.scripts.contains(script) })
    }
    rules += [
        implies("latin") { $0.scripts.contains("latin") },
        implies("mixed-script") { $0.scripts.count >= 2 },
        implies("rtl") { $0.scripts.contains("arabic") || $0.scripts.contains("hebrew") || $0.scripts.contains("syriac") },
        implies("emoji") { f in
            !f.isWellFormed || f.values.contains { v in
                f.scalar(v)?.properties.isEmoji == true || Repository.newestEmojiData.contains(v)
                    || [0x20E3, 0xFE0F, 0xFE0E, 0x200D].contains(v) || F.tagCharacters.contains(v)
            }
        },
        // Marks and normalisation.
        implies("combining-mark") { f in f.values.contains(where: f.isMark) },
        implies("multiple-marks") { f in
            let d = f.nfd ?? f.values
            return d.indices.dropFirst().contains { f.isMark(d[$0 - 1]) && f.isMark(d[$0]) }
        },
        exact("spacing-mark") { f in f.values.contains { f.category($0) == .spacingMark } },
        implies("enclosing-mark") { f in f.values.contains { f.category($0) == .enclosingMark } },
        implies("precomposed") { f in f.nfd != nil && f.nfd != f.values },
        implies("decomposed") { f in f.nfc != nil && f.nfc != f.values },
        implies("composition-exclusion") { f in
            f.values.contains { v in
                guard let s = f.scalar(v) else { return false }
                return String(s).precomposedStringWithCanonicalMapping.unicodeScalars.map(\.value) != [v]
            }
        },
        exact("non-canonical-order") { f in
            f.values.indices.dropFirst().contains { i in f.ccc(f.values[i - 1]) > f.ccc(f.values[i]) && f.ccc(f.values[i]) > 0 }
        },
        // Indic.
        exact("virama") { f in f.values.contains { f.ccc($0) == 9 } },
        exact("nukta") { f in (f.nfd ?? f.values).contains { f.ccc($0) == 7 } },
        exact("anusvara") { $0.contains([0x0902, 0x0982, 0x17C6, 0x0A02, 0x0A70, 0x0A82, 0x0B02, 0x0C02, 0x0C82, 0x0CF3,
                                         0x0D02, 0x0D82, 0x1036, 0x0F7E, 0xA981, 0x1B02]) },
        exact("chandrabindu") { $0.contains([0x0901, 0x0981, 0x0A01, 0x0A81, 0x0B01, 0x0C01, 0x0C81, 0x0D01, 0x0D81,
                                             0xA980, 0x1B01, 0x0F83]) },
        exact("visarga") { $0.contains([0x0903, 0x0983, 0x17C7, 0x0A03, 0x0A83, 0x0B03, 0x0C03, 0x0C83, 0x0D03, 0x0D83,
                                        0x1038, 0x0F7F, 0xA983, 0x1B04]) },
        exact("avagraha") { $0.contains([0x093D]) },
        exact("danda") { $0.contains([0x0964, 0x0965, 0x17D4, 0x17D5, 0x0DF4, 0x104A, 0x104B, 0x0F0D, 0x0F0E,
                                      0xA9C8, 0xA9C9, 0x1B5E, 0x1B5F]) },
        exact("digits") { f in f.values.contains { $0 > 0x7F && f.scalar($0)?.properties.numericType == .decimal } },
        exact("zwj") { f in f.contains([0x200D]) && !f.corpusCase.hasTag("emoji") },
        exact("zwnj") { $0.contains([0x200C]) },
        exact("coeng") { $0.contains([0x17D2]) },
        exact("pulli") { $0.contains([0x0BCD]) },
        exact("khanda-ta") { $0.contains([0x09CE]) },
        implies("independent-vowel") {
            $0.contains(0x0904...0x0914, 0x0985...0x0994, 0x0B85...0x0B94, 0x0A05...0x0A14, 0x0A85...0x0A94, 0x0B05...0x0B14,
                        0x0C05...0x0C14, 0x0C85...0x0C94, 0x0D05...0x0D14, 0x0D85...0x0D96, 0x1021...0x102A, 0xA984...0xA98E,
                        0x1B05...0x1B12)
        },
        implies("conjunct") { f in
            f.values.indices.dropLast().contains { i in
                guard viramas.contains(f.values[i]) else { return false }
                let next = f.values[i + 1] == 0x200D && i + 2 < f.values.count ? f.values[i + 2] : f.values[i + 1]
                return F.isLetter(f.scalar(next))
            } || f.values.indices.dropFirst().dropLast().contains { i in   // Bengali RA ZWJ hasant YA
                f.values[i] == 0x200D && viramas.contains(f.values[i + 1])
            }
        },
        implies("explicit-virama") { f in
            f.contains([0x0BCD]) || f.values.indices.contains { i in
                viramas.contains(f.values[i]) && (i + 1 == f.values.count || f.values[i + 1] == 0x200C || !F.isLetter(f.scalar(f.values[i + 1])))
            }
        },
        implies("reph") { f in
            [[0x0930, 0x094D], [0x09B0, 0x09CD], [0x0AB0, 0x0ACD], [0x0B30, 0x0B4D], [0x0C30, 0x0C4D], [0x0CB0, 0x0CCD],
             [0x0D30, 0x0D4D], [0x0D4E], [0x0DBB, 0x0DCA, 0x200D], [0x0A30, 0x0A4D]].contains { f.containsSequence($0) }
        },
        implies("below-base-ra") { f in
            [[0x094D, 0x0930], [0x09CD, 0x09B0], [0x17D2, 0x179A], [0x0A4D, 0x0A30], [0x0ACD, 0x0AB0], [0x0B4D, 0x0B30],
             [0x0C4D, 0x0C30], [0x0CCD, 0x0CB0], [0x0D4D, 0x0D30], [0x0DCA, 0x200D, 0x0DBB]].contains { f.containsSequence($0) }
        },
        implies("eyelash-ra") { $0.containsSequence([0x0930, 0x094D, 0x200D]) || $0.containsSequence([0x0931, 0x094D]) },
        exact("addak") { $0.contains([0x0A71]) },
        exact("chillu") { f in f.contains(0x0D7A...0x0D7F, 0x0D54...0x0D56) || f.containsSequence([0x0D4D, 0x200D]) },
        exact("rakaransaya") { $0.containsSequence([0x0DCA, 0x200D, 0x0DBB]) },
        exact("yansaya") { $0.containsSequence([0x0DCA, 0x200D, 0x0DBA]) },
        exact("medial") { $0.contains(0x103B...0x103E, 0x105E...0x1060, 0x1082...0x1082, 0xA9BD...0xA9BF, 0x0A75...0x0A75, 0x0EBC...0x0EBC) },
        exact("asat") { $0.contains([0x103A]) },
        exact("kinzi") { $0.containsSequence([0x1004, 0x103A, 0x1039]) },
        exact("subjoined") { $0.contains(0x0F8D...0x0FBC) },
        implies("ya-phala") { $0.containsSequence([0x09CD, 0x09AF]) },
        implies("sri") { $0.containsSequence([0x0BB8, 0x0BCD, 0x0BB0, 0x0BC0]) },
        implies("tamil-ligature") { $0.containsSequence([0x0B95, 0x0BCD, 0x0BB7]) || $0.containsSequence([0x0BB8, 0x0BCD, 0x0BB0, 0x0BC0]) },
        // Thai and Khmer.
        exact("sara-am") { $0.contains([0x0E33, 0x0EB3]) },
        exact("leading-vowel") { $0.contains(0x0E40...0x0E44, 0x0EC0...0x0EC4) },
        implies("above-vowel") { $0.contains(0x0E31...0x0E31, 0x0E34...0x0E37, 0x17B7...0x17BA, 0x0EB1...0x0EB1, 0x0EB4...0x0EB7, 0x0EBB...0x0EBB) },
        implies("below-vowel") { $0.contains(0x0E38...0x0E3A, 0x17BB...0x17BD, 0x0EB8...0x0EB9) },
        implies("tone-mark") { f in f.contains(0x0E48...0x0E4B, 0x0EC8...0x0ECB) || f.nfdContains(0x0300...0x0301, 0x0303...0x0303, 0x0309...0x0309, 0x0323...0x0323) },
        // Arabic and Hebrew.
        exact("harakat") { $0.contains(0x064B...0x0650, 0x0652...0x0652) },
        exact("shadda") { $0.contains([0x0651]) },
        exact("tatweel") { $0.contains([0x0640]) },
        exact("lam-alef") { f in
            f.contains(0xFEF5...0xFEFC) || f.values.indices.dropLast().contains { i in
                f.values[i] == 0x0644 && [0x0622, 0x0623, 0x0625, 0x0627].contains(f.values[i + 1])
            }
        },
        exact("niqqud") { $0.nfdContains(0x05B0...0x05BB, 0x05C7...0x05C7) },
        exact("dagesh") { $0.nfdContains(0x05BC...0x05BC) },
        exact("shin-dot") { $0.nfdContains(0x05C1...0x05C2) },
        exact("cantillation") { $0.contains(0x0591...0x05AF) },
        implies("hamza-mark") { $0.nfdContains(0x0654...0x0655) },
        // Greek and Cyrillic.
        implies("polytonic") { $0.nfdContains(0x0313...0x0314, 0x0342...0x0342, 0x0345...0x0345) },
        exact("iota-subscript") { $0.nfdContains(0x0345...0x0345) },
        implies("stress-mark") { $0.nfdContains(0x0300...0x0301) },
        // Japanese and Chinese.
        exact("dakuten") { $0.nfdContains(0x3099...0x309A) },
        implies("ivs") { f in
            f.values.indices.dropFirst().contains { i in
                (0xE0100...0xE01EF).contains(f.values[i]) && TextFacts.scriptRanges.first { $0.0 == "han" }!.1.contains { $0.contains(f.values[i - 1]) }
            }
        },
        // Hangul.
        implies("hangul-lv") { $0.values.contains(where: F.isLV) },
        implies("hangul-lvt") { $0.values.contains(where: F.isLVT) },
        exact("conjoining-jamo") { $0.contains(0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF) },
        exact("old-hangul") { $0.contains(0x1113...0x115E, 0x1176...0x11A7, 0x11C3...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF, 0x302E...0x302F) },
        exact("compatibility-jamo") { $0.contains(0x3131...0x318E, 0xFFA0...0xFFDC) },
        exact("lv-plus-t") { f in f.values.indices.dropLast().contains { F.isLV(f.values[$0]) && F.isTrailingJamo(f.values[$0 + 1]) } },
        // Emoji.
        implies("single-emoji") { $0.values.count == 1 },
        implies("flag") { $0.regionalIndicatorRuns.contains { $0 >= 2 } },
        implies("tag-flag") { f in
            f.values.indices.contains { i in
                guard f.values[i] == 0x1F3F4 else { return false }
                var j = i + 1
                while j < f.values.count, (0xE0020...0xE007E).contains(f.values[j]) { j += 1 }
                return j > i + 1 && j < f.values.count && f.values[j] == 0xE007F
            }
        },
        implies("zwj-sequence") { $0.contains([0x200D]) },
        exact("skin-tone") { $0.contains(F.modifiers) },
        implies("keycap") { $0.contains([0x20E3]) },
        exact("vs16") { $0.contains([0xFE0F]) },
        exact("vs15") { $0.contains([0xFE0E]) },
        exact("hair-style") { $0.contains(0x1F9B0...0x1F9B3) },
        implies("variation-selector") { $0.values.contains(where: F.isVariationSelector) },
        // Broken forms.
        exact("lone-surrogate") { !$0.isWellFormed },
        implies("lone-regional-indicator") { $0.regionalIndicatorRuns.contains { $0 % 2 == 1 } },
        implies("regional-indicator-parity") { $0.regionalIndicatorRuns.contains { $0 >= 3 } },
        implies("orphan-zwj") { f in
            f.values.indices.contains { i in
                guard f.values[i] == 0x200D else { return false }
                let before = i > 0 ? f.values[i - 1] : nil
                let after = i + 1 < f.values.count ? f.values[i + 1] : nil
                func unjoinable(_ v: UInt32?) -> Bool {
                    guard let v else { return true }
                    return v == 0x200D || F.isVariationSelector(v) || (0xD800...0xDFFF).contains(v)
                }
                return unjoinable(before) || unjoinable(after)
            }
        },
        implies("dangling-variation-selector") { f in
            f.values.indices.contains { i in
                guard F.isVariationSelector(f.values[i]) else { return false }
                guard i > 0 else { return true }
                let before = f.values[i - 1]
                return F.isVariationSelector(before) || [0x200D, 0x20E3].contains(before) || F.regionalIndicators.contains(before)
                    || (f.scalar(before)?.isASCII == true && F.isLetter(f.scalar(before)))
            }
        },
        implies("lone-modifier") { f in
            f.values.indices.contains { i in
                F.modifiers.contains(f.values[i]) && (i == 0 || f.scalar(f.values[i - 1])?.properties.isEmojiModifierBase != true)
            }
        },
        implies("broken-tag-sequence") { f in
            var i = 0
            while i < f.values.count {
                guard F.tagCharacters.contains(f.values[i]) else { i += 1; continue }
                var j = i
                while j < f.values.count, F.tagCharacters.contains(f.values[j]) { j += 1 }
                let run = Array(f.values[i..<j])
                let wellFormed = i > 0 && f.values[i - 1] == 0x1F3F4 && run.count >= 2 && run.last == 0xE007F
                    && run.dropLast().allSatisfy { $0 != 0xE007F }
                if !wellFormed { return true }
                i = j
            }
            return false
        },
        implies("lone-keycap") { f in
            f.values.indices.contains { i in
                guard f.values[i] == 0x20E3 else { return false }
                var b = i - 1
                if b >= 0, F.isVariationSelector(f.values[b]) { b -= 1 }
                guard b >= 0 else { return true }
                return !(Set("0123456789#*".unicodeScalars.map(\.value)).contains(f.values[b]))
            }
        },
        exact("broken") { f in
            ["lone-regional-indicator", "orphan-zwj", "dangling-variation-selector", "lone-modifier",
             "broken-tag-sequence", "lone-surrogate", "lone-keycap"].contains { f.corpusCase.hasTag($0) }
        },
        // Other.
        exact("line-break") { $0.contains([0x000A, 0x000D]) },
        exact("crlf") { $0.containsSequence([0x000D, 0x000A]) },
        // Provenance.
        implies("seed") { $0.corpusCase.source.contains("Lindenberg") },
        implies("host-test") { $0.corpusCase.source.contains("@") },
        implies("bug-report") { $0.corpusCase.source.contains("#") },
        exact("frequent-word") { $0.corpusCase.weight != nil },
        implies("fully-qualified") { $0.corpusCase.location.file.hasPrefix("emoji-test-") },
    ]
    // One release tag per later release's file, exactly the cases of that file.
    rules += Repository.laterEmojiReleases.map { version in
        exact(Repository.releaseTag(version)) { $0.corpusCase.location.file == "emoji-test-\(version).corpus" }
    }
    return rules
}()

/// Every tag that can be checked against the text holds for the bundled corpus.
@Suite struct TagConsistencyTests {
    static let cases: [CorpusCase] = CorpusReader(directory: Repository.corpus).loadAll().cases

    @Test(arguments: tagRules.map(\.tag))
    func tagMatchesTheText(tag: String) throws {
        let rule = try #require(tagRules.first { $0.tag == tag })
        var tagged = 0
        for corpusCase in Self.cases {
            let facts = TextFacts(corpusCase)
            let hasTag = corpusCase.hasTag(tag)
            if hasTag { tagged += 1 }
            let holds = (hasTag || rule.exact) ? rule.holds(facts) : false
            if hasTag {
                #expect(holds, "\(corpusCase.location) \(corpusCase.id) is tagged '\(tag)' but its text \(corpusCase.text.escaped) does not have it")
            } else if rule.exact && holds {
                Issue.record("\(corpusCase.location) \(corpusCase.id) should be tagged '\(tag)': \(corpusCase.text.escaped)")
            }
        }
        #expect(tagged > 0, "no case carries '\(tag)'")
    }

    /// A text that NFC changes says why: decomposed, marks out of order, or an excluded character.
    @Test func everyTextThatNFCChangesSaysWhy() {
        for corpusCase in Self.cases {
            let facts = TextFacts(corpusCase)
            guard let nfc = facts.nfc, nfc != facts.values else { continue }
            let explained = ["decomposed", "non-canonical-order", "composition-exclusion"].contains { corpusCase.hasTag($0) }
            #expect(explained, "\(corpusCase.location) \(corpusCase.id): NFC changes \(corpusCase.text.escaped) but no tag says why")
        }
    }
}
