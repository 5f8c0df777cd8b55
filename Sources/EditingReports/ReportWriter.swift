import EditingSemantics
import EditingSupport
import Foundation

/// A report output could not be written.
package struct ReportWriteError: Error, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "\(path): \(reason)" }
}

/// Renders every report file and puts them in place together: the files are written into a
/// temporary folder beside the destination and then swapped in, so a failure never leaves a
/// half-written report.
package enum ReportWriter {
    /// The files only machines read: written on every run, but kept out of the repository
    /// (`.gitignore`), since they are several times the size of the pages people read and change
    /// with every model change. Everything else `render` gives is committed.
    package static let machineFiles: Set<String> = ["report.json", "junit.xml"]

    /// The files of a report, by name, in a fixed order.
    package static func render(_ result: ReportResult, stamp: ReportStamp) -> [(name: String, contents: String)] {
        let (pages, order) = pages(result, stamp: stamp)
        let drawn = order.map { pages[$0] }.concurrentMap { page in
            let (name, contents) = page()
            return (name: name, contents: contents.string)
        }
        var files = drawn
        for (position, index) in order.enumerated() { files[index] = drawn[position] }
        return files
    }

    /// Renders the report and writes it as ``write(_:to:)`` writes `render`'s files, each file
    /// written as soon as it is drawn.
    package static func write(_ result: ReportResult, stamp: ReportStamp, to directory: URL) throws(ReportWriteError) {
        let (pages, order) = pages(result, stamp: stamp)
        try replace(directory) { staging in
            let failures = order.map { pages[$0] }.concurrentMap { page -> (any Error)? in
                let (name, contents) = page()
                do { try contents.write(to: staging.appendingPathComponent(name)) } catch { return error }
                return nil
            }
            if let error = failures.lazy.compactMap({ $0 }).first { throw error }
        }
    }

    /// Each file's drawing, in the files' order, and the order to draw them in.
    private static func pages(_ result: ReportResult, stamp: ReportStamp) -> (pages: [@Sendable () -> (String, PageContents)], order: [Int]) {
        // The pages are independent, so they are drawn in parallel; their order stays fixed.
        var pages: [@Sendable () -> (String, PageContents)] = [{ ("README.md", .text(MarkdownReport.index(result, stamp: stamp))) }]
        pages.append { (MarkdownReport.hostsFileName, .text(MarkdownReport.hostsPage(result, stamp: stamp))) }
        for group in result.groups {
            pages.append { ("\(group.name).md", .text(MarkdownReport.group(group, result: result, stamp: stamp))) }
        }
        pages.append { (VersionsPage.fileName, .text(VersionsPage.render(result, stamp: stamp))) }
        pages.append { (EditorsPage.fileName, .text(EditorsPage.render(result, stamp: stamp))) }
        pages.append { (KeyboardsPage.fileName, .text(KeyboardsPage.render(result, stamp: stamp))) }
        if let conformance = result.conformance { pages.append { (UnicodeConformance.fileName, .text(conformance.page(stamp: stamp))) } }
        let json = pages.count
        pages.append { ("report.json", .utf8(JSONReport.renderUTF8Pieces(result, stamp: stamp))) }
        pages.append { ("report.schema.json", .text(JSONReport.schema)) }
        pages.append { ("junit.xml", .text(JUnitReport.render(result))) }
        pages.append { ("index.html", .text(HTMLReport.render(result, stamp: stamp))) }
        // report.json takes longer than any two other pages: started first, it does not leave
        // one core drawing it alone at the end.
        return (pages, [json] + pages.indices.filter { $0 != json })
    }

    /// Writes `files` as the whole content of `directory`, replacing an earlier report there.
    /// Refuses a non-empty folder that does not hold an editsem report.
    package static func write(_ files: [(name: String, contents: String)], to directory: URL) throws(ReportWriteError) {
        try replace(directory) { staging in
            for file in files { try Data(file.contents.utf8).write(to: staging.appendingPathComponent(file.name)) }
        }
    }

    /// Makes `fill` write the files into a staging folder beside `directory`, then swaps it in.
    private static func replace(_ directory: URL, fill: (URL) throws -> Void) throws(ReportWriteError) {
        let fm = FileManager.default
        let parent = directory.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ReportWriteError(path: parent.path, reason: "the parent folder does not exist")
        }
        if fm.fileExists(atPath: directory.path, isDirectory: &isFolder) {
            // A file there is never replaced, and a folder whose listing fails counts as not empty.
            guard isFolder.boolValue else {
                throw ReportWriteError(path: directory.path, reason: "a file, not a folder; refusing to replace it")
            }
            let contents = (try? fm.contentsOfDirectory(atPath: directory.path)) ?? [".unlistable"]
            let readme = (try? String(contentsOf: directory.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
            guard contents.isEmpty || readme.hasPrefix(MarkdownReport.title) else {
                throw ReportWriteError(path: directory.path, reason: "not empty and not an editsem report folder; refusing to replace it")
            }
        }
        let staging = parent.appendingPathComponent(".\(directory.lastPathComponent).editsem-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try? fm.removeItem(at: staging)
            try fm.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            throw ReportWriteError(path: parent.path, reason: "cannot create a folder here (\(Self.reason(error)))")
        }
        do {
            try fill(staging)
        } catch {
            try? fm.removeItem(at: staging)
            throw ReportWriteError(path: staging.path, reason: "cannot write (\(Self.reason(error)))")
        }
        let old = parent.appendingPathComponent(".\(directory.lastPathComponent).editsem-old-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            if fm.fileExists(atPath: directory.path) { try fm.moveItem(at: directory, to: old) }
            try fm.moveItem(at: staging, to: directory)
            try? fm.removeItem(at: old)
        } catch {
            if fm.fileExists(atPath: old.path), !fm.fileExists(atPath: directory.path) { try? fm.moveItem(at: old, to: directory) }
            try? fm.removeItem(at: staging)
            throw ReportWriteError(path: directory.path, reason: "cannot replace the folder (\(Self.reason(error)))")
        }
    }

    /// A drawn file: text, or the UTF-8 bytes, in pieces, of one too large to copy into a `String`
    /// or one buffer.
    private enum PageContents {
        case text(String)
        case utf8([[UInt8]])

        var string: String {
            switch self {
            case .text(let text): text
            case .utf8(let pieces): String(decoding: Array(pieces.joined()), as: UTF8.self)
            }
        }

        /// Writes the bytes where they are, without copying them into a `Data` first.
        func write(to url: URL) throws {
            guard FileManager.default.createFile(atPath: url.path, contents: nil), let file = FileHandle(forWritingAtPath: url.path) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
            func write(_ bytes: UnsafeRawBufferPointer) throws {
                guard let base = bytes.baseAddress else { return }
                try file.write(contentsOf: Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none))
            }
            do {
                switch self {
                case .text(var text): try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
                case .utf8(let pieces): for piece in pieces { try piece.withUnsafeBytes { try write($0) } }
                }
            } catch {
                try? file.close()
                throw error
            }
            try file.close()
        }
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
