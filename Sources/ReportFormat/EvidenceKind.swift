/// How one host's answer on one text is known, as the report's `evidence` fields say it.
package enum EvidenceKind: String, Sendable, CaseIterable, Codable {
    /// The real host (this version) was run on this text and did what the model says.
    case observed
    /// Put together from other models' evidence, neither run nor observed as a whole.
    case derived
    /// A model built from the host's source, tests or runs (the grade says which).
    case modelled
    /// A reference unit: the answer follows from the unit's definition.
    case reference
    /// The aspect is not modelled.
    case unknown
}
