import EditingSemantics

/// `java.text.BreakIterator.getCharacterInstance()` of OpenJDK 17: the JDK's own rule-based
/// iterator (`sun.text.RuleBasedBreakIterator`), not ICU's, built from the "CharacterBreakRules"
/// of `sun/text/resources/BreakIteratorRules.java` (openjdk-17-source 17.0.21.1+2-1~deb12u1,
/// `src.zip` java.base/sun/text/resources/BreakIteratorRules.java). A segment is the longest match
/// from its start of one of:
///
/// - any one character (`.`; a surrogate pair is one character, a lone surrogate one unit);
/// - a base (anything but Mn, Me, Cc, Cf, Zl, Zp) with the Mn and Me after it;
/// - CR LF;
/// - conjoining jamo L\* V\* T\* (U+1100–115F, 1160–11A7, 11A8–11FF);
/// - a Devanagari conjunct: ((C N? | nukta consonant) virama ZWJ?)? (C N? | nukta consonant),
///   an optional vowel sign (U+093E–094C, 0962, 0963), an optional U+0902, 0903, 0951–0954;
/// - a danda (U+0964, 0965) with a nukta.
///
/// Nothing joins emoji sequences: ZWJ (Cf), emoji modifiers (Sk), regional indicators and tags
/// (Cf) each stand alone; U+FE0F (Mn) stays with what it follows.
/// General categories are the system ICU's, but the JDK's are Unicode 13.0's (JDK 17's
/// `java.lang.Character`: `Character.getType(0x0C3C)` is `UNASSIGNED` in OpenJDK 17.0.15), so a
/// character ICU dates after 13.0 is Cn here, a base: JDK 17 puts a break inside జ఼.
package struct JDKCharacterBreakRule: StepRule {
    package init() {}

    // ICU's UCharCategory numbers.
    static let mn = 6, me = 7, zl = 13, zp = 14, cc = 15, cf = 16

    /// Whether the JDK's `java.lang.Character` (Unicode 13.0) knows `c`.
    static func assignedInJDK(_ c: UInt32) -> Bool {
        guard let age = ICUProperties.age(c) else { return false }
        return (age.major, age.minor) <= (13, 0)
    }

    /// Mn or Me in the JDK: what `<enclosing>` matches.
    package static func isEnclosing(_ c: UInt32) -> Bool {
        let g = ICUProperties.generalCategoryCode(c)
        return (g == mn || g == me) && assignedInJDK(c)
    }

    /// Neither Mn, Me, Cc, Cf, Zl nor Zp in the JDK: what `<base>` matches.
    package static func isBase(_ c: UInt32) -> Bool {
        let g = ICUProperties.generalCategoryCode(c)
        return !(g == mn || g == me || g == cc || g == cf || g == zl || g == zp) || !assignedInJDK(c)
    }

    /// The end of the segment that starts at `start`. Precondition: `start < text.endOffset`.
    /// - Complexity: O(length of the segment).
    package static func segmentEnd(from start: UTF16Offset, in text: UTF16Text) -> UTF16Offset {
        let end = text.endOffset
        let first = text.scalar(startingAt: start)
        var best = first.end
        func scalar(at o: UTF16Offset) -> UTF16Text.ScalarSlice? { o < end ? text.scalar(startingAt: o) : nil }

        // <base><enclosing>*
        if Self.isBase(first.value) {
            var o = first.end
            while let s = scalar(at: o), Self.isEnclosing(s.value) { o = s.end }
            best = max(best, o)
        }
        // \r\n
        if first.value == 0x0D, let s = scalar(at: first.end), s.value == 0x0A { best = max(best, s.end) }
        // <choseong>*<jungseong>*<jongseong>*
        var o = start
        for range in [UInt32(0x1100)...0x115F, 0x1160...0x11A7, 0x11A8...0x11FF] {
            while let s = scalar(at: o), range.contains(s.value) { o = s.end }
        }
        best = max(best, o)
        // <devConjunct>{<devVowelSign>}{<devCharEnd>}
        if let conjunct = Self.devanagariConjunctEnd(from: start, in: text) {
            var o = conjunct
            if let s = scalar(at: o), (0x093E...0x094C).contains(s.value) || s.value == 0x0962 || s.value == 0x0963 { o = s.end }
            if let s = scalar(at: o), s.value == 0x0902 || s.value == 0x0903 || (0x0951...0x0954).contains(s.value) { o = s.end }
            best = max(best, o)
        }
        // <danda><nukta>
        if first.value == 0x0964 || first.value == 0x0965, let s = scalar(at: first.end), s.value == 0x093C {
            best = max(best, s.end)
        }
        return best
    }

    /// `<devConsonant1>`: a nukta consonant (U+0958–095F), or a consonant (U+0915–0939) with an
    /// optional nukta; its end.
    static func devanagariConsonantEnd(from o: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard o < text.endOffset else { return nil }
        let s = text.scalar(startingAt: o)
        if (0x0958...0x095F).contains(s.value) { return s.end }
        guard (0x0915...0x0939).contains(s.value) else { return nil }
        if s.end < text.endOffset, text.scalar(startingAt: s.end).value == 0x093C { return s.end.advanced(by: 1) }
        return s.end
    }

    /// `<devConjunct>=({<devConsonant1><virama>{<zwj>}}<devConsonant1>)`: its longest end.
    static func devanagariConjunctEnd(from start: UTF16Offset, in text: UTF16Text) -> UTF16Offset? {
        guard let first = devanagariConsonantEnd(from: start, in: text) else { return nil }
        var o = first
        guard o < text.endOffset, text.scalar(startingAt: o).value == 0x094D else { return first }
        o = o.advanced(by: 1)
        if o < text.endOffset, text.scalar(startingAt: o).value == 0x200D { o = o.advanced(by: 1) }
        return devanagariConsonantEnd(from: o, in: text) ?? first
    }

    /// Every boundary, 0 and the end included. - Complexity: O(n).
    package func stops(in text: UTF16Text) -> [UTF16Offset] {
        var result: [UTF16Offset] = [.zero]
        var o = UTF16Offset.zero
        while o < text.endOffset {
            o = Self.segmentEnd(from: o, in: text)
            result.append(o)
        }
        return result
    }

    /// `following(offset)` forward; backward, the last boundary before `offset` found from the
    /// start (the JDK's `preceding` backs up to a safe point and runs forward likewise).
    /// - Complexity: O(n).
    package func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        if forward {
            guard offset < text.endOffset else { return nil }
            var o = UTF16Offset.zero
            while o <= offset { o = Self.segmentEnd(from: o, in: text) }
            return o
        }
        guard offset > .zero else { return nil }
        var previous = UTF16Offset.zero
        var o = UTF16Offset.zero
        while o < offset {
            previous = o
            o = Self.segmentEnd(from: o, in: text)
        }
        return previous
    }
}
