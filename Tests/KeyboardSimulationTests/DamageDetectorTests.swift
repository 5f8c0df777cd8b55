import EditingSemantics
import KeyboardSimulation
import Testing

@Suite struct DamageDetectorTests {
    func kinds(_ text: UTF16Text) -> [DamageFinding.Kind] { DamageDetector.findings(in: text).map(\.kind) }
    func found(_ text: UTF16Text) -> [String] { DamageDetector.findings(in: text).map { "\($0.kind.rawValue)@\($0.offset)" } }

    /// Unicode's own emoji sequences are well-formed: none of them is damage. The only findings
    /// are the skin-tone modifiers listed alone as components.
    @Test func emojiTestSequencesAreUndamaged() throws {
        try #require(!TestCorpus.emojiTest.isEmpty, "no emoji-test.txt for Unicode \(Versions.icuUnicode)")
        var unexpected: [String] = []
        for line in TestCorpus.emojiTest {
            let scalars = line.text.scalars
            let loneModifier = line.status == "component" && scalars.count == 1 && ICUProperties.isEmojiModifier(scalars[0].value)
            let expected: [DamageFinding.Kind] = loneModifier ? [.orphanedEmojiModifier] : []
            if kinds(line.text) != expected { unexpected.append("\(line.testDescription): \(found(line.text))") }
        }
        #expect(unexpected.isEmpty, "\(unexpected.prefix(20).joined(separator: "\n"))")
        #expect(TestCorpus.emojiTest.filter { $0.status == "component" }.count == 9)
    }

    /// The leftovers hosts leave behind are found: texts from Android's coretests BackspaceTest
    /// (aosp-mirror/platform_frameworks_base@328251a1), xi-editor's deletion tests
    /// (xi-editor/xi-editor@a2dea305 rust/core-lib/src/event_context.rs) and the source-traced
    /// presses on this package's samples A to K (Corpus/vectors/host-semantics-matrix.txt).
    @Test func leftoversAreFound() {
        #expect(found("👨‍👩‍") == ["orphaned-zwj@5"])                  // a ZWJ sequence missing its last emoji
        #expect(found("\u{200D}\u{1F5E8}") == ["orphaned-zwj@0"])
        #expect(found("\u{1F441}\u{200D}\u{200D}\u{1F5E8}") == ["orphaned-zwj@2", "orphaned-zwj@3"])
        #expect(found("\u{FE0F}") == ["orphaned-variation-selector@0"])
        #expect(found("#\u{FE0F}\u{FE0F}") == ["orphaned-variation-selector@2"])
        #expect(found("a\u{1F3FB}") == ["orphaned-emoji-modifier@1"])
        #expect(found("\u{1F466}\u{1F3FB}\u{1F3FB}") == ["orphaned-emoji-modifier@4"])
        #expect(found("\u{1F1FA}") == ["orphaned-regional-indicator@0"])
        #expect(found("\u{1F1FA}\u{1F1F8}\u{1F1FA}") == ["orphaned-regional-indicator@4"])
        #expect(found("a\u{1F3F4}\u{E0067}b") == ["orphaned-tag@3"])                      // no CANCEL TAG
        #expect(found("a\u{E0067}\u{E007F}b") == ["orphaned-tag@1"])                      // no base
        #expect(found("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}") == ["orphaned-tag@2"]) // Blink's first press on Scotland
        #expect(found("\u{301}") == ["orphaned-combining-mark@0"])
        #expect(found("a \u{947}") == ["orphaned-combining-mark@2"])
        #expect(found("\u{20E3}") == ["orphaned-combining-mark@0"])
        #expect(found(UTF16Text(units: [0x61, 0xD83D])) == ["lone-surrogate@1"])
        #expect(found(UTF16Text(units: [0xDC4D, 0x61])) == ["lone-surrogate@0"])
    }

    @Test func wellFormedTextsAreClean() {
        for text: UTF16Text in ["नमस्ते", "e\u{301}", "क्‍", "한", "\u{1112}\u{1161}\u{11AB}", "1️⃣", "葛\u{E0100}",
                                "\u{261D}\u{FE0F}\u{1F3FB}", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "a\r\n", ""] {
            #expect(kinds(text) == [], "\(text.escaped)")
        }
    }

    /// A caret that is not at an ICU grapheme boundary is damage; between surrogate halves too.
    @Test func caretInsideACluster() {
        let text: UTF16Text = "👍🏻"
        #expect(DamageDetector.findings(in: DocumentState(text: text, caret: 2)).map(\.kind) == [.caretInsideCluster])
        let split = DamageDetector.findings(in: DocumentState(text: text, caret: 1))
        #expect(split.map(\.kind) == [.caretInsideCluster])
        #expect(split.first?.detail.contains("surrogate pair") == true)
        #expect(DamageDetector.findings(in: DocumentState(text: text, caret: 4)).isEmpty)
        #expect(DamageDetector.findings(in: DocumentState(text: "नमस्ते", caret: 4)).map(\.offset) == [4])
        let selection = DocumentState(text: "ab👍", selection: 1..<3)
        #expect(DamageDetector.findings(in: selection).map(\.offset) == [3])
    }
}
