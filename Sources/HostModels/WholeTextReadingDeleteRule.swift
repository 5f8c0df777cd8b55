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
public protocol WholeTextReadingDeleteRule: DeleteRule {
    /// What the presses on prefixes of a text need to know about it.
    associatedtype Reading

    /// `text` read once.
    /// - Complexity: O(n).
    func reading(_ text: UTF16Text) -> Reading

    /// What `deleteBackward(from: caret, in: text[.zero..<caret])` answers, `text` being the
    /// text `reading` read; nil when the reading cannot tell.
    /// - Precondition: `0 < caret <= text.endOffset`.
    func deleteBackward(atEndOfPrefix caret: UTF16Offset, of reading: Reading) -> TextEdit?
}

extension WholeTextReadingDeleteRule {
    /// ``DeleteRule/forEachPressByDefinition(deletingAll:_:)`` with the presses on prefixes of
    /// `text` answered by one reading of it.
    /// - Complexity: O(n) for the reading, then per press O(its answer from the reading), or the
    ///   rule's own work on what is left when the reading cannot answer, plus O(length of each edit).
    public func forEachPressReadingOnce(deletingAll text: UTF16Text, _ body: (TextEdit, UTF16Text) -> Void) {
        let reading = reading(text)
        // How many leading units of what is left are known to be those of `text`.
        var shared = text.units.count
        // Where the previous edit started.
        var previousStart: Int?
        forEachPress(deletingAll: text, asking: { caret, current in
            if let previousStart {
                // The loop made the previous edit: units before it are untouched; those it put
                // back may match `text` again.
                shared = min(shared, previousStart)
                let limit = min(current.units.count, text.units.count)
                while shared < limit && current.units[shared] == text.units[shared] { shared += 1 }
            }
            let onPrefix = caret > .zero && caret.rawValue == shared && shared == current.units.count
            let edit = (onPrefix ? deleteBackward(atEndOfPrefix: caret, of: reading) : nil) ?? deleteBackward(from: caret, in: current)
            previousStart = edit?.range.lowerBound.rawValue
            return edit
        }, body)
    }
}
