import EditingSemantics
import Foundation
import HostModels
import KeyboardSimulation
import KeyboardStrategies
import Testing

/// Backspace while a Korean syllable is being composed (`deleteLastJamoWhileComposing`), and the
/// Android keyboards' ports of it.
@Suite struct HangulComposingTests {

    // MARK: An independent 2-set model

    /// FlorisBoard's Hangul composer tables (florisboard/florisboard@2e820602
    /// app/src/main/kotlin/dev/patrickgold/florisboard/ime/text/composing/HangulUnicode.kt):
    /// compatibility letters in syllable order, and the compounds typed as two keys. Another
    /// keyboard's data than the HeliBoard table the package follows.
    static let initials = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".unicodeScalars)
    static let medials = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ".unicodeScalars)
    static let finals = Array("_ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ".unicodeScalars)
    static let medialCompounds: [(first: Character, seconds: String, compounds: String)] = [
        ("ㅗ", "ㅏㅐㅣ", "ㅘㅙㅚ"), ("ㅜ", "ㅓㅔㅣ", "ㅝㅞㅟ"), ("ㅡ", "ㅣ", "ㅢ"),
    ]
    static let finalCompounds: [(first: Character, seconds: String, compounds: String)] = [
        ("ㄱ", "ㅅ", "ㄳ"), ("ㄴ", "ㅈㅎ", "ㄵㄶ"), ("ㄹ", "ㄱㅁㅂㅅㅌㅍㅎ", "ㄺㄻㄼㄽㄾㄿㅀ"), ("ㅂ", "ㅅ", "ㅄ"),
    ]

    /// The first key of a compound letter, or nil.
    static func firstKey(of letter: Unicode.Scalar, in table: [(first: Character, seconds: String, compounds: String)]) -> Unicode.Scalar? {
        table.first { $0.compounds.unicodeScalars.contains(letter) }.map { $0.first.unicodeScalars.first! }
    }

    /// The syllable's text after Backspace, by the Unicode Standard's section 3.12 arithmetic
    /// (SBase 0xAC00, VCount 21, TCount 28) and FlorisBoard's tables.
    static func afterBackspace(_ syllable: UInt32) -> String {
        let index = Int(syllable - 0xAC00)
        let (l, v, t) = (index / (21 * 28), index % (21 * 28) / 28, index % 28)
        func compose(_ l: Int, _ v: Int, _ t: Int) -> String { String(Unicode.Scalar(UInt32(0xAC00 + (l * 21 + v) * 28 + t))!) }
        if t != 0 {
            let first = firstKey(of: finals[t], in: finalCompounds).map { finals.firstIndex(of: $0)! } ?? 0
            return compose(l, v, first)
        }
        if let first = firstKey(of: medials[v], in: medialCompounds) { return compose(l, medials.firstIndex(of: first)!, 0) }
        return String(initials[l])
    }

    @Test func theTablesAreUnicodesJamoInOrder() {
        // Each initial and vowel letter decomposes (NFKD) to the conjoining jamo of its position.
        for (l, letter) in Self.initials.enumerated() {
            #expect(String(letter).decomposedStringWithCompatibilityMapping.unicodeScalars.map(\.value) == [0x1100 + UInt32(l)])
        }
        for (v, letter) in Self.medials.enumerated() {
            #expect(String(letter).decomposedStringWithCompatibilityMapping.unicodeScalars.map(\.value) == [0x1161 + UInt32(v)])
        }
        // Letters that can lead decompose to the leading jamo: match the finals by name.
        for (t, letter) in Self.finals.enumerated().dropFirst() {
            let name = Unicode.Scalar(0x11A7 + UInt32(t))!.properties.name
            #expect(name?.replacingOccurrences(of: "JONGSEONG", with: "LETTER") == letter.properties.name, "\(letter)")
        }
    }

    // MARK: The intent

    /// Every precomposed syllable, composing before the caret: the expected text and marked range.
    @Test func everySyllable() {
        var mismatches: [String] = []
        for syllable in UInt32(0xAC00)...0xD7A3 {
            let text = UTF16Text("ok ") + UTF16Text(scalar: syllable)
            let start = DocumentState(text: text, selection: text.endOffset..<text.endOffset,
                                      marked: UTF16Offset(3)..<text.endOffset)
            let expected = EditIntent.deleteLastJamoWhileComposing.expectation(for: start).result
            let left = Self.afterBackspace(syllable)
            let end = UTF16Offset(3 + left.utf16.count)
            if expected.text.string != "ok " + left || expected.selection != end..<end || expected.marked != UTF16Offset(3)..<end {
                mismatches.append("\(String(Unicode.Scalar(syllable)!)): \(expected.drawn), not ok ⟦\(left)⟧")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    /// A run marks the syllable being composed; a letter alone goes with its mark; with no syllable
    /// to compose, Backspace deletes the character.
    @Test func startsAndEnds() throws {
        let host = try HostCatalog.model(id: "android-edittext")
        func run(_ text: UTF16Text) -> SimulationOutcome {
            InputConnectionSimulation.run(.deleteLastJamoWhileComposing, named: "none", on: host, text: text) { _ in }.outcome
        }
        #expect(run("ok 한").start.drawn == "ok ⟦한⟧|")
        #expect(run("ok 한").expected.drawn == "ok ⟦하⟧|")
        #expect(run("ok 하").expected.drawn == "ok ⟦ㅎ⟧|")
        #expect(run("ok ㅎ").expected.drawn == "ok |")
        #expect(run("ok ㅘ").expected.drawn == "ok ⟦ㅗ⟧|")
        #expect(run("ok ㅏ").expected.drawn == "ok |")
        #expect(run("ok ㄳ").start.marked == nil, "no key types ㄳ alone")
        #expect(run("ok ㄳ").expected.drawn == "ok |")
        #expect(run("ok 👍🏽").start.marked == nil)
        #expect(run("ok 👍🏽").expected.drawn == "ok |")
        #expect(run("ok " + UTF16Text(units: [0xD83D])).start.marked == nil, "a lone surrogate")
        // Left alone, the document is not what Backspace leaves.
        #expect(run("ok 한").kind == .mismatch)
    }

    // MARK: The ports

    /// Presses `strategy`'s key until the field is empty, each press judged as composing.
    static func pressUntilEmpty(_ strategy: any InputMethodStrategy, on host: HostModel, _ text: UTF16Text) -> [String] {
        var drawn: [String] = []
        var text = text
        for _ in 0..<(text.units.count * 4) where !text.isEmpty {
            let outcome = InputConnectionSimulation.run(strategy, on: host, text: text).outcome
            drawn.append("\(outcome.result.drawn) \(outcome.kind.rawValue)")
            text = outcome.result.text
        }
        return drawn
    }

    /// HeliBoard goes back one key at a time, compounds included, on every host.
    @Test(arguments: ["android-edittext", "chromium@156", "flutter"]) func heliBoard(hostID: String) throws {
        let host = try HostCatalog.model(id: hostID)
        #expect(Self.pressUntilEmpty(HeliBoardHangulBackspace(), on: host, "ok 닭") == [
            "ok ⟦달⟧| exact", "ok ⟦다⟧| exact", "ok ⟦ㄷ⟧| exact", "ok | exact", "ok| exact", "o| exact", "| exact",
        ])
        #expect(Self.pressUntilEmpty(HeliBoardHangulBackspace(), on: host, "값") == ["⟦갑⟧| exact", "⟦가⟧| exact", "⟦ㄱ⟧| exact", "| exact"])
        #expect(Self.pressUntilEmpty(HeliBoardHangulBackspace(), on: host, "ㅢ") == ["⟦ㅡ⟧| exact", "| exact"])
        let gwa = InputConnectionSimulation.run(HeliBoardHangulBackspace(), on: host, text: "과")
        #expect(gwa.outcome.kind == .exact && gwa.outcome.result.drawn == "⟦고⟧|")
        #expect(gwa.calls.map(\.call) == ["getTextBeforeCursor(1)", "beginBatchEdit()", "setComposingText(\"고\", 1)", "endBatchEdit()"])
    }

    /// The last jamo: the combiner's chained space replaces the composing text, then Backspace
    /// deletes the space.
    @Test func heliBoardLastJamo() throws {
        let run = InputConnectionSimulation.run(HeliBoardHangulBackspace(), on: try HostCatalog.model(id: "android-edittext"), text: "ok ㅎ")
        #expect(run.outcome.kind == .exact)
        #expect(run.calls.map(\.call) == ["getTextBeforeCursor(1)", "beginBatchEdit()", "commitText(\" \", 1)",
                                          "getTextBeforeCursor(1024)", "deleteSurroundingText(1, 0)", "endBatchEdit()"])
        #expect(run.calls[2].after.drawn == "ok  |")
    }

    /// Texts ending in a lone surrogate or an emoji: nothing is composing, so the key is
    /// HeliBoard's plain Backspace.
    @Test func heliBoardWithNothingComposing() throws {
        let host = try HostCatalog.model(id: "android-edittext")
        for text in ["ok " + UTF16Text(units: [0xD83D]), "ok " + UTF16Text(units: [0xDC4D]), "ok 👍", "ok ㄳ"] as [UTF16Text] {
            let run = InputConnectionSimulation.run(HeliBoardHangulBackspace(), on: host, text: text)
            #expect(run.outcome.start.marked == nil)
            #expect(run.calls.map(\.call).contains("getTextBeforeCursor(1024)"), "\(text.escaped)")
        }
    }

    /// Every precomposed syllable: HeliBoard's port does what the intent expects.
    @Test func heliBoardEverySyllable() throws {
        let host = try HostCatalog.model(id: "android-edittext")
        var failed: [String] = []
        for syllable in UInt32(0xAC00)...0xD7A3 {
            let outcome = InputConnectionSimulation.run(HeliBoardHangulBackspace(), on: host, text: UTF16Text(scalar: syllable)).outcome
            if outcome.kind != .exact { failed.append("\(outcome.start.drawn) → \(outcome.result.drawn)") }
        }
        #expect(failed.isEmpty, "\(failed.prefix(5))")
    }

    /// https://github.com/florisboard/florisboard/issues/2465: FlorisBoard deletes the whole
    /// syllable being composed, on every host; only a letter alone comes out right.
    @Test(arguments: ["android-edittext", "chromium@156", "flutter"]) func floris(hostID: String) throws {
        let host = try HostCatalog.model(id: hostID)
        let geul = InputConnectionSimulation.run(FlorisBoardHangulBackspace(), on: host, text: "ok 글").outcome
        #expect(geul.kind == .mismatch)
        #expect(geul.result.drawn == "ok |" && geul.expected.drawn == "ok ⟦그⟧|")
        #expect(InputConnectionSimulation.run(FlorisBoardHangulBackspace(), on: host, text: "ok ㄱ").outcome.kind == .exact)
    }
}

extension HangulComposingTests {
    /// Gureum deletes the syllable and inserts what its engine leaves, never marking it: the
    /// text comes out right, the mark does not.
    @Test(arguments: ["ios8-uitextview", "utf16-unit", "korean-ime-jamo"])
    func gureum(hostID: String) throws {
        let host = try HostCatalog.model(id: hostID)
        let han = Simulation.run(GureumComposingBackspace(), on: host, text: "ok 한")
        #expect(han.kind == .caretMisplaced)
        #expect(han.result.drawn == "ok 하|" && han.expected.drawn == "ok ⟦하⟧|")
        #expect(Simulation.run(GureumComposingBackspace(), on: host, text: "ok ㅎ").kind == .exact)
    }

    /// The recommendation replaces the marked text itself, so every syllable comes out exact
    /// whatever the host's Backspace does with it.
    @Test(arguments: ["ios8-uitextview", "korean-ime-jamo", "chromium@156"])
    func recommendedOnEverySyllable(hostID: String) throws {
        let host = try HostCatalog.model(id: hostID)
        var failed: [String] = []
        for syllable in UInt32(0xAC00)...0xD7A3 {
            let outcome = Simulation.run(RecommendedKoreanComposingBackspace(), on: host, text: "ok " + UTF16Text(scalar: syllable))
            if outcome.kind != .exact { failed.append("\(outcome.start.drawn) → \(outcome.result.drawn)") }
        }
        #expect(failed.isEmpty, "\(failed.prefix(5))")
    }
}
