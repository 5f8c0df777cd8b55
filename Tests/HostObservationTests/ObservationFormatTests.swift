import EditingSemantics
import EditingSupport
@testable import HostObservation
import Testing

@Suite struct ObservationFormatTests {
    static let header = ObservationHeader(
        host: "chromium", version: "156.0.8078.79", element: "textarea", model: "chromium@156", engine: "Blink",
        fonts: "fonts-noto-color-emoji 2.047-1", method: "WebDriver Actions", platform: "Debian GNU/Linux 12 (bookworm)",
        device: "x86_64 PC", source: "editsem observe, local driver", corpus: "sha256:00")

    @Test func writesAndReadsBackEveryKindOfEntry() throws {
        let observation = Observation(header: Self.header, texts: [
            ObservedText(id: "hi-namaste", deletion: .measured([.removed(1), .removed(1), .removed(2), .removed(2)]), caret: .measured([0, 1, 2, 6]),
                         forwardDeletion: .measured([0, 1, 2, 6])),
            ObservedText(id: "gtk-rewrite", deletion: .measured([.rewritten("\u{1100}\u{1161}"), .removed(1), .removed(1)]), caret: .unmeasured(reason: "mixed-direction text")),
            ObservedText(id: "comma", deletion: .measured([.rewritten(",\t="), .removed(3)]), caret: .measured([0, 1, 2, 3])),
            ObservedText(id: "empty", deletion: .measured([]), caret: .measured([0]), forwardDeletion: .measured([0])),
            .unmeasured(id: "crlf", reason: "the element holds a different text after setting it (CR LF became LF)"),
        ])
        let text = ObservationFormat.write(observation)
        #expect(try ObservationFormat.read(text, file: "x.observed") == observation)
        #expect(!text.contains("\u{1100}"), "a rewritten text is written as escapes")
        #expect(text.contains("crlf\t! the element holds"))
        #expect(text.contains("hi-namaste\t1,1,2,2\t0,1,2,6\t0,1,2,6\n"))
        #expect(text.contains("comma\t=\\u{2C}\\u{9}\\u{3D},3\t0,1,2,3\t! \(ObservedText.forwardNotInFormat)\n"))
    }

    /// Random texts of every kind, lines the byte reading takes (all fields counts) and lines it
    /// leaves to the general reading, mixed: each reads back as written.
    @Test(arguments: 0..<30) func readsBackRandomTexts(seed: UInt64) throws {
        var rng = SplitMix64(seed: 0x0B5E + seed)
        func counts() -> [Int] { (0..<Int(rng.next() % 5)).map { _ in Int(rng.next() % 300) } }
        func measured<Value>(_ value: Value) -> Measured<Value> {
            rng.next() % 6 == 0 ? .unmeasured(reason: ["timed out", "ß reason", "! odd"][Int(rng.next() % 3)]) : .measured(value)
        }
        let texts: [ObservedText] = (0..<40).map { i in
            let id = ["t\(i)", "नमस्ते-\(i)", "a b\(i)"][Int(rng.next() % 3)]
            if rng.next() % 10 == 0 { return .unmeasured(id: id, reason: "not given") }
            let presses: [ObservedPress] = counts().map { rng.next() % 4 == 0 ? .rewritten("\u{1100}x,") : .removed($0) }
            return ObservedText(id: id, deletion: measured(presses), caret: measured(counts()), forwardDeletion: measured(counts()))
        }
        // Ids are unique in a file.
        var seen = Set<String>()
        let observation = Observation(header: Self.header, texts: texts.filter { seen.insert($0.id).inserted })
        #expect(try ObservationFormat.read(ObservationFormat.write(observation), file: "r.observed") == observation)
    }

    @Test(arguments: [
        ("format: 1\nhost: a\n", 1, "the header has no 'version'"),
        ("format: 1\nbogus: 1\n", 2, "unknown header key 'bogus'"),
        ("#\nformat: 4\nhost: a\nversion: 1\nelement: e\nmodel: m\nengine: e\nfonts: f\nmethod: m\nplatform: p\ncorpus: c\n\n", 2, "format 4 is not one of 1, 2, 3"),
        ("format: 3\nhost: a\nversion: 1\nelement: e\nmodel: m\nengine: e\nfonts: f\nmethod: m\nplatform: p\ndevice: d\nsource: s\ncorpus: c\n\nid\t1\t0,1\n", 14, "expected ID, DELETION, CARET and FORWARD"),
        ("format: 3\nhost: a\nversion: 1\nelement: e\nmodel: m\nengine: e\nfonts: f\nmethod: m\nplatform: p\ndevice: d\nsource: s\ncorpus: c\n\nid\t1\t0,1\t0,y\n", 14, "FORWARD: 'y' is not an offset"),
        ("format: 2\nhost: a\nversion: 1\nelement: e\nmodel: m\nengine: e\nfonts: f\nmethod: m\nplatform: p\ncorpus: c\n\n", 1, "the header has no 'device'"),
        ("format: 1\nhost: a\nversion: 1\nelement: e\nmodel: m\nengine: e\nfonts: f\nmethod: m\nplatform: p\ndevice: d\ncorpus: c\n\n", 10, "'device' is a format 2 key"),
        ("format: 1\nhost: a\nversion: 1\nelement: e\nmodel: m\nengine: e\nfonts: f\nmethod: m\nplatform: p\ncorpus: c\n\nid\t1,x\t0\n", 12, "DELETION: 'x'"),
        ("format: 1\nhost: a\nversion: 1\nelement: e\nmodel: m\nengine: e\nfonts: f\nmethod: m\nplatform: p\ncorpus: c\n\nid\t1\t0\nid\t1\t0\n", 13, "observed twice"),
        ("format: 1\nhost: a\nversion: 1\nelement: e\nmodel: m\nengine: e\nfonts: f\nmethod: m\nplatform: p\ncorpus: c\n\nid\t1\n", 12, "found 2 fields"),
        ("format: 1\nhost: a\nversion: 1\nelement: e\nmodel: m\nengine: e\nfonts: f\nmethod: m\nplatform: p\ncorpus: c\n\nid\t=\\u{D8\t0\n", 12, "DELETION: column"),
    ])
    func malformedFilesNameTheirLine(contents: String, line: Int, reason: String) {
        #expect {
            try ObservationFormat.read(contents, file: "bad.observed")
        } throws: { error in
            let error = error as! ObservationFormat.ReadError
            return error.file == "bad.observed" && error.line == line && error.reason.contains(reason)
        }
    }

    @Test func format1FilesAreReadWithoutDeviceOrSource() throws {
        let v1 = "format: 1\nhost: a\nversion: 1\nelement: e\nmodel: m\nengine: e\nfonts: f\nmethod: m\nplatform: p 1\ncorpus: c\n\nid\t1\t0,1\n"
        let file = try ObservationFormat.readFile(v1, file: "old.observed")
        #expect(file.format == 1)
        #expect(file.observation.header.device == "" && file.observation.header.source == "")
        #expect(file.textLines["id"] == 12)
        #expect(ObservationFormat.write(file.observation).contains("format: 3\n"), "rewritten as the current format")
        #expect(file.observation.texts[0].forwardDeletion == .unmeasured(reason: ObservedText.forwardNotInFormat))
    }

    @Test func pressesAreRemovalsUnlessTheTextIsNotAPrefix() {
        #expect(ObservedPress(before: "abc", after: "a") == .removed(2))
        #expect(ObservedPress(before: "abc", after: "abc") == .removed(0))
        #expect(ObservedPress(before: "abc", after: "ab\u{301}") == .rewritten("ab\u{301}"))
        #expect(ObservedPress(before: "ab", after: "abc") == .rewritten("abc"))
        #expect(ObservedPress.rewritten("x").applied(to: "abc") == "x")
        #expect(ObservedPress.removed(1).applied(to: "abc") == "ab")
    }

    @Test func knownDifferencesNameTheirLine() throws {
        let good = "# why\nmodel: m@1\nelement: *\naspect: caret\nreason: r\ncases: a b\n\nmodel: m@1\nelement: input\naspect: deletion\nreason: s\ncases: c\n"
        let known = try KnownDifferences.read(good, file: "k.txt")
        #expect(known.entries.count == 2)
        #expect(known.entry(model: "m@1", element: "textarea", aspect: .caret, caseID: "b")?.line == 2)
        #expect(known.entry(model: "m@1", element: "textarea", aspect: .deletion, caseID: "c") == nil)
        #expect(known.entry(model: "m@1", element: "input", aspect: .deletion, caseID: "c")?.reason == "s")
        #expect {
            try KnownDifferences.read("model: m\nelement: *\naspect: caret\nreason: r\n", file: "k.txt")
        } throws: { ($0 as! ObservationFormat.ReadError).description == "k.txt:1: the block has no 'cases'" }
        #expect {
            try KnownDifferences.read("model: m\nelement: *\naspect: offset\nreason: r\ncases: a\n", file: "k.txt")
        } throws: { ($0 as! ObservationFormat.ReadError).reason.hasPrefix("unknown aspect 'offset'") }
    }
}

/// A driver reports the text after each press of Delete; the observer keeps where each press
/// ended, and refuses to draw stops from a press that did not take units off the start.
@Suite struct ForwardDeleteAnswerTests {
    static func units(_ text: String) -> [Int] { text.utf16.map(Int.init) }

    @Test func eachPressEndsWhereTheRestBegins() {
        let answer: [String: Any] = ["forward": [Self.units("\u{301}x"), Self.units("x"), []]]
        #expect(Observer.forwardDeletion(answer, "e\u{301}x") == .measured([0, 1, 2, 3]))
    }

    @Test func aPressThatChangesNothingEndsTheStops() {
        let answer: [String: Any] = ["forward": [Self.units("b"), Self.units("b")]]
        #expect(Observer.forwardDeletion(answer, "ab") == .measured([0, 1]))
    }

    @Test func aRewriteIsNotMeasured() {
        let answer: [String: Any] = ["forward": [Self.units("c")]]
        guard case .unmeasured(let reason) = Observer.forwardDeletion(answer, "ab") else {
            Issue.record("a rewrite drew stops")
            return
        }
        #expect(reason.contains("press 1"))
    }

    @Test func aDriverThatDoesNotPressDeleteSaysWhy() {
        #expect(Observer.forwardDeletion(["forwardUnmeasured": "no Delete"], "ab") == .unmeasured(reason: "no Delete"))
        #expect(Observer.forwardDeletion([:], "ab") == .unmeasured(reason: "the driver gave no forward delete"))
    }
}

/// The reader splits lines, fields and lists by bytes where that splits as `Character`s do.
@Suite struct ObservationFieldSplitTests {
    @Test func bytesSplitAsCharactersDo() {
        // Separators, CR (which joins a following LF), a combining mark and a ZWJ (which join a
        // separator before them), a prepended character (which joins one after it), letters.
        let pieces = ["\n", "\r", "\t", ",", "\u{301}", "\u{200D}", "\u{600}", "a", "1", "é"]
        var rng = SplitMix64(seed: 0x5EB)
        var failing: [String] = []
        for _ in 0..<20_000 where failing.count < 3 {
            let text = (0..<rng.inRange(0...8)).map { _ in rng.pick(pieces) }.joined()
            for separator in ["\n", "\t", ","] as [Character] {
                for omitting in [false, true] {
                    let bytes = ObservationFormat.split(text[...], at: separator.asciiValue!, omittingEmptySubsequences: omitting)
                    let characters = text.split(separator: separator, omittingEmptySubsequences: omitting)
                    if bytes != characters { failing.append("\(text.unicodeScalars.map { String($0.value, radix: 16) }) at \(separator.asciiValue!)") }
                }
            }
        }
        #expect(failing.isEmpty, "\(failing)")
    }

    /// Numbers are read by bytes where every item is plain digits; the reading item by item
    /// (`Int` of each comma-separated item) is the reference, and where the two part the byte
    /// reader gives up (nil) so that the item reader reads it and names any error.
    @Test(arguments: ["", "0", "1", "12,3", "0,1,2", "1,,2", ",1", "1,", ",", ",,", "+1", "01", "-1", "1 ", "a", "=x",
                      "99999999999999999", "999999999999999999999", "1,2,3,4,5,6,7,8,9,10"])
    func numbersReadByBytesAreThoseReadItemByItem(_ field: String) {
        for omitting in [false, true] {
            let items = ObservationFormat.split(field[...], at: UInt8(ascii: ","), omittingEmptySubsequences: omitting)
                .filter { !field.isEmpty || !$0.isEmpty }
            let byItem = items.map { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
            // The byte reader reads exactly the fields whose items are 1 to 18 plain digits.
            let plain = items.allSatisfy { !$0.isEmpty && $0.count <= 18 && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }
            let counts = ObservationFormat.counts(field[...], omittingEmpty: omitting)
            #expect((counts != nil) == plain, "\(field), omitting empty items: \(omitting)")
            if plain { #expect(counts == byItem.compactMap { $0 } && !byItem.contains(nil), "\(field), omitting empty items: \(omitting)") }
        }
    }

    /// An unmeasured aspect's mark is found by bytes as `hasPrefix("! ")` finds it by Characters,
    /// a mark joining the space included.
    @Test(arguments: ["", "!", "! ", "!  ", "! x", "!x", " ! x", "!\u{301} x", "! \u{301}x", "!\u{200D} x", "! \r", "! é", "!!"])
    func unmeasuredMarksReadByBytesAsByCharacters(_ field: String) {
        #expect(ObservationFormat.isUnmeasured(field[...]) == field.hasPrefix("! "), "\(field.debugDescription)")
    }
}
