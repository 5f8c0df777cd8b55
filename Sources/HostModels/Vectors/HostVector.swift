import EditingSemantics

/// One expectation about a host, taken from a host's own tests or an observation, as data.
/// Files live in `Corpus/vectors/`; their format is documented in `Corpus/vectors/README.md`.
package struct HostVector: Hashable, Sendable {
    /// What is checked.
    package enum Check: String, CaseIterable, Sendable {
        /// `expected` is the text left after one delete-backward with the caret at the end.
        case delete
        /// `expected` is the number of UTF-16 units one delete-backward removes at the end.
        case removed
        /// `expected` is how many presses delete the whole text from its end.
        case presses
        /// `expected` is the UTF-16 length of each press, last unit first, comma-separated.
        case pressLengths = "press-lengths"
        /// `expected` is how many offset steps lead from 0 to the end.
        case offset
        /// `expected` is every offset stop from 0 to the end, comma-separated.
        case offsetStops = "offset-stops"
        /// `expected` is every caret stop from 0 to the end, comma-separated.
        case caretStops = "caret-stops"
    }

    /// The file and 1-based line the case comes from.
    package var file: String
    package var line: Int
    package var host: String
    package var check: Check
    package var text: UTF16Text
    /// The expected value, as written (a text for `delete`, numbers otherwise).
    package var expected: String
    /// Where the expectation comes from (the file's `source:` header).
    package var source: String
    package var grade: EvidenceGrade
    package var note: String
    /// A case recorded as stale: its source expects something the host no longer does. It must
    /// fail against the model; the note says why.
    package var isStale: Bool
}

/// The outcome of checking one vector against its host model.
package struct HostVectorResult: Hashable, Sendable {
    package var vector: HostVector
    /// The model's answer, written like `expected`; nil when the needed aspect is unknown.
    package var actual: String?
    package var passed: Bool { actual == expectedNormalized }
    var expectedNormalized: String

    /// Whether the result is what the vector's status calls for: a pass, or a fail when stale.
    package var isAsRecorded: Bool { vector.isStale ? (actual != nil && !passed) : passed }
}

extension HostVector {
    /// Checks the vector against `model`.
    package func evaluate(on model: HostModel) -> HostVectorResult {
        let expectedNormalized: String
        switch check {
        case .delete:
            expectedNormalized = (try? UTF16Text(escaped: expected).escaped) ?? expected
        default:
            expectedNormalized = expected.split(separator: ",").map { $0.trimmingSpaces }.joined(separator: ",")
        }
        return HostVectorResult(vector: self, actual: answer(of: model), expectedNormalized: expectedNormalized)
    }

    private func answer(of model: HostModel) -> String? {
        switch check {
        case .delete, .removed, .presses, .pressLengths:
            guard let rule = model.deletion.rule else { return nil }
            switch check {
            case .delete:
                guard let edit = rule.deleteBackward(from: text.endOffset, in: text) else { return text.escaped }
                return edit.applied(to: text)[UTF16Offset.zero..<edit.caretAfter].escaped
            case .removed:
                guard let edit = rule.deleteBackward(from: text.endOffset, in: text) else { return "0" }
                return String(edit.range.upperBound.distance(from: edit.range.lowerBound).rawValue - edit.replacement.units.count)
            case .presses:
                return String(rule.deleteAll(text).count)
            default:
                return rule.deleteAll(text)
                    .map { String($0.range.upperBound.distance(from: $0.range.lowerBound).rawValue - $0.replacement.units.count) }
                    .joined(separator: ",")
            }
        case .offset, .offsetStops:
            guard let rule = model.offset.rule else { return nil }
            let stops = rule.stops(in: text)
            return check == .offset ? String(stops.count - 1) : stops.map(\.description).joined(separator: ",")
        case .caretStops:
            guard let rule = model.caret.rule else { return nil }
            return rule.stops(in: text).map(\.description).joined(separator: ",")
        }
    }
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
