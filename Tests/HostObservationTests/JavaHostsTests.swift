import EditingCorpus
import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import HostObservation
import Testing

/// Swing and JavaFX: the rules the models are built from held to the JDK itself (Debian's
/// OpenJDK 17 answering through Fixtures/JDKOracle.java). The committed observations of each
/// element are held to their models by CommittedObservationsTests.
@Suite struct JavaHostsTests {
    static let java = "/usr/lib/jvm/java-17-openjdk-amd64/bin/java"
    static let javaInstalled = FileManager.default.isExecutableFile(atPath: java)
    static let oracle = RepositoryPaths.root.appendingPathComponent("Tests/HostObservationTests/Fixtures/JDKOracle.java").path
    /// The oracle reads sun.font.FontUtilities, which java.desktop does not export.
    static let exports = ["--add-exports", "java.desktop/sun.font=ALL-UNNAMED"]

    /// The JDK's character class of a code point in its CharacterBreakRules, as the model reads
    /// it (the system ICU's general category and age).
    static func modelClass(_ c: UInt32) -> Character {
        JDKCharacterBreakRule.isEnclosing(c) ? "e" : JDKCharacterBreakRule.isBase(c) ? "b" : "x"
    }

    /// Every corpus text: the model puts each code point in the JDK's own class of the rules
    /// (Unicode 13.0's categories, characters new since then unassigned), and its stops are the
    /// JDK's own, exactly.
    @Test(.enabled(if: javaInstalled, "Debian's OpenJDK 17 is not installed (openjdk-17-jdk)"))
    func jdkCharacterBreakRuleIsTheJDKsBreakIterator() async throws {
        let (cases, _) = CorpusReader(directory: RepositoryPaths.root.appendingPathComponent("Corpus").path).loadAll()
        let input = cases.map { $0.text.units.map(String.init).joined(separator: " ") }.joined(separator: "\n") + "\n"
        let outcome = try await TestProcess.run(Self.java, Self.exports + [Self.oracle, "breaks"], input: input)
        try #require(outcome.status == 0, "\(outcome.errorOutput)")
        let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        try #require(lines.count == cases.count)
        for (item, line) in zip(cases, lines) {
            let parts = line.split(separator: ";", omittingEmptySubsequences: false)
            #expect(Array(parts[1]) == item.text.scalars.map { Self.modelClass($0.value) }, "\(item.id) \(item.text.escaped)")
            let jdk = parts[0].split(separator: ",").map { UTF16Offset(Int($0)!) }
            let modelled = JDKCharacterBreakRule().stops(in: item.text)
            #expect(modelled == jdk, "\(item.id) \(item.text.escaped)")
            #expect(JDKCharacterBreakRule().stopsByStepping(in: item.text) == modelled, "\(item.id)")
        }
    }

    /// Whether this machine has the JDK and the font packages, at the versions, that the Swing
    /// model's slot table was made with: other fonts give the Dialog font other slots.
    static let slotTablePackagesInstalled: Bool = javaInstalled && SwingDialogSlots.packages.allSatisfy { entry in
        let parts = entry.split(separator: " ", maxSplits: 1).map(String.init)
        let query = Process()
        query.executableURL = URL(fileURLWithPath: "/usr/bin/dpkg-query")
        query.arguments = ["-W", "-f", "${Version}", parts[0]]
        let pipe = Pipe()
        query.standardOutput = pipe
        query.standardError = FileHandle.nullDevice
        guard (try? query.run()) != nil else { return false }
        let version = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        query.waitUntilExit()
        return query.terminationStatus == 0 && version == parts[1]
    }

    /// The slot table the Swing caret model reads is what this JDK's Dialog font gives every
    /// code point (Corpus/scripts/SwingDialogSlots.java, the generator's own reading).
    @Test(.enabled(if: slotTablePackagesInstalled, "needs openjdk-17-jdk and the font packages at the versions SwingDialogSlots+Data.swift names"))
    func swingSlotTableIsThisJDKs() async throws {
        let program = RepositoryPaths.root.appendingPathComponent("Corpus/scripts/SwingDialogSlots.java").path
        let outcome = try await TestProcess.run(Self.java, ["-Djava.awt.headless=true"] + Self.exports
            + ["--add-opens", "java.desktop/sun.font=ALL-UNNAMED", program])
        try #require(outcome.status == 0, "\(outcome.errorOutput)")
        let lines = outcome.output.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.filter { $0[0] == "slot" }.map { $0[2] } == SwingDialogSlots.slotFontNames)
        let starts = lines.filter { $0[0] != "slot" }.map { (UInt32($0[0], radix: 16)!, UInt8($0[1])!) }
        try #require(starts.count == SwingDialogSlots.starts.count, "\(starts.count) starts, the table has \(SwingDialogSlots.starts.count)")
        for (jdk, table) in zip(starts, SwingDialogSlots.starts) {
            #expect(jdk.0 == table.first && jdk.1 == table.slot, "JDK U+\(String(jdk.0, radix: 16)) slot \(jdk.1), table U+\(String(table.first, radix: 16)) slot \(table.slot)")
        }
    }

    /// The table of where the fonts make Swing's caret stop otherwise than legacy clusters is what
    /// this JDK's TextLayout answers (Corpus/scripts/swing-font-joins.py run again, its output
    /// compared row by row with the committed file).
    @Test(.enabled(if: slotTablePackagesInstalled, "needs openjdk-17-jdk and the font packages at the versions SwingDialogSlots+Data.swift names"))
    func swingFontJoinTableIsThisJDKs() async throws {
        let generator = RepositoryPaths.root.appendingPathComponent("Corpus/scripts/swing-font-joins.py").path
        let committed = RepositoryPaths.root.appendingPathComponent("Sources/HostModels/Generated/SwingFontJoins+Data.swift")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swing-font-joins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let regenerated = directory.appendingPathComponent("SwingFontJoins+Data.swift")
        let outcome = try await TestProcess.run("/usr/bin/python3", [generator, "--out", regenerated.path])
        try #require(outcome.status == 0, "\(outcome.errorOutput)")
        let fresh = try String(contentsOf: regenerated, encoding: .utf8).split(separator: "\n")
        let table = try String(contentsOf: committed, encoding: .utf8).split(separator: "\n")
        #expect(fresh.count == table.count, "\(fresh.count) lines regenerated, \(table.count) committed")
        let differing = zip(fresh, table).enumerated().filter { $0.element.0 != $0.element.1 }
        for (line, (jdk, committed)) in differing.prefix(10) {
            Issue.record("line \(line + 1) of \(differing.count) differing: the JDK gives `\(jdk)`, the table has `\(committed)`")
        }
    }

    @Test(.enabled(if: javaInstalled, "Debian's OpenJDK 17 is not installed (openjdk-17-jdk)"))
    func swingComplexTextIsFontUtilitiesNonSimpleChar() async throws {
        let outcome = try await TestProcess.run(Self.java, Self.exports + [Self.oracle, "nonsimple"])
        try #require(outcome.status == 0, "\(outcome.errorOutput)")
        let flags = Array(outcome.output.utf8.prefix(0x10000))
        try #require(flags.count == 0x10000)
        for unit in 0...0xFFFF {
            #expect(SwingCaretRule.isNonSimple(UInt16(unit)) == (flags[unit] == UInt8(ascii: "1")), "U+\(String(unit, radix: 16, uppercase: true))")
        }
    }
}
