import EditingSemantics

/// The cluster types of CoreFoundation's `CFStringGetRangeOfCharacterClusterAtIndex`
/// (`CFStringCharacterClusterType` in `CFPriv.h`); the raw value is CF's constant.
package enum CFClusterKind: Int, CaseIterable, Sendable {
    /// `kCFStringComposedCharacterCluster` (2): a base with all its non-base characters, plus
    /// virama/ZWJ conjuncts. NSString's `rangeOfComposedCharacterSequence(at:)` and WebKit Cocoa's
    /// caret mode use it.
    case composedCharacter = 2
    /// `kCFStringCursorMovementCluster` (3): like the composed cluster without conjunct joining.
    case cursorMovement = 3
    /// `kCFStringBackwardDeletionCluster` (4): no joining at all for U+0530 to U+194F (Armenian to
    /// Limbu), otherwise like the cursor cluster. WebKit Cocoa's delete mode uses it.
    case backwardDeletion = 4

    /// A stable id for reports, e.g. `cf-backward-deletion`.
    package var unitName: String {
        switch self {
        case .composedCharacter: return "cf-composed-character"
        case .cursorMovement: return "cf-cursor-movement"
        case .backwardDeletion: return "cf-backward-deletion"
        }
    }
}

/// A model of CoreFoundation's character clusters: the range
/// `CFStringGetRangeOfCharacterClusterAtIndex(text, index, kind)` returns, written from the
/// behaviour of swift-corelibs-foundation's `Sources/CoreFoundation/CFString.c` (functions
/// `_CFStringInlineBufferGetComposedRange` and `CFStringGetRangeOfCharacterClusterAtIndex`,
/// read at commit 761b621d) and checked against that function at run time by the package's
/// differential test.
///
/// The cluster at an index is built in stages, each able to widen the range:
/// 1. a *base cluster*: the character with the non-base characters around it (marks, Fitzpatrick
///    modifiers, tag characters, U+FF9E/FF9F, U+F870 to U+F87F), none of this for U+0530 to
///    U+194F in the backward-deletion kind; then conjoining-jamo Hangul syllables and a forward
///    extension over further non-base characters;
/// 2. for the composed kind only, letters linked by a virama (combining class 9 or U+034F),
///    optionally with a ZWJ;
/// 3. Apple's transcoding hints (U+F860 to U+F86F) with the characters they cover;
/// 4. regional-indicator pairs, counted by parity from the start of the run;
/// 5. an extended-pictographic sequence around the range when it contains the range
///    (``CFPictographicSequence``);
/// 6. a ZWJ alone joins the cluster before it, and one ZWJ after the range joins it.
/// CR LF is never joined.
///
/// Character data: "non-base" is General_Category M* and "letter" is L* or M* (what CF's own
/// tables contain for Unicode 15, except that CF's letter table lacks the Tangut ideographs
/// U+17000 to U+187F7 and U+18D00 to U+18D08, which this model reproduces); combining classes
/// and the pictographic-sequence properties come from the system ICU. CF reads the latter from
/// the ICU bundled with Foundation, which may be a newer Unicode version.
///
/// Offsets are UTF-16 code units; the text may hold lone surrogates (CF works on code units).
package struct CFCharacterClusters: Sendable {
    package let kind: CFClusterKind

    package init(_ kind: CFClusterKind) { self.kind = kind }

    /// The cluster containing the code unit at `index`, as CF returns it.
    /// Precondition: `0 <= index < units.count`. Complexity: O(length of the cluster and of the
    /// pictographic sequence around it).
    package func range(at index: Int, in units: [UInt16]) -> Range<Int> {
        units.withUnsafeBufferPointer { range(at: index, in: $0) }
    }

    /// ``range(at:in:)`` on code units in place (a prefix of a text is a text of its own here),
    /// with only the `stages` that can change a range of these units.
    /// Precondition: `0 <= index < units.count`; `stages` is `.all` or was found on `units` or
    /// on a text that `units` is a prefix of.
    func range(at index: Int, in units: UnsafeBufferPointer<UInt16>, stages: CFClusterStages = .all) -> Range<Int> {
        precondition(index >= 0 && index < units.count, "index \(index) outside 0..<\(units.count)")
        let scanner = CFClusterScanner(units: units, kind: kind)
        var range = scanner.baseCluster(at: index)
        if kind == .composedCharacter { range = scanner.joiningConjuncts(range) }
        if stages.transcodingHints { range = scanner.includingTranscodingHint(range) }
        range = scanner.pairingRegionalIndicators(range)
        if stages.pictographicSequences, let sequence = CFPictographicSequence(units: units).range(around: range.lowerBound),
           sequence.lowerBound <= range.lowerBound, range.upperBound <= sequence.upperBound {
            range = sequence
        }
        return scanner.joiningZWJ(range)
    }
}

/// Code-unit level helpers for ``CFCharacterClusters``: reads past either end give 0, as CF's
/// inline buffer does.
struct CFClusterScanner {
    let units: UnsafeBufferPointer<UInt16>
    let kind: CFClusterKind

    static let zwj: UInt32 = 0x200D
    static let graphemeJoiner: UInt32 = 0x034F
    /// How many characters each transcoding hint U+F860...U+F86F covers (Apple private use).
    static let transcodingHintLengths = [2, 3, 4, 4, 4, 4, 4, 2, 2, 2, 2, 4, 0, 0, 0, 0]
    static let longestTranscodingHint = 4

    var count: Int { units.count }

    func unit(_ index: Int) -> UInt32 {
        index >= 0 && index < units.count ? UInt32(units[index]) : 0
    }

    static func isHigh(_ u: UInt32) -> Bool { (0xD800...0xDBFF).contains(u) }
    static func isLow(_ u: UInt32) -> Bool { (0xDC00...0xDFFF).contains(u) }
    static func combine(_ high: UInt32, _ low: UInt32) -> UInt32 { 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00) }

    /// Armenian to Limbu never join anything for backward deletion.
    func isUnjoinable(_ c: UInt32) -> Bool { kind == .backwardDeletion && (0x0530..<0x1950).contains(c) }

    static func isFitzpatrick(_ c: UInt32) -> Bool { (0x1F3FB...0x1F3FF).contains(c) }

    /// What CF treats as extending a base, Fitzpatrick modifiers aside.
    static func extendsBase(_ c: UInt32) -> Bool {
        ICUProperties.isMark(c) || (0xE0020...0xE007F).contains(c) || c == 0xFF9E || c == 0xFF9F
            || (0xF870...0xF87F).contains(c)
    }

    static func isLetter(_ c: UInt32) -> Bool {
        if (0x17000...0x187F7).contains(c) || (0x18D00...0x18D08).contains(c) { return false }
        return (1...8).contains(ICUProperties.generalCategoryCode(c))
    }

    /// CF tests single code units (it assumes viramas are in the BMP).
    static func isVirama(_ unit: UInt32) -> Bool {
        unit == graphemeJoiner || (!isHigh(unit) && !isLow(unit) && ICUProperties.combiningClass(unit) == 9)
    }

    // MARK: Stage 1: the base cluster

    func baseCluster(at index: Int) -> Range<Int> {
        var start = index
        var end = index + 1
        var c = unit(start)
        if !isUnjoinable(c) {
            if Self.isHigh(c), Self.isLow(unit(start + 1)) {
                c = Self.combine(c, unit(start + 1))
                end += 1
            }
            while start > 0 {
                if isUnjoinable(c) { break }
                if c < 0x10000, Self.isLow(c), Self.isHigh(unit(start - 1)) {
                    c = Self.combine(unit(start - 1), c)
                    start -= 1
                    if start == 0 { break }
                }
                // A Fitzpatrick modifier attaches to whatever precedes it, emoji or not.
                guard (start > 0 && Self.isFitzpatrick(c)) || Self.extendsBase(c) else { break }
                start -= 1
                c = unit(start)
            }
        }
        if CFHangulState.isHangul(c) {
            (start, end) = extendingHangul(start: start, end: end, from: c)
        }
        while true {
            let next = unit(end)
            // CF's forward scan also stops at U+0000, which it cannot tell from the end.
            if next == 0 || isUnjoinable(next) { break }
            var c = next
            var step = 1
            if Self.isHigh(next), Self.isLow(unit(end + 1)) {
                c = Self.combine(next, unit(end + 1))
                step = 2
            }
            guard Self.isFitzpatrick(c) || Self.extendsBase(c) else { break }
            end += step
        }
        return start..<end
    }

    /// Extends over the conjoining jamo and precomposed syllables of one Hangul syllable.
    private func extendingHangul(start: Int, end: Int, from c: UInt32) -> (Int, Int) {
        let initial = CFHangulState(c)
        var start = start
        var state = initial
        while CFHangulState.isHangul(unit(start - 1)), let next = state.backward(over: unit(start - 1)) {
            state = next
            start -= 1
        }
        var end = end
        state = initial
        while CFHangulState.isHangul(unit(end)), let next = state.forward(over: unit(end)) {
            state = next
            end += 1
        }
        return (start, end)
    }

    // MARK: Stage 2: conjuncts (composed kind)

    func joiningConjuncts(_ range: Range<Int>) -> Range<Int> {
        var first = unit(range.lowerBound)
        if range.count > 1, Self.isHigh(first), Self.isLow(unit(range.lowerBound + 1)) {
            first = Self.combine(first, unit(range.lowerBound + 1))
        }
        guard first == Self.zwj || Self.isLetter(first) else { return range }

        var lower = range.lowerBound
        var i = lower
        while i > 1 {
            i -= 1
            var linked = Self.isVirama(unit(i))
            if !linked, unit(i) == Self.zwj {
                i -= 1
                linked = Self.isVirama(unit(i))
            }
            guard linked, i > 0 else { break }
            i = baseCluster(at: i - 1).lowerBound
            var letter = unit(i)
            if Self.isLow(letter), Self.isHigh(unit(i - 1)) {
                letter = Self.combine(unit(i - 1), letter)
                i -= 1
            }
            guard Self.isLetter(letter) else { break }
            lower = i
        }
        var result = lower..<range.upperBound

        guard result.count > 1, result.upperBound < count else { return result }
        var end = result.upperBound
        var linkedEnd = result.upperBound
        repeat {
            let previous = unit(end - 1)
            guard previous == Self.zwj || Self.isVirama(previous) else { break }
            var next = unit(end)
            if next == Self.zwj {
                end += 1
                next = unit(end)
            }
            if Self.isHigh(next), Self.isLow(unit(end + 1)) { next = Self.combine(next, unit(end + 1)) }
            guard Self.isLetter(next) else { break }
            let linked = baseCluster(at: end)
            end = linked.upperBound
            linkedEnd = linked.upperBound
        } while linkedEnd < count
        result = result.lowerBound..<end
        return result
    }

    // MARK: Stage 3: transcoding hints

    func includingTranscodingHint(_ range: Range<Int>) -> Range<Int> {
        var i = max(0, range.upperBound - (Self.longestTranscodingHint + 1))
        while i <= range.lowerBound {
            let c = unit(i)
            if (0xF860...0xF86F).contains(c) {
                var hintEnd = i + Self.transcodingHintLengths[Int(c - 0xF860)] + 1
                if hintEnd >= range.upperBound {
                    guard hintEnd <= count else { return range }
                    var check = i + 1
                    while check < hintEnd {
                        let covered = baseCluster(at: check)
                        check = covered.upperBound
                        // A cluster reaching past the hint is left out whole.
                        if check > hintEnd {
                            hintEnd = covered.lowerBound
                            break
                        }
                    }
                    return i..<hintEnd
                }
            }
            i += 1
        }
        return range
    }

    // MARK: Stage 4: regional indicators

    private func isRegionalIndicator(at i: Int) -> Bool {
        unit(i) == 0xD83C && (0xDDE6...0xDDFF).contains(unit(i + 1))
    }

    func pairingRegionalIndicators(_ range: Range<Int>) -> Range<Int> {
        guard range.count == 2, isRegionalIndicator(at: range.lowerBound) else { return range }
        var runStart = range.lowerBound
        while runStart > 1, isRegionalIndicator(at: runStart - 2) { runStart -= 2 }
        var result = range
        if (range.lowerBound - runStart) % 4 != 0 {
            result = (range.lowerBound - 2)..<range.upperBound
        }
        if result.count == 2, result.upperBound + 2 <= count, isRegionalIndicator(at: result.upperBound) {
            result = result.lowerBound..<(result.upperBound + 2)
        }
        return result
    }

    // MARK: Stage 6: ZWJ

    func joiningZWJ(_ range: Range<Int>) -> Range<Int> {
        var result = range
        if result.lowerBound > 0, result.count == 1, unit(result.lowerBound) == Self.zwj {
            let before = baseCluster(at: result.lowerBound - 1)
            if before.upperBound == result.lowerBound { result = before.lowerBound..<(before.upperBound + 1) }
        }
        if result.upperBound < count, unit(result.upperBound) == Self.zwj {
            result = result.lowerBound..<(result.upperBound + 1)
        }
        return result
    }
}

/// CF's Hangul syllable states. CF's ranges: leading U+1100...U+115F, vowels U+1160...U+11A2,
/// trailing U+11A8...U+11F9, syllables U+AC00...U+D7AF (U+11A3...U+11A7 count as vowels going
/// forward and are skipped going backward from a trailing jamo).
enum CFHangulState: Sendable {
    case l, v, t, lv, lvt

    static func isHangul(_ c: UInt32) -> Bool { (0x1100...0x11F9).contains(c) || (0xAC00...0xD7AF).contains(c) }
    static func isSyllable(_ c: UInt32) -> Bool { (0xAC00...0xD7AF).contains(c) }
    static func syllableState(_ c: UInt32) -> CFHangulState { (c - 0xAC00) % 28 != 0 ? .lvt : .lv }

    /// The state of a Hangul character; precondition: ``isHangul(_:)``.
    init(_ c: UInt32) {
        if c < 0x1160 { self = .l } else if c < 0x11A8 { self = .v } else if c < 0xAC00 { self = .t } else {
            self = Self.syllableState(c)
        }
    }

    /// The state after taking in the Hangul character `c` before the syllable, or nil to stop.
    func backward(over c: UInt32) -> CFHangulState? {
        switch self {
        case .v:
            if c <= 0x115F { return .l }
            if Self.isSyllable(c), Self.syllableState(c) == .lv { return .lv }
            return c > 0x11A2 ? nil : .v
        case .t:
            if (0x1160...0x11A2).contains(c) { return .v }
            if Self.isSyllable(c) { return Self.syllableState(c) }
            return c < 0x1160 ? nil : .t
        case .l, .lv, .lvt:
            return c < 0x1160 ? .l : nil
        }
    }

    /// The state after taking in the Hangul character `c` after the syllable, or nil to stop.
    func forward(over c: UInt32) -> CFHangulState? {
        switch self {
        case .lv, .v:
            guard (0x1160...0x11F9).contains(c) else { return nil }
            return c < 0x11A8 ? .v : .t
        case .lvt, .t:
            return (0x11A8...0x11F9).contains(c) ? .t : nil
        case .l:
            if c < 0x1160 { return .l }
            if c < 0x11A8 { return .v }
            return Self.isSyllable(c) ? Self.syllableState(c) : nil
        }
    }
}
