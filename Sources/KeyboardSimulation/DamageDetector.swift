import EditingSemantics

/// Finds the damage a host or a keyboard can leave in a document (see ``DamageFinding/Kind``),
/// using the system ICU's character properties and grapheme clusters.
///
/// Complexity: O(n) in the text's length, plus one ICU grapheme lookup per selection end.
public enum DamageDetector {
    /// Every finding in `state`, ordered by offset, then kind.
    public static func findings(in state: DocumentState) -> [DamageFinding] {
        var result = findings(in: state.text)
        var ends = [state.selection.lowerBound]
        if !state.selection.isEmpty { ends.append(state.selection.upperBound) }
        for end in ends {
            if let finding = caretFinding(at: end, in: state.text) { result.append(finding) }
        }
        return result.sorted { ($0.offset, $0.kind) < ($1.offset, $1.kind) }
    }

    /// The findings about the text alone (no caret), ordered by offset.
    public static func findings(in text: UTF16Text) -> [DamageFinding] {
        let scalars = text.scalars
        var result: [DamageFinding] = []
        var i = 0
        while i < scalars.count {
            let slice = scalars[i]
            let previous = i > 0 ? scalars[i - 1] : nil
            let next = i + 1 < scalars.count ? scalars[i + 1] : nil
            if slice.isLoneSurrogate {
                result.append(DamageFinding(kind: .loneSurrogate, offset: slice.offset,
                                            detail: "lone \(UTF16.isLeadSurrogate(UInt16(slice.value)) ? "lead" : "trail") surrogate \(UnicodeNotation.hex(slice.value))"))
                i += 1
                continue
            }
            let value = slice.value
            if value == 0x200D {
                let joinsBackward = previous.map { !isNonBase($0) } ?? false
                let joinsForward = next.map { !isNonBase($0) } ?? previous.map { isVirama($0) } ?? false
                if !joinsBackward || !joinsForward {
                    result.append(finding(.orphanedZWJ, slice, why: !joinsBackward ? "nothing before it to join" : "nothing after it to join"))
                }
            } else if ICUProperties.isVariationSelector(value) {
                if previous.map({ isNonBase($0) || ICUProperties.isVariationSelector($0.value) }) ?? true {
                    result.append(finding(.orphanedVariationSelector, slice, why: "no base to select a variant of"))
                }
            } else if ICUProperties.isEmojiModifier(value) {
                var base = previous
                if let candidate = base, candidate.value == 0xFE0F, i >= 2 { base = scalars[i - 2] }
                if !(base.map { !$0.isLoneSurrogate && ICUProperties.isEmojiModifierBase($0.value) } ?? false) {
                    result.append(finding(.orphanedEmojiModifier, slice, why: "not after an emoji modifier base"))
                }
            } else if isTag(slice) {
                var end = i
                while end < scalars.count, isTag(scalars[end]) { end += 1 }
                let run = scalars[i..<end]
                let cancels = run.filter { $0.value == 0xE007F }.count
                let hasBase = previous.map { !$0.isLoneSurrogate && ICUProperties.isEmoji($0.value) } ?? false
                if !hasBase {
                    result.append(finding(.orphanedTag, slice, why: "tag characters without an emoji base"))
                } else if run.last?.value != 0xE007F || cancels != 1 || run.count < 2 {
                    result.append(finding(.orphanedTag, slice, why: "tag sequence not ended by one CANCEL TAG after its tag characters"))
                }
                i = end
                continue
            } else if isRegionalIndicator(slice) {
                var end = i
                while end < scalars.count, isRegionalIndicator(scalars[end]) { end += 1 }
                if (end - i) % 2 == 1 {
                    result.append(finding(.orphanedRegionalIndicator, scalars[end - 1], why: "regional indicator without a partner"))
                }
                i = end
                continue
            } else if ICUProperties.isMark(value), !(previous.map { isMarkOrJoiner($0) } ?? false) {
                var j = i - 1
                while j >= 0, isMarkOrJoiner(scalars[j]) { j -= 1 }
                if j < 0 || isNonBase(scalars[j]) {
                    result.append(finding(.orphanedCombiningMark, slice, why: j < 0 ? "at the start of the text" : "after a character that cannot carry it"))
                }
            }
            i += 1
        }
        return result
    }

    /// A finding when `offset` is not an ICU grapheme cluster boundary of `text`.
    static func caretFinding(at offset: UTF16Offset, in text: UTF16Text) -> DamageFinding? {
        guard offset > .zero, offset < text.endOffset else { return nil }
        let segmenter = ICUSegmenter.grapheme
        // The cluster holding the unit at the offset (at the pair's start when the offset splits a
        // pair, which ICU would silently snap back to).
        let splitsPair = !text.isScalarBoundary(offset)
        let probe = splitsPair ? UTF16Offset(offset.rawValue - 1) : offset
        guard let end = segmenter.boundary(after: probe, in: text) else { return nil }
        let start = segmenter.boundary(before: end, in: text) ?? .zero
        guard splitsPair || start != offset else { return nil }
        let detail = !splitsPair
            ? "inside the grapheme cluster \(start)..<\(end) \"\(text[start..<end].escaped)\""
            : "between the halves of a surrogate pair, in the grapheme cluster \(start)..<\(end)"
        return DamageFinding(kind: .caretInsideCluster, offset: offset, detail: detail)
    }

    private static func finding(_ kind: DamageFinding.Kind, _ slice: UTF16Text.ScalarSlice, why: String) -> DamageFinding {
        DamageFinding(kind: kind, offset: slice.offset, detail: "U+\(UnicodeNotation.hex(slice.value)) \(ICUProperties.name(slice.value)): \(why)")
    }

    /// Characters nothing can attach to: controls (Cc), format characters (Cf), separators
    /// (Zs, Zl, Zp) and lone surrogates. ICU UCharCategory numbers.
    private static func isNonBase(_ slice: UTF16Text.ScalarSlice) -> Bool {
        if slice.isLoneSurrogate { return true }
        switch ICUProperties.generalCategoryCode(slice.value) {
        case 12, 13, 14, 15, 16: return true
        default: return false
        }
    }

    /// Marks and the joiners that may sit inside a combining character sequence (ZWJ, ZWNJ).
    private static func isMarkOrJoiner(_ slice: UTF16Text.ScalarSlice) -> Bool {
        !slice.isLoneSurrogate && (slice.value == 0x200D || slice.value == 0x200C || ICUProperties.isMark(slice.value))
    }

    private static func isVirama(_ slice: UTF16Text.ScalarSlice) -> Bool {
        !slice.isLoneSurrogate && ICUProperties.combiningClass(slice.value) == 9
    }

    private static func isTag(_ slice: UTF16Text.ScalarSlice) -> Bool { (0xE0020...0xE007F).contains(slice.value) }

    private static func isRegionalIndicator(_ slice: UTF16Text.ScalarSlice) -> Bool {
        !slice.isLoneSurrogate && ICUProperties.isRegionalIndicator(slice.value)
    }
}
