import EditingSemantics

/// What one key press or API call changes in a text: `range` is replaced by `replacement`.
/// A plain deletion has an empty replacement; a composing Korean keyboard that turns 한 into 하
/// replaces one code unit with another.
public struct TextEdit: Hashable, Sendable {
    public var range: Range<UTF16Offset>
    public var replacement: UTF16Text

    public init(range: Range<UTF16Offset>, replacement: UTF16Text = .empty) {
        self.range = range
        self.replacement = replacement
    }

    /// The code units removed from `text`.
    public func removed(from text: UTF16Text) -> UTF16Text { text[range] }

    /// `text` after the edit.
    public func applied(to text: UTF16Text) -> UTF16Text { text.replacing(range, with: replacement) }

    /// Where the caret stands after the edit (at the end of the replacement).
    public var caretAfter: UTF16Offset { range.lowerBound.advanced(by: replacement.length) }
}

/// What one delete-backward does with an empty selection.
public protocol DeleteRule: Sendable {
    /// The edit one press makes with the caret at `caret`, or nil when `caret` is 0.
    /// Precondition: `0 <= caret <= text.endOffset`. The caret may stand anywhere, even between
    /// the halves of a surrogate pair, because some hosts put it there.
    func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit?
}

/// One step of a cursor movement: a caret arrow key, or one unit of an offset API such as
/// `adjustTextPosition(byCharacterOffset:)`.
public protocol StepRule: Sendable {
    /// The offset one step from `offset`, or nil at the start (backward) or end (forward).
    /// Precondition: `0 <= offset <= text.endOffset`; `offset` may stand inside a cluster.
    func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset?

    /// Every offset reached by forward steps from 0, 0 included: ``stopsByStepping(in:)``,
    /// which a rule may find faster.
    func stops(in text: UTF16Text) -> [UTF16Offset]

    /// Whether the text after any of ``stops(in:)`` steps forward from 0 to the stops the whole
    /// text has after it: then ``forwardDeletionStops(in:)`` are the stops. False unless a rule
    /// says so; `FastDeletionTests` holds every catalog host whose rule says so to pressing.
    var stopsSplitSuffixesAlike: Bool { get }
}

/// Deletes back to the previous boundary of a segmenter.
public struct SegmentDeleteRule: DeleteRule {
    public let segmenter: any Segmenter
    public init(_ segmenter: any Segmenter) { self.segmenter = segmenter }
    public func deleteBackward(from caret: UTF16Offset, in text: UTF16Text) -> TextEdit? {
        guard let start = segmenter.boundary(before: caret, in: text) else { return nil }
        return TextEdit(range: start..<caret)
    }
}

/// Steps to the neighbouring boundary of a segmenter.
public struct SegmentStepRule: StepRule {
    public let segmenter: any Segmenter
    public init(_ segmenter: any Segmenter) { self.segmenter = segmenter }
    public func step(from offset: UTF16Offset, forward: Bool, in text: UTF16Text) -> UTF16Offset? {
        forward ? segmenter.boundary(after: offset, in: text) : segmenter.boundary(before: offset, in: text)
    }

    /// The segmenter's boundaries, found once: stepping forward from 0 reaches each in turn.
    public func stops(in text: UTF16Text) -> [UTF16Offset] { segmenter.boundaries(in: text) }

    /// As the segmenter's unit does (``UnitID/splitsSuffixesAlike``).
    public var stopsSplitSuffixesAlike: Bool { segmenter.unit.splitsSuffixesAlike }
}

extension StepRule {
    public func stops(in text: UTF16Text) -> [UTF16Offset] { stopsByStepping(in: text) }
    public var stopsSplitSuffixesAlike: Bool { false }

    /// Every offset reached by forward steps from 0, 0 included, one ``step(from:forward:in:)``
    /// at a time: the reference for a rule's own ``stops(in:)``.
    public func stopsByStepping(in text: UTF16Text) -> [UTF16Offset] {
        var result: [UTF16Offset] = [.zero]
        var offset = UTF16Offset.zero
        while let next = step(from: offset, forward: true, in: text) {
            precondition(next > offset, "a forward step must advance")
            result.append(next)
            offset = next
        }
        return result
    }

    /// Where `steps` steps from `offset` land (backward when negative), stopping at either end.
    /// Also returns how many steps could actually be taken.
    public func move(from offset: UTF16Offset, by steps: Int, in text: UTF16Text) -> (offset: UTF16Offset, taken: Int) {
        var position = offset
        var taken = 0
        while taken < abs(steps), let next = step(from: position, forward: steps > 0, in: text) {
            position = next
            taken += 1
        }
        return (position, taken)
    }
}

extension DeleteRule {
    /// Deletes the whole text before `caret` press by press, returning each press's edit in order
    /// (the last unit first). A press may replace without shortening (a composing Korean keyboard
    /// turns 한 into 하), so it stops only when a press changes nothing, or after 8 presses per
    /// code unit of `text`, which bounds a rule that would cycle.
    public func deleteAll(_ text: UTF16Text) -> [TextEdit] {
        var edits: [TextEdit] = []
        forEachPress(deletingAll: text) { edit, _ in edits.append(edit) }
        return edits
    }

    /// The presses of ``deleteAll(_:)`` one by one: `body` gets each press's edit and the text it
    /// applies to, before the edit is made. The text is edited in place, so each press costs the
    /// rule's own work plus O(length of the edit) when `body` keeps no copy of the text; a
    /// `BoundaryDeleteRule` finds its stops once, in O(n), and a `WholeTextReadingDeleteRule`
    /// answers the presses on prefixes of the text from one reading of it.
    public func forEachPress(deletingAll text: UTF16Text, _ body: (TextEdit, UTF16Text) -> Void) {
        guard let stops = (self as? any BoundaryDeleteRule)?.deletionStops(in: text) else {
            if let rule = self as? any WholeTextReadingDeleteRule { return rule.forEachPressReadingOnce(deletingAll: text, body) }
            return forEachPressByDefinition(deletingAll: text, body)
        }
        var current = text
        for index in stops.indices.dropFirst().reversed() {
            let edit = TextEdit(range: stops[index - 1]..<stops[index])
            body(edit, current)
            current.units.removeLast(stops[index].rawValue - stops[index - 1].rawValue)
        }
    }

    /// ``forEachPress(deletingAll:_:)`` by its definition: one ``deleteBackward(from:in:)`` per
    /// press on what the earlier presses left. The reference the fast paths are tested against.
    package func forEachPressByDefinition(deletingAll text: UTF16Text, _ body: (TextEdit, UTF16Text) -> Void) {
        forEachPress(deletingAll: text, asking: { deleteBackward(from: $0, in: $1) }, body)
    }

    /// The loop of ``forEachPressByDefinition(deletingAll:_:)`` with each press's edit asked of
    /// `press` (the caret, the text), which must answer what ``deleteBackward(from:in:)`` answers.
    /// The loop resumes from `current`, with the caret at its end, when `pressesMade` presses
    /// made elsewhere left it (they count toward the bound and are not given to `body`).
    func forEachPress(deletingAll text: UTF16Text, from current: UTF16Text? = nil, pressesMade: Int = 0,
                      asking press: (UTF16Offset, UTF16Text) -> TextEdit?, _ body: (TextEdit, UTF16Text) -> Void) {
        var current = current ?? text
        var caret = current.endOffset
        var presses = pressesMade
        let limit = 8 * (text.units.count + 1)
        while presses < limit, let edit = press(caret, current) {
            let range = edit.range.lowerBound.rawValue..<edit.range.upperBound.rawValue
            // The text is unchanged exactly when the replacement equals what it replaces.
            let unchanged = edit.replacement.isEmpty ? range.isEmpty : edit.replacement.units.elementsEqual(current.units[range])
            guard edit.caretAfter < caret || !unchanged else { break }
            body(edit, current)
            if edit.replacement.isEmpty && range.upperBound == current.units.count {
                current.units.removeLast(range.count)
            } else if edit.replacement.isEmpty {
                current.units.removeSubrange(range)
            } else {
                current.units.replaceSubrange(range, with: edit.replacement.units)
            }
            caret = edit.caretAfter
            presses += 1
        }
    }
}
