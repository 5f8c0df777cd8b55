import EditingSemantics
import EditingSupport
import HostModels
import ReportFormat

/// `report.json`: everything in the Markdown pages and more, for machines, as a
/// ``ReportDocument`` (whose types also give `report.schema.json` and the guide's reader).
enum JSONReport {
    /// The document's UTF-8 bytes, pretty, in pieces to be written one after the other.
    static func renderUTF8Pieces(_ result: ReportResult, stamp: ReportStamp) -> [[UInt8]] {
        var document = document(result, stamp: stamp)
        // The groups are most of the document and independent of each other: each is written in
        // parallel, by hand (ReportJSONObject, what encoding it gives), and dropped once written,
        // which gives what encoding the whole document gives without holding it all as values.
        let groups = document.groups
        document.groups = []
        let encoder = JSONStreamEncoder(fractionDigits: 4)
        do {
            var pieces = try encoder.pieces(filling: encoder.encode(document).bytes, lastArray: "groups", count: groups.count) { i in
                var writer = JSONPrettyWriter(fractionDigits: encoder.fractionDigits, level: 2)
                groups[i].write(to: &writer)
                return (writer.out, true)
            }
            pieces.append([UInt8(ascii: "\n")])
            return pieces
        } catch {
            fatalError("the report document has only encodable fields: \(error)")
        }
    }

    /// The schema of ``renderUTF8Pieces(_:stamp:)``'s output.
    static var schema: String {
        ReportSchema.document(ReportDocument.self, title: "editsem report").rendered(pretty: true) + "\n"
    }

    static func document(_ result: ReportResult, stamp: ReportStamp) -> ReportDocument {
        let hosts = result.subjects.hosts
        let units = result.subjects.units
        typealias D = ReportDocument
        func share(_ s: Share) -> D.Share {
            D.Share(matching: s.matching, total: s.total, fraction: s.fraction, weightedFraction: s.weightedFraction)
        }
        func text(_ t: ReportText) -> D.Text { D.Text(id: t.id, text: t.text) }
        func tally(_ t: EvidenceTally) -> D.EvidenceTally { D.EvidenceTally(t.count) }
        func trace(_ t: DeletionTrace?) -> D.Deletion? {
            t.map { D.Deletion(presses: $0.presses, lengths: $0.lengths, keepsPrefix: $0.keepsPrefix, illFormed: $0.illFormed) }
        }
        func counts<Kind: RawRepresentable<String>>(_ counts: [Kind: Int]) -> Counts {
            Counts(Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) }))
        }
        func perTextAspect<Value>(_ value: (AspectKind) -> Value) -> PerAspect<Value> {
            PerAspect(Dictionary(uniqueKeysWithValues: AspectKind.textAspects.map { ($0, value($0)) }))
        }
        let groups = result.groups.map { g in
            func scores(_ aspect: AspectKind, _ values: [Share]) -> [D.Score] {
                hosts.indices.map { h in
                    D.Score(host: hosts[h].id, kind: hosts[h].release.kind, score: hosts[h][aspect].isKnown ? share(values[h]) : nil,
                            evidence: tally(g.evidence[aspect]![h]))
                }
            }
            return D.Group(
                name: g.name, texts: g.textCount, weightedTexts: g.weightedTexts,
                agreement: perTextAspect { D.Agreement(share(g.agreement[$0]!), evidence: tally(g.agreementEvidence($0))) },
                hostDeletionScores: scores(.deletion, g.hostDeletionScores),
                hostCaretScores: scores(.caret, g.hostCaretScores),
                grids: perTextAspect { a in
                    hosts.indices.map { h in
                        D.GridRow(host: hosts[h].id, kind: hosts[h].release.kind, evidence: tally(g.evidence[a]![h]), cells: units.indices.map { u in
                            let cell = g.grids[a]![h][u]
                            return D.GridCell(unit: units[u].rawValue, code: cell.code, example: cell.example.map(text))
                        })
                    }
                },
                offsetMismatches: D.OffsetMismatches(count: g.mismatchCount, rows: g.mismatches.map { m in
                    D.Mismatch(text: text(m.text), host: hosts[m.host].id, offsetSteps: m.offsetSteps, presses: m.presses,
                               evidence: m.evidence.kind, grade: m.evidence.grade)
                }),
                splits: D.Splits(kinds: g.splitKinds, top: g.splits.map { s in
                    D.Split(text: text(s.example), count: s.count, hosts: hosts.indices.map { h in
                        D.SplitHost(host: hosts[h].id, kind: hosts[h].release.kind, deletion: trace(s.signature[h]),
                                    evidence: s.evidence[h].kind, grade: s.evidence[h].grade)
                    }, behaviours: s.behaviours(realHosts: result.subjects.realHosts).map { b in
                        D.Behaviour(deletion: trace(b.trace), hosts: b.hosts.map { hosts[$0].id })
                    })
                }),
                strategies: result.subjects.strategies.indices.map { s in
                    D.StrategyResults(strategy: result.subjects.strategies[s].id, hosts: hosts.indices.map { h in
                        let tally = g.strategyTally(s, host: h)
                        return D.StrategyHost(host: hosts[h].id, outcomes: counts(tally.outcomes), findings: counts(tally.findings))
                    })
                })
        }

        return ReportDocument(
            stamp: D.Stamp(icu: stamp.icu, icuUnicode: stamp.icuUnicode, swift: stamp.swift, stdlibUnicode: stamp.stdlibUnicode,
                           corpus: stamp.corpusPath, corpusVersion: stamp.corpusVersion),
            texts: result.textCount,
            hosts: hosts.map { h in
                D.Host(id: h.id, name: h.name, kind: h.release.kind, family: h.family, version: h.version,
                       aspects: PerAspect(Dictionary(uniqueKeysWithValues: AspectKind.allCases.map {
                           ($0, D.AspectSummary(unit: h[$0].unit, grade: h[$0].grade, known: h[$0].isKnown))
                       })),
                       unicodeBasis: h.unicodeBasis, observedIn: result.subjects.observed.elements[h.id] ?? [])
            },
            knownDifferences: result.subjects.observed.differences,
            units: units.map(\.rawValue),
            strategies: result.subjects.strategies.map { D.Strategy(id: $0.id, summary: $0.summary) },
            groups: groups)
    }
}
