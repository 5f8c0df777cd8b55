import EditsemTestSupport
import Foundation
import Testing

/// `observe --update` on the real GTK 4 entry: the committed file with some texts taken out is
/// completed by observing only those, and the merged lines are the committed ones; a file whose
/// header names other engines than the host runs on now is refused, and left as it was.
@Suite(.serialized) struct UpdateObserveTests {
    static let root = RepositoryPaths.root.path
    static let committed = root + "/Corpus/observed/gtk@4.8-entry.observed"
    /// Precomposed letters NFC does not recompose, some of which GTK's Backspace rewrites: both
    /// kinds of line (removals and rewritten texts) come back.
    static let tags = "composition-exclusion"

    /// A folder holding the committed file without the texts of `tags`, with `edit` applied to its
    /// header lines, and the known differences; the removed lines by id.
    func folder(editingHeader edit: (String) -> String) throws -> (path: String, removed: [String: String]) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-update-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.root + "/Corpus/observed/known-differences.txt",
                                         toPath: path + "/known-differences.txt")
        let ids = try taggedIDs()
        var removed: [String: String] = [:]
        var kept: [String] = []
        for line in try String(contentsOfFile: Self.committed, encoding: .utf8).components(separatedBy: "\n") {
            if let tab = line.firstIndex(of: "\t") {
                let id = String(line[..<tab])
                if ids.contains(id) { removed[id] = line; continue }
                kept.append(line)
            } else {
                kept.append(edit(line))
            }
        }
        try kept.joined(separator: "\n").write(toFile: path + "/gtk@4.8-entry.observed", atomically: true, encoding: .utf8)
        return (path, removed)
    }

    /// The ids of the corpus texts tagged `tags`, read from the corpus files themselves.
    func taggedIDs() throws -> Set<String> {
        var ids: Set<String> = []
        let corpus = Self.root + "/Corpus"
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus) where name.hasSuffix(".corpus") {
            for line in try String(contentsOfFile: corpus + "/" + name, encoding: .utf8).components(separatedBy: "\n") {
                let fields = line.components(separatedBy: "\t")
                let tags = fields.count >= 3 ? fields[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : []
                if tags.contains(Self.tags) { ids.insert(fields[0]) }
            }
        }
        return ids
    }

    func update(_ out: String) async throws -> EditsemProcess.Outcome {
        try await EditsemProcess.run([
            "observe", "--host", "gtk@4", "--element", "entry", "--update", "--tags", Self.tags, "--quiet",
            "--corpus", Self.root + "/Corpus", "--out", out,
        ])
    }

    @Test(.needsGTK4UnderXvfb)
    func anUpdateObservesOnlyWhatIsMissingAndMerges() async throws {
        let (out, removed) = try folder { $0 }
        defer { try? FileManager.default.removeItem(atPath: out) }
        try #require(removed.count >= 10, "the tag '\(Self.tags)' picks \(removed.count) texts of the committed file")
        let result = try await update(out)
        #expect(result.status == 0, "\(result.errorOutput)")
        let merged = try String(contentsOfFile: out + "/gtk@4.8-entry.observed", encoding: .utf8)
        let lines = merged.components(separatedBy: "\n").filter { $0.contains("\t") }
        let committedIDs = try String(contentsOfFile: Self.committed, encoding: .utf8).components(separatedBy: "\n")
            .filter { $0.contains("\t") }.map { String($0.split(separator: "\t", maxSplits: 1)[0]) }
        #expect(lines.map { String($0.split(separator: "\t", maxSplits: 1)[0]) } == committedIDs, "the merged file's texts are not the committed file's, in its order")
        var back = 0
        for line in lines {
            let id = String(line.split(separator: "\t", maxSplits: 1)[0])
            guard let before = removed[id] else { continue }
            #expect(line == before, "\(id): observed again as \(line), committed \(before)")
            back += 1
        }
        #expect(back == removed.count, "\(back) of \(removed.count) removed texts observed again")
    }

    @Test(.needsGTK4UnderXvfb)
    func anUpdateUnderOtherEnginesIsRefused() async throws {
        let (out, _) = try folder { line in
            line.hasPrefix("engine: ") ? line.replacingOccurrences(of: "Pango 1.50.12", with: "Pango 1.49.0") : line
        }
        defer { try? FileManager.default.removeItem(atPath: out) }
        let before = try Data(contentsOf: URL(fileURLWithPath: out + "/gtk@4.8-entry.observed"))
        try #require(String(decoding: before, as: UTF8.self).contains("engine: Pango 1.49.0"))
        let result = try await update(out)
        #expect(result.status == 65, "\(result.errorOutput)")
        #expect(result.errorOutput.contains("another engine than gtk@4 runs on now"), "\(result.errorOutput)")
        #expect(result.errorOutput.contains("engine then: Pango 1.49.0"), "\(result.errorOutput)")
        #expect(result.errorOutput.contains("engine now:  Pango 1.50.12"), "\(result.errorOutput)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/gtk@4.8-entry.observed")) == before)
    }

    /// An --out that is a file is an error before any host starts, not a folder read as empty.
    @Test func anOutThatIsAFileIsAnError() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("editsem-out-\(UUID().uuidString)").path
        try "not a folder\n".write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = try await EditsemProcess.run(["observe", "--host", "gtk@4", "--sample", "1", "--quiet",
                                                   "--corpus", Self.root + "/Corpus", "--out", file])
        #expect(result.status == 65, "\(result.errorOutput)")
        #expect(result.errorOutput.contains("\neditsem: \(file):1: a file, not a folder of observations"), "\(result.errorOutput)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "not a folder\n")
    }
}
