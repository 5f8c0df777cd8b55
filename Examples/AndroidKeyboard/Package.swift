// swift-tools-version: 6.0
import PackageDescription

// An Android keyboard's Backspace, ported to Swift, and its tests against EditingSemantics' host
// models through the simulated InputConnection. The keyboard code depends on nothing; only the
// test target uses EditingSemantics.
let package = Package(
    name: "AndroidKeyboard",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "KeyboardInput", targets: ["KeyboardInput"]),
    ],
    dependencies: [
        // In a keyboard project: .package(url: "https://github.com/OWNER/EditingSemantics.git", branch: "main").
        .package(name: "EditingSemantics", path: "../.."),
    ],
    targets: [
        .target(name: "KeyboardInput"),
        .testTarget(
            name: "KeyboardInputTests",
            dependencies: [
                "KeyboardInput",
                .product(name: "EditingSemanticsTesting", package: "EditingSemantics"),
                .product(name: "KeyboardSimulation", package: "EditingSemantics"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
