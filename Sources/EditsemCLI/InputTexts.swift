import ArgumentParser
import EditingSemantics

import Foundation

/// Options shared by the commands that take texts.
struct TextInputOptions: ParsableArguments {
    @Flag(name: .long, help: "Write JSON (one object per input line when reading standard input).")
    var json = false

    @Argument(help: ArgumentHelp(
        "The text, with \\u{XXXX} escapes allowed. Left out: one text per line from standard input.",
        valueName: "text"))
    var text: String?

    /// Calls `body` for each input text in order; returns false if any line was malformed.
    /// A malformed argument is a usage error; a malformed standard-input line is reported on
    /// standard error with its line and column and the remaining lines are still processed.
    func forEachText(_ body: (UTF16Text) throws -> Void) throws -> Bool {
        if let text {
            let parsed: UTF16Text
            do { parsed = try UTF16Text(escaped: text) } catch {
                printError("editsem: TEXT argument, \(error)")
                throw EditsemExit.usage
            }
            try body(parsed)
            return true
        }
        var allGood = true
        var lineNumber = 0
        for read in StandardInputLines() {
            lineNumber += 1
            do {
                try body(try UTF16Text(escaped: read.get()))
            } catch let error as InvalidUTF8Error {
                printError("editsem: <stdin>:\(lineNumber):\(error.column): \(error.reason)")
                allGood = false
            } catch let error as EscapeError {
                printError("editsem: <stdin>:\(lineNumber):\(error.column): \(error.reason)")
                allGood = false
            }
        }
        return allGood
    }
}
