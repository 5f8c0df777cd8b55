import EditingSemantics

/// The `Emoji` property as Unicode 17.0 has it, for hosts that bundle newer Unicode data than the
/// system ICU (Chromium 156 ships ICU 78 data, Unicode 17.0; Debian 12's ICU 72.1 is Unicode 15.0).
///
/// Unicode 15.1, 16.0 and 17.0 added `Emoji` (and `Emoji_Presentation`) to the 14 code points
/// below and changed no `Emoji_Modifier_Base` or `Emoji_Modifier` value (emoji-data.txt of 15.0
/// and 17.0, https://www.unicode.org/Public/17.0.0/ucd/emoji/emoji-data.txt), so the system ICU
/// plus this list is Unicode 17.0's `Emoji`. A test holds it to both files.
///
/// The emoji new in Unicode 18.0 (U+1F6D9, U+1FA8B..U+1FA8D, U+1FACC, U+1FADD, U+1FAEB, U+1FAF9,
/// U+1FAFA; `Corpus/emoji-test-18.0.corpus`) are unassigned in 17.0, so not `Emoji` here: that is
/// the data Chromium 156 runs on, not a guess. A host release with Unicode 18.0 data needs a list
/// of its own.
package enum Unicode17Emoji {
    /// Emoji=Yes in Unicode 17.0 and unassigned in Unicode 15.0.
    package static let addedSince15: Set<UInt32> = [
        0x1F6D8,                                    // E17.0 landslide
        0x1FA89, 0x1FA8F, 0x1FABE, 0x1FAC6,         // E16.0 harp, shovel, leafless tree, fingerprint
        0x1FADC, 0x1FADF, 0x1FAE9,                  // E16.0 root vegetable, splatter, face with bags under eyes
        0x1FA8A, 0x1FA8E, 0x1FAC8, 0x1FACD,         // E17.0 trombone, treasure chest, hairy creature, orca
        0x1FAEA, 0x1FAEF,                           // E17.0 distorted face, fight cloud
    ]

    /// The span of ``addedSince15``, tested before hashing: most code points lie outside it.
    @usableFromInline static let addedRange = addedSince15.min()!...addedSince15.max()!

    @inlinable package static func isEmoji(_ scalar: UInt32) -> Bool {
        ICUProperties.isEmoji(scalar) || (addedRange.contains(scalar) && addedSince15.contains(scalar))
    }
}
