import EditingSemantics
import HostModels
import Testing

@Suite struct VectorFileTests {
    @Test func parsesHeadersAndCases() throws {
        let file = "source: somewhere\ngrade: test\nhost: a, b\n\ndelete\tx\\u{0301}\tx\tnote\n"
        let vectors = try HostVectorFile.parse(file, path: "v.txt")
        #expect(vectors.map(\.host) == ["a", "b"])
        #expect(vectors.first?.text.units == [0x78, 0x301])
        #expect(vectors.first?.line == 5)
    }

    @Test func errorsNameLineAndColumn() {
        let header = "source: s\ngrade: test\nhost: h\n"
        func error(_ body: String) -> String? {
            do { _ = try HostVectorFile.parse(header + body, path: "v.txt"); return nil } catch { return error.description }
        }
        #expect(error("deletes\tx\ty\n") == "v.txt:4:1: unknown check 'deletes'; valid: delete, removed, presses, press-lengths, offset, offset-stops, caret-stops")
        #expect(error("presses\tab\\u{12\t1\n") == "v.txt:4:11: unterminated \\u{…}: missing '}'")
        #expect(error("presses\tab\tone\n") == "v.txt:4:12: 'presses' expects a number or comma-separated numbers, found 'one'")
        #expect(error("presses\tab\n")?.hasPrefix("v.txt:4:1: a case has 3 or 4") == true)
        #expect((try? HostVectorFile.parse("presses\tx\t1\n", path: "v.txt")) == nil)
    }
}
