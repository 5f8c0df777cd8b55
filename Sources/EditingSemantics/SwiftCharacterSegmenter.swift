/// Swift's own `Character`s: extended grapheme clusters by the standard library's Unicode data
/// (see ``Versions/stdlibUnicode``), which may differ from the system ICU's.
///
/// A `String` cannot hold a lone surrogate: decoding UTF-16 into one replaces each lone surrogate
/// unit by U+FFFD, a single code unit, so every offset carries over unchanged. The segments are
/// those of that decoded string, which is what a Swift host holding the text sees. U+FFFD, like a
/// lone surrogate, has Grapheme_Cluster_Break=Other, so a mark after a lone surrogate joins it
/// here as it does in ICU. `boundary(before:in:)` walks backward with `String.index(before:)`, the
/// standard library's own backward breaking, rather than deriving it from the forward list.
///
/// A position just after U+000A LINE FEED is always a boundary, and no grapheme rule looks across
/// one (GB4, GB5), so `boundary(before:)` and `boundary(after:)` decode only the lines around the
/// offset. Complexity: O(n) for ``boundaries(in:)``; O(length of the lines around the offset) per
/// `boundary` call.
package struct SwiftCharacterSegmenter: Segmenter {
    package init() {}
    package var unit: UnitID { .swiftCharacter }

    /// The boundaries by the standard library's `Unicode._CharacterRecognizer`, fed the scalars of
    /// the text as decoding it into a `String` gives them (each lone surrogate as U+FFFD): the
    /// state machine with which the standard library breaks a `String` into `Character`s, asked
    /// without building the `String` or its `Character`s (``boundariesByCharacters(in:)``, the
    /// reference, gives the same boundaries).
    ///
    /// A line feed is not fed: there is a boundary before it unless a carriage return precedes
    /// it (GB3, GB5) and always one after it (GB4), and a recognizer that reports a boundary is
    /// then as a new one fed the same scalar (the recognizer's documented contract), so after a
    /// line feed a new recognizer goes on.
    /// - Complexity: O(n).
    package func boundaries(in text: UTF16Text) -> [UTF16Offset] {
        var result: [UTF16Offset] = []
        result.reserveCapacity(text.units.count + 1)
        var recognizer = Unicode._CharacterRecognizer()
        // Whether the scalar before `i` was printable ASCII.
        var previousIsPrintable = false
        text.units.withUnsafeBufferPointer { units in
            var i = 0
            while i < units.count {
                let unit = units[i]
                if unit == 0x0A {
                    if i == 0 || units[i - 1] != 0x0D { result.append(UTF16Offset(i)) }
                    recognizer = Unicode._CharacterRecognizer()
                    previousIsPrintable = false
                    i += 1
                    continue
                }
                if unit &- 0x20 < 0x5F {
                    // Printable ASCII is Grapheme_Cluster_Break=Other, neither Extended_Pictographic
                    // nor an Indic conjunct consonant, in every Unicode version: after another such
                    // character there is a boundary (GB999), and the recognizer is then as a new one
                    // fed this character.
                    if previousIsPrintable {
                        result.append(UTF16Offset(i))
                        recognizer = Self.afterPrintable[Int(unit &- 0x20)]
                        i += 1
                        continue
                    }
                    previousIsPrintable = true
                } else {
                    previousIsPrintable = false
                }
                var value = UInt32(unit)
                var length = 1
                if UTF16.isSurrogate(unit) {
                    if UTF16.isLeadSurrogate(unit), i + 1 < units.count, UTF16.isTrailSurrogate(units[i + 1]) {
                        value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(units[i + 1]) - 0xDC00)
                        length = 2
                    } else {
                        value = 0xFFFD
                    }
                }
                if recognizer.hasBreak(before: Unicode.Scalar(value).unsafelyUnwrapped) { result.append(UTF16Offset(i)) }
                i += length
            }
        }
        result.append(text.endOffset)
        return result
    }

    /// A new recognizer fed each printable ASCII character, U+0020 first.
    private static let afterPrintable: [Unicode._CharacterRecognizer] = (0x20..<UInt32(0x7F)).map { c in
        var recognizer = Unicode._CharacterRecognizer()
        _ = recognizer.hasBreak(before: Unicode.Scalar(c)!)
        return recognizer
    }

    /// The boundaries between the `Character`s of ``UTF16Text/string``: the definition
    /// ``boundaries(in:)`` is held to.
    /// - Complexity: O(n).
    package func boundariesByCharacters(in text: UTF16Text) -> [UTF16Offset] {
        var result: [UTF16Offset] = [.zero]
        result.reserveCapacity(text.units.count + 1)
        var offset = 0
        for character in text.string {
            // Counting scalars is several times cheaper than a Character's UTF-16 view.
            for scalar in character.unicodeScalars { offset += scalar.value > 0xFFFF ? 2 : 1 }
            result.append(UTF16Offset(offset))
        }
        return result
    }

    package func boundary(after offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset < text.endOffset else { return nil }
        let decoded = Decoded(text, around: offset)
        // The standard library rounds an index inside a Character down to that Character's start.
        return decoded.offset(of: decoded.string.index(after: decoded.index(at: offset)))
    }

    package func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard offset > .zero else { return nil }
        let decoded = Decoded(text, around: offset)
        let string = decoded.string
        let index = decoded.index(at: offset)
        if index < string.endIndex {
            // `offset` may be inside a Character; step back from that Character's end to its start.
            let start = string.index(before: string.index(after: index))
            if decoded.offset(of: start) < offset { return decoded.offset(of: start) }
        }
        return decoded.offset(of: string.index(before: index))
    }

    /// The lines around an offset as a `String`, lone surrogates replaced one for one by U+FFFD.
    private struct Decoded {
        let string: String
        /// Where the decoded part starts in the text.
        let start: Int

        /// Decodes ``UTF16Text/lineWindow(around:)``: the standard library breaks after every
        /// line feed and never joins one to what follows.
        init(_ text: UTF16Text, around offset: UTF16Offset) {
            let window = text.lineWindow(around: offset)
            string = text.string(of: window)
            start = window.lowerBound
            assert(string.utf16.count == window.count, "decoding must replace each lone surrogate by one unit")
        }

        func index(at offset: UTF16Offset) -> String.Index {
            string.utf16.index(string.utf16.startIndex, offsetBy: offset.rawValue - start)
        }

        func offset(of index: String.Index) -> UTF16Offset {
            UTF16Offset(start + string.utf16.distance(from: string.utf16.startIndex, to: index))
        }
    }
}
