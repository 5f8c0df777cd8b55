import EditingCorpus
import EditingReports
import EditingSemantics
import EditsemTestSupport
import Foundation
import HostObservation
import ReportTestSupport
import Testing

/// The committed `Reports/` must be what `editsem report` writes today from the bundled corpus.
@Suite struct CommittedReportsTests {
    static let root = RepositoryPaths.root
    static let reports = root.appendingPathComponent("Reports")

    /// The versions line of the committed index, if it was made with this machine's versions.
    static var stampMatches: Bool {
        guard let index = try? String(contentsOf: reports.appendingPathComponent("README.md"), encoding: .utf8) else { return false }
        let here = ReportStamp(corpusVersion: "", corpusPath: "")
        return index.contains("system ICU \(here.icu) (Unicode \(here.icuUnicode)) · Swift \(here.swift) (`Character`: Unicode \(here.stdlibUnicode))")
    }

    @Test(.enabled(if: stampMatches, "Reports/ was generated with other ICU, Unicode or Swift versions than this machine's (\(Versions.icu), \(Versions.icuUnicode), \(Versions.swift)); figures would differ"))
    func reportsAreFresh() throws {
        let files = try FreshReport.files().files.filter { !ReportWriter.machineFiles.contains($0.name) }
        var stale: [String] = []
        for file in files {
            let committed = try? Data(contentsOf: Self.reports.appendingPathComponent(file.name))
            if committed != Data(file.contents.utf8) { stale.append(file.name) }
        }
        // The machine files may be there from a local `editsem report`; they are not committed.
        let expected = Set(files.map(\.name)).union(ReportWriter.machineFiles)
        let extra = ((try? FileManager.default.contentsOfDirectory(atPath: Self.reports.path)) ?? []).filter { !expected.contains($0) }
        #expect(stale.isEmpty, "Reports/ is stale in \(stale.joined(separator: ", ")): run `swift run editsem report` and commit the result")
        #expect(extra.isEmpty, "Reports/ holds files the report does not write: \(extra.joined(separator: ", "))")
    }

    /// What only machines read stays out of the repository, and what people read stays small.
    @Test func machineFilesAreIgnoredAndThePagesAreLean() async throws {
        let listed = try await TestProcess.run("/usr/bin/env", ["git", "-C", Self.root.path, "ls-files", "Reports"])
        try #require(listed.status == 0, "git ls-files failed: \(listed.errorOutput)")
        let committed = listed.output.split(separator: "\n").map { String($0.dropFirst("Reports/".count)) }
        #expect(!committed.isEmpty)
        #expect(Set(committed).isDisjoint(with: ReportWriter.machineFiles), "committed machine files: \(committed)")
        let bytes = try committed.reduce(0) { sum, name in
            sum + (try FileManager.default.attributesOfItem(atPath: Self.reports.appendingPathComponent(name).path)[.size] as? Int ?? 0)
        }
        #expect(bytes <= 6_000_000, "Reports/ commits \(bytes) bytes; the pages people read stay within 6 MB")
    }
}
