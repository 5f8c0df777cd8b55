import EditingSemantics

/// A delete rule that, deleting a whole text, reads it once and answers from that reading every
/// press made while what is left is a prefix of it with the caret at its end. Presses on text
/// the rule rewrote (a re-inserted decomposition) are asked of
/// ``DeleteRule/deleteBackward(from:in:)`` on what is left.
///
/// ``DeleteRule/forEachPress(deletingAll:_:)`` takes this path;
/// ``DeleteRule/forEachPressByDefinition(deletingAll:_:)`` stays the reference, and
/// `FastDeletionTests` holds every catalog host to it and each reading to the press on every
/// prefix.
package protocol WholeTextReadingDeleteRule: DeleteRule {
    /// What the presses on prefixes of a text need to know about it.
    associatedtype Reading

    /// `text` read once.
    /// - Complexity: O(n).
    func reading(_ text: UTF16Text) -> Reading

    /// What `deleteBackward(from: caret, in: text[.zero..<caret])` answers, `text` being the
    /// text `reading` read; nil when the reading cannot tell.
    /// - Precondition: `0 < caret <= text.endOffset`.
    func deleteBackward(atEndOfPrefix caret: UTF16Offset, of reading: Reading) -> TextEdit?

    /// Where the prefix of `text` ends that the press at the end of the prefix cut at `caret`
    /// leaves, with the caret at its end: given exactly when
    /// ``deleteBackward(atEndOfPrefix:of:)`` answers an edit that ends at `caret` and puts back
    /// nothing or the units of `text` where it starts (GTK puts back the consonant of का), so
    /// counting such presses needs no edit.
    /// - Precondition: `0 < caret <= text.endOffset`.
    func prefixLeft(atEndOfPrefix caret: UTF16Offset, of reading: Reading) -> UTF16Offset?

    /// The presses from the end of the prefix cut at `caret` for as long as each leaves a
    /// shorter prefix that ``prefixLeft(atEndOfPrefix:of:)`` tells, each one's length appended to
    /// `lengths` until it holds `limit`; returns where the last one left the caret. A rule need
    /// not write it: the default asks ``prefixLeft(atEndOfPrefix:of:)``, in one loop per rule type.
    func pressesLeavingPrefixes(from caret: UTF16Offset, of reading: Reading, lengths: inout [Int], limit: Int) -> UTF16Offset
}

extension WholeTextReadingDeleteRule {
    /// Where the prefix of `text` that `edit` leaves, made at the end of the prefix cut at
    /// `caret`, ends: nil unless the edit ends at `caret` and puts back units of `text` that start
    /// where it does.
    static func prefixLeft(by edit: TextEdit, atEndOfPrefix caret: UTF16Offset, of text: UTF16Text) -> UTF16Offset? {
        let lower = edit.range.lowerBound.rawValue, inserted = edit.replacement.units
        guard edit.range.upperBound == caret, inserted.elementsEqual(text.units[lower..<min(lower + inserted.count, caret.rawValue)]) else { return nil }
        return edit.caretAfter
    }

    package func pressesLeavingPrefixes(from caret: UTF16Offset, of reading: Reading, lengths: inout [Int], limit: Int) -> UTF16Offset {
        Self.pressesLeavingPrefixes(from: caret, lengths: &lengths, limit: limit) { prefixLeft(atEndOfPrefix: $0, of: reading) }
    }

    /// ``pressesLeavingPrefixes(from:of:lengths:limit:)`` with `prefixLeft` telling the prefix
    /// each press leaves (nil where it cannot tell): presses are counted while each leaves a
    /// shorter prefix, their lengths written in place.
    @inline(__always)
    static func pressesLeavingPrefixes(from caret: UTF16Offset, lengths: inout [Int], limit: Int,
                                       prefixLeft: (UTF16Offset) -> UTF16Offset?) -> UTF16Offset {
        var caret = caret.rawValue
        // Each press removes a unit or more: room for `caret` of them, written in place rather
        // than appended one by one.
        let start = lengths.count, room = max(0, min(caret, limit - start))
        lengths.append(contentsOf: repeatElement(0, count: room))
        var made = 0
        lengths.withUnsafeMutableBufferPointer { lengths in
            while caret > 0 && made < room, let end = prefixLeft(UTF16Offset(caret))?.rawValue, end < caret {
                lengths[start + made] = caret - end
                made += 1
                caret = end
            }
        }
        lengths.removeLast(room - made)
        return UTF16Offset(caret)
    }

    /// ``DeleteRule/forEachPressByDefinition(deletingAll:_:)`` with the presses on prefixes of
    /// `text` answered by one reading of it.
    /// - Complexity: O(n) for the reading, then per press O(its answer from the reading), or the
    ///   rule's own work on what is left when the reading cannot answer, plus O(length of each edit).
    package func forEachPressReadingOnce(deletingAll text: UTF16Text, _ body: (TextEdit, UTF16Text) -> Void) {
        forEachPress(deletingAll: text, reading: reading(text), from: text, pressesMade: 0, stoppingOnPrefix: false, body)
    }

    /// ``forEachPressReadingOnce(deletingAll:_:)`` with `reading` the reading of `text`, resumed
    /// from `current`, a prefix of `text` with the caret at its end, that `pressesMade` presses
    /// left. When `stoppingOnPrefix`, it stops before the first press after its own first that
    /// is again at the end of a prefix of `text`, and returns that prefix's end; else it
    /// returns nil when the deletion is over.
    @discardableResult
    func forEachPress(deletingAll text: UTF16Text, reading: Reading, from current: UTF16Text, pressesMade: Int,
                      stoppingOnPrefix: Bool, _ body: (TextEdit, UTF16Text) -> Void) -> UTF16Offset? {
        // How many leading units of what is left are known to be those of `text`.
        var shared = current.units.count
        // Where the previous edit started.
        var previousStart: Int?
        var stop: UTF16Offset?
        forEachPress(deletingAll: text, from: current, pressesMade: pressesMade, asking: { caret, current in
            if let previousStart {
                // The loop made the previous edit: units before it are untouched; those it put
                // back may match `text` again.
                shared = min(shared, previousStart)
                let limit = min(current.units.count, text.units.count)
                while shared < limit && current.units[shared] == text.units[shared] { shared += 1 }
            }
            let onPrefix = caret > .zero && caret.rawValue == shared && shared == current.units.count
            if onPrefix && stoppingOnPrefix && previousStart != nil {
                stop = caret
                return nil
            }
            let edit = (onPrefix ? deleteBackward(atEndOfPrefix: caret, of: reading) : nil) ?? deleteBackward(from: caret, in: current)
            previousStart = edit?.range.lowerBound.rawValue
            return edit
        }, body)
        return stop
    }
}
