import EditingSemantics
import Foundation
import HostModels
import KeyboardSimulation
import KeyboardStrategies

/// What every answering command must do with any valid text, checked by running the real
/// `editsem` commands with the text as a fully escaped argument, so lone surrogates pass: exit 0,
/// exactly one JSON line, and the answer the library gives.
///
/// `segment` runs for every unit and Unicode version, `delete` and `offset` for every host
/// release, `explain` once, and `simulate` for one host release with every strategy.
/// The caller runs the commands (the property tests in this process, through
/// `Editsem.runInProcess`), so the contracts need not link the command line parser.
/// `Tests/CommandTests/CLIContractTests` holds the built executable to the same answers
/// through standard input.
package enum CommandContract {
    /// What one run of `editsem` ended with and wrote.
    package struct Run: Sendable {
        /// The exit status.
        package var status: Int32
        /// The lines written to standard output.
        package var output: [String]
        /// The lines written to standard error.
        package var errors: [String]

        package init(status: Int32, output: [String], errors: [String]) {
            self.status = status
            self.output = output
            self.errors = errors
        }
    }

    /// Every violation on `text`; `simulatedHost` picks the host release `simulate` runs on
    /// (modulo the catalog's size), and `run` runs `editsem` with the arguments it is given.
    package static func violations(on text: UTF16Text, simulatedHost: Int, running run: ([String]) -> Run) -> [Violation] {
        var found: [Violation] = []
        let argument = text.units.map { "\\u{\(String($0, radix: 16))}" }.joined()

        /// The one line `arguments` answers, or nil after recording why there is none.
        func answer(_ arguments: [String]) -> String? {
            let run = run(arguments + [argument])
            let command = arguments.joined(separator: " ")
            guard run.status == 0 else {
                found.append(Violation("\(command) exited \(run.status): \(run.errors.first ?? "")", text: text))
                return nil
            }
            guard run.output.count == 1 else {
                found.append(Violation("\(command) wrote \(run.output.count) lines, not 1", text: text))
                return nil
            }
            return run.output[0]
        }
        func expect(_ agree: Bool, _ message: @autoclosure () -> String) {
            if !agree { found.append(Violation(message(), text: text)) }
        }

        for id in SegmenterID.all {
            var arguments = ["segment", "--json", "--unit", id.unit.rawValue]
            if let version = id.unicode { arguments += ["--unicode", version.rawValue] }
            guard let line = answer(arguments) else { continue }
            let expected = id.makeSegmenter().boundaries(in: text).map(\.rawValue)
            expect(JSONFields.values("boundaries", in: line) == [expected], "segment \(id): \(line.prefix(200))")
        }
        for host in HostCatalog.all {
            if let line = answer(["delete", "--json", "--host", host.id]) {
                // A host whose model says it corrupts the text answers with no presses.
                let corrupts = host.corrupts(.deletion, text)
                let presses = corrupts ? nil : host.deletion.rule.map { [$0.deleteAll(text).count] }
                expect(JSONFields.values("presses", in: line) == [presses], "delete --host \(host.id): \(line.prefix(200))")
                expect(line.contains("\"corrupts\":\(corrupts)"), "delete --host \(host.id) corrupts: \(line.prefix(200))")
            }
            if let line = answer(["offset", "--json", "--host", host.id]) {
                let stops = host.offset.rule?.stops(in: text).map(\.rawValue)
                expect(JSONFields.values("stops", in: line) == [stops], "offset --host \(host.id): \(line.prefix(200))")
            }
        }
        if let line = answer(["explain", "--json"]) {
            let presses = HostCatalog.all.map { host in host.deletion.rule.map { [$0.deleteAll(text).count] } }
            expect(JSONFields.values("presses", in: line) == presses, "explain presses: \(line.prefix(200))")
            for kind in AspectKind.textAspects where kind != .deletion {
                expect(JSONFields.values(kind.rawValue, in: line) == HostCatalog.all.map { $0.stops(kind, in: text)?.map(\.rawValue) },
                       "explain \(kind.rawValue): \(line.prefix(200))")
            }
        }
        let host = HostCatalog.all[((simulatedHost % HostCatalog.all.count) + HostCatalog.all.count) % HostCatalog.all.count]
        for strategy in StrategyCatalog.all {
            guard let line = answer(["simulate", "--json", "--host", host.id, "--strategy", strategy.id]) else { continue }
            let expected = Simulation.run(strategy, on: host, text: text).json.rendered()
            expect(line == expected, "simulate --host \(host.id) --strategy \(strategy.id): \(line.prefix(200))")
        }
        for strategy in InputMethodCatalog.all {
            guard let line = answer(["simulate", "--json", "--host", host.id, "--strategy", strategy.id]) else { continue }
            let expected = InputConnectionSimulation.run(strategy, on: host, text: text).outcome.json.rendered()
            expect(line == expected, "simulate --host \(host.id) --strategy \(strategy.id): \(line.prefix(200))")
        }
        return found
    }
}

/// Reads fields out of the commands' one-line JSON answers.
package enum JSONFields {
    /// Every value of `"field":` in a JSON line: an integer array, an integer, or nil for null.
    /// Read by hand because the answers may hold lone surrogates (`"\ud800"`), which
    /// JSONSerialization rejects; a quote inside a JSON string is escaped, so cannot match.
    package static func values(_ field: String, in line: some StringProtocol) -> [[Int]?] {
        var found: [[Int]?] = []
        var rest = Substring(line)
        while let range = rest.range(of: "\"\(field)\":") {
            rest = rest[range.upperBound...]
            if rest.hasPrefix("null") { found.append(nil); continue }
            let body = rest.hasPrefix("[") ? rest.dropFirst().prefix { $0 != "]" } : rest.prefix { $0.isNumber }
            found.append(body.split(separator: ",").compactMap { Int($0) })
        }
        return found
    }
}
