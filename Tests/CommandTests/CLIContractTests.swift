import EditingInvariants
import EditingSemantics
import EditingSupport
import EditsemTestSupport
import Foundation
import HostModels
import KeyboardSimulation
import KeyboardStrategies
import Testing

/// Every command answers every valid text: exit 0, one JSON answer per input line, answers that
/// agree with the library. The texts are adversarial (every character with a canonical
/// decomposition, every GraphemeBreakTest line of each shipped Unicode version, every emoji-test
/// sequence, lone surrogates, 10,000-mark clusters) plus `EDITSEM_CLI_CONTRACT_TEXTS` generated
/// ones (default 200). The default run takes every 40th adversarial text and 300-mark clusters,
/// since some hosts' deletion is quadratic in a cluster's length; `EDITSEM_CLI_CONTRACT=full`
/// takes every adversarial text and 10,000-mark clusters (`simulate` and `keyboard-test` take the
/// texts up to 2,000 units, since their answers grow with the square of a text's length).
@Suite struct CLIContractTests {
    static let root = RepositoryPaths.root
    static let environment = ProcessInfo.processInfo.environment
    static let full = environment["EDITSEM_CLI_CONTRACT"] == "full"
    static let generatedCount = environment["EDITSEM_CLI_CONTRACT_TEXTS"].flatMap(Int.init) ?? 200
    static let marks = full ? 10_000 : 300

    /// Texts whose presses once put back more than they removed, which crashed `explain`.
    static let regrowing: [UTF16Text] = [
        "\u{0DDD}", "\u{FB2C}", "\u{FB2D}", "\u{1D160}", "\u{1D164}", "\u{1D1BD}", "\u{1D1C0}",
        "각\u{11A8}", "각\u{094D}", "각\u{200D}", "각\u{200C}",
    ]

    static let adversarial: [UTF16Text] = full ? everyAdversarial
        : regrowing + Swift.stride(from: 0, to: everyAdversarial.count, by: 40).map { everyAdversarial[$0] } + long

    /// Clusters of `marks` marks (and flag, jamo and conjunct runs as long), which are quadratic
    /// for a host that rescans the cluster on every press.
    static let long: [UTF16Text] = [
        UTF16Text(units: [0x61] + Array(repeating: 0x301, count: marks)),
        UTF16Text(units: Array(repeating: 0x301, count: marks)),
        UTF16Text(units: [0x1100] + Array(repeating: 0x1161, count: marks)),
        UTF16Text(units: Array(repeating: [0xD83C, 0xDDFA], count: marks / 2).flatMap { $0 }),
        UTF16Text(units: [0x915] + Array(repeating: [0x94D, 0x915], count: marks / 2).flatMap { $0 }),
    ]

    static let everyAdversarial: [UTF16Text] = {
        var texts = regrowing
        // Every character with a canonical decomposition, alone and after a base letter.
        for value in 0...0x10FFFF {
            // Only characters ICU may decompose: scalars from U+00C0 that are not unassigned.
            guard value >= 0xC0, let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
            let text = UTF16Text(String(scalar))
            if text.nfd == text { continue }
            texts.append(text)
            texts.append(UTF16Text("a") + text)
        }
        for version in UnicodeVersion.allCases {
            let url = root.appendingPathComponent("Tests/UnicodeData/\(version.rawValue)/GraphemeBreakTest.txt")
            guard let file = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for line in file.split(separator: "\n") {
                let fields = line.prefix { $0 != "#" }.split(separator: " ").filter { $0 != "÷" && $0 != "×" }
                let scalars = fields.compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
                if !scalars.isEmpty { texts.append(UTF16Text(String(String.UnicodeScalarView(scalars)))) }
            }
        }
        if let names = try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Corpus").path) {
            for name in names.sorted() where name.hasPrefix("emoji-test") {
                guard let file = try? String(contentsOf: root.appendingPathComponent("Corpus/\(name)"), encoding: .utf8) else { continue }
                for line in file.split(separator: "\n") where line.hasPrefix("emoji-") {
                    let fields = line.split(separator: "\t")
                    if fields.count > 1 { texts.append(UTF16Text(String(fields[1]))) }
                }
            }
        }
        texts += [
            UTF16Text(units: [0xD800]), UTF16Text(units: [0xDC00]), UTF16Text(units: [0xDC00, 0xD800]),
            UTF16Text(units: [0x61, 0xD83D]), UTF16Text(units: [0xDE00, 0x301]), UTF16Text(units: [0xD83D, 0x200D, 0xDE00]),
        ]
        return texts + long
    }()

    /// Random texts of ``HardCases`` fragments and, one choice in 8, any code unit at all.
    static func generated(_ count: Int, seed: UInt64) -> [UTF16Text] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let choices = (0..<random.inRange(0...12)).map { _ in
                random.below(8) == 0 ? -1 - random.below(0x10000) : random.below(HardCases.fragments.count)
            }
            // A newline would split one input into two lines.
            return UTF16Text(units: HardCases.text(fromChoices: choices).units.filter { $0 != 0x0A })
        }
    }

    static let all: [UTF16Text] = adversarial + generated(generatedCount, seed: 0xED17)

    /// One line of standard input per text, every unit escaped, so lone surrogates and
    /// backslashes go through unchanged.
    static func input(_ texts: [UTF16Text]) -> [UInt8] {
        var bytes: [UInt8] = []
        for text in texts {
            for unit in text.units { bytes += Array("\\u{\(String(unit, radix: 16))}".utf8) }
            bytes.append(0x0A)
        }
        return bytes
    }

    /// Runs a command on `texts`, expects exit 0 and one line per text, and returns the lines.
    static func answers(_ arguments: [String], _ texts: [UTF16Text]) async throws -> [Substring] {
        let outcome = try await EditsemProcess.run(arguments.map { Array($0.utf8) }, input: input(texts))
        #expect(outcome.status == 0, "\(arguments.joined(separator: " ")) exited \(outcome.status): \(outcome.errorOutput.prefix(500))")
        // Split on the byte: splitting a String compares Characters, which normalizes each one
        // and takes hours on the full run's outputs.
        let lines = outcome.stdout.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
            .map { Substring(String(decoding: $0, as: UTF8.self)) }
        #expect(lines.count == texts.count, "\(arguments.joined(separator: " ")): \(lines.count) answers for \(texts.count) texts")
        return lines
    }

    @Test func adversarialSetIsComplete() {
        // The canonical decompositions alone (twice each) and 4 GraphemeBreakTest files.
        #expect(Self.everyAdversarial.count > 2 * 2_000 + 4 * 500)
    }

    @Test(arguments: SegmenterID.all) func segment(_ id: SegmenterID) async throws {
        var arguments = ["segment", "--json", "--unit", id.unit.rawValue]
        if let version = id.unicode { arguments += ["--unicode", version.rawValue] }
        let answers = try await Self.answers(arguments, Self.all)
        let segmenter = id.makeSegmenter()
        for (text, answer) in zip(Self.all, answers) {
            let expected = segmenter.boundaries(in: text).map(\.rawValue)
            #expect(JSONFields.values("boundaries", in: answer) == [expected], "\(id) on \(text.escaped)")
        }
    }

    @Test(arguments: HostCatalog.all.map(\.id)) func deleteAndOffset(_ id: String) async throws {
        let host = try HostCatalog.model(id: id)
        let deletes = try await Self.answers(["delete", "--json", "--host", id], Self.all)
        let offsets = try await Self.answers(["offset", "--json", "--host", id], Self.all)
        for (index, text) in Self.all.enumerated() where index < deletes.count && index < offsets.count {
            // A text the model says the host corrupts is answered with no presses.
            let presses = host.corrupts(.deletion, text) ? nil : host.deletion.rule.map { [$0.deleteAll(text).count] }
            #expect(JSONFields.values("presses", in: deletes[index]) == [presses], "\(id) delete on \(text.escaped)")
            #expect(JSONFields.values("stops", in: offsets[index]) == [host.offset.rule?.stops(in: text).map(\.rawValue)],
                    "\(id) offset on \(text.escaped)")
        }
    }

    @Test func explain() async throws {
        let answers = try await Self.answers(["explain", "--json"], Self.all)
        for (text, answer) in zip(Self.all, answers) {
            let presses = HostCatalog.all.map { host in host.deletion.rule.map { [$0.deleteAll(text).count] } }
            let offsets = HostCatalog.all.map { $0.offset.rule?.stops(in: text).map(\.rawValue) }
            #expect(JSONFields.values("presses", in: answer) == presses, "explain on \(text.escaped)")
            #expect(JSONFields.values("offset", in: answer) == offsets, "explain on \(text.escaped)")
        }
    }

    /// The texts that crashed `explain` draw (text mode) as well as answer in JSON.
    @Test(arguments: regrowing) func explainTextThatRegrows(_ text: UTF16Text) async throws {
        let outcome = try await EditsemProcess.run(["explain"].map { Array($0.utf8) }, input: Self.input([text]))
        #expect(outcome.status == 0, "\(text.escaped): \(outcome.errorOutput.prefix(300))")
        #expect(outcome.output.split(separator: "\n").count == HostCatalog.all.count)
    }

    /// Every host and strategy on a sample: the adversarial texts every 10th, and 20 generated
    /// (every 2nd and 1,000 in the full run). Texts up to 2,000 units: the JSON log holds the
    /// document before and after every call, so an answer grows with the square of a text's
    /// length (a 10,000-mark cluster makes 500 MB per strategy and host).
    static let simulated: [UTF16Text] = (Swift.stride(from: 0, to: adversarial.count, by: full ? 2 : 10).map { adversarial[$0] }
        + generated(full ? 1_000 : 20, seed: 0x51A)).filter { $0.units.count <= 2_000 }

    @Test(arguments: HostCatalog.all.map(\.id)) func simulate(_ id: String) async throws {
        for strategy in StrategyCatalog.all {
            let answers = try await Self.answers(["simulate", "--json", "--host", id, "--strategy", strategy.id], Self.simulated)
            for answer in answers { #expect(answer.hasPrefix("{\"host\":") && answer.contains("\"outcome\":\""), "\(id) \(strategy.id)") }
        }
    }

    /// A file recorded for each host with a known delete-backward runs clean against that host.
    /// A `<check>` holds the whole text left after its press, so a file also grows with the
    /// square of a text's length (10,000 marks make 300 MB to 1.2 GB per host).
    @Test(arguments: HostCatalog.all.filter { $0.deletion.rule != nil }.map(\.id)) func keyboardTestRoundTrip(_ id: String) async throws {
        let texts = Self.simulated.filter { !$0.isEmpty }
        let recorded = try await EditsemProcess.run(["keyboard-test", "record", "--host", id].map { Array($0.utf8) }, input: Self.input(texts))
        #expect(recorded.status == 0, "\(id) record: \(recorded.errorOutput.prefix(300))")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-contract-\(UUID().uuidString).xml")
        try Data(recorded.stdout).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await EditsemProcess.run("keyboard-test", "run", "--host", id, file.path)
        #expect(run.status == 0, "\(id) run: \(run.output.suffix(300)) \(run.errorOutput.prefix(300))")
    }
}
