import EditingSemantics
import HostModels

/// Where a simulated document's questions about texts go: straight to its model's rules, or to a
/// ``HostAnswerCache`` shared with other documents, which answers each question once per host and
/// names it by a slot the document records (for sharing runs).
struct HostAsker {
    /// The rules of a document that asks them itself; nil when a cache answers (copying a host's
    /// rules, existentials, for each simulated document costs a ninth of the strategies' time in
    /// the report).
    private let own: HostRules?
    let cache: HostAnswerCache?
    /// The document's host in `cache`.
    let host: Int

    init(rules: HostRules) {
        own = rules
        cache = nil
        host = 0
    }

    init(cache: HostAnswerCache, host: Int) {
        own = nil
        self.cache = cache
        self.host = host
    }

    var knowsDeletion: Bool { cache?.simulatedHosts.knowsDeletion[host] ?? own!.knowsDeletion }
    var knowsOffset: Bool { cache?.simulatedHosts.knowsOffset[host] ?? own!.knowsOffset }
    var selection: SelectionRule? {
        if let cache { return cache.simulatedHosts.selections[host] }
        return own!.selection
    }

    /// One delete-backward. Precondition: the host knows deletion.
    func deleteBackward(from caret: UTF16Offset, in text: UTF16Text, queries: inout [HostQuery]?) -> TextEdit? {
        guard let cache else { return own!.deletion!.deleteBackward(from: caret, in: text) }
        let slot = cache.slot(for: .deleteBackward(caret: caret, text: text))
        queries?.append(.answer(slot: slot))
        guard case .edit(let edit) = cache.answer(slot, host: host) else { preconditionFailure("a deletion slot holds an edit") }
        return edit
    }

    /// One offset step. Precondition: the host knows its offset unit.
    func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text, queries: inout [HostQuery]?) -> UTF16Offset? {
        guard let cache else { return own!.offset!.step(from: offset, forward: forward, in: text) }
        let slot = cache.slot(for: .step(from: offset, forward: forward, text: text))
        queries?.append(.answer(slot: slot))
        guard case .offset(let next) = cache.answer(slot, host: host) else { preconditionFailure("a step slot holds an offset") }
        return next
    }
}
