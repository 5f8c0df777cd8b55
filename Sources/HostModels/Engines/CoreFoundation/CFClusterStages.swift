import EditingSemantics

/// Which stages of ``CFCharacterClusters`` can change a range in one text, found once for the
/// whole text so that a caller asking many ranges of it (or of its prefixes) skips the others
/// with the same answers.
struct CFClusterStages {
    /// Whether the text holds a transcoding hint (U+F860...U+F86F): without one, stage 3 finds
    /// none to include.
    var transcodingHints = true
    /// Whether the text may hold an Extended_Pictographic character: without one, stage 5 finds
    /// no core, so no sequence.
    var pictographicSequences = true

    /// Every stage, for a text not looked at.
    static let all = CFClusterStages()

    /// The first Extended_Pictographic code point (U+00A9 ©), found in ICU's data once.
    private static let firstPictograph = UInt16((0...0xFFFF as ClosedRange<UInt32>).first { ICUProperties.isExtendedPictographic($0) } ?? 0)

    /// The stages `units`, and every prefix of it, can reach. A surrogate counts as a possible
    /// pictograph; units before the first pictograph (and before the hints) are not looked up.
    /// - Complexity: O(n).
    init(_ units: UnsafeBufferPointer<UInt16>) {
        transcodingHints = false
        pictographicSequences = false
        let first = min(Self.firstPictograph, 0xF860)
        for unit in units where unit >= first {
            if (0xF860...0xF86F).contains(unit) { transcodingHints = true }
            if !pictographicSequences && (UTF16.isSurrogate(unit) || ICUProperties.isExtendedPictographic(UInt32(unit))) {
                pictographicSequences = true
            }
            if transcodingHints && pictographicSequences { return }
        }
    }

    private init() {}
}
