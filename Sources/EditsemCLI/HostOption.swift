import ArgumentParser
import EditingSemantics
import HostModels

/// The `--host ID` option of the commands that simulate one host.
struct HostOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The host id (see `editsem hosts`).", valueName: "id"))
    var host: String

    /// The host model; an unknown id is a usage error (exit 64) listing the valid ids.
    func model() throws -> HostModel {
        do { return try HostCatalog.model(id: host) } catch {
            printError("editsem: \(error)")
            throw EditsemExit.usage
        }
    }
}

/// How reports show a text scalar by scalar (marks and invisible characters escaped).
func visibleText(_ text: UTF16Text) -> String {
    text.scalars.map { BoundaryDrawing.visible($0) }.joined()
}
