import EditingSemantics

/// Which Qt grapheme clusters open with an emoji in colour presentation, as Qt 6.11 and 6.12 tell
/// them apart (observed: Corpus/observed/qt-text-edit@6.12-textedit.observed, where such a
/// cluster is deleted whole, and probes where such a cluster in a Devanagari text escapes the
/// Indic tailoring). Read as the emoji segmenter Qt bundles would draw it (qt/qtbase
/// src/3rdparty/emoji-segmenter; not confirmed from Qt's source): the cluster's first code point
/// is Emoji_Presentation (a lone skin-tone modifier or regional indicator excepted), or is an
/// Emoji followed by VS16, or an Emoji_Modifier_Base followed by a modifier, or a regional
/// indicator followed by another, or an Emoji that a ZWJ joins to another Emoji (👁‍🗨 without any
/// VS16, even with a VS15 at its end; 👁 + ZWJ alone is not). VS15 right after the first code
/// point makes it text.
package enum QtColourEmoji {
    /// Whether `cluster` opens with an emoji in colour presentation.
    package static func opens(_ cluster: UTF16Text) -> Bool {
        cluster.units.withUnsafeBufferPointer { opens($0) }
    }

    /// Whether the cluster of code units `units` opens with an emoji in colour presentation, read
    /// in place: lone surrogates are code points of their own that are no emoji.
    /// - Complexity: O(1): it reads at most the first four code points.
    package static func opens(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        var reader = ScalarReader(units: units)
        guard let first = reader.next(), !first.isLone else { return false }
        let c0 = first.value
        let second = reader.next()
        let c1 = second.flatMap { $0.isLone ? nil : $0.value }
        if c1 == 0xFE0E { return false }
        if CodePoints.isRegionalIndicator(c0) { return c1.map(CodePoints.isRegionalIndicator) ?? false }
        if c1 == CodePoints.variationSelector16 && ICUProperties.isEmoji(c0) { return true }
        if ICUProperties.isEmojiModifier(c0) { return false }
        if ICUProperties.isEmojiPresentation(c0) { return true }
        if ICUProperties.isEmojiModifierBase(c0), let c1, ICUProperties.isEmojiModifier(c1) { return true }
        guard ICUProperties.isEmoji(c0) else { return false }
        // Then (VS16 | modifier)? ZWJ Emoji.
        var next = second
        if let value = next?.value, value == CodePoints.variationSelector16 || ICUProperties.isEmojiModifier(value) { next = reader.next() }
        guard next?.value == CodePoints.zeroWidthJoiner, let joined = reader.next() else { return false }
        return ICUProperties.isEmoji(joined.value)
    }

    /// The scalars of code units as ``UTF16Text/scalars`` reads them: a surrogate pair whole,
    /// any other unit alone.
    private struct ScalarReader {
        let units: UnsafeBufferPointer<UInt16>
        var position = 0

        init(units: UnsafeBufferPointer<UInt16>) { self.units = units }

        mutating func next() -> (value: UInt32, isLone: Bool)? {
            guard position < units.count else { return nil }
            let unit = units[position]
            position += 1
            if UTF16.isLeadSurrogate(unit), position < units.count, UTF16.isTrailSurrogate(units[position]) {
                defer { position += 1 }
                return (0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(units[position]) - 0xDC00), false)
            }
            return (UInt32(unit), UTF16.isSurrogate(unit))
        }
    }

}
