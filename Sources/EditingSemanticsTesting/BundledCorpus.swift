import Foundation

/// Where the corpus that ships with EditingSemantics is found when the package is used as a
/// SwiftPM dependency.
///
/// SwiftPM builds dependencies from a source checkout (`.build/checkouts/EditingSemantics`, or
/// Xcode's `SourcePackages/checkouts`), so the `Corpus/` folder sits beside the library's own
/// sources: this file's `#filePath` leads to it. That holds wherever the tests run on the machine
/// that built them (a Mac, Linux CI, the iOS simulator). It does not hold for a test bundle run
/// on another machine or a device; there, set ``environmentVariable`` to a copy of the folder,
/// or the check falls back to ``BuiltInTexts`` and says so. The corpus is not copied into a
/// resource bundle: that would duplicate it in every build and could drift from the folder the
/// reports are made from.
public enum BundledCorpus {
    /// Set to a corpus folder to use it instead of the bundled one.
    public static let environmentVariable = "EDITSEM_CORPUS"

    /// The folder this library's sources locate: `<package>/Corpus`.
    public static let sourceCheckoutDirectory: String = {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()   // EditingSemanticsTesting
            .deletingLastPathComponent()   // Sources
            .deletingLastPathComponent()   // the package
            .appendingPathComponent("Corpus").path
    }()

    /// The folder to read: ``environmentVariable`` when set, else ``sourceCheckoutDirectory``;
    /// nil when that folder does not exist.
    public static var directory: String? {
        let candidate = ProcessInfo.processInfo.environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? sourceCheckoutDirectory
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) && isDirectory.boolValue ? candidate : nil
    }
}
