import EditingSemantics

/// A field of `report.json` that is missing or has the wrong type, named by its JSON path.
package struct ReportDataError: Error, Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "\(path): \(reason)" }
}

/// The figures of `Reports/report.json` (written by `editsem report`, schema version 2) that the
/// guide draws: the version stamp, the hosts, and per script group the agreement, each host's
/// deletion score and unit grids, the offset/press mismatches, the top splits and the strategy
/// outcomes. Offsets and lengths are UTF-16 code units.
package struct ReportData: Sendable {
    package struct Stamp: Sendable {
        package var icu, icuUnicode, swift, stdlibUnicode, corpus, corpusVersion: String
    }

    package struct Host: Sendable {
        package var id: String
        package var name: String
        /// A real host version; false for a reference unit (a plain UTF-16 unit, code point, cluster).
        package var isReal: Bool
    }

    package struct Share: Sendable {
        package var matching: Int
        package var total: Int
    }

    package struct ReportText: Sendable {
        package var id: String
        package var text: UTF16Text
    }

    package struct GridCell: Sendable {
        package var unit: String
        /// `same`, `coarser`, `finer`, `mixed` or `unknown`.
        package var code: String
        package var example: ReportText?
    }

    package struct Mismatch: Sendable {
        package var text: ReportText
        package var host: String
        package var offsetSteps: Int
        package var presses: Int
    }

    package struct Split: Sendable {
        package var text: ReportText
        /// Texts deleted the same way by every host.
        package var count: Int
        /// Per host id: presses to delete the text from its end; nil when the deletion is unknown.
        package var presses: [String: Int?]
        /// Per host id: how its deletion of the text is known (`observed`, `derived`, `modelled`, …).
        package var evidence: [String: String]
    }

    package struct Group: Sendable {
        package var name: String
        package var texts: Int
        package var deletionAgreement, caretAgreement, offsetAgreement: Share
        /// Per host id; nil when the host's deletion is unknown.
        package var hostDeletionScores: [String: Share?]
        /// [aspect][host id] → cells in unit order.
        package var grids: [String: [String: [GridCell]]]
        package var mismatchCount: Int
        package var mismatches: [Mismatch]
        package var splits: [Split]
        /// [strategy id][host id] → outcome → count.
        package var strategies: [String: [String: [String: Int]]]
    }

    package var stamp: Stamp
    package var textCount: Int
    package var hosts: [Host]
    package var units: [String]
    package var strategyIDs: [String]
    package var groups: [Group]

    package func group(_ name: String) -> Group? { groups.first { $0.name == name } }

    /// Reads a report. Throws ``JSONReadError`` for malformed JSON and ``ReportDataError`` for a
    /// field that is missing or of the wrong type.
    package init(json source: String) throws {
        let root = try JSONReader.read(source)
        let r = Reader(value: root, path: "$")
        guard try r.int("schemaVersion") == 2 else {
            throw ReportDataError(path: "$.schemaVersion", reason: "only schema version 2 is understood")
        }
        let s = try r.object("stamp")
        stamp = Stamp(icu: try s.string("icu"), icuUnicode: try s.string("icuUnicode"), swift: try s.string("swift"),
                      stdlibUnicode: try s.string("stdlibUnicode"), corpus: try s.string("corpus"),
                      corpusVersion: try s.string("corpusVersion"))
        textCount = try r.int("texts")
        hosts = try r.array("hosts").map { Host(id: try $0.string("id"), name: try $0.string("name"), isReal: try $0.string("kind") == "host") }
        units = try r.array("units").map { try $0.plainString() }
        strategyIDs = try r.array("strategies").map { try $0.string("id") }
        groups = try r.array("groups").map(Self.group)
    }

    private static func group(_ g: Reader) throws -> Group {
        func share(_ r: Reader) throws -> Share { Share(matching: try r.int("matching"), total: try r.int("total")) }
        let agreement = try g.object("agreement")
        var scores: [String: Share?] = [:]
        for entry in try g.array("hostDeletionScores") {
            scores[try entry.string("host")] = try entry.optionalObject("score").map(share)
        }
        var grids: [String: [String: [GridCell]]] = [:]
        let gridObject = try g.object("grids")
        for aspect in ["deletion", "caret", "offset"] {
            var rows: [String: [GridCell]] = [:]
            for row in try gridObject.array(aspect) {
                rows[try row.string("host")] = try row.array("cells").map { cell in
                    GridCell(unit: try cell.string("unit"), code: try cell.string("code"),
                             example: try cell.optionalObject("example").map(text))
                }
            }
            grids[aspect] = rows
        }
        let mismatchObject = try g.object("offsetMismatches")
        let mismatches = try mismatchObject.array("rows").map { row in
            Mismatch(text: try text(row.object("text")), host: try row.string("host"),
                     offsetSteps: try row.int("offsetSteps"), presses: try row.int("presses"))
        }
        let splits = try g.object("splits").array("top").map { split in
            var presses: [String: Int?] = [:]
            var evidence: [String: String] = [:]
            for host in try split.array("hosts") {
                presses[try host.string("host")] = try host.optionalObject("deletion").map { try $0.int("presses") }
                evidence[try host.string("host")] = try host.string("evidence")
            }
            return Split(text: try text(split.object("text")), count: try split.int("count"), presses: presses, evidence: evidence)
        }
        var strategies: [String: [String: [String: Int]]] = [:]
        for strategy in try g.array("strategies") {
            var perHost: [String: [String: Int]] = [:]
            for host in try strategy.array("hosts") {
                var outcomes: [String: Int] = [:]
                for (key, _) in try host.object("outcomes").fields {
                    outcomes[key] = try host.object("outcomes").int(key)
                }
                perHost[try host.string("host")] = outcomes
            }
            strategies[try strategy.string("strategy")] = perHost
        }
        return Group(
            name: try g.string("name"), texts: try g.int("texts"),
            deletionAgreement: try share(agreement.object("deletion")), caretAgreement: try share(agreement.object("caret")),
            offsetAgreement: try share(agreement.object("offset")), hostDeletionScores: scores, grids: grids,
            mismatchCount: try mismatchObject.int("count"), mismatches: mismatches, splits: splits, strategies: strategies)
    }

    private static func text(_ r: Reader) throws -> ReportText {
        ReportText(id: try r.string("id"), text: try r.text("text"))
    }
}

/// Typed access to a JSON value that names the path of whatever is missing.
private struct Reader {
    var value: JSONValue
    var path: String

    func field(_ key: String) throws -> JSONValue {
        guard value.objectValue != nil else { throw ReportDataError(path: path, reason: "expected an object") }
        guard let field = value[key] else { throw ReportDataError(path: "\(path).\(key)", reason: "missing") }
        return field
    }

    var fields: [(String, JSONValue)] { value.objectValue ?? [] }

    func string(_ key: String) throws -> String {
        guard let string = try field(key).stringValue else { throw ReportDataError(path: "\(path).\(key)", reason: "expected a string") }
        return string
    }

    func text(_ key: String) throws -> UTF16Text {
        guard let text = try field(key).textValue else { throw ReportDataError(path: "\(path).\(key)", reason: "expected a string") }
        return text
    }

    func plainString() throws -> String {
        guard let string = value.stringValue else { throw ReportDataError(path: path, reason: "expected a string") }
        return string
    }

    func int(_ key: String) throws -> Int {
        guard let int = try field(key).intValue else { throw ReportDataError(path: "\(path).\(key)", reason: "expected an integer") }
        return int
    }

    func object(_ key: String) throws -> Reader {
        let field = try field(key)
        guard field.objectValue != nil else { throw ReportDataError(path: "\(path).\(key)", reason: "expected an object") }
        return Reader(value: field, path: "\(path).\(key)")
    }

    func optionalObject(_ key: String) throws -> Reader? {
        let field = try field(key)
        if case .null = field { return nil }
        guard field.objectValue != nil else { throw ReportDataError(path: "\(path).\(key)", reason: "expected an object or null") }
        return Reader(value: field, path: "\(path).\(key)")
    }

    func array(_ key: String) throws -> [Reader] {
        guard let items = try field(key).arrayValue else { throw ReportDataError(path: "\(path).\(key)", reason: "expected an array") }
        return items.enumerated().map { Reader(value: $0.element, path: "\(path).\(key)[\($0.offset)]") }
    }
}
