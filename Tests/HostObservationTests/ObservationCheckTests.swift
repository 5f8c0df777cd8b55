import EditingSemantics
import HostObservation
import Testing

/// The checks that need the corpus and the catalog: each broken header value or impossible
/// result is named with its line, and a sound file has none.
@Suite struct ObservationCheckTests {
    static let texts: [String: UTF16Text] = ["ab": "ab", "e-acute": "e\u{301}", "empty": ""]
    static let header = """
        format: 2
        host: safari
        version: 17.5
        element: textarea
        model: webkit-cocoa
        engine: WebKit
        fonts: Apple Color Emoji
        method: safaridriver (W3C WebDriver)
        platform: macOS 14.5
        device: MacBook Air (M2)
        source: editsem observe, W3C WebDriver endpoint 127.0.0.1:4444
        corpus: sha256:00

        """ + "\n"

    func problems(_ contents: String) throws -> [String] {
        let file = try ObservationFormat.readFile(contents, file: "c.observed")
        return ObservationCheck.problems(file, path: "c.observed", texts: Self.texts).map(\.description)
    }

    @Test func aSoundFileHasNoProblems() throws {
        #expect(try problems(Self.header + "ab\t1,1\t0,1,2\ne-acute\t2\t0,2\nempty\t\t0\n") == [])
    }

    @Test(arguments: [
        ("version: 17.5", "version: unknown", "c.observed:3: 'version' does not say the host version"),
        ("device: MacBook Air (M2)", "device: ", "c.observed:10: 'device' does not say the device"),
        ("platform: macOS 14.5", "platform: macOS", "c.observed:9: 'platform: macOS' has no OS version"),
        ("fonts: Apple Color Emoji", "fonts: ?", "c.observed:7: 'fonts' does not say the fonts"),
        ("method: safaridriver (W3C WebDriver)", "method: ", "c.observed:8: 'method' does not say the method"),
        ("model: webkit-cocoa", "model: safari@99", "c.observed:5: model 'safari@99' is not in the host catalog"),
    ])
    func aHeaderThatDoesNotSayWhereOrHowIsRejected(good: String, bad: String, problem: String) throws {
        let contents = Self.header.replacingOccurrences(of: good, with: bad) + "ab\t1,1\t0,1,2\n"
        #expect(try problems(contents) == [problem])
    }

    @Test(arguments: [
        ("ab\t3\t0,1,2", "c.observed:15: DELETION: press 1 removes 3 units; the text before the caret has 2"),
        ("ab\t=abc,3\t0,1,2", "c.observed:15: DELETION: press 1 leaves 3 units where there were 2: longer than the text's canonical decomposition"),
        ("ab\t2,1\t0,1,2", "c.observed:15: DELETION: press 2 comes after the text was empty"),
        ("ab\t0,1\t0,1,2", "c.observed:15: DELETION: press 2 comes after a press that changed nothing"),
        ("ab\t1,1\t0,1,3", "c.observed:15: CARET: stop 3 is past the end of the text (2 units)"),
        ("ab\t1,1\t1,2", "c.observed:15: CARET: the stops start at 1, not 0"),
        ("ab\t1,1\t0,1,1", "c.observed:15: CARET: stop 1 repeats: the caret did not move"),
        ("zz\t1\t0,1", "c.observed:15: case 'zz' is not in the corpus"),
    ])
    func aResultThatCannotHappenIsRejectedWithItsLine(line: String, problem: String) throws {
        #expect(try problems(Self.header + "empty\t\t0\n" + line + "\n") == [problem])
    }

    @Test(arguments: [
        ("ab\t1,1\t0,1,2\t0,3", "c.observed:15: FORWARD: stop 3 is past the end of the text (2 units)"),
        ("ab\t1,1\t0,1,2\t0,2,2", "c.observed:15: FORWARD: stop 2 repeats: a press changed nothing"),
        ("ab\t1,1\t0,1,2\t1,2", "c.observed:15: FORWARD: the stops start at 1, not 0"),
    ])
    func anImpossibleForwardDeleteIsRejectedWithItsLine(line: String, problem: String) throws {
        let format3 = Self.header.replacingOccurrences(of: "format: 2", with: "format: 3")
        #expect(try problems(format3 + "empty\t\t0\t0\n" + line + "\n") == [problem])
        #expect(try problems(format3 + "empty\t\t0\t0\nab\t1,1\t0,1,2\t0,1,2\n") == [])
    }

    /// Native-app mode (`--locator`) observes deletion only: every caret field is a reason.
    @Test func aDeletionOnlyFileHasNoProblems() throws {
        let contents = Self.header.replacingOccurrences(of: "model: webkit-cocoa", with: "model: ios8-uitextview")
            + "ab\t1,1\t! native app (--locator): W3C element commands do not give the caret's offset\n"
            + "e-acute\t2\t! native app (--locator): W3C element commands do not give the caret's offset\n"
        #expect(try problems(contents) == [])
        let caret = try ObservationFormat.read(contents, file: "c.observed").texts.map(\.caret.value)
        #expect(caret.allSatisfy { $0 == nil })
    }

    @Test func format1FilesNeedNoDeviceOrSource() throws {
        let v1 = Self.header.replacingOccurrences(of: "format: 2", with: "format: 1")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("device:") && !$0.hasPrefix("source:") }.joined(separator: "\n")
        #expect(try problems(v1 + "ab\t1,1\t0,1,2\n") == [])
    }
}
