import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import Testing

/// Runs every case of `Corpus/vectors/*.txt` against its host model.
@Suite struct VectorTests {
    static let vectorFolder = RepositoryPaths.url("Corpus/vectors")

    static var files: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: vectorFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().map { vectorFolder.appendingPathComponent($0) }
    }

    @Test func thereAreVectorFiles() {
        #expect(!Self.files.isEmpty, "no vector files in \(Self.vectorFolder.path)")
    }

    @Test(arguments: files.map(\.lastPathComponent))
    func vectorFileHolds(_ name: String) throws {
        let url = Self.vectorFolder.appendingPathComponent(name)
        let vectors = try HostVectorFile.parse(String(contentsOf: url, encoding: .utf8), path: "Corpus/vectors/\(name)")
        #expect(!vectors.isEmpty)
        var stale: [String] = []
        for vector in vectors {
            let model = try HostCatalog.model(id: vector.host)
            let result = vector.evaluate(on: model)
            let place = "\(vector.file):\(vector.line) [\(vector.host)] \(vector.check.rawValue) \(vector.text.escaped)"
            #expect(result.actual != nil, "\(place): the host's aspect is unknown, so the vector cannot be checked")
            if vector.isStale {
                stale.append(place)
                #expect(result.isAsRecorded, "\(place): recorded as stale but the model now agrees with it; remove the mark")
            } else {
                #expect(result.passed, "\(place): expected \(vector.expected), model gives \(result.actual ?? "unknown")")
            }
        }
        if !stale.isEmpty { print("stale vectors in \(name), failing as recorded:\n  " + stale.joined(separator: "\n  ")) }
    }
}
