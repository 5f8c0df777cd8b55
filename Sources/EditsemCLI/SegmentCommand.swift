import ArgumentParser
import EditingSemantics

struct SegmentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segment",
        abstract: "Print the boundaries of a text in one unit, as UTF-16 offsets.",
        discussion: "JSON: {\"unit\":ID, \"utf16Length\":N, \"boundaries\":[0,...,N]}. Run `editsem units` for the ids.")

    @Option(name: .long, help: ArgumentHelp("The unit id (see `editsem units`).", valueName: "id"))
    var unit: String

    @OptionGroup var input: TextInputOptions

    func run() throws {
        let unitID: UnitID
        do { unitID = try UnitID.parse(unit) } catch {
            printError("editsem: \(error)")
            throw EditsemExit.usage
        }
        let segmenter = unitID.makeSegmenter()
        let ok = try input.forEachText { text in
            let boundaries = segmenter.boundaries(in: text)
            if input.json {
                printJSON(.object([
                    ("unit", .string(unitID.rawValue)),
                    ("utf16Length", .int(text.units.count)),
                    ("boundaries", .array(boundaries.map { .int($0.rawValue) })),
                ]))
            } else {
                print(BoundaryDrawing.draw(text, boundaries: boundaries))
            }
        }
        if !ok { throw EditsemExit.dataError }
    }
}
