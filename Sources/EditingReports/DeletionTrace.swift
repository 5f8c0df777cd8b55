import EditingSemantics
import HostModels

/// What deleting a whole text from its end, press by press, did in one host.
public struct DeletionTrace: Hashable, Sendable {
    /// UTF-16 units removed by each press, last unit first, net of any re-inserted text (so 0 for
    /// a press that replaces a syllable by a shorter one of the same length, 한 → 하).
    public var lengths: [Int]
    /// Whether every press left a prefix of the original text (a pure deletion). A host that
    /// re-inserts text (GTK's decomposition, a composing Korean keyboard) does not.
    public var keepsPrefix: Bool
    /// Whether some press left a lone surrogate.
    public var illFormed: Bool

    public init(deleting text: UTF16Text, with rule: any DeleteRule) {
        var lengths: [Int] = []
        var keepsPrefix = true
        var illFormed = false
        var current = text
        for edit in rule.deleteAll(text) {
            let next = edit.applied(to: current)
            lengths.append(current.units.count - next.units.count)
            if !edit.replacement.isEmpty || next.units != Array(text.units.prefix(next.units.count)) { keepsPrefix = false }
            if !illFormed, !next.isWellFormed { illFormed = true }
            current = next
        }
        self.lengths = lengths
        self.keepsPrefix = keepsPrefix
        self.illFormed = illFormed
    }

    /// The number of presses.
    public var presses: Int { lengths.count }

    /// The boundaries the presses stopped at, in increasing order, 0 and the end included;
    /// nil when a press re-inserted text, so the stops are not offsets of the original text.
    public var boundaries: [Int]? {
        guard keepsPrefix else { return nil }
        var offsets = [lengths.reduce(0, +)]
        for length in lengths { offsets.append(offsets.last! - length) }
        return offsets.reversed()
    }
}
