import EditingSemantics
import Foundation
import HostModels
import Testing

/// Pango 1.50.12's own break tests (GNOME/pango@1.50.12 tests/breaks/*.expected, the `Text:` and
/// `Graphemes:` lines kept in Pango150Breaks/) mark every `is_cursor_position` of their texts;
/// the GTK models' caret rule must stop at exactly those positions.
@Suite struct Pango150CursorTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pango150Breaks")
    static let files = ["one", "two", "three", "four", "seven", "eight", "nine", "ten", "eleven", "sixteen"]

    /// The text and its cursor positions (code point indices) from one expected file, as
    /// tests/test-break.c writes it: both lines open with a 12-column header; then per position
    /// the marks padded to a common width (spaces in the Text line), then the character: LRI c PDI
    /// (one column in the other lines), `[ ]` or `[0xNN]` (as wide).
    static func parse(_ name: String) throws -> (text: [UInt32], cursor: [Int]) {
        let contents = try String(contentsOf: folder.appendingPathComponent("\(name).expected"), encoding: .utf8)
        let lines = contents.split(separator: "\n")
        let textLine = Array(try #require(lines.first { $0.hasPrefix("Text:") }).unicodeScalars)
        let marks = Array(try #require(lines.first { $0.hasPrefix("Graphemes:") }))
        var t = 12, g = 12
        var text: [UInt32] = [], cursor: [Int] = []
        while true {
            var width = 0
            while t < textLine.count && textLine[t] == " " { width += 1; t += 1 }
            if marks[g..<min(g + width, marks.count)].contains("b") { cursor.append(text.count) }
            g += width
            guard t < textLine.count else { break }
            if textLine[t].value == 0x2066 {
                text.append(textLine[t + 1].value)
                t += 3
                g += 1
            } else {
                let close = try #require(textLine[t...].firstIndex(of: "]"))
                let token = String(String.UnicodeScalarView(textLine[t...close]))
                text.append(token == "[ ]" ? 0x20 : try #require(UInt32(token.dropFirst(3).dropLast(), radix: 16)))
                g += close - t + 1
                t = close + 1
            }
        }
        return (text, cursor)
    }

    @Test(arguments: files)
    func cursorPositionsMatchPango(_ name: String) throws {
        let (scalars, expected) = try Self.parse(name)
        #expect(!scalars.isEmpty && expected.first == 0 && expected.last == scalars.count, "\(name): parsed")
        let string = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
        let text = UTF16Text(string)
        // Code point index of every UTF-16 offset that starts a scalar, and of the end.
        var index: [UTF16Offset: Int] = [text.endOffset: scalars.count]
        for (i, slice) in text.scalars.enumerated() { index[slice.offset] = i }
        let stops = Pango150CursorRule().stops(in: text).map { index[$0] ?? -1 }
        #expect(stops == expected, "\(name)")
    }
}
