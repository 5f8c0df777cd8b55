import EditingSemantics

/// A field of `report.json` that is missing or has the wrong type, named by its JSON path.
public struct ReportDataError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    public var description: String { "\(path): \(reason)" }
}

/// The figures of `Reports/report.json` (written by `editsem report`, schema version 2) that the
/// guide draws: the version stamp, the hosts, and per script group the agreement, each host's
/// deletion score and unit grids, the offset/press mismatches, the top splits and the strategy
/// outcomes. Offsets and lengths are UTF-16 code units.
public struct ReportData: Sendable {
    public struct Stamp: Sendable {
        public var icu, icuUnicode, swift, stdlibUnicode, corpus, corpusVersion: String
    }

    public struct Host: Sendable {
        public var id: String
        public var name: String
        /// A real host version; false for a reference unit (a plain UTF-16 unit, code point, cluster).
        public var isReal: Bool
    }

    public struct Share: Sendable {
        public var matching: Int
        public var total: Int
    }

    public struct ReportText: Sendable {
        public var id: String
        public var text: UTF16Text
    }

    public struct GridCell: Sendable {
        public var unit: String
        /// `same`, `coarser`, `finer`, `mixed` or `unknown`.
        public var code: String
        public var example: ReportText?
    }

    public struct Mismatch: Sendable {
        public var text: ReportText
        public var host: String
        public var offsetSteps: Int
        public var presses: Int
    }

    public struct Split: Sendable {
        public var text: ReportText
        /// Texts deleted the same way by every host.
        public var count: Int
        /// Per host id: presses to delete the text from its end; nil when the deletion is unknown.
        public var presses: [String: Int?]
        /// Per host id: how its deletion of the text is known (`observed`, `derived`, `modelled`, …).
        public var evidence: [String: String]
    }

    public struct Group: Sendable {
        public var name: String
        public var texts: Int
        public var deletionAgreement, caretAgreement, offsetAgreement: Share
        /// Per host id; nil when the host's deletion is unknown.
        public var hostDeletionScores: [String: Share?]
        /// [aspect][host id] → cells in unit order.
        public var grids: [String: [String: [GridCell]]]
        public var mismatchCount: Int
        public var mismatches: [Mismatch]
        public var splits: [Split]
        /// [strategy id][host id] → outcome → count.
        public var strategies: [String: [String: [String: Int]]]
    }

    public var stamp: Stamp
    public var textCount: Int
    public var hosts: [Host]
    public var units: [String]
    public var strategyIDs: [String]
    public var groups: [Group]

    public func group(_ name: String) -> Group? { groups.first { $0.name == name } }

    /// Reads a report. Throws ``JSONReadError`` for malformed JSON and ``ReportDataError`` for a
    /// field that is missing or of the wrong type.
    public init(json source: String) throws {
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
