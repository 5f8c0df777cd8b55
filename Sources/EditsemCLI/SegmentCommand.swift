import ArgumentParser
import EditingSemantics
import EditingSupport

struct SegmentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segment",
        abstract: "Print the boundaries of a text in one unit, as UTF-16 offsets.",
        discussion: """
            JSON: {"unit":ID, "utf16Length":N, "boundaries":[0,...,N]}, and "unicode":V with --unicode. \
            Run `editsem units` for the ids.
            """)

    @Option(name: .long, help: ArgumentHelp("The unit id (see `editsem units`).", valueName: "id"))
    var unit: String

    @Option(name: .long, help: ArgumentHelp(
        "With --unit grapheme: the extended grapheme clusters of this Unicode version (\(UnicodeVersion.allCases.map(\.rawValue).joined(separator: ", "))) rather than the system ICU's.",
        valueName: "version"))
    var unicode: String?

    @OptionGroup var input: TextInputOptions

    func run() throws {
        let id: SegmenterID
        do {
            let version = try unicode.map { text throws(UnknownIDError) in try UnicodeVersion.parse(text) }
            id = try SegmenterID(try UnitID.parse(unit), unicode: version)
        } catch {
            printError("editsem: \(error)")
            throw EditsemExit.usage
        }
        let unitID = id.unit
        let segmenter = id.makeSegmenter()
        let ok = try input.forEachText { text in
            let boundaries = segmenter.boundaries(in: text)
            if input.json {
                var fields: [(String, JSONValue)] = [("unit", .string(unitID.rawValue))]
                if let version = id.unicode { fields.append(("unicode", .string(version.rawValue))) }
                fields += [
                    ("utf16Length", .int(text.units.count)),
                    ("boundaries", .array(boundaries.map { .int($0.rawValue) })),
                ]
                printJSON(.object(fields))
            } else {
                writeLine(BoundaryDrawing.draw(text, boundaries: boundaries))
            }
        }
        if !ok { throw EditsemExit.dataError }
    }
}
