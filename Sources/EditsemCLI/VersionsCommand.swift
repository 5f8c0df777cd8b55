import ArgumentParser
import EditingSemantics

struct VersionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "versions",
        abstract: "Print the ICU, Unicode and Swift versions behind every figure.")

    @Flag(name: .long, help: "Write JSON.")
    var json = false

    func run() throws {
        let fields: [(String, JSONValue)] = [
            ("icu", .string(Versions.icu)),
            ("icuUnicode", .string(Versions.icuUnicode)),
            ("swift", .string(Versions.swift)),
            ("stdlibUnicode", .string(Versions.stdlibUnicode)),
            ("foundationICU", Versions.foundationICU.map { .string($0) } ?? .null),
        ]
        if json {
            printJSON(.object(fields))
            return
        }
        print("system ICU:             \(Versions.icu) (Unicode \(Versions.icuUnicode))")
        print("Swift compiler:         \(Versions.swift)")
        print("Swift stdlib Unicode:   \(Versions.stdlibUnicode) (newest Age among scalars)")
        print("Foundation's ICU:       \(Versions.foundationICU ?? "not loaded in this process")")
    }
}
