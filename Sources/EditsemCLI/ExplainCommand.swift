import ArgumentParser
import EditingSemantics
import EditingSupport
import HostModels

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Draw every host's delete, caret, offset and forward-delete boundaries in one text, one line per host.",
        discussion: """
        ÷ marks a boundary, × a code point boundary that is not one. A combining mark is drawn on \
        a dotted circle (◌ि) and a character that draws nothing as a badge (⟨ZWJ⟩, ⟨VS16⟩); \
        --json gives the offsets. "delete" shows where each press stops when the whole text is \
        deleted from its end, as the reports compare it; a host that rewrites the text (GTK, \
        composing Korean keyboards) has no such stops, and its line gives the UTF-16 units each \
        press removed instead. "caret" shows arrow-key stops; "offset" the stops of the host's \
        offset API; "forward-delete" where presses of the Delete key from the start end. "unknown" \
        means the aspect is not modelled.

        JSON: {"text":TEXT, "hosts":[{"id", "presses", "rewrites", "removed":[...], "delete":[...], \(Self.stepAspects.map { "\"\($0.rawValue)\":[...]" }.joined(separator: ", "))}]}, \
        UTF-16 offsets; "removed" the units each press removed, last first; "delete" is null when \
        the host rewrites the text; null everywhere for an unknown aspect.
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
                            ("presses", row.trace.map { .int($0.presses) } ?? .null),
                            ("rewrites", row.trace.map { .bool($0.boundaries == nil) } ?? .null),
                            ("removed", row.trace.map { .array($0.lengths.map(JSONValue.int)) } ?? .null),
                            ("delete", row.trace?.boundaries.map { .array($0.map { .int($0.rawValue) }) } ?? .null),
                        ] + zip(Self.stepAspects, row.stops).map { ($0.rawValue, Self.json($1)) })
                    })),
                ]))
                return
            }
            let width = rows.map(\.host.id.count).max() ?? 0
            for row in rows {
                writeLine(row.host.id.padding(toLength: width, withPad: " ", startingAt: 0)
                      + "  delete " + (row.trace?.drawing(in: text) ?? "unknown")
                      + zip(Self.stepAspects, row.stops).map { "  \($0.rawValue) " + Self.draw($1, text) }.joined())
            }
        }
        if !ok { throw EditsemExit.dataError }
    }

    /// One host's boundaries in the text.
    struct Row {
        var host: HostModel
        /// The whole-text deletion, as the reports compare it; nil when unknown.
        var trace: DeletionTrace?
        /// Indexed like ``stepAspects``.
        var stops: [[UTF16Offset]?]

        init(host: HostModel, text: UTF16Text) {
            self.host = host
            trace = host.deletion.rule.map { DeletionTrace(deleting: text, with: $0) }
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
