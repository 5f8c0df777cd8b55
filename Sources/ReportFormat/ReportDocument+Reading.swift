import Foundation

/// Why `report.json` could not be read: malformed JSON, or a field missing or of the wrong type,
/// named by its JSON path (`$.groups[2].name`).
package struct ReportReadError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "\(path): \(reason)" }

    package init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}

extension ReportDocument {
    /// Reads a report written by `editsem report` in this shape (``version``).
    package init(json: Data) throws(ReportReadError) {
        struct Version: Decodable { var schemaVersion: Int }
        let decoder = JSONDecoder()
        do {
            let version = try decoder.decode(Version.self, from: json).schemaVersion
            guard version == Self.version else {
                throw ReportReadError(path: "$.schemaVersion", reason: "version \(version); this editsem reads version \(Self.version)")
            }
            self = try decoder.decode(ReportDocument.self, from: json)
        } catch let error as ReportReadError {
            throw error
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            do { _ = try JSONReader.read(String(decoding: json, as: UTF8.self)) } catch {
                throw ReportReadError(path: "$", reason: error.description)
            }
            throw ReportReadError(path: "$", reason: context.debugDescription)
        } catch let error as DecodingError {
            throw Self.readError(error)
        } catch {
            throw ReportReadError(path: "$", reason: "\(error)")
        }
    }

    private static func readError(_ error: DecodingError) -> ReportReadError {
        func path(_ keys: [any CodingKey]) -> String {
            "$" + keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return ReportReadError(path: path(context.codingPath + [key]), reason: "missing")
        case .typeMismatch(let type, let context): return ReportReadError(path: path(context.codingPath), reason: "expected \(type)")
        case .valueNotFound(let type, let context): return ReportReadError(path: path(context.codingPath), reason: "expected \(type), found null")
        case .dataCorrupted(let context): return ReportReadError(path: path(context.codingPath), reason: context.debugDescription)
        @unknown default: return ReportReadError(path: "$", reason: "\(error)")
        }
    }
}
