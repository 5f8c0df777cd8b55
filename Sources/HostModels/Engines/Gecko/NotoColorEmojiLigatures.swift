import EditingSemantics

/// Which characters of a text Noto Color Emoji shapes as ligature continuations, as Gecko sees
/// them: the `IsLigatureGroupStart` bit of Firefox's text run with that font as the emoji font.
///
/// Gecko shapes with HarfBuzz at cluster level MONOTONE_CHARACTERS
/// (`gfx/thebes/gfxHarfBuzzShaper.cpp`, `gfxHarfBuzzShaper::Initialize`), so a cluster spans
/// several characters only where the font's substitutions merged them; `SetGlyphsFromRun` marks
/// every character of such a clump after the first as a ligature continuation. In Noto Color Emoji
/// that happens for:
/// - the sequences of its `ccmp` ligature lookups (``table``, generated from the font by
///   `Corpus/scripts/noto-color-emoji-ligatures.py`), matched left to right, longest first, with
///   U+FE0F skipped (the font does not map it; HarfBuzz skips a default-ignorable while matching and
///   leaves it in the cluster before it);
/// - any two regional indicators: contextual lookups turn a pair the font has no flag for into its
///   fallback flag glyph, so pairs form from the left as in UAX #29.
///
/// A ligature starts only on a character Gecko gives to the emoji font
/// (`gfxFontGroup::FindFontForChar`, gfx/thebes/gfxTextRun.cpp): an Emoji_Presentation character
/// not followed by U+FE0E, or any character followed by U+FE0F, by a skin-tone modifier, or (🏴)
/// by a tag. A text-default character such as ❤ or ♀ otherwise stays in the text font.
package enum NotoColorEmojiLigatures {
    /// A trie over the table's code points; `T` expands to the five skin-tone modifiers.
    final class Node: @unchecked Sendable {
        var next: [UInt32: Node] = [:]
        var isEnd = false
    }

    static let root: Node = {
        let root = Node()
        for line in table.split(separator: "\n") {
            var nodes = [root]
            for field in line.split(separator: " ") {
                let values: [UInt32] = field == "T" ? Array(0x1F3FB...0x1F3FF) : [UInt32(field, radix: 16)!]
                var following: [Node] = []
                for node in nodes {
                    for value in values {
                        if let child = node.next[value] {
                            following.append(child)
                        } else {
                            let child = Node()
                            node.next[value] = child
                            following.append(child)
                        }
                    }
                }
                nodes = following
            }
            for node in nodes { node.isEnd = true }
        }
        return root
    }()

    /// The number of sequences in the table, skin-tone wildcards expanded.
    package static var sequenceCount: Int {
        func count(_ node: Node) -> Int { (node.isEnd ? 1 : 0) + node.next.values.reduce(0) { $0 + count($1) } }
        return count(root)
    }

    /// The UTF-16 offsets of the characters that continue a ligature (not its first character).
    package static func continuations(in text: UTF16Text) -> Set<Int> {
        var scalars: [UTF16Text.ScalarSlice] = []
        var offset = UTF16Offset.zero
        while offset < text.endOffset {
            let slice = text.scalar(startingAt: offset)
            scalars.append(slice)
            offset = slice.end
        }
        var result = Set<Int>()
        var k = 0
        while k < scalars.count {
            let end = scalars.withUnsafeBufferPointer { ligatureEnd(at: k, in: $0).end }
            if end > k + 1 {
                for j in (k + 1)..<end { result.insert(scalars[j].offset.rawValue) }
            }
            k = max(end, k + 1)
        }
        return result
    }

    /// Whether the character at `offset` starts a ligature group (true when it is not a
    /// continuation). The `GeckoBackspaceRule` hook for a Firefox whose emoji font is Noto Color Emoji.
    ///
    /// Only the line around `offset` is shaped, from the line feed before it: a line feed always
    /// starts a group (it is in no sequence, and only a U+FE0F after it joins it), so groups
    /// found from there are the whole text's.
    /// - Complexity: O(length of the line).
    @Sendable package static func isLigatureGroupStart(_ offset: UTF16Offset, _ text: UTF16Text) -> Bool {
        let units = text.units
        var start = offset.rawValue
        while start > 0 && (start >= units.count || units[start] != 0x0A) { start -= 1 }
        var end = offset.rawValue
        while end < units.count && units[end] != 0x0A { end += 1 }
        return !continuations(in: text[UTF16Offset(start)..<UTF16Offset(end)]).contains(offset.rawValue - start)
    }

    static func isVS16(_ s: UTF16Text.ScalarSlice) -> Bool { !s.isLoneSurrogate && s.value == 0xFE0F }

    /// The scalar index one past the ligature that starts at `k`, or `k + 1` when none does. A
    /// U+FE0F right after the match joins it, as HarfBuzz leaves it in that cluster. `reach` is
    /// one past the last scalar read: the answer holds for any text that agrees with `scalars`
    /// before `reach`, however it goes on.
    /// - Precondition: `k` is one of the indices of `scalars`.
    static func ligatureEnd(at k: Int, in scalars: UnsafeBufferPointer<UTF16Text.ScalarSlice>) -> (end: Int, reach: Int) {
        let count = scalars.count
        var reach = k + 1
        let first = scalars[k]
        guard !first.isLoneSurrogate, !isVS16(first) else { return (k + 1, reach) }
        if k + 1 < count { reach = k + 2 }
        let next: UInt32? = k + 1 < count && !scalars[k + 1].isLoneSurrogate ? scalars[k + 1].value : nil
        let emojiFont: Bool
        switch next {
        case 0xFE0F?, (0x1F3FB...0x1F3FF)?: emojiFont = true
        case 0xFE0E?: emojiFont = false
        case let tag? where first.value == 0x1F3F4 && (0xE0020...0xE007F).contains(tag): emojiFont = true
        default: emojiFont = ICUProperties.isEmojiPresentation(first.value)
        }
        guard emojiFont else { return (k + 1, reach) }
        if ICUProperties.isRegionalIndicator(first.value) {
            if k + 1 < count, !scalars[k + 1].isLoneSurrogate, ICUProperties.isRegionalIndicator(scalars[k + 1].value) {
                return (k + 2, reach)
            }
            return (k + 1, reach)
        }
        let trie = Self.trie
        var node = 0
        var best = k + 1
        var j = k
        while j < count {
            reach = max(reach, j + 1)
            let s = scalars[j]
            if j > k, isVS16(s) { j += 1; continue }
            guard !s.isLoneSurrogate, let child = trie.child(of: node, s.value) else { break }
            node = child
            j += 1
            if trie.isEnd(node) { best = j }
        }
        while best < count {
            reach = max(reach, best + 1)
            guard isVS16(scalars[best]) else { break }
            best += 1
        }
        return (best, reach)
    }
}
