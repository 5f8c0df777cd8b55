// swift-tools-version: 6.0
import PackageDescription

// A keyboard's editing code, and its tests against EditingSemantics' host models. The keyboard
// code itself depends on nothing; only the test target uses EditingSemantics.
let package = Package(
    name: "KeyboardCI",
    // EditingSemantics' floor, which the test target depends on.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "KeyboardEditing", targets: ["KeyboardEditing"]),
    ],
    dependencies: [
        // In a keyboard project: .package(url: "https://github.com/OWNER/EditingSemantics.git", branch: "main").
        // For a path, name: keeps package: "EditingSemantics" valid whatever the folder is called.
        .package(name: "EditingSemantics", path: "../.."),
    ],
    targets: [
        .target(name: "KeyboardEditing"),
        .testTarget(
            name: "KeyboardEditingTests",
            dependencies: [
                "KeyboardEditing",
                .product(name: "EditingSemanticsTesting", package: "EditingSemantics"),
                .product(name: "KeyboardSimulation", package: "EditingSemantics"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
