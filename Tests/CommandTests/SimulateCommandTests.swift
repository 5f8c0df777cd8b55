import EditsemTestSupport
import Foundation
import Testing

/// `editsem simulate` and `editsem strategies`, run as the built executable.
@Suite struct SimulateCommandTests {
    func editsem(_ arguments: [String], stdin: String = "") async throws -> EditsemProcess.Outcome {
        try await EditsemProcess.run(arguments, input: stdin)
    }

    @Test func simulateJSON() async throws {
        let result = try await editsem(["simulate", "--host", "utf16-unit", "--strategy", "quickstart-forward-delete", "--json", "\\u{1F1F0}\\u{1F1F7}"])
        #expect(result.status == 0)
        let line = result.output.trimmingCharacters(in: .newlines)
        #expect(line.hasPrefix(#"{"host":"utf16-unit","strategy":"quickstart-forward-delete","outcome":"damaged","before":"🇰🇷","after":"\uddf0🇷","expected":"""#))
        #expect(line.contains(#""findings":[{"kind":"lone-surrogate","utf16Offset":0,"#))
        #expect(line.contains(#""log":[{"call":"adjustTextPosition","argument":1,"before":{"text":"🇰🇷","selection":[0,0]},"after":{"text":"🇰🇷","selection":[1,1]},"findings":[{"kind":"caret-inside-cluster","utf16Offset":1,"#))
    }

    @Test func simulateReadsStandardInputAndDrawsTheLog() async throws {
        let result = try await editsem(["simulate", "--host", "swift-string", "--strategy", "keyboardkit-replace-word"], stdin: "say ok👍🏻\nbad \\u{12\n")
        #expect(result.status == 65)
        #expect(result.output.contains("keyboardkit-replace-word on swift-string"))
        #expect(result.output.contains("over-deleted (lost \"ay \")"))
        #expect(result.output.contains("10. insertText(\"hello\")   shello|"))
        #expect(!result.output.contains("damage"))
        let damaged = try await editsem(["simulate", "--host", "utf16-unit", "--strategy", "adjust-by-one", "a👍"])
        #expect(damaged.output.contains("1. adjustTextPosition(byCharacterOffset: -1)   a\\u{D83D}|\\u{DC4D}   damage: caret-inside-cluster@2"))
        #expect(result.errorOutput.contains("<stdin>:2:"))
    }

    @Test func unknownIDsAreUsageErrors() async throws {
        let host = try await editsem(["simulate", "--host", "nope", "--strategy", "adjust-by-one", "x"])
        #expect(host.status == 64)
        #expect(host.errorOutput.contains("unknown host 'nope'; valid hosts: ") && host.errorOutput.contains("utf16-unit, code-point"))
        let strategy = try await editsem(["simulate", "--host", "utf16-unit", "--strategy", "nope", "x"])
        #expect(strategy.status == 64)
        #expect(strategy.errorOutput.contains("unknown strategy 'nope'; valid strategies: keyboardkit-word-delete, "))
        let window = try await editsem(["simulate", "--host", "utf16-unit", "--strategy", "adjust-by-one", "--context", "lots", "x"])
        #expect(window.status == 64)
    }

    @Test func strategiesList() async throws {
        let json = try await editsem(["strategies", "--json"])
        #expect(json.status == 0)
        #expect(json.output.hasPrefix(#"[{"id":"keyboardkit-word-delete","intent":"#))
        #expect(json.output.contains(#"{"id":"recommended-delete-character","#))
        let text = try await editsem(["strategies"])
        #expect(text.output.contains("keyman-measure-compensate: delete the character before the caret"))
        #expect(json.output.contains(#""api":"InputConnection","keyboard":"HeliBoard","version":"3.7","platform":"android","source":"Helium314/HeliBoard@267ffbf9 "#))
        #expect(json.output.contains(#""api":"UITextDocumentProxy","keyboard":null,"version":null,"platform":null,"source":null}"#))
        #expect(text.output.contains("heliboard-3.7-backspace: do what the host's own Backspace does\n  keyboard: HeliBoard 3.7 (android, InputConnection)"))
    }

    /// An Android keyboard's port runs on a host and lists its InputConnection calls.
    @Test func simulateAnAndroidKeyboard() async throws {
        let result = try await editsem(["simulate", "--host", "android-edittext", "--strategy", "openboard-1.4.5-backspace", "hi 👋🏿"])
        #expect(result.status == 0)
        #expect(result.output.contains("openboard-1.4.5-backspace on android-edittext"))
        #expect(result.output.contains(": under-deleted (remaining \"\\u{1F44B}\")") || result.output.contains(": under-deleted (remaining \"👋\")"))
        #expect(result.output.contains("2. deleteSurroundingText(2, 0)"))
        let window = try await editsem(["simulate", "--host", "android-edittext", "--strategy", "openboard-1.4.5-backspace", "--context", "3", "x"])
        #expect(window.status == 64)
    }
}
