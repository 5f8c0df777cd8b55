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

@Suite struct BundledCorpusTests {
    @Test func theBundledCorpusIsFoundFromTheSources() throws {
        let directory = try #require(BundledCorpus.directory)
        #expect(directory.hasSuffix("/Corpus"))
    }

    /// Each built-in text is the corpus case with its id: same code units, same tags.
    @Test func builtInTextsAreCorpusCases() throws {
        let resolved = TextSelection.bundledCorpus(TextFilter(ids: Set(BuiltInTexts.all.map(\.id)))).resolve()
        #expect(resolved.problems.isEmpty)
        let corpus = Dictionary(uniqueKeysWithValues: resolved.texts.map { ($0.id, $0) })
        for builtIn in BuiltInTexts.all {
            let corpusCase = try #require(corpus[builtIn.id], "\(builtIn.id) is not in the corpus")
            #expect(corpusCase.text == builtIn.text, "\(builtIn.id)")
            #expect(corpusCase.tags == builtIn.tags, "\(builtIn.id)")
            #expect(builtIn.origin == "built-in (\(corpusCase.origin.split(separator: ":")[0]))", "\(builtIn.id)")
        }
    }

    @Test func tagsOutsideTheVocabularyAreProblems() {
        let resolved = TextSelection.bundledCorpus(tags: ["devanagari", "no-such-tag"]).resolve()
        #expect(resolved.problems == ["the tag 'no-such-tag' is not in \(BundledCorpus.sourceCheckoutDirectory)/tags.txt"])
        #expect(!resolved.texts.isEmpty)
        #expect(resolved.texts.allSatisfy { $0.hasTag("devanagari") })
    }

    @Test func aMissingCorpusFolderIsAProblem() {
        let resolved = TextSelection.corpus(directory: "/nonexistent/corpus").resolve()
        #expect(resolved.texts.isEmpty)
        #expect(resolved.problems.contains { $0.contains("/nonexistent/corpus") })
    }
}
