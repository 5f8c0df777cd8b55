import EditingSemantics
import HostModels
import Testing

@Suite struct VectorFileTests {
    @Test func parsesHeadersAndCases() throws {
        let file = "source: somewhere\ngrade: test\nhost: utf16-unit, code-point\n\ndelete\tx\\u{0301}\tx\tnote\n"
        let vectors = try HostVectorFile.parse(file, path: "v.txt")
        #expect(vectors.map(\.host) == ["utf16-unit", "code-point"])
        #expect(vectors.first?.text.units == [0x78, 0x301])
        #expect(vectors.first?.line == 5)
    }

    @Test func errorsNameLineAndColumn() {
        let header = "source: s\ngrade: test\nhost: utf16-unit\n"
        func error(_ body: String) -> String? {
            do { _ = try HostVectorFile.parse(header + body, path: "v.txt"); return nil } catch { return error.description }
        }
        #expect(error("deletes\tx\ty\n") == "v.txt:4:1: unknown check 'deletes'; valid: delete, removed, presses, press-lengths, offset, offset-stops, caret-stops")
        #expect(error("presses\tab\\u{12\t1\n") == "v.txt:4:11: unterminated \\u{…}: missing '}'")
        #expect(error("presses\tab\tone\n") == "v.txt:4:12: 'presses' expects a number or comma-separated numbers, found 'one'")
        #expect(error("presses\tab\n")?.hasPrefix("v.txt:4:1: a case has 3 or 4") == true)
        #expect((try? HostVectorFile.parse("presses\tx\t1\n", path: "v.txt")) == nil)
    }

    /// A family would follow its newest release; a vector file names the release it was taken from.
    @Test func aHostFamilyOrUnknownIDIsAnError() throws {
        func error(_ hosts: String) -> String? {
            do { _ = try HostVectorFile.parse("source: s\ngrade: test\nhost: \(hosts)\n", path: "v.txt"); return nil } catch { return error.description }
        }
        let chromium = HostCatalog.releases(of: "chromium").map(\.id)
        #expect(!chromium.isEmpty)
        #expect(error("utf16-unit, chromium") == "v.txt:3:1: 'chromium' is not a host id; name the release the vectors were taken from: \(chromium.joined(separator: ", "))")
        #expect(error("no-such-host")?.hasPrefix("v.txt:3:1: 'no-such-host' is not a host id; valid: ") == true)
        #expect(error(chromium[0]) == nil)
    }
}
