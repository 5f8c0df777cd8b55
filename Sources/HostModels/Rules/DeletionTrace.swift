import EditingSemantics
import EditingSupport

/// What deleting a whole text from its end, press by press, did in one host: the one whole-text
/// deletion `explain` draws and the reports compare.
package struct DeletionTrace: Hashable, Sendable {
    /// UTF-16 units removed by each press, last unit first, net of any re-inserted text (so 0 for
    /// a press that replaces a syllable by a shorter one of the same length, 한 → 하).
    package var lengths: [Int]
    /// Whether every press left a prefix of the original text (a pure deletion). A host that
    /// re-inserts text (GTK's decomposition, a composing Korean keyboard) does not.
    package var keepsPrefix: Bool
    /// Whether some press left a lone surrogate.
    package var illFormed: Bool

    /// Complexity: the rule's own work per press plus O(length of each edit), and O(n) once; O(n)
    /// for a ``BoundaryDeleteRule`` that knows its stops; a ``WholeTextReadingDeleteRule``
    /// answers presses on prefixes from one reading.
    package init(deleting text: UTF16Text, with rule: any DeleteRule) {
        self = Tracer(rule).trace(deleting: text)
    }

    /// Traces deletions with one rule, whose kind is found once: a cast to a protocol costs
    /// about as much as tracing a short text.
    package struct Tracer: Sendable {
        private let rule: any DeleteRule
        private let boundaries: (any BoundaryDeleteRule)?
        private let reading: (any WholeTextReadingDeleteRule)?

        package init(_ rule: any DeleteRule) {
            self.rule = rule
            boundaries = rule as? any BoundaryDeleteRule
            reading = rule as? any WholeTextReadingDeleteRule
        }

        /// ``DeletionTrace/init(deleting:with:)`` with the tracer's rule.
        package func trace(deleting text: UTF16Text) -> DeletionTrace {
            if let stops = boundaries?.deletionStops(in: text) { return DeletionTrace(stops: stops, in: text) }
            if let reading { return DeletionTrace(readingOnce: text, with: reading) }
            return DeletionTrace(pressing: text, with: rule)
        }
    }

    /// The trace of presses that stop at `stops` (0 and the end included, increasing): each
    /// leaves a prefix, which holds a lone surrogate when the text before the stop has one, or
    /// the stop splits a pair.
    package init(stops: [UTF16Offset], in text: UTF16Text) {
        let firstLone = Self.firstLoneSurrogate(in: text.units)
        lengths = stops.indices.dropFirst().reversed().map { stops[$0].rawValue - stops[$0 - 1].rawValue }
        keepsPrefix = true
        illFormed = stops.dropLast().contains { Self.prefixIsIllFormed(cutAt: $0.rawValue, of: text.units, firstLone: firstLone) }
    }

    /// The trace of ``WholeTextReadingDeleteRule/forEachPressReadingOnce(deletingAll:_:)``:
    /// presses that leave a prefix of `text`, as the reading tells, are counted without an edit;
    /// from each it cannot tell that of, presses are made on what is left until it is again a
    /// prefix of `text` with the caret at its end.
    /// - Complexity: the reading, then O(the rule's answer from it) per press that leaves a
    ///   prefix, and as ``init(pressing:with:)`` for the others plus O(length of the prefix)
    ///   each time they start.
    private init<Rule: WholeTextReadingDeleteRule>(readingOnce text: UTF16Text, with rule: Rule) {
        let reading = rule.reading(text)
        let units = text.units
        let hasSurrogate = Self.hasSurrogate(units)
        let firstLone = hasSurrogate ? Self.firstLoneSurrogate(in: units) : units.count
        var recorder = Recorder(text, lone: firstLone < units.count ? Self.loneSurrogates(in: text) : 0)
        recorder.lengths.reserveCapacity(units.count)
        var caret = units.count
        let limit = 8 * (units.count + 1)
        while true {
            let first = recorder.lengths.count
            caret = rule.pressesLeavingPrefixes(from: UTF16Offset(caret), of: reading, lengths: &recorder.lengths, limit: limit).rawValue
            if hasSurrogate && !recorder.illFormed && recorder.lengths.count > first {
                // Each of those presses left a prefix: ill-formed where the text has a lone
                // surrogate before its end or the end splits a pair (so never without a surrogate).
                var end = caret
                for length in recorder.lengths[first...].reversed() where !recorder.illFormed {
                    recorder.illFormed = Self.prefixIsIllFormed(cutAt: end, of: units, firstLone: firstLone)
                    end += length
                }
                // A prefix that is not ill-formed holds no lone surrogate.
                recorder.lone = 0
            }
            guard caret > 0 && recorder.lengths.count < limit,
                  let stop = rule.forEachPress(deletingAll: text, reading: reading, from: text[.zero..<UTF16Offset(caret)],
                                               pressesMade: recorder.lengths.count, stoppingOnPrefix: true, { recorder.record($0, on: $1) })
            else { break }
            caret = stop.rawValue
        }
        self.init(recorder)
    }

    /// Whether some unit of `units` is a surrogate.
    private static func hasSurrogate(_ units: [UInt16]) -> Bool {
        units.withUnsafeBufferPointer(UTF16Text.containsSurrogate)
    }

    /// The index of the first lone surrogate of `units`, or `units.count`.
    private static func firstLoneSurrogate(in units: [UInt16]) -> Int {
        guard hasSurrogate(units) else { return units.count }
        return units.withUnsafeBufferPointer { units in
            var i = 0
            while i < units.count {
                let scalar = UTF16Text.scalar(startingAt: i, in: units, before: units.count)
                if scalar.isLoneSurrogate { return i }
                i = scalar.end
            }
            return units.count
        }
    }

    /// Whether the prefix of `units` cut at `cut` holds a lone surrogate: one of `units` before
    /// `cut` (the first is `firstLone`), or a lead whose trail the cut leaves out.
    private static func prefixIsIllFormed(cutAt cut: Int, of units: [UInt16], firstLone: Int) -> Bool {
        firstLone < cut || (cut > 0 && UTF16.isLeadSurrogate(units[cut - 1]) && UTF16.isTrailSurrogate(units[cut]))
    }

    /// The trace by pressing, one ``DeleteRule/forEachPressByDefinition(deletingAll:_:)`` press
    /// at a time: the reference for ``init(stops:in:)``.
    package init(pressing text: UTF16Text, with rule: any DeleteRule) {
        self.init(text: text) { rule.forEachPressByDefinition(deletingAll: text, $0) }
    }

    /// The trace of the presses `forEachPress` makes deleting `text`, as
    /// ``DeleteRule/forEachPress(deletingAll:_:)`` makes them.
    private init(text: UTF16Text, forEachPress: ((TextEdit, UTF16Text) -> Void) -> Void) {
        var recorder = Recorder(text, lone: Self.loneSurrogates(in: text))
        forEachPress { recorder.record($0, on: $1) }
        self.init(recorder)
    }

    private init(_ recorder: Recorder) {
        lengths = recorder.lengths
        keepsPrefix = recorder.keepsPrefix
        illFormed = recorder.illFormed
    }

    /// A trace recorded press by press, deleting `text`.
    private struct Recorder {
        let text: UTF16Text
        var lengths: [Int] = []
        var keepsPrefix = true
        var illFormed = false
        /// Lone surrogates in the current text, kept up to date around each edit until
        /// `illFormed`.
        var lone: Int

        /// `lone` is the number of lone surrogates in `text`.
        init(_ text: UTF16Text, lone: Int) {
            self.text = text
            self.lone = lone
        }

        /// Records the press that makes `edit` on `before`.
        mutating func record(_ edit: TextEdit, on before: UTF16Text) {
            let lower = edit.range.lowerBound.rawValue, upper = edit.range.upperBound.rawValue
            let inserted = edit.replacement.units
            let count = before.units.count
            lengths.append(upper - lower - inserted.count)
            // Taking units off the end of a prefix leaves a prefix: only other edits are compared.
            if keepsPrefix && !(inserted.isEmpty && upper == count) {
                // `before` is a prefix of `text`, so the result is one exactly when what is
                // inserted and what follows the removed range line up with the original (a rule
                // may put back units it removed: GTK re-inserts the consonant of का).
                let end = lower + inserted.count + count - upper
                if end > text.units.count
                    || !inserted.elementsEqual(text.units[lower..<(lower + inserted.count)])
                    || !before.units[upper..<count].elementsEqual(text.units[(lower + inserted.count)..<end]) {
                    keepsPrefix = false
                }
            }
            if !illFormed {
                // Only the edited units and their two neighbours can change being lone, and only
                // if one of them is a surrogate.
                let window = max(0, lower - 1)..<min(count, upper + 1)
                if DeletionTrace.hasSurrogate(before.units, in: window) || DeletionTrace.hasSurrogate(inserted, in: inserted.indices) {
                    lone -= DeletionTrace.loneSurrogates(in: window, count: count) { before.units[$0] }
                    let newCount = count - (upper - lower) + inserted.count
                    lone += DeletionTrace.loneSurrogates(in: max(0, lower - 1)..<min(newCount, lower + inserted.count + 1), count: newCount) { i in
                        i < lower ? before.units[i] : i < lower + inserted.count ? inserted[i - lower] : before.units[i - lower - inserted.count + upper]
                    }
                }
                if lone > 0 { illFormed = true }
            }
        }
    }

    private static func loneSurrogates(in text: UTF16Text) -> Int {
        loneSurrogates(in: text.units.indices, count: text.units.count) { text.units[$0] }
    }

    private static func hasSurrogate(_ units: [UInt16], in range: Range<Int>) -> Bool {
        for i in range where units[i] & 0xF800 == 0xD800 { return true }
        return false
    }

    /// How many of the units at `range` are lone surrogates in a text of `count` units read
    /// through `unit`: a lead not followed by a trail, or a trail not preceded by a lead.
    private static func loneSurrogates(in range: Range<Int>, count: Int, unit: (Int) -> UInt16) -> Int {
        var lone = 0
        for i in range {
            let u = unit(i)
            guard u & 0xF800 == 0xD800 else { continue }
            let paired = u < 0xDC00 ? i + 1 < count && unit(i + 1) & 0xFC00 == 0xDC00 : i > 0 && unit(i - 1) & 0xFC00 == 0xD800
            if !paired { lone += 1 }
        }
        return lone
    }

    /// The number of presses.
    package var presses: Int { lengths.count }

    /// The boundaries the presses stopped at, in increasing order, 0 and the end included;
    /// nil when a press re-inserted text, so the stops are not offsets of the original text.
    package var boundaries: [UTF16Offset]? {
        guard keepsPrefix else { return nil }
        // One array of the final size: the report asks this of every host's trace of every text.
        var offsets = [UTF16Offset](filledWith: .zero, count: lengths.count + 1)
        // The first press removed the text's last units.
        var end = 0
        for (k, length) in lengths.reversed().enumerated() {
            end += length
            offsets[k + 1] = UTF16Offset(end)
        }
        return offsets
    }

    /// The presses drawn in `text`: `÷` where each stopped and the number of presses, or, for a
    /// host that rewrote the text, the units each press removed.
    package func drawing(in text: UTF16Text) -> String {
        guard let boundaries else {
            return "rewrites the text; UTF-16 units removed per press: \(lengths.map(String.init).joined(separator: ","))"
        }
        return BoundaryDrawing.drawReadable(text, boundaries: boundaries)
            + "  (\(presses) press\(presses == 1 ? "" : "es"))"
    }
}
