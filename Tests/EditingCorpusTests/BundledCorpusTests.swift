import EditingCorpus
import EditingSemantics
import EditsemTestSupport
import Foundation
import Testing

/// The corpus under Corpus/ loads cleanly, keeps to its vocabulary, and holds what it promises.
@Suite struct BundledCorpusTests {
    static let loaded = CorpusReader(directory: Repository.corpus).loadAll()
    var cases: [CorpusCase] { Self.loaded.cases }
    var scan: CorpusScan { Self.loaded.scan }

    func cases(in file: String) -> [CorpusCase] { cases.filter { $0.location.file == file } }

    @Test func loadsWithoutErrors() {
        #expect(scan.errorCount == 0, "\(scan.errors.map(\.description).joined(separator: "\n"))")
        #expect(scan.version != nil)
        #expect(scan.caseCount == cases.count)
    }

    /// The vocabulary, read here with a plain split rather than the library's reader.
    static let vocabulary: Set<String> = {
        let text = (try? String(contentsOfFile: Repository.corpus + "/tags.txt", encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains("\t") }
            .map { String($0.split(separator: "\t")[0]) })
    }()

    @Test func everyTagIsInTheVocabularyAndEveryTagIsUsed() {
        #expect(Self.vocabulary.count > 50)
        #expect(Set(scan.vocabulary.names) == Self.vocabulary)
        let used = Set(cases.flatMap(\.tags))
        #expect(used.subtracting(Self.vocabulary).isEmpty, "outside tags.txt: \(used.subtracting(Self.vocabulary).sorted())")
        #expect(Self.vocabulary.subtracting(used).isEmpty, "defined but unused: \(Self.vocabulary.subtracting(used).sorted())")
    }

    @Test func idsAreUniqueAndEveryCaseHasProvenance() {
        #expect(Set(cases.map(\.id)).count == cases.count)
        for corpusCase in cases {
            #expect(!corpusCase.source.isEmpty && !corpusCase.license.isEmpty, "\(corpusCase.location)")
            #expect(!corpusCase.text.isEmpty)
        }
    }

    /// Counted straight from Unicode's file: every fully-qualified line is a case, with the same text.
    @Test func theEmojiFileHasEveryFullyQualifiedSequence() throws {
        let unicode = try String(contentsOfFile: Repository.emojiTest, encoding: .utf8)
        var version: String?
        var expected: [UTF16Text] = []
        for line in unicode.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("# Version:") { version = line.dropFirst("# Version:".count).trimmingCharacters(in: .whitespaces) }
            guard !line.hasPrefix("#"), let semicolon = line.firstIndex(of: ";") else { continue }
            let status = line[line.index(after: semicolon)...].split(separator: "#")[0].trimmingCharacters(in: .whitespaces)
            guard status == "fully-qualified" else { continue }
            let scalars = line[..<semicolon].split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
            expected.append(UTF16Text(String(String.UnicodeScalarView(scalars))))
        }
        let fileVersion = try #require(version)
        #expect(expected.count == 3655, "emoji-test.txt 15.0 states 3655 fully-qualified lines in its Status Counts")
        let emojiCases = cases(in: "emoji-test-\(fileVersion).corpus")
        #expect(emojiCases.count == expected.count)
        #expect(emojiCases.map(\.text) == expected, "same sequences, in the file's order")
        #expect(emojiCases.allSatisfy { $0.hasTag("fully-qualified") && $0.hasTag("emoji") })
        #expect(emojiCases.first?.source.contains("Emoji Version \(fileVersion)") == true)
    }

    /// The files of later emoji releases hold exactly the fully-qualified sequences their release introduced.
    @Test(arguments: Repository.laterEmojiReleases)
    func laterEmojiReleasesHoldTheirNewSequences(version: String) {
        let release = cases(in: "emoji-test-\(version).corpus")
        #expect(!release.isEmpty)
        let tag = Repository.releaseTag(version)
        #expect(release.allSatisfy { $0.hasTag(tag) && $0.hasTag("fully-qualified") && $0.hasTag("emoji") })
        #expect(release.allSatisfy { $0.note?.hasSuffix("(E\(version))") == true }, "every note names the release")
        #expect(release.allSatisfy { $0.source.contains("Emoji Version \(version)") })
    }

    /// The release files and the vocabulary's release tags name the same releases, the first
    /// being the release of the complete file (Emoji 15.0, the system ICU's).
    @Test func everyLaterReleaseFileHasItsTagAndEveryReleaseTagItsFile() throws {
        #expect(Repository.emojiTestVersions.first == "15.0")
        #expect(Repository.laterEmojiReleases.count >= 1)
        #expect(Repository.newestEmojiData.count > 1_400, "the newest Tests/UnicodeData/<version>/emoji-data.txt is read")
        let vocabulary = try String(contentsOfFile: Repository.corpus + "/tags.txt", encoding: .utf8)
        let releaseTags = Set(vocabulary.split(separator: "\n").compactMap { line -> String? in
            let tag = String(line.split(separator: "\t").first ?? "")
            return tag.wholeMatch(of: #/emoji-\d+-\d+/#) != nil ? tag : nil
        })
        #expect(releaseTags == Set(Repository.laterEmojiReleases.map(Repository.releaseTag)))
    }

    /// The Japanese and Chinese files carry ideographic variation sequences.
    @Test(arguments: ["japanese", "chinese"])
    func hanFilesHaveIdeographicVariationSequences(file: String) {
        let scriptCases = cases(in: file + ".corpus")
        #expect(scriptCases.count >= 20)
        #expect(scriptCases.filter { $0.hasTag("ivs") }.count >= 5)
    }

    @Test func theSeedCasesArePresent() {
        let seeds = Set(cases.filter { $0.hasTag("seed") }.map(\.text))
        for text in ["नमस्ते", "🇰🇷", "🇪🇸", "한", "\u{00E4}\u{031F}\u{0301}"] {
            #expect(seeds.contains(UTF16Text(text)), "seed \(UTF16Text(text).escaped)")
        }
    }

    @Test(arguments: ["tamil", "bengali", "thai", "khmer", "arabic", "hebrew", "vietnamese", "latin"]
          + ["gujarati", "gurmukhi", "kannada", "telugu", "malayalam", "odia", "sinhala", "marathi", "nepali", "myanmar",
             "lao", "tibetan", "javanese", "balinese", "greek", "cyrillic"])
    func eachFurtherScriptHasADozenCasesWithMarks(file: String) {
        let scriptCases = cases(in: file + ".corpus")
        #expect(scriptCases.count >= 12)
        // Marks as written or inside a precomposed letter (NFD).
        let withMarks = scriptCases.filter { c in
            c.text.string.decomposedStringWithCanonicalMapping.unicodeScalars.contains {
                [.nonspacingMark, .spacingMark, .enclosingMark].contains($0.properties.generalCategory)
            }
        }
        #expect(withMarks.count >= 12, "\(file): \(withMarks.count) cases with combining marks")
    }

    @Test func hindiCoversWhatTheBriefAsksFor() {
        let hindi = cases(in: "hindi.corpus")
        for tag in ["conjunct", "reph", "below-base-ra", "vowel-before", "vowel-after", "vowel-above", "vowel-below",
                    "nukta", "anusvara", "chandrabindu", "visarga", "zwj", "zwnj", "danda", "digits", "eyelash-ra"] {
            #expect(hindi.contains { $0.hasTag(tag) }, "no Hindi case tagged \(tag)")
        }
        let markAfterVirama = hindi.contains { c in
            let v = c.text.scalars.map(\.value)
            return v.indices.dropFirst().contains { v[$0 - 1] == 0x094D && [0x0901, 0x0902].contains(v[$0]) }
        }
        #expect(markAfterVirama, "an anusvara or candrabindu right after a virama")
        for text in ["क्ष", "स्त", "ज्ञ", "क्\u{200D}ष", "क्\u{200C}ष", "नमस्ते"] {
            #expect(hindi.contains { $0.text == UTF16Text(text) }, "\(UTF16Text(text).escaped)")
        }
    }

    @Test func koreanCoversWhatTheBriefAsksFor() {
        let korean = cases(in: "korean.corpus")
        for tag in ["hangul-lv", "hangul-lvt", "conjoining-jamo", "old-hangul", "compatibility-jamo", "mixed-script", "lv-plus-t"] {
            #expect(korean.contains { $0.hasTag(tag) }, "no Korean case tagged \(tag)")
        }
        func has(_ range: ClosedRange<UInt32>) -> Bool { korean.contains { $0.text.scalars.contains { range.contains($0.value) } } }
        #expect(has(0xA960...0xA97F), "Hangul Jamo Extended-A")
        #expect(has(0xD7B0...0xD7FF), "Hangul Jamo Extended-B")
        #expect(has(0x3131...0x318E), "compatibility jamo")
        // L V and L V T written as conjoining jamo.
        #expect(korean.contains { $0.text == UTF16Text(units: [0x1100, 0x1161]) })
        #expect(korean.contains { $0.text == UTF16Text(units: [0x1112, 0x1161, 0x11AB]) })
    }

    @Test func theBrokenEmojiFormsAreAllThere() {
        let forms = cases(in: "emoji-forms.corpus")
        for tag in ["lone-regional-indicator", "orphan-zwj", "dangling-variation-selector", "lone-modifier",
                    "broken-tag-sequence", "lone-surrogate", "lone-keycap", "vs15", "vs16"] {
            #expect(forms.contains { $0.hasTag(tag) }, "no emoji form tagged \(tag)")
        }
        #expect(forms.contains { $0.text.units.first == 0x200D }, "a ZWJ at the start")
        #expect(forms.contains { $0.text.units.last == 0x200D }, "a ZWJ at the end")
    }

    /// The frequency files carry a weight on every case, most frequent first.
    @Test(arguments: [("wordfreq-hi.corpus", 200), ("wordfreq-ko.corpus", 200), ("wordfreq-emoji.corpus", 100)]
          + ["bn", "ta", "ur", "fa", "ar", "he", "ja", "zh", "vi", "el", "ru"].map { ("wordfreq-\($0).corpus", 150) })
    func frequencyFilesAreRankedAndWeighted(file: String, count: Int) {
        let words = cases(in: file)
        #expect(words.count == count)
        let weights = words.compactMap(\.weight)
        #expect(weights.count == count)
        #expect(zip(weights, weights.dropFirst()).allSatisfy { $0 >= $1 }, "weights never increase down the file")
        #expect(weights.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(words.allSatisfy { $0.license.contains("CC BY-SA 4.0") && $0.source.contains("wordfreq") })
    }

    /// The example in Corpus/README.md is a valid corpus file under the real vocabulary.
    @Test func theReadmeExampleParses() throws {
        let readme = try String(contentsOfFile: Repository.corpus + "/README.md", encoding: .utf8)
        let afterExample = try #require(readme.range(of: "Example:\n\n```\n"))
        let rest = readme[afterExample.upperBound...]
        let end = try #require(rest.range(of: "```"))
        let example = String(rest[..<end.lowerBound])
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("tags.txt", bytes: Array(try Data(contentsOf: URL(fileURLWithPath: Repository.corpus + "/tags.txt"))))
        try scratch.write("example.corpus", example)
        let (examples, exampleScan) = CorpusReader(directory: scratch.url.path).loadAll()
        #expect(exampleScan.isClean, "\(exampleScan.errors)")
        #expect(examples.count == 3)
        #expect(examples.first?.text == UTF16Text("नमस्ते"))
    }

    @Test func countsPerFileAreReported() {
        let counts = Dictionary(uniqueKeysWithValues: scan.files.map { ($0.relativePath, $0.caseCount) })
        #expect(counts.values.reduce(0, +) == cases.count)
        #expect(scan.files.allSatisfy { $0.sha256?.count == 64 && $0.errorCount == 0 })
        #expect(scan.files.allSatisfy { !$0.sources.isEmpty && !$0.licenses.isEmpty })
    }
}
