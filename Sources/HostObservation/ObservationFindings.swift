import EditingSemantics

/// What an observation shows a host doing to the text itself, beyond deleting too much or too
/// little: a press that left a lone surrogate where the text had none, or that rewrote the text.
/// `editsem observe` writes them as `# finding:` comments at the head of the file, so a host that
/// corrupts text is on record with the texts it did it to. A Delete that removed text elsewhere
/// than after the caret is a finding too, and so is a host process that ended on a key press.
package enum ObservationFindings {
    /// One line per kind of finding, each naming how many texts and the first ten ids.
    /// - Complexity: O(total presses × text length).
    package static func lines(_ observation: Observation, texts: [String: UTF16Text]) -> [String] {
        var loneBackward: [String] = [], rewritten: [String] = [], loneForward: [String] = [], rewrittenForward: [String] = []
        var crashed: [String] = []
        for observed in observation.texts {
            if [observed.deletion.reason, observed.caret.reason, observed.forwardDeletion.reason]
                .contains(where: { $0?.hasPrefix(ObservedText.crashPrefix) == true }) {
                crashed.append(observed.id)
            }
            guard let text = texts[observed.id], text.loneSurrogateOffsets.isEmpty else { continue }
            if let presses = observed.deletion.value {
                var before = text
                var lone = false, rewrote = false
                for press in presses {
                    switch press {
                    case .removed(let count): before = UTF16Text(units: before.units.dropLast(count))
                    case .rewritten(let after): before = after; rewrote = true
                    }
                    if !before.loneSurrogateOffsets.isEmpty { lone = true }
                }
                if lone { loneBackward.append(observed.id) }
                if rewrote { rewritten.append(observed.id) }
            }
            if let stops = observed.forwardDeletion.value,
               stops.contains(where: { $0 < text.units.count && !text.isScalarBoundary(UTF16Offset($0)) }) {
                loneForward.append(observed.id)
            }
            // Observer.forwardDeletion's reason for a Delete that did not remove from the caret.
            if let reason = observed.forwardDeletion.reason, reason.contains("(the host rewrote it)") {
                rewrittenForward.append(observed.id)
            }
        }
        func line(_ what: String, _ ids: [String]) -> String? {
            guard !ids.isEmpty else { return nil }
            return "\(what) in \(ids.count) text\(ids.count == 1 ? "" : "s"): \(ids.prefix(10).joined(separator: " "))\(ids.count > 10 ? " …" : "")"
        }
        return [line("The host process ended (crashed) on a key press", crashed), line("Backspace left a lone surrogate", loneBackward), line("Backspace rewrote the text", rewritten),
                line("Delete left a lone surrogate", loneForward), line("Delete removed text elsewhere than at the caret", rewrittenForward)].compactMap { $0 }
    }
}
