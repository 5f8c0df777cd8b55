import EditingSemantics

/// Hosts that are one plain unit throughout: yardsticks for the real hosts, and the behaviour of
/// code that deletes and counts in that unit.
enum ReferenceHosts {
    static let unicodeStandard = Citation(
        "The Unicode Standard, chapter 3 (D76-D93: code points, UTF-16 code units); UAX #29",
        grade: .source, note: "definition of the unit")
    static let selectionByDefinition = Aspect<SelectionRule>(
        rule: .deletesSelection, unit: "selection",
        summary: "A reference model deletes a non-empty selection and nothing else.",
        citations: [Citation("this package: reference model, by definition", grade: .source)])

    static func plain(
        id: String, name: String, summary: String, unit: UnitID, citations: [Citation]
    ) -> HostModel {
        let segmenter = unit.makeSegmenter()
        return HostModel(
            id: id, name: name, summary: summary,
            deletion: Aspect(rule: SegmentDeleteRule(segmenter), unit: unit.rawValue,
                             summary: "Deletes one \(unit.rawValue) unit.", citations: citations),
            offset: Aspect(rule: SegmentStepRule(segmenter), unit: unit.rawValue,
                           summary: "Offsets count \(unit.rawValue) units.", citations: citations),
            caret: Aspect(rule: SegmentStepRule(segmenter), unit: unit.rawValue,
                          summary: "The caret stops at every \(unit.rawValue) boundary.", citations: citations),
            selection: selectionByDefinition,
            unicodeBasis: unit.basis, release: .reference
        ).forwardDeletingToCaretStops(summary: "Deletes one \(unit.rawValue) unit forward.", citations: citations)
    }

    static let utf16Unit = plain(
        id: "utf16-unit", name: "UTF-16 code units",
        summary: "Code that deletes and counts UTF-16 code units, as NSString.length and Android's deleteSurroundingText do.",
        unit: .utf16, citations: [unicodeStandard])

    static let codePoint = plain(
        id: "code-point", name: "Unicode code points",
        summary: "Code that deletes and counts Unicode scalars.",
        unit: .codePoint, citations: [unicodeStandard])

    static let graphemeICU = plain(
        id: "grapheme-icu", name: "ICU extended grapheme clusters",
        summary: "Deletion and movement by the system ICU's character break iterator (UAX #29 plus CLDR's aksara rule).",
        unit: .grapheme,
        citations: [Citation("ICU4C ubrk_open(UBRK_CHARACTER), system ICU \(Versions.icu)", grade: .ran,
                             note: "passes Unicode's GraphemeBreakTest for its Unicode version")])

    static let swiftString = HostModel(
        id: "swift-string", name: "Swift String (removeLast, index(_:offsetBy:))",
        summary: "An in-app keyboard or editor that keeps its text in a Swift String: removeLast() deletes one Character and offsets count Characters.",
        deletion: Aspect(rule: SegmentDeleteRule(SwiftCharacterSegmenter()), unit: UnitID.swiftCharacter.rawValue,
                         summary: "String.removeLast() removes one Character (an extended grapheme cluster).",
                         citations: [
                            Citation("swiftlang/swift stdlib/public/core/StringGraphemeBreaking.swift (Swift \(Versions.swift))", grade: .ran,
                                     note: "\"नमस्ते\".count == 3 on Swift 6.3.1"),
                            Citation("Digital Leaves, \"Custom In-App Keyboards\", 2016-12, https://digitalleaves.com/blog/2016/12/custom-in-app-keyboards/ (an in-app keyboard whose backspace removes the String's last Character with remove(at: index(before: endIndex)))", grade: .observation),
                         ]),
        offset: Aspect(rule: SegmentStepRule(SwiftCharacterSegmenter()), unit: UnitID.swiftCharacter.rawValue,
                       summary: "String.index(_:offsetBy:) counts Characters.",
                       citations: [Citation("Swift standard library, String is a BidirectionalCollection of Character", grade: .ran)]),
        caret: Aspect(rule: SegmentStepRule(SwiftCharacterSegmenter()), unit: UnitID.swiftCharacter.rawValue,
                      summary: "index(after:) and index(before:) step by Character.",
                      citations: [Citation("Swift standard library, String.index(before:) / index(after:)", grade: .ran)]),
        selection: selectionByDefinition,
        unicodeBasis: UnitID.swiftCharacter.basis, release: .reference
    ).forwardDeletingToCaretStops(
        summary: "String.remove(at:) removes one Character, the step of index(after:).",
        citations: [Citation("Tests/HostModelsTests/ForwardDeletionTests.swift: String.remove(at:) against this model's forward deletion on random texts, Swift \(Versions.swift)", grade: .ran)])
}
