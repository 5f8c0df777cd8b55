import EditingSemantics
import Foundation
import HostObservation

/// Observation files read and checked for `observations check` and `observations import`: every
/// problem of every file is printed as `FILE:LINE: reason` before the run fails with 65, so a
/// contributor sees them all at once.
enum ObservationFiles {
    struct Read {
        var observations: [(file: String, observation: Observation)]
        var files: [(path: String, file: ObservationFile, contents: Data)]
        var known: KnownDifferences
        /// Said but not failing: format 1 files, which predate `device` and `source`.
        var notes: [String]
    }

    /// `paths`, or every `*.observed` of `folder` when nil; the known differences of `folder`.
    static func read(_ paths: [String]?, folder: String, texts: [String: UTF16Text]) throws -> Read {
        let known: KnownDifferences
        let names: [String]
        do {
            let knownPath = folder + "/" + KnownDifferences.fileName
            let data = FileManager.default.contents(atPath: knownPath)
            known = try data.map { try KnownDifferences.read(String(decoding: $0, as: UTF8.self), file: knownPath) } ?? KnownDifferences()
        } catch {
            printError("editsem: \(error)")
            throw EditsemExit.dataError
        }
        names = paths ?? ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix("." + ObservationFormat.fileExtension) }.sorted().map { folder + "/" + $0 }
        var read = Read(observations: [], files: [], known: known, notes: [])
        var problems: [ObservationFormat.ReadError] = []
        var oldFormat: [String] = []
        for path in names {
            guard let data = FileManager.default.contents(atPath: path) else {
                printError("editsem: \(path): cannot read the file")
                throw EditsemExit.noInput
            }
            guard let contents = String(validating: data, as: UTF8.self) else {
                problems.append(.init(file: path, line: 1, reason: "not UTF-8"))
                continue
            }
            do {
                let file = try ObservationFormat.readFile(contents, file: path)
                problems += ObservationCheck.problems(file, path: path, texts: texts)
                if file.format < 2 { oldFormat.append(path) }
                read.files.append((path, file, data))
                read.observations.append((path, file.observation))
            } catch {
                problems.append(error)
            }
        }
        if let first = oldFormat.first {
            let which = oldFormat.count == 1 ? first : "\(oldFormat.count) files (\(first), …)"
            read.notes.append("\(which): format 1, which records no device or source; observe again to record them")
        }
        for problem in problems { printError("editsem: \(problem)") }
        if !problems.isEmpty { throw EditsemExit.dataError }
        return read
    }
}
