import ArgumentParser
import EditingSemantics
import HostModels
import KeyboardSimulation
import KeyboardStrategies

struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run a keyboard strategy on a simulated host document and judge the result.",
        discussion: """
        TEXT is the document before the caret (--after adds text after it); the strategy acts on \
        its last word or character as `editsem strategies` describes (a forward delete starts with \
        the caret before TEXT's last character). Without --json the call log is drawn step by step: \
        | is the caret, [ ] a selection, ⟦ ⟧ marked text.

        Outcomes: exact; over-deleted (kept text was lost: "lost"); under-deleted (part of what \
        should have gone remains: "remaining"); mismatch (the kept text is intact but something \
        else stands in between: "remaining"); caret-misplaced (right text, caret at another \
        boundary); damaged (lone surrogates, orphaned ZWJ, variation selector, skin-tone modifier, \
        tag or regional indicator, a combining mark without its base, or the caret inside a \
        grapheme cluster, beyond what the expected result has); unknown (the host model does not \
        know an aspect a call needed, listed in "unknown": nothing is guessed).

        JSON: {"host", "strategy", "outcome", "before", "after", "expected", "lost", "remaining", \
        "selection":{"before":[lo,hi], "after":[lo,hi], "expected":[lo,hi]}, \
        "findings":[{"kind", "utf16Offset", "detail"}], "unknown":[ASPECT], "errors":[MESSAGE], \
        "log":[{"call", "argument", "before":{"text", "selection"}, "after":{...}, then "returned" for reads, \
        "findings" (the damage after the call) for the others}]}. \
        Offsets are UTF-16 code units.
        """)

    @OptionGroup var hostOption: HostOption

    @Option(name: .long, help: ArgumentHelp("The strategy id (see `editsem strategies`).", valueName: "id"))
    var strategy: String

    @Option(name: .long, help: ArgumentHelp("Text after the caret, with \\u{XXXX} escapes allowed.", valueName: "text"))
    var after: String = ""

    @Option(name: .long, help: ArgumentHelp(
        "What the context reads show: 'unlimited', 'none' (nil), or at most N UTF-16 units on each side.",
        valueName: "window"))
    var context: String = "unlimited"

    @OptionGroup var input: TextInputOptions

    func run() throws {
        let model = try hostOption.model()
        let chosen: any KeyboardStrategy
        do { chosen = try StrategyCatalog.strategy(id: strategy) } catch {
            printError("editsem: \(error)")
            throw EditsemExit.usage
        }
        guard let window = ContextWindow(context) else {
            printError("editsem: --context '\(context)' is not 'unlimited', 'none' or a count of UTF-16 units")
            throw EditsemExit.usage
        }
        let following: UTF16Text
        do { following = try UTF16Text(escaped: after) } catch {
            printError("editsem: --after, \(error)")
            throw EditsemExit.usage
        }
        let ok = try input.forEachText { text in
            let outcome = Simulation.run(chosen, on: model, text: text, following: following, window: window)
            if input.json {
                printJSON(outcome.json)
            } else {
                writeLine(OutcomeDrawing.draw(outcome, hostName: model.name))
            }
        }
        if !ok { throw EditsemExit.dataError }
    }
}

struct StrategiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strategies",
        abstract: "List the keyboard strategies `simulate` runs, with what they do and where they come from.",
        discussion: "JSON: [{\"id\", \"intent\", \"summary\", \"origin\"}]. Ids starting with recommended- are this package's recommendations.")

    @Flag(name: .long, help: "Write JSON.")
    var json = false

    func run() throws {
        let strategies = StrategyCatalog.all
        if json {
            printJSON(.array(strategies.map { strategy in
                .object([
                    ("id", .string(strategy.id)),
                    ("intent", .string(strategy.intent.summary)),
                    ("summary", .string(strategy.summary)),
                    ("origin", .string(strategy.origin)),
                ])
            }))
            return
        }
        for (index, strategy) in strategies.enumerated() {
            if index > 0 { writeLine("") }
            writeLine("\(strategy.id): \(strategy.intent.summary)")
            writeLine("  does:  \(strategy.summary)")
            writeLine("  from:  \(strategy.origin)")
        }
    }
}
