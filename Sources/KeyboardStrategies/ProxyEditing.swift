import EditingSemantics
import KeyboardProxy

/// The two moves the recommended strategies are built from. Both read the context after every
/// call and steer by what the host really did, so they need no knowledge of the host's units:
/// they are exact on any host whose deletion and offset units are at least one UTF-16 unit, as
/// long as the context window shows what they rewrite or step over. A window that shows only the
/// end of the text is followed by a ``ContextTracker``.
///
/// Texts are compared as UTF-16 code units, never with `String ==`, which ignores the difference
/// between canonically equivalent texts (é and e + U+0301): contexts are read as units, and
/// converted through ``UTF16Text``, which gives what `String(decoding:as:)` gives, faster.
enum ProxyEditing {
    /// Rewrites the text before the caret until it is `goal`, both given in the coordinates of
    /// `context` (the context before the caret as just read): while the text is not a prefix of
    /// `goal` (cut back to a scalar boundary of `goal`), calls `deleteBackward()`; then inserts the
    /// rest of `goal`. Over-deletion is thus repaired by re-inserting exactly what was lost, and a
    /// host that replaces rather than deletes (a Hangul syllable decomposed jamo by jamo) is
    /// followed until the context agrees.
    ///
    /// Returns false when the context disappears, when a call changes nothing the context shows,
    /// or after a guard of 4 × (context + goal length) + 8 calls.
    @discardableResult
    static func rewriteBeforeCaret<Proxy: TextDocumentProxy>(on proxy: Proxy, from context: [UInt16], to goal: [UInt16]) -> Bool {
        var tracker = ContextTracker(origin: context)
        var view = context
        var current = context
        var budget = 4 * (context.count + goal.count) + 8
        while current != goal, budget > 0 {
            budget -= 1
            var shared = commonPrefixCount(current[...], goal[...])
            if shared > 0, shared < goal.count, UTF16.isTrailSurrogate(goal[shared]), UTF16.isLeadSurrogate(goal[shared - 1]) {
                shared -= 1
            }
            if current.count > shared {
                proxy.deleteBackward()
            } else {
                proxy.insertText(UTF16Text(units: goal[shared...]).string)
            }
            guard let next = proxy.documentContextBeforeInputUTF16, next != view else { return false }
            view = next
            current = tracker.locate(view).text(in: context)
        }
        return current == goal
    }

    /// Moves the caret until it stands `target` units into `known` (the context before the caret
    /// as just read, followed by the context after it), one offset step at a time, backward while
    /// it is after the target and forward while before. Returns the context before the caret as
    /// last read when the caret got there; nil when the context disappears or stops matching
    /// `known`, when a step does not move, or after 2 × distance + 8 steps (a host whose offset
    /// unit cannot stop there).
    @discardableResult
    static func moveCaret<Proxy: TextDocumentProxy>(on proxy: Proxy, within known: [UInt16], from start: Int, to target: Int) -> [UInt16]? {
        var tracker = ContextTracker(origin: known, readCount: start)
        var view = Array(known[..<start])
        var position = start
        var budget = 2 * abs(target - position) + 8
        while position != target, budget > 0 {
            budget -= 1
            proxy.adjustTextPosition(byCharacterOffset: position < target ? 1 : -1)
            guard let next = proxy.documentContextBeforeInputUTF16, next != view else { return nil }
            view = next
            let location = tracker.locate(view)
            guard location.junk.isEmpty else { return nil }
            position = location.kept
        }
        return position == target ? view : nil
    }
}
