import EditingSemantics
import HostModels

/// Where a simulated document's questions about texts go: straight to its model's rules, or to a
/// ``HostAnswerCache`` shared with other documents, which answers each question once per host and
/// names it by a slot the document records (for sharing runs).
struct HostAsker {
    let rules: HostRules
    var cache: HostAnswerCache? = nil
    /// The document's host in `cache`.
    var host = 0

    /// One delete-backward. Precondition: the host knows deletion.
    func deleteBackward(from caret: UTF16Offset, in text: UTF16Text, queries: inout [HostQuery]?) -> TextEdit? {
        guard let cache else { return rules.deletion!.deleteBackward(from: caret, in: text) }
        let slot = cache.slot(for: .deleteBackward(caret: caret, text: text))
        queries?.append(.answer(slot: slot))
        guard case .edit(let edit) = cache.answer(slot, host: host) else { preconditionFailure("a deletion slot holds an edit") }
        return edit
    }

    /// One offset step. Precondition: the host knows its offset unit.
    func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text, queries: inout [HostQuery]?) -> UTF16Offset? {
        guard let cache else { return rules.offset!.step(from: offset, forward: forward, in: text) }
        let slot = cache.slot(for: .step(from: offset, forward: forward, text: text))
        queries?.append(.answer(slot: slot))
        guard case .offset(let next) = cache.answer(slot, host: host) else { preconditionFailure("a step slot holds an offset") }
        return next
    }
}
