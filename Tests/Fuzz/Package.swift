// swift-tools-version: 6.0
// libFuzzer targets for EditingSemantics, kept out of the main package's `swift build` and
// `swift test`. Build and run them with `Tests/Fuzz/run.sh` (see README.md's Reliability section).
import PackageDescription

/// One executable per fuzz target; the names match `FuzzTarget`'s raw values.
let targets = ["segmenters", "hosts", "escapes", "vector-file", "simulator", "strategies", "keyboard-test-file", "corpus"]

let package = Package(
    name: "EditingSemanticsFuzz",
    // EditingSemantics' floor.
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "EditingSemantics", path: "../..")],
    targets: [
        .target(name: "LibFuzzerDriver"),
        .target(
            name: "FuzzMain",
            dependencies: ["LibFuzzerDriver", .product(name: "EditingInvariants", package: "EditingSemantics")]
        ),
    ] + targets.map { name in
        .executableTarget(name: "fuzz-\(name)", dependencies: ["FuzzMain"], path: "Sources/fuzz-\(name)")
    },
    swiftLanguageModes: [.v6]
)
