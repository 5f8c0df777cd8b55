import EditingInvariants
import EditingSemantics
import Foundation
import PropertyBased

/// Generators biased toward the texts where units disagree: mostly whole fragments from
/// ``HardCases/fragments`` (viramas, jamo, RI runs, ZWJ chains, tags, VS, modifiers, lone
/// surrogates, CR LF, long clusters), sometimes a raw code unit of any value.
enum TextGen {
    /// One choice for ``HardCases/text(fromChoices:)``: a fragment 7 times in 8, else a raw unit.
    static let choice = Gen<Int>.frequency(
        (7, Gen.int(in: 0...(HardCases.fragments.count - 1))),
        (1, Gen.int(in: -0x10000...(-1)))
    )

    /// A text of up to `maxChoices` choices (shrinks by dropping choices).
    static func text(maxChoices: Int = 24) -> Generator<UTF16Text, some SendableSequenceType> {
        choice.array(of: 0...maxChoices).map { HardCases.text(fromChoices: $0) }
    }

    /// A text of one repeated fragment between others: long RI runs, jamo runs, mark runs.
    static var run: Generator<UTF16Text, some SendableSequenceType> {
        zip(choice.array(of: 0...4), Gen.int(in: 0...(HardCases.fragments.count - 1)), Gen.int(in: 1...60), choice.array(of: 0...4))
            .map { parts in
                HardCases.text(fromChoices: parts.0 + Array(repeating: parts.1, count: parts.2) + parts.3)
            }
    }
}

/// How many random cases a property runs: `base` times `EDITSEM_PROPERTY_SCALE` (default 1), so
/// a deeper local run is `EDITSEM_PROPERTY_SCALE=50 swift test --filter PropertyTests`.
func cases(_ base: Int) -> Int {
    let scale = ProcessInfo.processInfo.environment["EDITSEM_PROPERTY_SCALE"].flatMap(Int.init) ?? 1
    return base * max(scale, 1)
}
