import EditingSemantics
import HostModels

/// Host models that exist only to test the simulator: one that knows nothing, and ones that break
/// their contract or produce ill-formed text.
enum TestHosts {
    static let citation = [Citation("KeyboardSimulationTests: a test double", grade: .unknown)]

    static func host(
        id: String, deletion: (any DeleteRule)?, offset: (any StepRule)?, selection: SelectionRule? = .deletesSelection
    ) -> HostModel {
        HostModel(
            id: id, name: id, summary: "A test double.",
            deletion: Aspect(rule: deletion, unit: "test", summary: "test", citations: citation),
            offset: Aspect(rule: offset, unit: "test", summary: "test", citations: citation),
            caret: Aspect(rule: offset, unit: "test", summary: "test", citations: citation),
            selection: Aspect(rule: selection, unit: "selection", summary: "test", citations: citation),
            unicodeBasis: "none")
    }

    /// Every aspect unknown.
    static let unknown = host(id: "test-unknown", deletion: nil, offset: nil, selection: nil)

    /// Deletes one unit and leaves a lone trail surrogate in its place; steps by UTF-16 units.
    static let illFormed = host(id: "test-ill-formed", deletion: LoneSurrogateDelete(), offset: SegmentStepRule(UTF16UnitSegmenter()))

    /// Answers outside the text and steps the wrong way.
    static let hostile = host(id: "test-hostile", deletion: OutOfRangeDelete(), offset: WrongWayStep())

    /// Replaces a precomposed Hangul syllable by its shorter form (한 → 하 → ᄒ), as a jamo-by-jamo
    /// backspace does, and deletes other scalars whole; steps by code points.
    static let decomposing = host(id: "test-decomposing", deletion: DecomposingDelete(), offset: SegmentStepRule(CodePointSegmenter()))

    struct LoneSurrogateDelete: DeleteRule {
        func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
            guard caret > .zero else { return nil }
            return TextEdit(range: UTF16Offset(caret.rawValue - 1)..<caret, replacement: UTF16Text(units: [0xDC00]))
        }
    }

    struct OutOfRangeDelete: DeleteRule {
        func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
            TextEdit(range: caret..<caret.advanced(by: 5))
        }
    }

    struct WrongWayStep: StepRule {
        func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
            offset.rawValue % 2 == 0 ? offset : UTF16Offset(offset.rawValue + (forward ? -1 : 1))
        }
    }

    struct DecomposingDelete: DeleteRule {
        func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
            guard caret > .zero else { return nil }
            let last = text.scalar(endingAt: caret)
            if !last.isLoneSurrogate, let syllable = HangulSyllable(last.value) {
                let shorter = syllable.withoutTrail.map { UTF16Text(units: Array(UTF16.encode(Unicode.Scalar($0.scalar)!)!)) }
                    ?? UTF16Text(units: Array(UTF16.encode(Unicode.Scalar(syllable.lead)!)!))
                return TextEdit(range: last.offset..<caret, replacement: shorter)
            }
            return TextEdit(range: last.offset..<caret)
        }
    }
}
