import EditingInvariants
import EditingSemantics
import EditsemCLI
import PropertyBased
import Testing

/// The `editsem` commands, run in-process on random texts (``CommandContract``): exit 0, one JSON
/// line per text, the library's answer.
@Suite struct CommandProperties {
    @Test func commandsAnswerEveryText() async {
        await propertyCheck(count: cases(20), input: zip(TextGen.text(maxChoices: 8), Gen.int(in: 0...255))) { text, host in
            let violations = CommandContract.violations(on: text, simulatedHost: host) { arguments in
                let run = Editsem.runInProcess(arguments)
                return CommandContract.Run(status: run.status, output: run.output, errors: run.errors)
            }
            #expect(violations.isEmpty, "\(violations.prefix(3).map(\.description))")
        }
    }

}
