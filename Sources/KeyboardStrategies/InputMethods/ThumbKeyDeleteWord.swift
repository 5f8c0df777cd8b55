import EditingSemantics
import KeyboardProxy

/// Thumb-Key's delete-word swipe: the length of the match of `(\w+\W?|[^\s\w]+)?\s*$` in the
/// text before the cursor, deleted with one call. Java's `\w` is `[a-zA-Z_0-9]` and `\s` is ASCII
/// whitespace (`Pattern` without `UNICODE_CHARACTER_CLASS`), so a word with a non-ASCII letter
/// is cut at that letter, and a run of non-ASCII letters, marks and emoji counts as one word.
package struct ThumbKeyDeleteWord: InputMethodStrategy {
    package init() {}
    package var id: String { "thumb-key-5.1.9-delete-word" }
    package var summary: String {
        "Reads getTextBeforeCursor(9999), finds Regex(\"(\\\\w+\\\\W?|[^\\\\s\\\\w]+)?\\\\s*$\") in it (ASCII \\w and \\s) and calls deleteSurroundingText(match length, 0)."
    }
    package var release: KeyboardRelease {
        KeyboardRelease(keyboard: "Thumb-Key", version: "5.1.9", platform: .android,
                        source: "dessalines/thumb-key@05b0ad92 app/src/main/java/com/dessalines/thumbkey/utils/Utils.kt deleteWordBeforeCursor")
    }
    package var intent: EditIntent { .deleteLastWord }
    package func perform<Connection: InputConnection>(on connection: Connection) {
        let before = connection.getTextBeforeCursor(9999, flags: 0)
        connection.deleteSurroundingText(before.map(Self.matchLength) ?? 0, 0)
    }

    /// The length in code units of the pattern's leftmost match, which ends at the text's end:
    /// the longest suffix the pattern matches.
    package static func matchLength(_ text: [UInt16]) -> Int {
        let points = JavaText.codePoints(text[...])
        func isWord(_ c: UInt32) -> Bool { (0x61...0x7A).contains(c) || (0x41...0x5A).contains(c) || (0x30...0x39).contains(c) || c == 0x5F }
        func isSpace(_ c: UInt32) -> Bool { c == 0x20 || (0x09...0x0D).contains(c) }
        func length(_ slice: ArraySlice<UInt32>) -> Int { slice.reduce(0) { $0 + JavaText.charCount($1) } }
        var end = points.count
        while end > 0, isSpace(points[end - 1]) { end -= 1 }
        let spaces = length(points[end...])
        guard end > 0 else { return spaces }
        func run(endingAt end: Int, _ matches: (UInt32) -> Bool) -> Int {
            var start = end
            while start > 0, matches(points[start - 1]) { start -= 1 }
            return start
        }
        if isWord(points[end - 1]) {
            return length(points[run(endingAt: end) { isWord($0) }..<end]) + spaces
        }
        let symbols = run(endingAt: end) { !isWord($0) && !isSpace($0) }
        let wordStart = run(endingAt: end - 1) { isWord($0) }
        let start = wordStart < end - 1 ? min(wordStart, symbols) : symbols
        return length(points[start..<end]) + spaces
    }
}
