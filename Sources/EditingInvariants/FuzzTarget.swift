import EditingSemantics
import HostModels

/// The checks behind each fuzz target in `Tests/Fuzz`, kept here so that `swift test` replays the
/// inputs the fuzzers once crashed on (`Tests/Fuzz/Regressions/<target>/`) through the same code.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// Every segmenter's contract and the unit nesting, on `HardCases/text(fromBytes:)`.
    case segmenters
    /// Every host model's deletion and step contracts, on `HardCases/text(fromBytes:)`.
    case hosts
    /// The escape syntax, on the bytes read as UTF-8 (invalid sequences become U+FFFD).
    case escapes
    /// The host vector file parser, on the bytes read as UTF-8, evaluating what parses.
    case vectorFile = "vector-file"
    /// The keyboard simulator under a call sequence decoded by `SimulatorContract/script(fromBytes:)`.
    case simulator
    /// Every strategy on every host, on `HardCases/text(fromBytes:)` (first byte: how much of
    /// the rest goes after the caret).
    case strategies
    /// The `<keyboardTest3>` XML reader and writer, on the raw bytes.
    case keyboardTestFile = "keyboard-test-file"
    /// The corpus reader, on the bytes as one `.corpus` file (with a small tag vocabulary).
    case corpus

    /// Every violation the input shows; empty when the code under test behaves.
    public func violations(_ bytes: [UInt8]) -> [Violation] {
        switch self {
        case .segmenters:
            let text = HardCases.text(fromBytes: bytes)
            return UnitID.allCases.flatMap { SegmenterContract.violations(of: $0.makeSegmenter(), on: text) }
                + UnitNesting.violations(on: text)
        case .hosts:
            let text = HardCases.text(fromBytes: bytes)
            return HostCatalog.all.flatMap { HostContract.violations(of: $0, on: text) }
        case .escapes:
            let source = String(decoding: bytes, as: UTF8.self)
            return EscapeContract.violations(reading: source)
                + EscapeContract.violations(roundTripping: HardCases.text(fromBytes: bytes))
        case .vectorFile:
            return VectorFileContract.violations(parsing: String(decoding: bytes, as: UTF8.self))
        case .simulator:
            return SimulatorContract.violations(fromBytes: bytes)
        case .strategies:
            let split = bytes.isEmpty ? 0 : min(Int(bytes[0] % 8), bytes.count - 1)
            let text = HardCases.text(fromBytes: bytes.dropFirst(1 + split))
            let following = HardCases.text(fromBytes: bytes.dropFirst().prefix(split))
            return SimulatorContract.strategyViolations(on: text, following: following)
        case .keyboardTestFile:
            return KeyboardTestFileContract.violations(reading: bytes)
        case .corpus:
            return CorpusContract.violations(reading: bytes)
        }
    }
}
