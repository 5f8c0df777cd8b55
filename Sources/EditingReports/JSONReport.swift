import EditingSemantics
import HostModels

/// `report.json`: everything in the Markdown pages and more, for machines. Its shape is described
/// by ``JSONReport/schema`` (written as `report.schema.json`).
enum JSONReport {
    static func render(_ result: ReportResult, stamp: ReportStamp) -> String {
        let hosts = result.subjects.hosts
        let units = result.subjects.units
        func share(_ s: Share) -> JSONValue {
            .object([
                ("matching", .int(s.matching)), ("total", .int(s.total)),
                ("fraction", s.fraction.map { .number($0, digits: 4) } ?? .null),
                ("weightedFraction", s.weightedFraction.map { .number($0, digits: 4) } ?? .null),
            ])
        }
        func text(_ t: ReportText) -> JSONValue {
            .object([("id", .string(t.id)), ("text", .text(t.text)), ("utf16Length", .int(t.text.units.count))])
        }
        func aspect<R>(_ a: Aspect<R>) -> JSONValue {
            .object([("unit", .string(a.unit)), ("grade", .string(a.grade.rawValue)), ("known", .bool(a.isKnown))])
        }
        func tally(_ t: EvidenceTally) -> JSONValue {
            .object(["observed", "derived", "modelled", "reference", "unknown"].map { ($0, .int(t.count($0))) })
        }
        func evidence(_ e: AnswerEvidence) -> [(String, JSONValue)] {
            [("evidence", .string(e.kind)), ("grade", e.grade.map { .string($0.rawValue) } ?? .null)]
        }
        func counts(_ d: [String: Int]) -> JSONValue { .object(d.keys.sorted().map { ($0, .int(d[$0]!)) }) }
        func trace(_ t: DeletionTrace?) -> JSONValue {
            guard let t else { return .null }
            return .object([("presses", .int(t.presses)), ("lengths", .array(t.lengths.map { .int($0) })),
                            ("keepsPrefix", .bool(t.keepsPrefix)), ("illFormed", .bool(t.illFormed))])
        }

        let groups: [JSONValue] = result.groups.map { g in
            var grids: [(String, JSONValue)] = []
            for a in AspectKind.textAspects {
                grids.append((a.rawValue, .array(hosts.indices.map { h in
                    .object([("host", .string(hosts[h].id)), ("kind", .string(hosts[h].release.kind.rawValue)),
                             ("evidence", tally(g.evidence[a]![h])), ("cells", .array(units.indices.map { u in
                        let cell = g.grids[a]![h][u]
                        return .object([("unit", .string(units[u].rawValue)), ("code", .string(cell.code.rawValue)),
                                        ("example", cell.example.map(text) ?? .null)])
                    }))])
                })))
            }
            return .object([
                ("name", .string(g.name)),
                ("texts", .int(g.textCount)),
                ("weightedTexts", .int(g.weightedTexts)),
                ("agreement", .object(AspectKind.textAspects.map { a in
                    guard case .object(var fields) = share(g.agreement[a]!) else { fatalError("a share is an object") }
                    fields.append(("evidence", tally(g.agreementEvidence(a))))
                    return (a.rawValue, .object(fields))
                })),
                ("hostDeletionScores", .array(hosts.indices.map { h in
                    .object([("host", .string(hosts[h].id)), ("kind", .string(hosts[h].release.kind.rawValue)),
                             ("score", hosts[h].deletion.isKnown ? share(g.hostDeletionScores[h]) : .null),
                             ("evidence", tally(g.evidence[.deletion]![h]))])
                })),
                ("hostCaretScores", .array(hosts.indices.map { h in
                    .object([("host", .string(hosts[h].id)), ("kind", .string(hosts[h].release.kind.rawValue)),
                             ("score", hosts[h].caret.isKnown ? share(g.hostCaretScores[h]) : .null),
                             ("evidence", tally(g.evidence[.caret]![h]))])
                })),
                ("grids", .object(grids)),
                ("offsetMismatches", .object([
                    ("count", .int(g.mismatchCount)),
                    ("rows", .array(g.mismatches.map { m in
                        .object([("text", text(m.text)), ("host", .string(hosts[m.host].id)),
                                 ("offsetSteps", .int(m.offsetSteps)), ("presses", .int(m.presses))] + evidence(m.evidence))
                    })),
                ])),
                ("splits", .object([
                    ("kinds", .int(g.splitKinds)),
                    ("top", .array(g.splits.map { s in
                        .object([("text", text(s.example)), ("count", .int(s.count)),
                                 ("hosts", .array(hosts.indices.map { h in
                                     .object([("host", .string(hosts[h].id)), ("kind", .string(hosts[h].release.kind.rawValue)),
                                              ("deletion", trace(s.signature[h]))] + evidence(s.evidence[h]))
                                 })),
                                 ("behaviours", .array(s.behaviours(realHosts: result.subjects.realHosts).map { b in
                                     .object([("deletion", trace(b.trace)), ("hosts", .array(b.hosts.map { .string(hosts[$0].id) }))])
                                 }))])
                    })),
                ])),
                ("strategies", .array(result.subjects.strategies.indices.map { s in
                    .object([("strategy", .string(result.subjects.strategies[s].id)), ("hosts", .array(hosts.indices.map { h in
                        let tally = g.strategies[s][h]
                        return .object([("host", .string(hosts[h].id)), ("outcomes", counts(byName(tally.outcomes))),
                                        ("findings", counts(byName(tally.findings)))])
                    }))])
                })),
            ])
        }

        return JSONValue.object([
            ("schemaVersion", .int(2)),
            ("stamp", stamp.json),
            ("texts", .int(result.textCount)),
            ("hosts", .array(hosts.map { h in
                .object([("id", .string(h.id)), ("name", .string(h.name)), ("kind", .string(h.release.kind.rawValue)),
                         ("family", .string(h.family)), ("version", .string(h.version))]
                        + AspectKind.allCases.map { ($0.rawValue, aspect(h[$0])) }
                        + [("unicodeBasis", .string(h.unicodeBasis)), ("observedIn", .array((result.subjects.observed.elements[h.id] ?? []).map(JSONValue.string)))])
            })),
            ("knownDifferences", .array(result.subjects.observed.differences.map { d in
                .object([("host", .string(d.host)), ("element", .string(d.element)), ("aspect", .string(d.aspect)),
                         ("reason", .string(d.reason)), ("cases", .array(d.cases.map(JSONValue.string)))])
            })),
            ("units", .array(units.map { .string($0.rawValue) })),
            ("strategies", .array(result.subjects.strategies.map { .object([("id", .string($0.id)), ("summary", .string($0.summary))]) })),
            ("groups", .array(groups)),
        ]).rendered(pretty: true) + "\n"
    }

    /// Counts keyed by their kinds' names, as the JSON spells them.
    private static func byName<Kind: RawRepresentable<String>>(_ counts: [Kind: Int]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) })
    }
}
