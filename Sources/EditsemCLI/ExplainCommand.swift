import ArgumentParser
import EditingSemantics
import HostModels

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Draw every host's delete, caret, offset and forward-delete boundaries in one text, one line per host.",
        discussion: """
        ÷ marks a boundary, × a code point boundary that is not one. A combining mark is drawn on \
        a dotted circle (◌ि) and a character that draws nothing as a badge (⟨ZWJ⟩, ⟨VS16⟩); \
        --json gives the offsets. "delete" shows where the \
        caret stands after each press when the whole text is deleted from its end (presses that \
        replace text, as GTK's and composing Korean keyboards' do, are counted but land inside \
        changed text, so they are not drawn); "caret" shows arrow-key stops; "offset" the stops of \
        the host's offset API; "forward-delete" where presses of the Delete key from the start \
        end. "unknown" means the aspect is not modelled.

        JSON: {"text":TEXT, "hosts":[{"id", "presses", "delete":[...], \(Self.stepAspects.map { "\"\($0.rawValue)\":[...]" }.joined(separator: ", "))}]}, \
        UTF-16 offsets; null for an unknown aspect.
        """)

    @OptionGroup var input: TextInputOptions

    func run() throws {
        let ok = try input.forEachText { text in
            let rows = HostCatalog.all.map { Row(host: $0, text: text) }
            if input.json {
                printJSON(.object([
                    ("text", .text(text)),
                    ("hosts", .array(rows.map { row in
                        .object([
                            ("id", .string(row.host.id)),
                            ("presses", row.presses.map { .int($0) } ?? .null),
                            ("delete", Self.json(row.delete)),
                        ] + zip(Self.stepAspects, row.stops).map { ($0.rawValue, Self.json($1)) })
                    })),
                ]))
                return
            }
            let width = rows.map(\.host.id.count).max() ?? 0
            for row in rows {
                let presses = row.presses.map { " (\($0) press\($0 == 1 ? "" : "es"))" } ?? ""
                writeLine(row.host.id.padding(toLength: width, withPad: " ", startingAt: 0)
                      + "  delete " + Self.draw(row.delete, text) + presses
                      + zip(Self.stepAspects, row.stops).map { "  \($0.rawValue) " + Self.draw($1, text) }.joined())
            }
        }
        if !ok { throw EditsemExit.dataError }
    }

    /// One host's boundaries in the text.
    struct Row {
        var host: HostModel
        var presses: Int?
        var delete: [UTF16Offset]?
        /// Indexed like ``stepAspects``.
        var stops: [[UTF16Offset]?]

        init(host: HostModel, text: UTF16Text) {
            self.host = host
            if let rule = host.deletion.rule {
                let edits = rule.deleteAll(text)
                presses = edits.count
                var current = text
                var stops: Set<UTF16Offset> = [.zero, text.endOffset]
                for edit in edits {
                    current = edit.applied(to: current)
                    // Only a caret standing in unchanged text can be drawn in the original; a press
                    // that puts back more than it removes can leave it past the original's end.
                    if edit.caretAfter <= text.endOffset, current == text[UTF16Offset.zero..<edit.caretAfter] {
                        stops.insert(edit.caretAfter)
                    }
                }
                delete = stops.sorted()
            }
            stops = ExplainCommand.stepAspects.map { host.stops($0, in: text) }
        }
    }

    /// The aspects drawn as offsets reached from the start: every text aspect but deletion.
    static let stepAspects = AspectKind.textAspects.filter { $0 != .deletion }

    static func draw(_ boundaries: [UTF16Offset]?, _ text: UTF16Text) -> String {
        guard let boundaries else { return "unknown" }
        return BoundaryDrawing.drawReadable(text, boundaries: boundaries)
    }

    static func json(_ boundaries: [UTF16Offset]?) -> JSONValue {
        guard let boundaries else { return .null }
        return .array(boundaries.map { .int($0.rawValue) })
    }
}
