import EditingSemantics

/// Texts a host corrupts instead of editing: where one of its aspects runs into undefined
/// behaviour (reads past the end of its string, splits a UTF-8 sequence) and may leave bytes
/// from elsewhere in memory, text that is not UTF-8, or end the process. A model states it in
/// place of a made-up answer for those texts; ``HostModel/corrupts(_:_:)`` asks it.
public struct TextCorruption: Sendable {
    /// The aspects that corrupt the texts `applies` picks (e.g. deletion only).
    public var aspects: Set<AspectKind>
    /// What the host does to them, and why.
    public var summary: String
    public var citations: [Citation]
    /// The smallest text it corrupts, for people to try.
    public var smallest: UTF16Text
    /// Whether the host corrupts `text`.
    public var applies: @Sendable (UTF16Text) -> Bool

    /// - Precondition: `applies(smallest)`.
    public init(aspects: Set<AspectKind>, summary: String, citations: [Citation], smallest: UTF16Text,
                applies: @escaping @Sendable (UTF16Text) -> Bool) {
        precondition(applies(smallest), "the smallest text must be one the host corrupts")
        self.aspects = aspects
        self.summary = summary
        self.citations = citations
        self.smallest = smallest
        self.applies = applies
    }

    /// The texts holding a character outside the BMP (a surrogate pair).
    /// - Complexity: O(n) in the text's units.
    public static func holdsSupplementary(_ text: UTF16Text) -> Bool {
        text.units.contains { UTF16.isLeadSurrogate($0) }
    }
}

extension HostModel {
    /// Whether this model says the host corrupts `text` in `kind` (``TextCorruption``).
    public func corrupts(_ kind: AspectKind, _ text: UTF16Text) -> Bool {
        guard let corruption, corruption.aspects.contains(kind) else { return false }
        return corruption.applies(text)
    }

    /// The model stating that the host corrupts some texts.
    public func corrupting(_ corruption: TextCorruption) -> HostModel {
        var copy = self
        copy.corruption = corruption
        return copy
    }
}
