import EditingSemantics
import HostModels
import KeyboardProxy
import KeyboardSimulation
import KeyboardStrategies
import Testing

/// The Android keyboard ports, on the keyboards' own test vectors and the texts of reported issues.
@Suite struct KeyboardPortTests {
    static func host(_ id: String) throws -> HostModel { try HostCatalog.model(id: id) }

    /// Presses `strategy`'s key until the field is empty (at most once per code unit), each press
    /// judged against the host's own Backspace; the kinds of the presses, in order.
    static func pressUntilEmpty(_ strategy: any InputMethodStrategy, on host: HostModel, _ text: UTF16Text) -> [SimulationOutcome.Kind] {
        var kinds: [SimulationOutcome.Kind] = []
        var text = text
        for _ in text.units.indices where !text.isEmpty {
            let outcome = InputConnectionSimulation.run(strategy, on: host, text: text).outcome
            kinds.append(outcome.kind)
            text = outcome.result.text
        }
        return kinds
    }

    // MARK: Catalog

    @Test func everyPortNamesItsKeyboardReleaseAndSource() {
        var ids = Set<String>()
        for strategy in InputMethodCatalog.all {
            #expect(ids.insert(strategy.id).inserted, "\(strategy.id) twice")
            #expect(!strategy.release.keyboard.isEmpty && !strategy.release.version.isEmpty)
            // repository@commit, then a path
            #expect(strategy.release.source.firstMatch(of: /^[\w.-]+\/[\w.-]+@[0-9a-f]{8} \S+\.(java|kt)/) != nil, "\(strategy.id): \(strategy.release.source)")
        }
        #expect(Set(InputMethodCatalog.all.map(\.release.keyboard)).count >= 8)
        #expect(throws: UnknownIDError.self) { try InputMethodCatalog.strategy(id: "heliboard-9.9-backspace") }
    }

    // MARK: Fixed bugs, before and after

    /// https://github.com/openboard-team/openboard/issues/805: "type any Family emoji 2 times
    /// 👩‍👩‍👧‍👦👩‍👩‍👧‍👦 ... Expected behavior: On backspace whole emoje must be removed". OpenBoard 1.4.5
    /// deletes one code point; HeliBoard, forked from it, measures the emoji since
    /// Helium314/HeliBoard@4b52f2d5 ("properly determine length of emojis when deleting"), in 2.3.
    @Test func openBoardIssue805() throws {
        let editText = try Self.host("android-edittext")
        let text: UTF16Text = "👩\u{200D}👩\u{200D}👧\u{200D}👦👩\u{200D}👩\u{200D}👧\u{200D}👦"
        let before = InputConnectionSimulation.run(OpenBoardBackspace(), on: editText, text: text)
        #expect(before.outcome.kind == .damaged, "one code point leaves a dangling ZWJ")
        #expect(before.calls.map(\.call) == ["getTextBeforeCursor(1024)", "deleteSurroundingText(2, 0)"])
        #expect(Self.pressUntilEmpty(HeliBoardBackspace(.v2_3), on: editText, text) == [.exact, .exact])
    }

    /// https://github.com/HeliBorg/HeliBoard/issues/22: ZWJ families, waving hands with a skin
    /// tone and flags "handled" only for the most recent. HeliBoard 2.3 still splits 👋🏿 (its
    /// getFullEmojiAtEnd stops at the modifier, an emoji on its own); 3.7 joins the modifier to its
    /// base (Helium314/HeliBoard@73988394, "improve detection of emojis when deleting").
    @Test func heliBoardIssue22SkinTone() throws {
        let editText = try Self.host("android-edittext")
        let text: UTF16Text = "hi 👋🏿"
        #expect(InputConnectionSimulation.run(HeliBoardBackspace(.v2_3), on: editText, text: text).outcome.kind == .underDeleted)
        #expect(InputConnectionSimulation.run(OpenBoardBackspace(), on: editText, text: text).outcome.kind == .underDeleted)
        #expect(InputConnectionSimulation.run(HeliBoardBackspace(.v3_7), on: editText, text: text).outcome.kind == .exact)
    }

    /// The issue's whole text. 2.3 deletes the flags and families whole but 👋🏿 in two presses;
    /// OpenBoard splits everything. 3.7, after joining a modifier to its base, goes on walking back
    /// over emoji (`continue` skips the single-emoji check), so a run of emoji ending in a
    /// skin-toned one goes at once: the fourth press, after the flags, empties the field.
    @Test func heliBoardIssue22Text() throws {
        let editText = try Self.host("android-edittext")
        let text: UTF16Text = "👩\u{200D}👩\u{200D}👧👩\u{200D}👩\u{200D}👧\u{200D}👦👩\u{200D}👩\u{200D}👦\u{200D}👦👋🏿👋🏿🇺🇸🇱🇰🇮🇳"
        let clusters = 8
        let v37 = Self.pressUntilEmpty(HeliBoardBackspace(.v3_7), on: editText, text)
        #expect(v37 == [.exact, .exact, .exact, .overDeleted])
        let v23 = Self.pressUntilEmpty(HeliBoardBackspace(.v2_3), on: editText, text)
        #expect(v23 == [.exact, .exact, .exact, .underDeleted, .exact, .underDeleted, .exact, .exact, .exact, .exact])
        let openBoard = Self.pressUntilEmpty(OpenBoardBackspace(), on: editText, text)
        #expect(openBoard.first == .damaged, "half a flag")
        #expect(openBoard.count > v23.count && v23.count > clusters)
    }

    /// The same texts on the code-point host: code-point deletion is its own Backspace, so
    /// LatinIME-family ports meet it there, and HeliBoard's whole emoji overshoots it.
    @Test func codePointHostsJudgeTheOtherWay() throws {
        let codePoint = try Self.host("code-point")
        let text: UTF16Text = "ok👋🏿"
        #expect(InputConnectionSimulation.run(LatinIMEBackspace(), on: codePoint, text: text).outcome.kind == .exact)
        #expect(InputConnectionSimulation.run(OpenBoardBackspace(), on: codePoint, text: text).outcome.kind == .exact)
        #expect(InputConnectionSimulation.run(HeliBoardBackspace(.v3_7), on: codePoint, text: text).outcome.kind == .overDeleted)
    }

    // MARK: The keyboards' own test vectors

    /// HeliBoard's StringUtilsTest.detectEmojisAtEnd (Helium314/HeliBoard@267ffbf9, v3.7,
    /// app/src/test/java/helium314/keyboard/latin/StringUtilsTest.kt): text, the emoji at its end.
    static let detectEmojisAtEnd37: [(String, String)] = [
        ("\u{1F383} ", ""), ("a", ""), ("\u{1F383}", "\u{1F383}"), ("ℹ️", "ℹ️"), ("ℹ️ℹ️", "ℹ️"),
        ("x\u{1F622}", "\u{1F622}"), ("x\u{1F622} ", ""), ("ok \u{1F3F4}\u{200D}☠️", "\u{1F3F4}\u{200D}☠️"),
        ("\u{1F3F3}️\u{200D}\u{1F308}", "\u{1F3F3}️\u{200D}\u{1F308}"),
        ("\u{1F3F4}\u{200D}☠️\u{1F3F3}️\u{200D}\u{1F308}", "\u{1F3F3}️\u{200D}\u{1F308}"),
        ("hello there🏳️‍⚧️", "\u{1F3F3}️\u{200D}⚧️"), (" 🕵🏼", "\u{1F575}\u{1F3FC}"), ("🕵🏼", "\u{1F575}\u{1F3FC}"),
        (" \u{1F3FC}", "\u{1F3FC}"), ("1\u{FE0F}⃣", "1\u{FE0F}⃣"), ("©\u{FE0F}", "©\u{FE0F}"),
    ]

    @Test(arguments: detectEmojisAtEnd37.indices)
    func heliBoard37OwnVectors(_ index: Int) {
        let (text, emoji) = Self.detectEmojisAtEnd37[index]
        #expect(HeliBoardBackspace.fullEmojiAtEnd37(Array(text.utf16)) == emoji.utf16.count, "\(UTF16Text(text).escaped)")
    }

    /// The same test at v2.3 (Helium314/HeliBoard@0543ccdb): its first nine cases, whose
    /// results it shares; the others came with 3.7's changes.
    @Test(arguments: [2, 3, 4, 5, 6, 7, 8, 9, 10])
    func heliBoard23OwnVectors(_ index: Int) {
        let (text, emoji) = Self.detectEmojisAtEnd37[index]
        #expect(HeliBoardBackspace.fullEmojiAtEnd23(Array(text.utf16)) == emoji.utf16.count, "\(UTF16Text(text).escaped)")
    }

    /// HeliBoard's StringUtilsTest.isEmojiDetectsSingleEmojis (v3.7).
    @Test func heliBoardIsEmojiVectors() {
        let yes = ["🎄", "🏼", "🖐️", "🖐🏾"], no = ["🎄🎄", "🎄🏼", "a🎄", "🖐🏾🏼"]
        for text in yes { #expect(HeliBoardBackspace.isEmoji(ArraySlice(text.utf16)), "\(text)") }
        for text in no { #expect(!HeliBoardBackspace.isEmoji(ArraySlice(text.utf16)), "\(text)") }
    }

    /// The regular expression HeliBoard matches accepts every sequence of emoji-test.txt; so
    /// does the shape standing in for it. (HeliBoard's isEmoji also wants a code point in its
    /// mightBeEmoji ranges, which 🀄, 🃏, ©, ®, 〰, 〽, ㊗ and ㊙ lack.)
    @Test func emojiShapeAcceptsEmojiTestFile() throws {
        try #require(!TestCorpus.emojiTest.isEmpty, "no emoji-test.txt for the system ICU's Unicode version")
        for line in TestCorpus.emojiTest {
            #expect(EmojiSequenceShape.isSingleEmoji(line.text.string.unicodeScalars.map(\.value)), "\(line.testDescription)")
        }
        #expect(!HeliBoardBackspace.isEmoji(ArraySlice("©".utf16)))
    }

    /// HeliBoard 3.7 deletes the emoji its own test finds, through the connection.
    @Test func heliBoard37DeletesTheEmojiItsTestFinds() throws {
        let editText = try Self.host("android-edittext")
        let run = InputConnectionSimulation.run(HeliBoardBackspace(.v3_7), on: editText, text: "hello there🏳️‍⚧️")
        #expect(run.calls.last?.call == "deleteSurroundingText(\("🏳️‍⚧️".utf16.count), 0)")
        #expect(run.outcome.kind == .exact)
    }

    /// Thumb-Key's delete-word pattern `(\w+\W?|[^\s\w]+)?\s*$`, its match lengths computed by
    /// OpenJDK 17's java.util.regex (`Pattern.compile(...).matcher(text).find()`, `group().length()`),
    /// the engine Kotlin's `Regex` runs on.
    static let thumbKeyJavaMatches: [(String, Int)] = [
        ("hello world", 5), ("hello world  ", 7), ("hello w\\u{F6}rld", 3),
        ("\\u{43F}\\u{440}\\u{438}\\u{432}\\u{435}\\u{442} \\u{43C}\\u{438}\\u{440}", 3), ("foo.bar", 3), ("ab!!", 2),
        ("x \\u{D83D}\\u{DC4D}\\u{D83C}\\u{DFFD}", 4), ("hi \\u{D83D}\\u{DC68}\\u{200D}\\u{D83D}\\u{DC69}\\u{200D}\\u{D83D}\\u{DC67}", 8),
        ("a\\u{9}b\\u{A}", 2), ("", 0), ("cafe\\u{301}", 5), ("can't", 1), ("a-b ", 2), ("x ", 2),
        ("\\u{65E5}\\u{672C}\\u{8A9E}", 3), ("word.", 5), ("  ", 2), ("snake_case9", 11),
    ]

    @Test func thumbKeyDeleteWordMatchesJava() throws {
        for (escaped, length) in Self.thumbKeyJavaMatches {
            let text = try UTF16Text(escaped: escaped)
            #expect(ThumbKeyDeleteWord.matchLength(text.units) == length, "\(escaped)")
        }
    }

    /// A non-ASCII letter ends Thumb-Key's word: "wörld" loses "rld" only.
    @Test func thumbKeyDeleteWordStopsAtNonASCIILetters() throws {
        let run = InputConnectionSimulation.run(ThumbKeyDeleteWord(), on: try Self.host("android-edittext"), text: "hello wörld")
        #expect(run.outcome.kind == .underDeleted)
        #expect(run.outcome.result.text == "hello wö")
        let ascii = InputConnectionSimulation.run(ThumbKeyDeleteWord(), on: try Self.host("android-edittext"), text: "hello world")
        #expect(ascii.outcome.kind == .exact)
    }

    // MARK: Other keyboards

    /// 8VIM measures the last cluster of the whole field, so text after the cursor decides how
    /// much goes before it.
    @Test func eightVimMeasuresTheWholeField() throws {
        let editText = try Self.host("android-edittext")
        let alone = InputConnectionSimulation.run(EightVimBackspace(), on: editText, text: "ab🇺🇸")
        #expect(alone.outcome.kind == .exact)
        let followed = InputConnectionSimulation.run(EightVimBackspace(), on: editText, text: "vwxyz", following: "🇺🇸")
        #expect(followed.outcome.kind == .overDeleted)
        #expect(followed.outcome.result.text == "v🇺🇸", "the flag's four code units go before the cursor")
    }

    /// Keyboards that send KEYCODE_DEL meet the host's own Backspace wherever the model knows it;
    /// the code-point ports meet it on the code-point host only where the text is code points.
    @Test func keyEventKeyboardsAreTheHostsOwn() {
        let keys: [any InputMethodStrategy] = [AnySoftKeyboardBackspace(), ThumbKeyBackspace(), UnexpectedKeyboardBackspace()]
        for host in HostCatalog.all {
            for strategy in keys {
                let kind = InputConnectionSimulation.run(strategy, on: host, text: "ok👋🏿").outcome.kind
                #expect(kind == (host.deletionRule == nil ? .unknown : .exact), "\(strategy.id) on \(host.id)")
            }
        }
    }

    /// HeliBoard 3.7's getFullEmojiAtEnd reads `codePointBefore(0)` when a skin-tone modifier
    /// starts the text, which throws in Java: the port then edits nothing.
    @Test func heliBoard37ModifierAtStartThrows() throws {
        #expect(HeliBoardBackspace.fullEmojiAtEnd37(Array("\u{1F3FC}".utf16)) == nil)
        let run = InputConnectionSimulation.run(HeliBoardBackspace(.v3_7), on: try Self.host("android-edittext"), text: "\u{1F3FC}")
        #expect(run.calls.map(\.call) == ["getTextBeforeCursor(1024)"])
        #expect(run.outcome.result.text == "\u{1F3FC}")
    }
}
