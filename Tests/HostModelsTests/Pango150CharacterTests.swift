@testable import HostModels
import Testing

/// The table of what Pango 1.50's `default_break` reads of each character is what reading the
/// character's properties gives, for every character it holds and beyond it.
@Suite struct Pango150CharacterTests {
    @Test func tableAsRead() {
        let failing = (0..<UInt32(0x20000)).filter { Pango150Character($0) != Pango150Character.reading($0) }
        #expect(failing.isEmpty, "\(failing.prefix(5).map { String($0, radix: 16) })")
        // The reading tells characters apart: a virama, a Hangul LV syllable, an emoji.
        #expect(Pango150Character(0x094D).isViramaOrDependentVowel && Pango150Character(0x094D).isMark)
        #expect(Pango150Character(0xAC00).jamo == .lv && Pango150Character(0xAC00).deletesWholeClusterAfter)
        #expect(Pango150Character(0x1F600).isExtendedPictographic && !Pango150Character(0x0915).deletesWholeClusterAfter)
    }
}
