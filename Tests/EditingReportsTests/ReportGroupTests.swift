import EditingCorpus
import EditingReports
import EditsemTestSupport
import Foundation
import Testing

/// Every script or language tag of the corpus vocabulary chooses a report page on purpose.
@Suite struct ReportGroupTests {
    func scan(vocabulary: String) throws -> CorpusScan {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("tags.txt", vocabulary)
        try scratch.write("a.corpus", "source: test\nlicense: test\na1\tx\tlatin\n")
        return CorpusReader(directory: scratch.url.path).scan { _ in }
    }

    @Test func theBundledVocabularyHasAGroupForEveryScriptTag() throws {
        let scan = CorpusReader(directory: RepositoryPaths.url("Corpus").path).scan { _ in }
        let scripts = scan.vocabulary.tags.filter { $0.section == ReportText.scriptTagSection }
        #expect(scripts.count >= 30, "the \"\(ReportText.scriptTagSection)\" block of tags.txt was not found")
        #expect(ReportText.scriptTagsWithoutGroup(in: scan).map(\.description) == [])
    }

    @Test func aNewScriptTagIsAnErrorAtItsLine() throws {
        let scan = try scan(vocabulary: "# A vocabulary\n\n# Scripts and languages\nlatin\tLatin\ngeorgian\tGeorgian\n\n# Other\nword\ta word\n")
        let errors = ReportText.scriptTagsWithoutGroup(in: scan)
        #expect(errors.map(\.kind) == [.ungroupedScriptTag])
        #expect(errors.map(\.line) == [5])
        #expect(errors.first?.path.hasSuffix("/tags.txt") == true)
        #expect(errors.first?.reason.contains("'georgian'") == true)
    }

    /// A tag outside the block (a property such as `rtl`) chooses no page and needs none.
    @Test func tagsOutsideTheScriptBlockNeedNoGroup() throws {
        let scan = try scan(vocabulary: "# Scripts and languages\nlatin\tLatin\n\n# Script mixing\nrtl\tright to left\n")
        #expect(scan.vocabulary.tags.map(\.section) == ["Scripts and languages", "Script mixing"])
        #expect(ReportText.scriptTagsWithoutGroup(in: scan).isEmpty)
    }
}
