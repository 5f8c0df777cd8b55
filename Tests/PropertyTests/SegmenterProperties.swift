import EditingInvariants
import EditingSemantics
import PropertyBased
import Testing

/// Every segmenter keeps its contract (``SegmenterContract``) on random hard texts, and the units
/// nest as their definitions say (``UnitNesting``).
@Suite struct SegmenterProperties {
    @Test(arguments: UnitID.allCases)
    func contractHoldsOnMixedTexts(_ unit: UnitID) async {
        let segmenter = unit.makeSegmenter()
        await propertyCheck(count: cases(250), input: TextGen.text()) { text in
            let violations = SegmenterContract.violations(of: segmenter, on: text)
            #expect(violations.isEmpty, "\(violations.prefix(3).map(\.description))")
        }
    }

    @Test(arguments: UnitID.allCases)
    func contractHoldsOnRuns(_ unit: UnitID) async {
        let segmenter = unit.makeSegmenter()
        await propertyCheck(count: cases(150), input: TextGen.run) { text in
            let violations = SegmenterContract.violations(of: segmenter, on: text)
            #expect(violations.isEmpty, "\(violations.prefix(3).map(\.description))")
        }
    }

    @Test func unitsNest() async {
        await propertyCheck(count: cases(500), input: TextGen.text()) { text in
            let violations = UnitNesting.violations(on: text)
            #expect(violations.isEmpty, "\(violations.map(\.description))")
        }
    }

    /// The checker itself must catch a broken segmenter, or the properties above prove nothing.
    @Test func contractCatchesABrokenSegmenter() {
        struct SkipsLastBoundary: Segmenter {
            var unit: UnitID { .codePoint }
            func boundaries(in text: UTF16Text) -> [UTF16Offset] { Array(CodePointSegmenter().boundaries(in: text).dropLast()) }
        }
        struct DisagreesBackward: Segmenter {
            var unit: UnitID { .codePoint }
            func boundaries(in text: UTF16Text) -> [UTF16Offset] { CodePointSegmenter().boundaries(in: text) }
            func boundary(before offset: UTF16Offset, in text: UTF16Text) -> UTF16Offset? { offset > .zero ? .zero : nil }
        }
        let text: UTF16Text = "ab\u{1F1F0}"
        #expect(!SegmenterContract.violations(of: SkipsLastBoundary(), on: text).isEmpty)
        #expect(SegmenterContract.violations(of: DisagreesBackward(), on: text).contains { $0.message.contains("boundary(before: 2)") })
        #expect(SegmenterContract.violations(of: UTF16UnitSegmenter(), on: text).isEmpty)
        struct SplitsPairs: Segmenter {
            var unit: UnitID { .codePoint }
            func boundaries(in text: UTF16Text) -> [UTF16Offset] { UTF16UnitSegmenter().boundaries(in: text) }
        }
        #expect(SegmenterContract.violations(of: SplitsPairs(), on: text).contains { $0.message.contains("splits a surrogate pair") })
        struct CountsTwicePerSegment: Segmenter {
            var unit: UnitID { .codePoint }
            func boundaries(in text: UTF16Text) -> [UTF16Offset] { CodePointSegmenter().boundaries(in: text) }
            func unitCount(ofSegment range: Range<UTF16Offset>, in text: UTF16Text) -> Int { 2 }
        }
        #expect(SegmenterContract.violations(of: CountsTwicePerSegment(), on: text).contains { $0.message.contains("unitCount is 6 for 3 segments") })
    }
}
