import EditingSemantics
import HostModels
import KeyboardSimulation
import KeyboardStrategies
import Testing

/// Real divergences between hosts, pinned from the project's sources: Lindenberg's iOS 8.1
/// observations (http://norbertlindenberg.com/2014/12/developing-keyboards-for-ios/), KeyboardKit
/// 9.9.1's counting (KeyboardKit/KeyboardKit@a7e33ac2, as its strategy cites it) and Swift
/// 6.3.1's Character counts.
@Suite struct DivergenceTests {
    /// A host or strategy id that is not in the catalogs (renamed, say) fails the test.
    func run(_ strategyID: String, on hostID: String, _ text: UTF16Text, following: UTF16Text = .empty) throws -> SimulationOutcome {
        Simulation.run(try StrategyCatalog.strategy(id: strategyID), on: try HostCatalog.model(id: hostID), text: text, following: following)
    }

    /// KeyboardKit deletes नमस्ते with "नमस्ते".count == 3 calls (Swift 6.3.1; the test requires that count).
    /// UITextView on iOS 8.1 needs 6 deleteBackward() calls for it (Lindenberg), one code point
    /// each, so the first three code points, नमस, are left behind.
    @Test
    func keyboardKitWordDeleteLeavesResidueOnIOS8UITextView() throws {
        try #require("नमस्ते".unicodeScalars.count == 6 && "नमस्ते".count == 3)
        let outcome = try run("keyboardkit-word-delete", on: "ios8-uitextview", "नमस्ते")
        #expect(outcome.kind == .underDeleted)
        #expect(outcome.remaining == "नमस")
        #expect(outcome.log.filter { $0.call == .deleteBackward }.count == 3)
    }

    /// The same word delete is exact where one call removes one Character.
    @Test func keyboardKitWordDeleteIsExactOnSwiftString() throws {
        let outcome = try run("keyboardkit-word-delete", on: "swift-string", "नमस्ते")
        #expect(outcome.kind == .exact)
        #expect(outcome.result.text.isEmpty)
    }

    /// On a host that deletes 👍🏻 with one call, KeyboardKit's replace-word issues NSString.length
    /// = 6 calls for ok👍🏻, three Characters (KeyboardKit/KeyboardKit@a7e33ac2
    /// Sources/KeyboardKit/Proxy/UITextDocumentProxy+Words.swift, L68-84): the three characters
    /// before the word are lost. Checked on every catalog host that deletes 👍🏻 whole and plain
    /// letters one at a time, as the host model itself says.
    @Test func characterCountReplaceOverDeletesBeforeAnEmoji() throws {
        let text: UTF16Text = "say ok👍🏻"
        let emoji: UTF16Text = "👍🏻"
        var checked: [String] = []
        for host in HostCatalog.all {
            guard let rule = host.deletion.rule,
                  let emojiEdit = rule.deleteBackward(from: emoji.endOffset, in: emoji),
                  emojiEdit.range == .zero..<emoji.endOffset, emojiEdit.replacement.isEmpty,
                  rule.deleteBackward(from: 3, in: "say")?.range == 2..<3
            else { continue }
            let outcome = try run("keyboardkit-replace-word", on: host.id, text)
            #expect(outcome.kind == .overDeleted, "\(host.id)")
            #expect(outcome.lost == "ay ", "\(host.id)")
            #expect(outcome.result.text == "shello", "\(host.id)")
            checked.append(host.id)
        }
        #expect(checked.contains("swift-string") && checked.contains("grapheme-icu"))
    }

    /// Where one call removes one UTF-16 unit, the same count is exact.
    @Test func utf16CountReplaceIsExactOnUTF16Host() throws {
        let outcome = try run("keyboardkit-replace-word", on: "utf16-unit", "say ok👍🏻")
        #expect(outcome.kind == .exact)
        #expect(outcome.result.text == "say hello")
    }

    /// Lindenberg: in UITextView on iOS 8.1, 🇰🇷 takes an offset of 4, so the quick start's
    /// forward delete (adjustTextPosition(+1), deleteBackward()) steps into the middle of the first
    /// regional indicator and deletes a partial character.
    @Test
    func quickStartForwardDeleteDamagesKoreaFlagOnIOS8UITextView() throws {
        let outcome = try run("quickstart-forward-delete", on: "ios8-uitextview", "🇰🇷")
        #expect(outcome.kind == .damaged)
        #expect(!outcome.findings.isEmpty)
        #expect(outcome.log.first?.after.caret == 1, "adjustTextPosition(+1) counts one UTF-16 unit")
    }

    /// The same damage on the plain UTF-16 reference host: a lone trail surrogate and an unpaired
    /// regional indicator remain.
    @Test func quickStartForwardDeleteDamagesKoreaFlagOnUTF16Host() throws {
        let outcome = try run("quickstart-forward-delete", on: "utf16-unit", "🇰🇷")
        #expect(outcome.kind == .damaged)
        #expect(Set(outcome.findings.map(\.kind)) == [.loneSurrogate, .orphanedRegionalIndicator])
        #expect(outcome.findings.map(\.offset) == [0, 1])
    }

    /// Where the offset unit and the deletion unit are both whole clusters, the quick start works.
    @Test func quickStartForwardDeleteIsExactOnGraphemeHost() throws {
        let outcome = try run("quickstart-forward-delete", on: "grapheme-icu", "a🇰🇷", following: "b")
        #expect(outcome.kind == .exact)
        #expect(outcome.result.text == "ab")
    }

    /// Keyman's compensation cannot see half a code point: on a UTF-16 host one call removes half
    /// of 👍 and the loop stops after its one code point, leaving a lone lead surrogate.
    @Test func keymanCompensationLeavesHalfAPairOnUTF16Host() throws {
        let outcome = try run("keyman-measure-compensate", on: "utf16-unit", "a👍")
        #expect(outcome.kind == .damaged)
        #expect(outcome.findings.map(\.kind) == [.loneSurrogate])
        #expect(outcome.result.text == UTF16Text(units: [0x61, 0xD83D]))
    }

    /// Keyman re-inserts what a whole-cluster host over-deleted: 👍🏽 goes one code point at a time.
    @Test func keymanCompensationIsExactOnGraphemeHost() throws {
        let outcome = try run("keyman-measure-compensate", on: "grapheme-icu", "a👍🏽")
        #expect(outcome.kind == .exact)
        let inserts = outcome.log.compactMap { if case .insertText(let t) = $0.call { return t } else { return nil } }
        #expect(inserts == ["👍"])
    }

    /// A composing Korean keyboard's delete + insert (Gureum's: gureum/gureum@b8f30df9
    /// iOSCore/InputViewController.swift) is exact wherever a precomposed syllable is one deletion unit.
    @Test(arguments: ["utf16-unit", "code-point", "grapheme-icu", "swift-string"])
    func koreanCompositionIsExactWhereASyllableIsOneUnit(hostID: String) throws {
        let outcome = try run("korean-delete-insert", on: hostID, "하")
        #expect(outcome.kind == .exact)
        #expect(outcome.result.text == "한")
    }

    /// Wherever one deleteBackward() after 하 removes the syllable whole (as each host model says),
    /// the composing keyboard's delete + insert is exact; wherever it does not, it is not, and the
    /// recommended composition is exact on every host that knows its deletion.
    @Test func koreanCompositionFollowsTheHostsSyllableDeletion() throws {
        let syllable: UTF16Text = "하"
        for host in HostCatalog.all {
            guard let rule = host.deletion.rule else { continue }
            let edit = rule.deleteBackward(from: syllable.endOffset, in: syllable)
            let wholeSyllable = edit.map { $0.applied(to: syllable).isEmpty && $0.caretAfter == .zero } ?? false
            let naive = try run("korean-delete-insert", on: host.id, "ab 하")
            #expect((naive.kind == .exact) == wholeSyllable, "\(host.id): \(naive.kind)")
            #expect(try run("recommended-korean-compose", on: host.id, "ab 하").kind == .exact, "\(host.id)")
        }
    }

    /// Wherever one deleteBackward() after कि leaves क (as each host model says, whether it
    /// deletes the sign or replaces the cluster with क as GTK does),
    /// the one-backspace matra correction is exact; elsewhere it is not; the recommended correction
    /// is exact on every host that knows its deletion.
    @Test func hindiMatraCorrectionFollowsTheHostsDeletion() throws {
        let syllable: UTF16Text = "नमकि"
        for host in HostCatalog.all {
            guard let rule = host.deletion.rule else { continue }
            let edit = rule.deleteBackward(from: syllable.endOffset, in: syllable)
            let signOnly = edit.map { $0.applied(to: syllable) == "नमक" && $0.caretAfter == 3 } ?? false
            let naive = try run("hindi-matra-delete-insert", on: host.id, syllable)
            #expect((naive.kind == .exact) == signOnly, "\(host.id): \(naive.kind)")
            #expect(try run("recommended-hindi-matra", on: host.id, syllable).kind == .exact, "\(host.id)")
        }
    }

    /// A composing keyboard's jamo-by-jamo backspace turns 하 into its lead consonant, so delete +
    /// insert leaves that consonant before the new syllable (libhangul/libhangul@285e92d7
    /// hangul/hangulinputcontext.c, hangul_buffer_backspace: 하 → ㅎ, Corpus/vectors/libhangul-tests.txt).
    @Test
    func koreanCompositionUnderDeletesOnAJamoBackspaceHost() throws {
        let outcome = try run("korean-delete-insert", on: "korean-ime-jamo", "하")
        #expect(outcome.kind == .underDeleted)
        #expect(outcome.remaining.units.count == 1 && outcome.result.text.units.last == 0xD55C)
    }

    /// A matra correction by one deleteBackward() works on code-point hosts and over-deletes the
    /// consonant on hosts that delete whole grapheme clusters (कि is one cluster); the new sign
    /// is then left without its consonant: after a space or at the start, that is damage.
    @Test func hindiMatraCorrectionDependsOnTheDeletionUnit() throws {
        let byCodePoint = try run("hindi-matra-delete-insert", on: "code-point", "a कि")
        #expect(byCodePoint.kind == .exact)
        #expect(byCodePoint.result.text == "a के")
        let byCluster = try run("hindi-matra-delete-insert", on: "grapheme-icu", "नमकि")
        #expect(byCluster.kind == .overDeleted)
        #expect(byCluster.lost == "क")
        let afterSpace = try run("hindi-matra-delete-insert", on: "grapheme-icu", "a कि")
        #expect(afterSpace.kind == .damaged)
        #expect(afterSpace.lost == "क")
        #expect(afterSpace.findings.map(\.kind) == [.orphanedCombiningMark])
        let alone = try run("hindi-matra-delete-insert", on: "swift-string", "कि")
        #expect(alone.kind == .damaged)
        #expect(alone.findings.map(\.kind) == [.orphanedCombiningMark])
    }

    /// An offset of one on a UTF-16 host stops between the halves of 👍, which is damage; on a
    /// grapheme host it moves over the whole character.
    @Test func adjustByOneLandsInsideASurrogatePairOnUTF16Host() throws {
        let utf16 = try run("adjust-by-one", on: "utf16-unit", "a👍")
        #expect(utf16.kind == .damaged)
        #expect(utf16.findings.map(\.kind) == [.caretInsideCluster])
        #expect(utf16.result.caret == 2)
        let grapheme = try run("adjust-by-one", on: "grapheme-icu", "a👍")
        #expect(grapheme.kind == .exact)
    }

    /// The seed's delete-until-gone is exact when the context shows everything, and over-deletes
    /// when a context window hides how far the text has shrunk.
    @Test func deleteUntilGoneNeedsTheContextToShrink() throws {
        let strategy = try StrategyCatalog.strategy(id: "delete-until-gone")
        let host = try HostCatalog.model(id: "code-point")
        #expect(Simulation.run(strategy, on: host, text: "hello नमस्ते").kind == .exact)
        let windowed = Simulation.run(strategy, on: host, text: "hello नमस्ते", window: .limited(4))
        #expect(windowed.kind == .overDeleted)
    }
}
