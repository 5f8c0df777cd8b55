import EditingSemantics
@testable import EditingSemanticsTesting
import Testing

@Suite struct BuiltInTextsTests {
    @Test func everyTextHasAUniqueIDAndAScriptTag() {
        let ids = BuiltInTexts.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for text in BuiltInTexts.all {
            #expect(text.tags.contains { ["devanagari", "hangul", "emoji"].contains($0) }, "\(text.id)")
            #expect(text.text.isWellFormed, "\(text.id)")
        }
    }
}
