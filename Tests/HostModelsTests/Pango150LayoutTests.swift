import EditingSemantics
import Foundation
import HostModels
import Testing

/// Pango 1.50.12's layout tests record the log attributes of each text (GNOME/pango@1.50.12
/// tests/layouts/*.layout, `output.log-attrs`, reduced to Pango150Breaks/layouts.json): the GTK
/// models' cursor positions and backspace flags must be those, at every position.
@Suite struct Pango150LayoutTests {
    struct Layout: Decodable, Sendable, CustomTestStringConvertible {
        var file: String
        var text: String
        var attributes: Bool
        var cursor: [Int]
        var backspace: [Int]
        var testDescription: String { file }
    }

    static let layouts: [Layout] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Pango150Breaks/layouts.json")
        guard let data = try? Data(contentsOf: url), let layouts = try? JSONDecoder().decode([Layout].self, from: data) else { return [] }
        return layouts
    }()

    /// The UTF-16 offset of every code point index 0...count.
    static func offsets(_ text: UTF16Text) -> [UTF16Offset] { text.scalars.map(\.offset) + [text.endOffset] }

    @Test func layoutsAreRead() {
        #expect(Self.layouts.count >= 30)
    }

    @Test(arguments: layouts)
    func cursorPositions(_ layout: Layout) {
        let text = UTF16Text(layout.text)
        let offsets = Self.offsets(text)
        let stops = Pango150CursorRule().stops(in: text)
        #expect(stops == layout.cursor.map { offsets[$0] }, "\(layout.file)")
    }

    @Test(arguments: layouts)
    func backspaceFlags(_ layout: Layout) {
        let text = UTF16Text(layout.text)
        let offsets = Self.offsets(text)
        let flagged = offsets.indices.filter { Pango150BackspaceRule.backspaceDeletesCharacter(at: offsets[$0], in: text) }
        #expect(flagged == layout.backspace, "\(layout.file)")
    }
}
