import EditingCorpus
import EditingSemantics
import EditsemTestSupport
import Foundation
import Testing

/// Reading order, streaming across chunk boundaries, line endings and the version stamp.
@Suite struct CorpusReaderTests {
    @Test func filesAreReadInByteOrderOfTheirRelativePaths() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        try scratch.write("b.corpus", testHeader + "b1\tx\tlatin\n")
        try scratch.write("B.corpus", testHeader + "B1\tx\tlatin\n")
        try scratch.write("a/z.corpus", testHeader + "az1\tx\tlatin\n")
        try scratch.write("a.corpus", testHeader + "a1\tx\tlatin\na2\ty\tlatin\n")
        try scratch.write(".hidden/h.corpus", testHeader + "h1\tx\tlatin\n")
        try scratch.write("notes.txt", "not a corpus file\n")
        let (cases, scan) = CorpusReader(directory: scratch.url.path).loadAll()
        #expect(scan.isClean)
        // 'B' (0x42) < 'a' (0x61); "a.corpus" < "a/z.corpus" because '.' (0x2E) < '/' (0x2F).
        #expect(scan.files.map(\.relativePath) == ["B.corpus", "a.corpus", "a/z.corpus", "b.corpus"])
        #expect(cases.map(\.id) == ["B1", "a1", "a2", "az1", "b1"])
        #expect(cases.map(\.location.description) == ["B.corpus:4", "a.corpus:4", "a.corpus:5", "a/z.corpus:4", "b.corpus:4"])
    }

    @Test func linesLongerThanAReadChunkCRLFAndABOMAreRead() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        let long = String(repeating: "न", count: 70_000)   // 210,000 bytes: spans several 64 KiB chunks
        let text = "\u{FEFF}source: s\r\nlicense: l\r\n\r\nlong\t\(long)\tdevanagari\r\nshort\tx\tlatin\tweight=0.5\tnote=n\tsource=own"
        try scratch.write("long.corpus", text)
        let (cases, scan) = CorpusReader(directory: scratch.url.path).loadAll()
        #expect(scan.isClean, "\(scan.errors)")
        #expect(cases.count == 2)
        #expect(cases.first?.text.units.count == 70_000)
        #expect(cases.first?.location.line == 4)
        let last = try #require(cases.last)
        #expect(last.text == UTF16Text("x"), "no CR left at the end of a field")
        #expect(last.weight == 0.5)
        #expect(last.note == "n")
        #expect(last.source == "own")
        #expect(last.license == "l")
        #expect(last.location.line == 5, "the last line has no line feed")
    }

    /// `=`, `,` and `#` followed by a combining mark form one Character with it; they must still
    /// separate (or start a comment), because the format is defined on scalars.
    @Test func separatorsFollowedByCombiningMarksStillSeparate() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        try scratch.write("marks.corpus", testHeader + "#\u{20E3} is a comment\nbn\tকো\tlatin,\u{0301}devanagari\tnote=\u{09CB} U+09CB\n")
        let (cases, scan) = CorpusReader(directory: scratch.url.path).loadAll()
        // The tag list splits at the comma, so the second tag is U+0301 + "devanagari": unknown, at column 13.
        #expect(scan.errors.map(\.kind) == [.unknownTag])
        #expect((scan.errors.first?.line, scan.errors.first?.column) == (5, 13))
        #expect(cases.isEmpty)

        try scratch.write("marks.corpus", testHeader + "bn\tকো\tlatin\tnote=\u{09CB} U+09CB\n")
        let (fixed, fixedScan) = CorpusReader(directory: scratch.url.path).loadAll()
        #expect(fixedScan.isClean, "\(fixedScan.errors)")
        #expect(fixed.first?.note == "\u{09CB} U+09CB")
    }

    @Test func manyLinesStreamInOrderWithTheirLineNumbers() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        let count = 20_000
        let lines = (1...count).map { "c\($0)\tक\\u{094D}ष \($0)" }
        try scratch.write("many.corpus", testHeader + "tags: devanagari\n" + lines.joined(separator: "\n") + "\n")
        var seen = 0
        var inOrder = true
        let scan = CorpusReader(directory: scratch.url.path).scan { corpusCase in
            seen += 1
            if corpusCase.id != "c\(seen)" || corpusCase.location.line != seen + 4 { inOrder = false }
        }
        #expect(scan.isClean)
        #expect(seen == count)
        #expect(inOrder)
        #expect(scan.tagCounts["devanagari"] == count)
    }

    @Test func aThrowingBodyStopsTheScan() throws {
        struct Stop: Error {}
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        try scratch.write("a.corpus", testHeader + "a1\tx\tlatin\na2\ty\tlatin\n")
        var seen: [String] = []
        #expect(throws: Stop.self) {
            _ = try CorpusReader(directory: scratch.url.path).scan { corpusCase in
                seen.append(corpusCase.id)
                throw Stop()
            }
        }
        #expect(seen == ["a1"])
    }

    /// The stamp equals `sha256sum` of the files, listed in byte order and hashed again.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sha256sum")))
    func theVersionStampMatchesSha256sum() async throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        try scratch.write("b.corpus", testHeader + "b1\tx\tlatin\n")
        try scratch.write("A/c.corpus", testHeader + "c1\tक\tdevanagari\n")
        let scan = CorpusReader(directory: scratch.url.path).scan { _ in }
        let version = try #require(scan.version)

        let result = try await TestProcess.run("/bin/sh", ["-c", "cd \"$1\" && sha256sum A/c.corpus b.corpus tags.txt | sha256sum", "sh", scratch.url.path])
        let printed = result.output
        #expect(printed.hasPrefix(version.sha256 + " "))
        #expect(version.files.map(\.relativePath) == ["A/c.corpus", "b.corpus", "tags.txt"])
    }

    @Test func theVersionStampChangesWithOneByte() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try scratch.writeVocabulary()
        try scratch.write("a.corpus", testHeader + "a1\tx\tlatin\n")
        let before = try #require(CorpusReader(directory: scratch.url.path).scan { _ in }.version)
        try scratch.write("a.corpus", testHeader + "a1\ty\tlatin\n")
        let after = try #require(CorpusReader(directory: scratch.url.path).scan { _ in }.version)
        #expect(before.sha256 != after.sha256)
        #expect(before.sha256.count == 64)
        #expect(after.description == "sha256:" + after.sha256)
    }
}
