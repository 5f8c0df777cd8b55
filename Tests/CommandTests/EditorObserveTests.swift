import EditsemTestSupport
import Foundation
import Testing

/// `editsem observe` on real web editors, in a real headless Chromium: an installed editor served
/// from its own page (`--host EDITOR --browser chromium`), and `--url` on pages that mount late
/// or cannot be edited.
@Suite(.serialized) struct EditorObserveTests {
    static let root = RepositoryPaths.root.path
    static let manifest = root + "/.build-observer/editors/editors.json"
    static let editorsInstalled = FileManager.default.fileExists(atPath: manifest)

    /// A corpus of four texts: the tags file and one corpus file.
    static func corpus(in scratch: ScratchFolder) throws -> String {
        try scratch.write("corpus/tags.txt", String(contentsOfFile: root + "/Corpus/tags.txt", encoding: .utf8))
        try scratch.write("corpus/t.corpus", """
            source: hand-written for EditorObserveTests
            license: same as this repository

            t-abc\tabc\tlatin
            t-family\t\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\tzwj
            t-thumbs-dark\t\u{1F44D}\u{1F3FF}\tskin-tone
            t-namaste\t\u{928}\u{92E}\u{938}\u{94D}\u{924}\u{947}\tdevanagari

            """)
        return scratch.path("corpus")
    }

    static func fields(_ file: String) throws -> (header: [String: String], byID: [String: [String]]) {
        var header: [String: String] = [:], byID: [String: [String]] = [:]
        for line in try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n") {
            if line.contains("\t") {
                let parts = line.components(separatedBy: "\t")
                byID[parts[0]] = Array(parts.dropFirst())
            } else if let colon = line.firstIndex(of: ":"), !line.hasPrefix("#") {
                header[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return (header, byID)
    }

    /// CodeMirror 5.65's Backspace tests `ch < 0xDFFF` for a low surrogate (Debian's codemirror.js,
    /// findPosH "codepoint"), so 👍🏿 (U+1F3FF is D83C DFFF) loses one unit and keeps a lone high
    /// surrogate: presses of 1, 1, 2 units, where Chromium's own textarea deletes it in one. The
    /// file names the editor, its version from the bundle, and the browser with its version.
    @Test(.needsChromium,
          .enabled(if: editorsInstalled, "needs the editors: bash Sources/HostObservation/Drivers/editors/install.sh"))
    func codeMirror5LeavesALoneSurrogateAndTheFileSaysWhatRan() async throws {
        let scratch = try ScratchFolder(prefix: "editor-observe")
        defer { scratch.remove() }
        let corpus = try Self.corpus(in: scratch)
        let result = try await EditsemProcess.run(["observe", "--host", "codemirror@5", "--browser", "chromium", "--quiet",
                                                   "--corpus", corpus, "--out", scratch.path("out")])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains("codemirror@5 5.65.0 chromium against codemirror-chromium@5: deletion 4/4, caret 4/4, forward-delete 4/4 agree"),
                "\(result.output)")
        let (header, byID) = try Self.fields(scratch.path("out/codemirror-chromium@5-chromium.observed"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.manifest))) as? [String: Any])
        let entry = try #require(manifest["codemirror5"] as? [String: Any])
        #expect(header["host"] == "codemirror@5")
        #expect(header["version"] == entry["version"] as? String)
        #expect(header["element"] == "chromium")
        #expect(header["model"] == "codemirror-chromium@5")
        #expect(header["engine"]?.contains("Blink (Chromium 1") == true, "\(header["engine"] ?? "")")
        #expect(header["engine"]?.contains("libjs-codemirror=") == true)
        #expect(byID["t-thumbs-dark"]?.first == "1,1,2")
        #expect(byID["t-family"]?.first == "2,1,2,1,2")
        #expect(byID["t-abc"]?.first == "1,1,1")
    }

    /// `--url`: an editor that appears 1.5 s after the page loads is waited for; an element that
    /// cannot hold a text is an error naming why, exit 69, never "0 of 0 answers" and exit 0.
    @Test(.needsChromium)
    func urlWaitsForALateEditorAndRefusesAnEmptyRun() async throws {
        let scratch = try ScratchFolder(prefix: "editor-url")
        defer { scratch.remove() }
        let corpus = try Self.corpus(in: scratch)
        try scratch.write("late.html", """
            <!DOCTYPE html><meta charset="utf-8"><body><script>
            setTimeout(() => { const t = document.createElement('textarea'); t.id = 'late'; document.body.appendChild(t); }, 1500);
            </script></body>
            """)
        try scratch.write("dead.html", #"<!DOCTYPE html><meta charset="utf-8"><div id="dead">not editable</div>"#)
        let late = try await EditsemProcess.run(["observe", "--host", "chromium", "--quiet", "--corpus", corpus,
                                                 "--url", "file://" + scratch.path("late.html"), "--selector", "#late"])
        #expect(late.status == 0, "\(late.errorOutput)")
        #expect(late.output.contains("(the browser's own editing): 0 of 12 answers"), "\(late.output)")

        let dead = try await EditsemProcess.run(["observe", "--host", "chromium", "--quiet", "--corpus", corpus,
                                                 "--url", "file://" + scratch.path("dead.html"), "--selector", "#dead"])
        #expect(dead.status == 69, "\(dead.output)\(dead.errorOutput)")
        #expect(dead.errorOutput.contains("nothing observed: 4 of 4 texts unmeasured"), "\(dead.errorOutput)")
        #expect(dead.errorOutput.contains("the element holds a different text"), "\(dead.errorOutput)")
        #expect(!dead.output.contains("0 of 0 answers"))
    }
}
