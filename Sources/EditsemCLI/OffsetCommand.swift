import ArgumentParser
import EditingSemantics
import HostModels

struct OffsetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "offset",
        abstract: "Step through a text with a host's offset API, +1 at a time from 0 to the end.",
        discussion: """
        The offset API is what a keyboard moves the cursor with: adjustTextPosition(byCharacterOffset:) \
        on iOS, InputConnection or DOM offsets elsewhere.

        JSON: {"host":ID, "unit":UNIT, "grade":GRADE, "offsetToEnd":N, "stops":[0,...]}, where \
        "stops" are the UTF-16 offsets reached by each +1 step and "offsetToEnd" is the number of \
        steps. When the host's offsets are not modelled: {"host":ID, "unit":UNIT, \
        "grade":"unknown", "unknown":true, "offsetToEnd":null, "stops":null} (exit 0).
        """)

    @OptionGroup var hostOption: HostOption
    @OptionGroup var input: TextInputOptions

    func run() throws {
        let host = try hostOption.model()
        let ok = try input.forEachText { text in
            guard let rule = host.offset.rule else {
                if input.json {
                    printJSON(.object([
                        ("host", .string(host.id)), ("unit", .string(host.offset.unit)), ("grade", .string("unknown")),
                        ("unknown", .bool(true)), ("offsetToEnd", .null), ("stops", .null),
                    ]))
                } else {
                    writeLine("\(host.id): offsets unknown (not modelled): \(host.offset.summary)")
                }
                return
            }
            let stops = rule.stops(in: text)
            if input.json {
                printJSON(.object([
                    ("host", .string(host.id)),
                    ("unit", .string(host.offset.unit)),
                    ("grade", .string(host.offset.grade.rawValue)),
                    ("offsetToEnd", .int(stops.count - 1)),
                    ("stops", .array(stops.map { .int($0.rawValue) })),
                ]))
            } else {
                writeLine("\(host.id): offset \(stops.count - 1) to the end (\(host.offset.unit), \(host.offset.grade.rawValue))")
                writeLine("  " + BoundaryDrawing.draw(text, boundaries: stops))
            }
        }
        if !ok { throw EditsemExit.dataError }
    }
}
