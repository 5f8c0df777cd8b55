import EditingSemantics

/// The two moves the recommended strategies are built from. Both read the context after every
/// call and steer by what the host really did, so they need no knowledge of the host's units:
/// they are exact on any host whose deletion and offset units are at least one UTF-16 unit and
/// whose context window shows the text they rewrite.
///
/// Texts are compared as UTF-16 code units, never with `String ==`, which ignores the difference
/// between canonically equivalent texts (é and e + U+0301).
enum ProxyEditing {
    /// Rewrites the text before the caret until it is `goal`: while the context is not a prefix
    /// of `goal` (cut back to a scalar boundary of `goal`), calls `deleteBackward()`; then inserts
    /// the rest of `goal`. Over-deletion is thus repaired by re-inserting exactly what was lost,
    /// and a host that replaces rather than deletes (a Hangul syllable decomposed jamo by jamo)
    /// is followed until the context agrees.
    ///
    /// `context` is the context before the caret as just read, if the caller has it (saving a read).
    /// Returns false without context, when a call changes nothing, or after a guard of
    /// 4 × (context + goal length) + 8 calls.
    @discardableResult
    static func rewriteBeforeCaret<Proxy: TextDocumentProxy>(on proxy: Proxy, to goal: [UInt16], context: [UInt16]? = nil) -> Bool {
        guard var current = context ?? proxy.documentContextBeforeInput.map({ Array($0.utf16) }) else { return false }
        var budget = 4 * (current.count + goal.count) + 8
        while current != goal, budget > 0 {
            budget -= 1
            var shared = 0
            while shared < current.count, shared < goal.count, current[shared] == goal[shared] { shared += 1 }
            if shared > 0, shared < goal.count, UTF16.isTrailSurrogate(goal[shared]), UTF16.isLeadSurrogate(goal[shared - 1]) {
                shared -= 1
            }
            if current.count > shared {
                proxy.deleteBackward()
            } else {
                proxy.insertText(String(decoding: goal[shared...], as: UTF16.self))
            }
            guard let next = proxy.documentContextBeforeInput.map({ Array($0.utf16) }), next != current else { return false }
            current = next
        }
        return current == goal
    }

    /// Moves the caret until the context before it is `target` UTF-16 units long, one offset
    /// step at a time (backward while it is longer, forward while shorter). `length` is the
    /// context's length as just read, if the caller has it. Returns false without context, when a
    /// step does not move, or after 2 × distance + 8 steps (a host whose offset unit cannot stop there).
    @discardableResult
    static func moveCaret<Proxy: TextDocumentProxy>(on proxy: Proxy, toContextLength target: Int, from length: Int? = nil) -> Bool {
        guard var position = length ?? proxy.documentContextBeforeInput?.utf16.count else { return false }
        var budget = 2 * abs(target - position) + 8
        while position != target, budget > 0 {
            budget -= 1
            proxy.adjustTextPosition(byCharacterOffset: position < target ? 1 : -1)
            guard let next = proxy.documentContextBeforeInput?.utf16.count, next != position else { return false }
            position = next
        }
        return position == target
    }
}
