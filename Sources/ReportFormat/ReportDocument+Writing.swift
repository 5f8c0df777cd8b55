import EditingSupport
import HostModels

/// A ``ReportObject`` that writes itself without `Encodable`: its `CodingKeys` in order, each
/// field's value by an exhaustive switch (a new field does not compile without its writing, as
/// it does not without its schema). What it writes is byte for byte what ``JSONStreamEncoder``
/// gives for the same value (held so by ReportJSONTests, on every group of the bundled corpus).
package protocol ReportJSONObject: ReportObject {
    /// Writes the value of `field`.
    func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter)
}

extension ReportJSONObject {
    /// Writes the object, its fields in declaration order.
    package func write(to writer: inout JSONPrettyWriter) {
        writer.beginObject()
        for key in CodingKeys.allCases {
            writer.field(key.stringValue)
            write(key, to: &writer)
        }
        writer.endObject()
    }
}

extension JSONPrettyWriter {
    mutating func objects<Object: ReportJSONObject>(_ items: [Object]) { array(items) { $0.write(to: &$1) } }

    mutating func object<Object: ReportJSONObject>(_ value: Object?) {
        guard let value else { return null() }
        value.write(to: &self)
    }

    mutating func perAspect<Value>(_ values: PerAspect<Value>, _ write: (Value, inout JSONPrettyWriter) -> Void) {
        beginObject()
        for kind in AspectKind.allCases {
            guard let value = values[kind] else { continue }
            field(kind.rawValue)
            write(value, &self)
        }
        endObject()
    }

    mutating func counts(_ counts: Counts) {
        beginObject()
        for name in counts.values.keys.sorted() {
            field(name)
            int(counts.values[name]!)
        }
        endObject()
    }

    mutating func rawValue<Value: RawRepresentable<String>>(_ value: Value?) {
        guard let value else { return null() }
        string(value.rawValue)
    }
}

extension ReportDocument.Group: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .name: writer.string(name)
        case .texts: writer.int(texts)
        case .weightedTexts: writer.int(weightedTexts)
        case .agreement: writer.perAspect(agreement) { $0.write(to: &$1) }
        case .hostDeletionScores: writer.objects(hostDeletionScores)
        case .hostCaretScores: writer.objects(hostCaretScores)
        case .grids: writer.perAspect(grids) { $1.objects($0) }
        case .offsetMismatches: offsetMismatches.write(to: &writer)
        case .splits: splits.write(to: &writer)
        case .strategies: writer.objects(strategies)
        }
    }
}

extension ReportDocument.Share: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .matching: writer.int(matching)
        case .total: writer.int(total)
        case .fraction: writer.number(fraction)
        case .weightedFraction: writer.number(weightedFraction)
        }
    }
}

extension ReportDocument.Agreement: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .matching: writer.int(matching)
        case .total: writer.int(total)
        case .fraction: writer.number(fraction)
        case .weightedFraction: writer.number(weightedFraction)
        case .evidence: evidence.write(to: &writer)
        }
    }
}

extension ReportDocument.EvidenceTally: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .observed: writer.int(observed)
        case .derived: writer.int(derived)
        case .modelled: writer.int(modelled)
        case .reference: writer.int(reference)
        case .unknown: writer.int(unknown)
        }
    }
}

extension ReportDocument.Score: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .host: writer.string(host)
        case .kind: writer.rawValue(kind)
        case .score: writer.object(score)
        case .evidence: evidence.write(to: &writer)
        }
    }
}

extension ReportDocument.GridRow: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .host: writer.string(host)
        case .kind: writer.rawValue(kind)
        case .evidence: evidence.write(to: &writer)
        case .cells: writer.objects(cells)
        }
    }
}

extension ReportDocument.GridCell: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .unit: writer.string(unit)
        case .code: writer.rawValue(code)
        case .example: writer.object(example)
        }
    }
}

extension ReportDocument.Text: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .id: writer.string(id)
        case .text: writer.string(text)
        case .utf16: writer.integers(utf16)
        }
    }
}

extension ReportDocument.OffsetMismatches: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .count: writer.int(count)
        case .rows: writer.objects(rows)
        }
    }
}

extension ReportDocument.Mismatch: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .text: text.write(to: &writer)
        case .host: writer.string(host)
        case .offsetSteps: writer.int(offsetSteps)
        case .presses: writer.int(presses)
        case .evidence: writer.rawValue(evidence)
        case .grade: writer.rawValue(grade)
        }
    }
}

extension ReportDocument.Splits: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .kinds: writer.int(kinds)
        case .top: writer.objects(top)
        }
    }
}

extension ReportDocument.Split: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .text: text.write(to: &writer)
        case .count: writer.int(count)
        case .hosts: writer.objects(hosts)
        case .behaviours: writer.objects(behaviours)
        }
    }
}

extension ReportDocument.SplitHost: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .host: writer.string(host)
        case .kind: writer.rawValue(kind)
        case .deletion: writer.object(deletion)
        case .evidence: writer.rawValue(evidence)
        case .grade: writer.rawValue(grade)
        }
    }
}

extension ReportDocument.Behaviour: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .deletion: writer.object(deletion)
        case .hosts: writer.strings(hosts)
        }
    }
}

extension ReportDocument.Deletion: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .presses: writer.int(presses)
        case .lengths: writer.integers(lengths)
        case .keepsPrefix: writer.bool(keepsPrefix)
        case .illFormed: writer.bool(illFormed)
        }
    }
}

extension ReportDocument.StrategyResults: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .strategy: writer.string(strategy)
        case .hosts: writer.objects(hosts)
        }
    }
}

extension ReportDocument.StrategyHost: ReportJSONObject {
    package func write(_ field: CodingKeys, to writer: inout JSONPrettyWriter) {
        switch field {
        case .host: writer.string(host)
        case .outcomes: writer.counts(outcomes)
        case .findings: writer.counts(findings)
        }
    }
}
