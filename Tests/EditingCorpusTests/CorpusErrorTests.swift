import EditingCorpus
import EditingSemantics
import EditsemTestSupport
import Foundation
import Testing

/// Every kind of bad input names its file, line, column and reason; columns are counted by hand
/// from the lines written here.
@Suite struct CorpusErrorTests {
    /// Writes the vocabulary and `files` into a fresh directory and scans it.
    func scan(_ files: [(String, [UInt8])]) throws -> (scan: CorpusScan, cases: [CorpusCase], directory: String) {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        for (path, bytes) in files { try scratch.write(path, bytes: bytes) }
        let (cases, scan) = CorpusReader(directory: scratch.url.path).loadAll()
        return (scan, cases, scratch.url.path)
    }

    func scan(_ name: String, _ text: String) throws -> (scan: CorpusScan, cases: [CorpusCase], directory: String) {
        try scan([(name, Array(text.utf8))])
    }

    @Test func invalidUTF8IsReportedAtItsScalarColumn() throws {
        var bytes = Array(testHeader.utf8)
        bytes += Array("x1\tन".utf8) + [0xE0, 0x41] + Array("\tdevanagari\n".utf8)   // line 4
        bytes += Array("x2\tक\tdevanagari\n".utf8)                                      // line 5
        bytes += Array("x3\t".utf8) + [0xED, 0xA0, 0x80] + Array("\tlatin\n".utf8)       // line 6
        bytes += Array("x4\tab".utf8) + [0x80] + Array("\tlatin\n".utf8)                  // line 7
        let result = try scan([("bad.corpus", bytes)])
        let path = result.directory + "/bad.corpus"
        #expect(result.scan.errors.map(\.kind) == [.invalidUTF8, .invalidUTF8, .invalidUTF8])
        let (first, second, third) = (result.scan.errors[0], result.scan.errors[1], result.scan.errors[2])
        // "x1<TAB>" is 3 scalars and न one more: the bad lead byte 0xE0 (byte 7) is in column 5,
        // counted as every other column is.
        #expect((first.path, first.line, first.column) == (path, 4, 5))
        #expect(first.reason.contains("0xE0"))
        #expect(first.description == "\(path):4:5: \(first.reason)")
        #expect((second.line, second.column) == (6, 4))
        #expect(second.reason.contains("surrogate"))
        #expect((third.line, third.column) == (7, 6))
        #expect(third.reason.contains("0x80"))
        #expect(result.cases.map(\.id) == ["x2"], "the good line between bad ones is still loaded")
    }

    @Test func malformedEscapeIsReportedAtItsBackslash() throws {
        let result = try scan("esc.corpus", testHeader + "e1\tab\\u{12G4}\tlatin\ne2\tन\\u{D800\tdevanagari\ne3\tok\\q\tlatin\n")
        let path = result.directory + "/esc.corpus"
        #expect(result.scan.errors.map(\.kind) == [.malformedEscape, .malformedEscape, .malformedEscape])
        let errors = result.scan.errors
        #expect((errors[0].path, errors[0].line, errors[0].column) == (path, 4, 6))
        #expect(errors[0].reason.contains("hex digit"))
        // Columns count scalars: न is one column although it is three bytes.
        #expect((errors[1].line, errors[1].column) == (5, 5))
        #expect(errors[1].reason.contains("unterminated"))
        #expect((errors[2].line, errors[2].column) == (6, 6))
        #expect(errors[2].reason.contains("unknown escape"))
        #expect(result.cases.isEmpty)
    }

    @Test func malformedLinesNameTheirColumn() throws {
        let lines = [
            "bad id\tx\tlatin",                    // 4: space in the id, column 4
            "m2\t\tlatin",                          // 5: empty text, column 4
            "m3\tx\tlatin\tcolor=red",              // 6: unknown field, column 12
            "m4\tx\tlatin\tweight=-1",              // 7: bad weight value, column 19
            "m5\tx",                                // 8: no tags, column 5 (where they would go)
            "just a line",                          // 9: neither header nor case, column 1
            "m6\tx\tlatin\t",                       // 10: trailing tab, column 12
            "m7\tx\tlatin\tnote=a\tnote=b",         // 11: repeated field, column 19
            "m8\tx\tlatin, \tweight=1",             // 12: empty tag after the comma, column 13
        ]
        let result = try scan("lines.corpus", testHeader + lines.joined(separator: "\n") + "\n")
        let found = result.scan.errors.map { ($0.kind, $0.line ?? 0, $0.column ?? 0) }
        let expected: [(CorpusError.Kind, Int, Int)] = [
            (.malformedLine, 4, 4), (.malformedLine, 5, 4), (.malformedLine, 6, 12), (.malformedLine, 7, 19),
            (.malformedLine, 8, 5), (.malformedLine, 9, 1), (.malformedLine, 10, 12), (.malformedLine, 11, 19),
            (.malformedLine, 12, 13),
        ]
        #expect(found.count == expected.count)
        for (got, want) in zip(found, expected) {
            #expect(got.0 == want.0 && got.1 == want.1 && got.2 == want.2, "line \(want.1)")
        }
        let reasons = result.scan.errors.map(\.reason)
        #expect(reasons[2].contains("unknown field 'color'"))
        #expect(reasons[3].contains("weight '-1'"))
        #expect(reasons[4].contains("no tags"))
        #expect(reasons[7].contains("given twice"))
        #expect(result.cases.isEmpty)
    }

    @Test func unknownTagsAreReportedAtTheTag() throws {
        let text = testHeader + "k1\tक\tdevanagari, conjunkt\ntags: latin, bogus\nk2\tx\n"
        let result = try scan("tags.corpus", text)
        let path = result.directory + "/tags.corpus"
        #expect(result.scan.errors.map(\.kind) == [.unknownTag, .unknownTag])
        let (caseError, headerError) = (result.scan.errors[0], result.scan.errors[1])
        // "k1<TAB>क<TAB>" is 5 columns; "devanagari, " 12 more: conjunkt starts at column 18.
        #expect(caseError.description == "\(path):4:18: unknown tag 'conjunkt' (not in tags.txt)")
        #expect((headerError.line, headerError.column) == (5, 14))
        #expect(headerError.reason.contains("'bogus'"))
        // The header's good tag still applies; the bad case is not loaded.
        #expect(result.cases.map(\.id) == ["k2"])
        #expect(result.cases.first?.tags == ["latin"])
    }

    @Test func duplicateIDsNameTheFirstUse() throws {
        let a = testHeader + "same\tx\tlatin\nsame\tz\tlatin\n"
        let b = testHeader + "other\ty\tlatin\nsame\ty\tlatin\n"
        let result = try scan([("a.corpus", Array(a.utf8)), ("b.corpus", Array(b.utf8))])
        let errors = result.scan.errors
        #expect(errors.map(\.kind) == [.duplicateID, .duplicateID])
        #expect((errors[0].path, errors[0].line, errors[0].column) == (result.directory + "/a.corpus", 5, 1))
        #expect(errors[0].reason == "duplicate id 'same' (first at line 4)")
        #expect((errors[1].path, errors[1].line, errors[1].column) == (result.directory + "/b.corpus", 5, 1))
        #expect(errors[1].reason == "duplicate id 'same' (first at a.corpus:4)")
        #expect(result.cases.map(\.id) == ["same", "other"])
        #expect(result.cases.first?.text == UTF16Text("x"))
    }

    @Test func badHeadersAreReported() throws {
        let result = try scan("head.corpus", "colour: red\nsource:\nsource: s\nlicense: l\nh1\tx\tlatin\n")
        #expect(result.scan.errors.map(\.kind) == [.malformedHeader, .malformedHeader])
        #expect((result.scan.errors[0].line, result.scan.errors[0].column) == (1, 1))
        #expect(result.scan.errors[0].reason.contains("unknown header 'colour:'"))
        #expect((result.scan.errors[1].line, result.scan.errors[1].column) == (2, 8))
        #expect(result.cases.map(\.id) == ["h1"])
    }

    @Test func casesBeforeProvenanceAreReportedOnceWithTheirCount() throws {
        let result = try scan("prov.corpus", "source: s\nc1\tx\tlatin\nc2\ty\tlatin\nlicense: l\nc3\tz\tlatin\n")
        #expect(result.scan.errors.count == 1)
        let error = try #require(result.scan.errors.first)
        #expect((error.kind, error.line, error.column) == (.missingProvenance, 2, 1))
        #expect(error.reason.contains("2 case lines"))
        #expect(error.reason.contains("license"))
        #expect(result.cases.map(\.id) == ["c3"])
        #expect(result.cases.first?.source == "s")
        #expect(result.cases.first?.license == "l")
    }

    @Test func vocabularyErrorsAreReported() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("tags.txt", "latin\tLatin\nBad_Tag\tmeaning\nlatin\tagain\nnotab\n")
        try scratch.write("a.corpus", testHeader + "a1\tx\tlatin\n")
        let scan = CorpusReader(directory: scratch.url.path).scan { _ in }
        let found = scan.errors.map { ($0.kind, $0.path, $0.line ?? 0, $0.column ?? 0) }
        let tags = scratch.url.path + "/tags.txt"
        #expect(found.count == 3)
        #expect(found.map(\.0) == [.malformedLine, .duplicateTag, .malformedLine])
        #expect(found.allSatisfy { $0.1 == tags })
        #expect(found.map(\.2) == [2, 3, 4])
        #expect(scan.errors[1].reason.contains("already defined at line 1"))
        #expect(scan.vocabulary.names == ["latin"])
        #expect(scan.caseCount == 1)
    }

    @Test func aMissingDirectoryIsAnErrorOfItsOwn() throws {
        let scratch = try ScratchFolder()
        scratch.remove()
        let scan = CorpusReader(directory: scratch.url.path).scan { _ in }
        #expect(scan.errors.map(\.kind) == [.missingDirectory])
        #expect(scan.errors.first?.description == "\(scratch.url.path): the corpus directory does not exist")
        #expect(scan.version == nil)
        #expect(scan.hasMissingInput)
    }

    @Test func aFileInsteadOfADirectoryIsReported() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.write("plain.corpus", testHeader)
        let scan = CorpusReader(directory: scratch.url.path + "/plain.corpus").scan { _ in }
        #expect(scan.errors.map(\.kind) == [.missingDirectory])
        #expect(scan.errors.first?.reason.contains("not a directory") == true)
    }

    @Test func anEmptyDirectoryIsAnErrorOfItsOwn() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        try scratch.write("README.md", "no corpus files here\n")
        let scan = CorpusReader(directory: scratch.url.path).scan { _ in }
        #expect(scan.errors.map(\.kind) == [.emptyDirectory])
        #expect(scan.errors.first?.path == scratch.url.path)
        #expect(scan.version == nil)

        let bare = try ScratchFolder()
        defer { bare.remove() }
        let bareScan = CorpusReader(directory: bare.url.path).scan { _ in }
        #expect(bareScan.errors.map(\.kind) == [.missingVocabulary, .emptyDirectory])
    }

    @Test func anUnreadableFileIsReportedAndTheOthersStillLoad() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        // A dangling symbolic link named like a corpus file cannot be opened.
        try scratch.write("a.corpus", testHeader + "a1\tx\tlatin\n")
        try FileManager.default.createSymbolicLink(atPath: scratch.url.path + "/b.corpus", withDestinationPath: scratch.url.path + "/nowhere")
        try scratch.write("c.corpus", testHeader + "c1\tx\tlatin\n")
        let (cases, scan) = CorpusReader(directory: scratch.url.path).loadAll()
        #expect(scan.errors.map(\.kind) == [.unreadableFile])
        #expect(scan.errors.first?.path == scratch.url.path + "/b.corpus")
        #expect(cases.map(\.id) == ["a1", "c1"])
        #expect(scan.version == nil, "no stamp when a file could not be read")
    }

    @Test func theStoredErrorsAreCappedButAllAreCounted() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        let bad = (1...50).map { "b\($0)\t\\u{zz}\tlatin" }.joined(separator: "\n")
        try scratch.write("bad.corpus", testHeader + bad + "\n")
        let scan = CorpusReader(directory: scratch.url.path, storedErrorLimit: 10).scan { _ in }
        #expect(scan.errors.count == 10)
        #expect(scan.errorCount == 50)
        #expect(scan.files.first?.errorCount == 50)
        #expect(scan.errors.last?.line == 13)
    }
}
