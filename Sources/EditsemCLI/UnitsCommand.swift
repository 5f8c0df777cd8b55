import ArgumentParser
import EditingSemantics

struct UnitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "units",
        abstract: "List the unit ids that segment and the host models use.")

    @Flag(name: .long, help: "Write JSON.")
    var json = false

    func run() throws {
        if json {
            printJSON(.array(UnitID.allCases.map { unit in
                .object([("id", .string(unit.rawValue)), ("summary", .string(unit.summary)), ("basis", .string(unit.basis))])
            }))
            return
        }
        let width = UnitID.allCases.map(\.rawValue.count).max() ?? 0
        for unit in UnitID.allCases {
            print(unit.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0) + unit.summary)
        }
    }
}
