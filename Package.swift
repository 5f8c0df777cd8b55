// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "EditingSemantics",
    // macOS 15 for String(validating:as:) (Swift 6.0's standard library); Regex literals,
    // ContinuousClock and NSLock.withLock need 13. No iOS: the ICU bridge needs the system ICU.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "EditingSemantics", targets: ["EditingSemantics"]),
        .library(name: "HostModels", targets: ["HostModels"]),
        // A product only because the fuzz targets (Tests/Fuzz) are a package of their own, and
        // another package can depend on products alone; it is not meant for library users.
        .library(name: "EditingInvariants", targets: ["EditingInvariants"]),
        .library(name: "KeyboardProxy", targets: ["KeyboardProxy"]),
        .library(name: "KeyboardStrategies", targets: ["KeyboardStrategies"]),
        .library(name: "KeyboardSimulation", targets: ["KeyboardSimulation"]),
        .library(name: "EditingSemanticsTesting", targets: ["EditingSemanticsTesting"]),
        .executable(name: "editsem", targets: ["editsem"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
    ],
    targets: [
        // The system ICU (Debian libicu-dev, Homebrew icu4c). Only the C bridge includes its headers:
        // Foundation carries its own ICU with the same C type names.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        .target(name: "CICUBridge", dependencies: ["CICU"]),
        // General tools no product exposes: JSON and XML writing, a seeded random number generator,
        // a parallel map, binary search, array filling. In no product; its API is `package`.
        .target(name: "EditingSupport"),
        .target(
            name: "EditingSemantics",
            dependencies: ["CICUBridge", "EditingSupport"],
            resources: [.copy("Rules")]
        ),
        .target(name: "HostModels", dependencies: ["EditingSemantics", "EditingSupport"], exclude: ["README.md"]),
        // The shape of report.json, shared by its writer, its schema and the guide's reader.
        .target(name: "ReportFormat", dependencies: ["EditingSemantics", "EditingSupport", "HostModels"]),
        .target(name: "EditingReports", dependencies: ["EditingSemantics", "EditingSupport", "HostModels", "KeyboardSimulation", "KeyboardStrategies", "EditingCorpus", "HostObservation", "ReportFormat"]),
        // CLDR keyboard test files, read, written and run by `editsem keyboard-test`; in no product.
        .target(name: "KeyboardTestData", dependencies: ["EditingSemantics", "EditingSupport", "HostModels"]),
        // The proxy a keyboard's own code compiles against, with UIKit's adapter: Foundation only,
        // no ICU, so a keyboard can depend on it alone.
        .target(name: "KeyboardProxy"),
        // Keyboard-side strategies, run on real proxies or simulated ones.
        .target(name: "KeyboardStrategies", dependencies: ["EditingSemantics", "KeyboardProxy"]),
        .target(name: "KeyboardSimulation", dependencies: ["EditingSemantics", "EditingSupport", "HostModels", "KeyboardProxy", "KeyboardStrategies"]),
        // The corpus reader behind `EditingSemanticsTesting`'s text selections; in no product.
        .target(name: "EditingCorpus", dependencies: ["EditingSemantics"]),
        // Real hosts measured through their own automation (Drivers/, Python programs speaking
        // Drivers/PROTOCOL.md), and the observation files that hold host models to them.
        .target(
            name: "HostObservation",
            dependencies: ["EditingSemantics", "EditingSupport", "HostModels", "EditingCorpus"],
            resources: [.copy("Drivers")]
        ),
        .target(name: "EditingSemanticsTesting", dependencies: ["EditingSemantics", "HostModels", "KeyboardSimulation", "KeyboardStrategies", "EditingCorpus"]),
        .target(name: "EditingGuide", dependencies: ["EditingSemantics", "HostModels", "ReportFormat"]),
        .target(
            name: "EditsemCLI",
            dependencies: [
                "EditingSemantics",
                "EditingSupport",
                "HostModels",
                "KeyboardTestData",
                "KeyboardSimulation",
                "KeyboardStrategies",
                "EditingCorpus",
                "EditingReports",
                "ReportFormat",
                "EditingGuide",
                "HostObservation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "editsem", dependencies: ["EditsemCLI"]),
        // The contracts of segmenters, host rules and the simulator as checks, shared by the
        // property tests and the fuzz targets in Tests/Fuzz. Not the command line: the command
        // contract is given a way to run the commands, so the fuzz package links no ArgumentParser.
        .target(name: "EditingInvariants", dependencies: ["EditingSemantics", "EditingSupport", "HostModels", "KeyboardSimulation", "KeyboardStrategies", "KeyboardTestData", "EditingCorpus"]),
        // Test-only helpers (launching `editsem` and other programs, repository paths); in no product.
        .target(
            name: "EditsemTestSupport",
            dependencies: [.product(name: "Subprocess", package: "swift-subprocess")],
            path: "Tests/EditsemTestSupport"
        ),
        // The report as `editsem report` draws it today, drawn once for the tests that hold
        // committed files (pages, schema, guide figures) to it; in no product.
        .target(
            name: "ReportTestSupport",
            dependencies: ["EditingCorpus", "EditingReports", "EditingSemantics", "EditsemTestSupport", "HostObservation"],
            path: "Tests/ReportTestSupport"
        ),
        .testTarget(name: "EditingSemanticsTests", dependencies: ["EditingSemantics", "EditingSupport", "CICUBridge", "EditingInvariants", "EditsemTestSupport"]),
        .testTarget(name: "HostModelsTests", dependencies: ["HostModels", "EditingSemantics", "EditingSupport", "EditingInvariants", "EditsemTestSupport"], exclude: ["Pango150Breaks"]),
        // Every test of the `editsem` command, run as a process or in-process.
        .testTarget(name: "CommandTests", dependencies: [
            "EditingSemantics", "EditingSupport", "EditingCorpus", "EditingInvariants", "EditsemCLI", "HostModels", "HostObservation", "KeyboardSimulation",
            "KeyboardStrategies", "EditsemTestSupport", "editsem", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], exclude: ["Fixtures"]),
        .testTarget(
            name: "PropertyTests",
            dependencies: [
                "EditingInvariants", "EditingSemantics", "EditsemCLI", "EditsemTestSupport", "HostModels", "KeyboardProxy", "KeyboardSimulation",
                "KeyboardStrategies", "KeyboardTestData",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "EditingReportsTests", dependencies: ["EditingReports", "ReportFormat", "EditingSemantics", "EditingSupport", "HostModels", "EditingCorpus", "EditingInvariants", "HostObservation", "EditsemTestSupport", "ReportTestSupport"]),
        .testTarget(name: "KeyboardTestDataTests", dependencies: ["KeyboardTestData", "EditingSemantics", "HostModels", "EditsemTestSupport"]),
        .testTarget(name: "EditingCorpusTests", dependencies: ["EditingCorpus", "EditingSemantics", "EditsemTestSupport"]),
        .testTarget(name: "KeyboardSimulationTests", dependencies: ["KeyboardSimulation", "KeyboardStrategies", "KeyboardProxy", "EditingSemantics", "EditingSupport", "HostModels", "EditingCorpus", "EditingInvariants", "EditsemTestSupport"]),
        .testTarget(name: "EditingSemanticsTestingTests", dependencies: ["EditingSemanticsTesting", "EditingSemantics", "HostModels", "KeyboardSimulation", "KeyboardStrategies"]),
        .testTarget(name: "HostObservationTests", dependencies: ["HostObservation", "HostModels", "EditingSemantics", "EditingSupport", "EditingCorpus", "EditingInvariants", "EditsemTestSupport"],
                    exclude: ["Drivers", "Fixtures"]),
        .testTarget(name: "EditingGuideTests", dependencies: ["EditingGuide", "EditingReports", "ReportFormat", "EditingSemantics", "EditingSupport", "HostModels", "KeyboardSimulation", "KeyboardStrategies", "EditsemTestSupport", "ReportTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
