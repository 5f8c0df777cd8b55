import EditingInvariants
import EditingSemantics
import HostModels
import PropertyBased
import Testing

/// Every host model in the catalog keeps ``HostContract`` on random hard texts.
@Suite struct HostProperties {
    @Test(arguments: HostCatalog.all.map(\.id))
    func contractHolds(_ id: String) async throws {
        let model = try HostCatalog.model(id: id)
        await propertyCheck(count: cases(150), input: TextGen.text(maxChoices: 16)) { text in
            let violations = HostContract.violations(of: model, on: text)
            #expect(violations.isEmpty, "\(violations.prefix(3).map(\.description))")
        }
    }

    /// The checker must catch rules that break the contract.
    @Test func contractCatchesBrokenRules() {
        struct DeletesTwoCodePoints: DeleteRule {
            func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
                guard let one = CodePointSegmenter().boundary(before: caret, in: text) else { return nil }
                return TextEdit(range: (CodePointSegmenter().boundary(before: one, in: text) ?? one)..<caret)
            }
        }
        struct DeletesAfterTheCaret: DeleteRule {
            func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
                caret > .zero ? TextEdit(range: UTF16Offset(caret.rawValue - 1)..<text.endOffset) : nil
            }
        }
        struct InsertsInstead: DeleteRule {
            func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
                caret > .zero ? TextEdit(range: UTF16Offset(caret.rawValue - 1)..<caret, replacement: "xy") : nil
            }
        }
        struct StandsStill: StepRule {
            func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? { offset }
        }
        let text: UTF16Text = "abc"
        #expect(HostContract.deletionViolations(of: DeletesTwoCodePoints(), unit: .codePoint, host: "t", on: text)
            .contains { $0.message.contains("more than one code-point") })
        #expect(HostContract.deletionViolations(of: DeletesTwoCodePoints(), unit: nil, host: "t", on: text).isEmpty)
        #expect(HostContract.deletionViolations(of: DeletesAfterTheCaret(), unit: nil, host: "t", on: text)
            .contains { $0.message.contains("does not end at the caret") })
        #expect(HostContract.deletionViolations(of: InsertsInstead(), unit: nil, host: "t", on: text)
            .contains { $0.message.contains("puts in more than it takes") })
        #expect(!HostContract.stepViolations(of: StandsStill(), name: "t", on: text).isEmpty)
        struct ComposingKorean: DeleteRule {  // 한 → 하: same UTF-16 length, one jamo fewer
            func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
                guard caret > .zero else { return nil }
                let start = UTF16Offset(caret.rawValue - 1)
                if let syllable = HangulSyllable(UInt32(text.units[start.rawValue])), let shorter = syllable.withoutTrail {
                    return TextEdit(range: start..<caret, replacement: UTF16Text(units: [UInt16(shorter.scalar)]))
                }
                return TextEdit(range: start..<caret)
            }
        }
        #expect(HostContract.deletionViolations(of: ComposingKorean(), unit: nil, host: "t", on: "\u{D55C}").isEmpty)
        struct ChangesNothing: DeleteRule {
            func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
                caret > .zero ? TextEdit(range: UTF16Offset(caret.rawValue - 1)..<caret, replacement: text[UTF16Offset(caret.rawValue - 1)..<caret]) : nil
            }
        }
        let unchanged = HostContract.deletionViolations(of: ChangesNothing(), unit: nil, host: "t", on: text)
        #expect(unchanged.contains { $0.message.contains("changes nothing") } && unchanged.contains { $0.message.contains("leaves") })
        #expect(HostContract.deletionViolations(of: SegmentDeleteRule(ICUSegmenter.grapheme), unit: .grapheme, host: "t", on: "e\u{301}\u{1F1F0}\u{1F1F7}").isEmpty)
        struct StopsElsewhere: BoundaryDeleteRule {  // whole-text stops that are not its presses
            func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
                caret > .zero ? TextEdit(range: .zero..<caret) : nil
            }
            func deletionStops(in text: UTF16Text) -> [UTF16Offset]? { (0...text.units.count).map { UTF16Offset($0) } }
        }
        #expect(HostContract.deletionViolations(of: StopsElsewhere(), unit: nil, host: "t", on: text)
            .contains { $0.message.contains("by the definition") })
    }
}
