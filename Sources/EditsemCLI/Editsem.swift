import ArgumentParser
import EditingSemantics

/// The `editsem` command: what delete-backward and cursor offsets do in each text host.
package struct Editsem: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "editsem",
        abstract: "What delete-backward and cursor movement really do in each text host.",
        discussion: """
        Texts may be written with \\u{XXXX} escapes (lone surrogates, controls, invisible
        characters) and \\\\ for a backslash. Commands that take a TEXT read one text per line from
        standard input when it is left out, writing one JSON object per line with --json.

        Exit codes: 0 success; 64 usage error (unknown option or id, malformed escape in an
        argument); 65 malformed input data (a bad line on standard input or in a corpus file);
        66 an input file or directory is missing or unreadable; 73 an output cannot be written;
        70 an internal error.
        """,
        subcommands: [
            VersionsCommand.self,
            UnitsCommand.self,
            SegmentCommand.self,
            HostsCommand.self,
            DeleteCommand.self,
            OffsetCommand.self,
            ExplainCommand.self,
            StrategiesCommand.self,
            SimulateCommand.self,
            KeyboardTestCommand.self,
            CorpusCommand.self,
            ReportCommand.self,
            BenchCommand.self,
            GuideCommand.self,
            ObserveCommand.self,
            ObservationsCommand.self,
        ]
    )

    package init() {}
}
