import EditingSemantics
import KeyboardStrategies

extension EditIntent {
    /// The right result of the operation on `start` for the host `asker` asks: the host's own
    /// deletion for ``hostBackspace`` (nil when its model does not know deletion, or answers out
    /// of the text), else ``expectation(for:)``.
    func expectation(for start: DocumentState, asker: HostAsker) -> Expectation? {
        guard dependsOnHost else { return expectation(for: start) }
        precondition(start.selection.isEmpty, "an operation starts from a caret")
        guard asker.knowsDeletion else { return nil }
        var queries: [HostQuery]? = nil
        guard let edit = asker.deleteBackward(from: start.caret, in: start.text, queries: &queries) else {
            return Expectation(start: start, removing: start.caret..<start.caret)
        }
        guard edit.range.lowerBound >= .zero, edit.range.upperBound <= start.text.endOffset else { return nil }
        return Expectation(start: start, removing: edit.range, inserting: edit.replacement)
    }

    /// The right result of the operation on `start`, whose selection must be empty.
    /// - Precondition: the intent does not depend on the host.
    package func expectation(for start: DocumentState) -> Expectation {
        precondition(start.selection.isEmpty, "an operation starts from a caret")
        let text = start.text
        let caret = start.caret
        let before = start.textBeforeSelection
        let after = start.textAfterSelection
        switch self {
        case .deleteLastCharacter:
            return Expectation(start: start, removing: TextPieces.lastCharacter(in: before) ?? caret..<caret)
        case .hostBackspace:
            preconditionFailure("the host's own Backspace needs the host: expectation(for:asker:)")
        case .deleteLastWord:
            return Expectation(start: start, removing: TextPieces.lastWordSegment(in: before))
        case .replaceCurrentWord(let replacement):
            let pre = TextPieces.wordFragmentAtEnd(of: before)
            let post = TextPieces.wordFragmentAtStart(of: after)
            return Expectation(start: start, removing: pre.lowerBound..<caret.advanced(by: post.upperBound.distance(from: .zero)),
                               inserting: replacement)
        case .forwardDeleteCharacter:
            let next = TextPieces.firstCharacter(in: after) ?? UTF16Offset.zero..<UTF16Offset.zero
            return Expectation(start: start, removing: caret..<caret.advanced(by: next.upperBound.distance(from: .zero)))
        case .moveBackOneCharacter:
            let target = TextPieces.lastCharacter(in: before)?.lowerBound ?? caret
            return Expectation(start: start, removing: caret..<caret, caretAfter: target)
        case .typeKoreanFinalNieun:
            if caret > .zero {
                let last = text.scalar(endingAt: caret)
                if !last.isLoneSurrogate, let composed = ComposingRules.composingFinalNieun(onto: last.value) {
                    return Expectation(start: start, removing: last.offset..<caret, inserting: UTF16Text(scalar: composed))
                }
            }
            return Expectation(start: start, removing: caret..<caret, inserting: UTF16Text(scalar: ComposingRules.letterNieun))
        case .deleteLastJamoWhileComposing:
            if let marked = start.marked, marked.upperBound == caret {
                let last = text.scalar(endingAt: caret)
                if !last.isLoneSurrogate, last.offset == marked.lowerBound,
                   let left = ComposingRules.deletingLastJamo(composing: last.value) {
                    return Expectation(start: start, removing: marked, inserting: left, marksInsertion: true)
                }
            }
            return Expectation(start: start, removing: TextPieces.lastCharacter(in: before) ?? caret..<caret)
        case .typeHindiVowelSign:
            if caret > .zero {
                let last = text.scalar(endingAt: caret)
                if !last.isLoneSurrogate, ComposingRules.isDevanagariVowelSign(last.value) {
                    return Expectation(start: start, removing: last.offset..<caret,
                                       inserting: UTF16Text(scalar: ComposingRules.vowelSign(replacing: last.value)))
                }
            }
            return Expectation(start: start, removing: caret..<caret,
                               inserting: UTF16Text(scalar: ComposingRules.vowelSign(replacing: nil)))
        }
    }
}

/// The right result of an operation, as one replacement in the starting text: `removed` is
/// replaced by `inserted`; everything before (`keptBefore`) and after (`keptAfter`) must survive.
package struct Expectation: Hashable, Sendable {
    package var start: DocumentState
    /// The range of `start.text` the operation replaces.
    package var removed: Range<UTF16Offset>
    package var inserted: UTF16Text
    /// The document after the operation.
    package var result: DocumentState

    /// `removed` replaced by `inserted`, the caret at `caretAfter` or else after the insertion;
    /// with `marksInsertion`, a non-empty insertion is the marked (composing) text, else nothing is.
    package init(start: DocumentState, removing removed: Range<UTF16Offset>, inserting inserted: UTF16Text = .empty,
                 caretAfter: UTF16Offset? = nil, marksInsertion: Bool = false) {
        self.start = start
        self.removed = removed
        self.inserted = inserted
        let end = removed.lowerBound.advanced(by: inserted.length)
        let caret = caretAfter ?? end
        let marked = marksInsertion && !inserted.isEmpty ? removed.lowerBound..<end : nil
        self.result = DocumentState(text: start.text.replacing(removed, with: inserted), selection: caret..<caret, marked: marked)
    }

    package var keptBefore: UTF16Text { start.text[.zero..<removed.lowerBound] }
    package var keptAfter: UTF16Text { start.text[removed.upperBound..<start.text.endOffset] }
}
