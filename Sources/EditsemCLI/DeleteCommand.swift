import ArgumentParser
import EditingSemantics
import EditingSupport
import HostModels

struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a whole text from its end, press by press, as a host's delete-backward does.",
        discussion: """
        JSON: {"host":ID, "unit":UNIT, "grade":GRADE, "presses":N, "removed":[...], \
        "removedText":[...], "insertedText":[...], "illFormed":BOOL}, one entry per press from the \
        end: "removed" is the number of UTF-16 units the press takes away (units cut minus units put \
        back), "removedText" the units it cuts, "insertedText" what it puts back (GTK and composing \
        Korean keyboards replace, e.g. 한 → 하). "illFormed" is true when a press leaves a lone \
        surrogate in the text (half of a pair it split, or one the text had). The presses, "removed" \
        and "illFormed" are the whole-text deletion that `explain` and the reports show.

        A host that corrupts the text instead of deleting it (Tk's entries over a character \
        outside the BMP read past the end of their string): {"host":ID, "unit":UNIT, "grade":GRADE, \
        "corrupts":true, "corruption":TEXT, "presses":null, "removed":null, "removedText":null, \
        "insertedText":null, "illFormed":null}, with no made-up presses; the text output says so \
        (exit 0). Every other answer has "corrupts":false.

        When the host's deletion is not modelled: {"host":ID, "unit":UNIT, "grade":"unknown", \
        "unknown":true, "presses":null, "removed":null, "removedText":null, "insertedText":null, \
        "illFormed":null}; the text output says so. This is not an error (exit 0).
        """)

    @OptionGroup var hostOption: HostOption
    @OptionGroup var input: TextInputOptions

    func run() throws {
        let host = try hostOption.model()
        let ok = try input.forEachText { text in
            guard let rule = host.deletion.rule else {
                if input.json {
                    printJSON(.object([
                        ("host", .string(host.id)), ("unit", .string(host.deletion.unit)), ("grade", .string("unknown")),
                        ("unknown", .bool(true)), ("presses", .null), ("removed", .null), ("removedText", .null),
                        ("insertedText", .null), ("illFormed", .null),
                    ]))
                } else {
                    writeLine("\(host.id): deletion unknown (not modelled): \(host.deletion.summary)")
                }
                return
            }
            if host.corrupts(.deletion, text), let corruption = host.corruption {
                if input.json {
                    printJSON(.object([
                        ("host", .string(host.id)), ("unit", .string(host.deletion.unit)), ("grade", .string(host.deletion.grade.rawValue)),
                        ("corrupts", .bool(true)), ("corruption", .string(corruption.summary)), ("presses", .null), ("removed", .null),
                        ("removedText", .null), ("insertedText", .null), ("illFormed", .null),
                    ]))
                } else {
                    writeLine("\(host.id): corrupts this text: \(corruption.summary)")
                }
                return
            }
            let trace = DeletionTrace(deleting: text, with: rule)
            let presses = Self.presses(rule, text)
            if input.json {
                printJSON(.object([
                    ("host", .string(host.id)),
                    ("unit", .string(host.deletion.unit)),
                    ("grade", .string(host.deletion.grade.rawValue)),
                    ("corrupts", .bool(false)),
                    ("presses", .int(trace.presses)),
                    ("removed", .array(trace.lengths.map(JSONValue.int))),
                    ("removedText", .array(presses.map { .text($0.cut) })),
                    ("insertedText", .array(presses.map { .text($0.inserted) })),
                    ("illFormed", .bool(trace.illFormed)),
                ]))
                return
            }
            writeLine("\(host.id): \(trace.presses) press\(trace.presses == 1 ? "" : "es") (\(host.deletion.unit), \(host.deletion.grade.rawValue))")
            for (index, (press, removed)) in zip(presses, trace.lengths).enumerated() {
                var line = "  \(index + 1): -\(removed)  \(visibleText(press.cut))"
                if !press.inserted.isEmpty { line += " → \(visibleText(press.inserted))" }
                if press.splitsPair { line += "  (splits a surrogate pair)" }
                writeLine(line)
            }
        }
        if !ok { throw EditsemExit.dataError }
    }

    /// One press of a whole-text deletion.
    struct Press {
        var cut: UTF16Text
        var inserted: UTF16Text
        var splitsPair: Bool
    }

    static func presses(_ rule: any DeleteRule, _ text: UTF16Text) -> [Press] {
        var current = text
        return rule.deleteAll(text).map { edit in
            let press = Press(cut: edit.removed(from: current), inserted: edit.replacement,
                              splitsPair: !current.isScalarBoundary(edit.range.lowerBound))
            current = edit.applied(to: current)
            return press
        }
    }
}
