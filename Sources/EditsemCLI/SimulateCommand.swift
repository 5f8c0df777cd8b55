import ArgumentParser
import EditingSemantics
import EditingSupport
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
        | is the caret, [ ] a selection, ⟦ ⟧ marked text. An Android keyboard's strategy lists its \
        InputConnection calls; its JSON "log" holds the key events the field handled.

        Outcomes: exact; over-deleted (kept text was lost: "lost"); under-deleted (part of what \
        should have gone remains: "remaining"); mismatch (the kept text is intact but something \
        else stands in between: "remaining"); caret-misplaced (right text, caret at another \
        boundary or other marked text); damaged (lone surrogates, orphaned ZWJ, variation selector, skin-tone modifier, \
        tag or regional indicator, a combining mark without its base, or the caret inside a \
        grapheme cluster, beyond what the expected result has); unknown (the host model does not \
        know an aspect a call needed, listed in "unknown": nothing is guessed).

        JSON: {"host", "strategy", "outcome", "before", "after", "expected", "lost", "remaining", \
        "selection":{"before":[lo,hi], "after":[lo,hi], "expected":[lo,hi]}, \
        "marked":{"before", "after", "expected"} ([lo,hi] or null; only when one has marked text), \
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
        let chosen: Either
        if let strategy = try? StrategyCatalog.strategy(id: strategy) {
            chosen = .proxy(strategy)
        } else if let port = try? InputMethodCatalog.strategy(id: strategy) {
            chosen = .inputMethod(port)
        } else {
            printError("editsem: unknown strategy '\(strategy)'; valid strategies: \((StrategyCatalog.all.map(\.id) + InputMethodCatalog.all.map(\.id)).joined(separator: ", "))")
            throw EditsemExit.usage
        }
        guard let window = ContextWindow(context) else {
            printError("editsem: --context '\(context)' is not 'unlimited', 'none' or a count of UTF-16 units")
            throw EditsemExit.usage
        }
        if case .inputMethod = chosen, context != "unlimited" {
            printError("editsem: --context applies to iOS strategies; an Android keyboard reads the field through InputConnection")
            throw EditsemExit.usage
        }
        let following: UTF16Text
        do { following = try UTF16Text(escaped: after) } catch {
            printError("editsem: --after, \(error)")
            throw EditsemExit.usage
        }
        let ok = try input.forEachText { text in
            switch chosen {
            case .proxy(let strategy):
                let outcome = Simulation.run(strategy, on: model, text: text, following: following, window: window)
                if input.json { printJSON(outcome.json) } else { writeLine(OutcomeDrawing.draw(outcome, hostName: model.name)) }
            case .inputMethod(let port):
                let run = InputConnectionSimulation.run(port, on: model, text: text, following: following)
                if input.json { printJSON(run.outcome.json) } else { writeLine(OutcomeDrawing.draw(run, hostName: model.name)) }
            }
        }
        if !ok { throw EditsemExit.dataError }
    }

    /// A strategy of either catalog.
    private enum Either {
        case proxy(any KeyboardStrategy)
        case inputMethod(any InputMethodStrategy)
    }
}

struct StrategiesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strategies",
        abstract: "List the keyboard strategies `simulate` runs, with what they do and where they come from.",
        discussion: """
        iOS strategies call UITextDocumentProxy; Android ones are published keyboards' code ported \
        to InputConnection. JSON: [{"id", "intent", "summary", "origin", "api" ("UITextDocumentProxy" or \
        "InputConnection"), "keyboard", "version", "platform", "source"}]; the last four \
        are null for strategies that model no keyboard release. Ids starting with recommended- are \
        this package's recommendations.
        """)

    @Flag(name: .long, help: "Write JSON.")
    var json = false

    /// One strategy of either catalog, as listed.
    private struct Listed {
        var id: String, api: String, intent: EditIntent, summary: String, origin: String, release: KeyboardRelease?
    }

    func run() throws {
        let strategies = StrategyCatalog.all.map {
            Listed(id: $0.id, api: "UITextDocumentProxy", intent: $0.intent, summary: $0.summary, origin: $0.origin, release: $0.release)
        } + InputMethodCatalog.all.map {
            Listed(id: $0.id, api: "InputConnection", intent: $0.intent, summary: $0.summary, origin: $0.origin, release: $0.release)
        }
        if json {
            printJSON(.array(strategies.map { strategy in
                func field(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
                return .object([
                    ("id", .string(strategy.id)),
                    ("intent", .string(strategy.intent.summary)),
                    ("summary", .string(strategy.summary)),
                    ("origin", .string(strategy.origin)),
                    ("api", .string(strategy.api)),
                    ("keyboard", field(strategy.release?.keyboard)),
                    ("version", field(strategy.release?.version)),
                    ("platform", field(strategy.release?.platform.rawValue)),
                    ("source", field(strategy.release?.source)),
                ])
            }))
            return
        }
        for (index, strategy) in strategies.enumerated() {
            if index > 0 { writeLine("") }
            writeLine("\(strategy.id): \(strategy.intent.summary)")
            if let release = strategy.release {
                writeLine("  keyboard: \(release.keyboard) \(release.version) (\(release.platform.rawValue), \(strategy.api))")
            }
            writeLine("  does:  \(strategy.summary)")
            writeLine("  from:  \(strategy.origin)")
        }
    }
}
