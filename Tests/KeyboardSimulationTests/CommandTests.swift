import Foundation
import Testing

/// `editsem simulate` and `editsem strategies`, run as the built executable.
@Suite struct CommandTests {
    struct Result { var status: Int32; var stdout: String; var stderr: String }

    static let executable: URL = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("editsem").path), directory.path != "/" {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("editsem")
    }()

    func editsem(_ arguments: [String], stdin: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self), stderr: String(decoding: stderrData, as: UTF8.self))
    }

    @Test func simulateJSON() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "editsem is not built")
        let result = try editsem(["simulate", "--host", "utf16-unit", "--strategy", "quickstart-forward-delete", "--json", "\\u{1F1F0}\\u{1F1F7}"])
        #expect(result.status == 0)
        let line = result.stdout.trimmingCharacters(in: .newlines)
        #expect(line.hasPrefix(#"{"host":"utf16-unit","strategy":"quickstart-forward-delete","outcome":"damaged","before":"🇰🇷","after":"\uddf0🇷","expected":"""#))
        #expect(line.contains(#""findings":[{"kind":"lone-surrogate","utf16Offset":0,"#))
        #expect(line.contains(#""log":[{"call":"adjustTextPosition","argument":1,"before":{"text":"🇰🇷","selection":[0,0]},"after":{"text":"🇰🇷","selection":[1,1]},"findings":[{"kind":"caret-inside-cluster","utf16Offset":1,"#))
    }

    @Test func simulateReadsStandardInputAndDrawsTheLog() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "editsem is not built")
        let result = try editsem(["simulate", "--host", "swift-string", "--strategy", "keyboardkit-replace-word"], stdin: "say ok👍🏻\nbad \\u{12\n")
        #expect(result.status == 65)
        #expect(result.stdout.contains("keyboardkit-replace-word on swift-string"))
        #expect(result.stdout.contains("over-deleted (lost \"ay \")"))
        #expect(result.stdout.contains("10. insertText(\"hello\")   shello|"))
        #expect(!result.stdout.contains("damage"))
        let damaged = try editsem(["simulate", "--host", "utf16-unit", "--strategy", "adjust-by-one", "a👍"])
        #expect(damaged.stdout.contains("1. adjustTextPosition(byCharacterOffset: -1)   a\\u{D83D}|\\u{DC4D}   damage: caret-inside-cluster@2"))
        #expect(result.stderr.contains("<stdin>:2:"))
    }

    @Test func unknownIDsAreUsageErrors() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "editsem is not built")
        let host = try editsem(["simulate", "--host", "nope", "--strategy", "adjust-by-one", "x"])
        #expect(host.status == 64)
        #expect(host.stderr.contains("unknown host 'nope'; valid hosts: ") && host.stderr.contains("utf16-unit, code-point"))
        let strategy = try editsem(["simulate", "--host", "utf16-unit", "--strategy", "nope", "x"])
        #expect(strategy.status == 64)
        #expect(strategy.stderr.contains("unknown strategy 'nope'; valid strategies: keyboardkit-word-delete, "))
        let window = try editsem(["simulate", "--host", "utf16-unit", "--strategy", "adjust-by-one", "--context", "lots", "x"])
        #expect(window.status == 64)
    }

    @Test func strategiesList() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "editsem is not built")
        let json = try editsem(["strategies", "--json"])
        #expect(json.status == 0)
        #expect(json.stdout.hasPrefix(#"[{"id":"keyboardkit-word-delete","intent":"#))
        #expect(json.stdout.contains(#"{"id":"recommended-delete-character","#))
        let text = try editsem(["strategies"])
        #expect(text.stdout.contains("keyman-measure-compensate: delete the character before the caret"))
    }
}
