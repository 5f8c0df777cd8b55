import EditingSemantics

/// The escape syntax's contract: writing a text with ``UTF16Text/escaped`` and reading it back
/// with ``UTF16Text/init(escaped:)`` gives the same code units, lone surrogates included.
package enum EscapeContract {
    /// A violation when `text` does not survive an escape round trip.
    package static func violations(roundTripping text: UTF16Text) -> [Violation] {
        let written = text.escaped
        do {
            let read = try UTF16Text(escaped: written)
            return read == text ? [] : [Violation("escaping then reading gives \(read.units), not \(text.units)", text: text)]
        } catch {
            return [Violation("its own escaped form \"\(written)\" does not read back: \(error)", text: text)]
        }
    }

    /// Violations when reading arbitrary source text: an error must name a column within the
    /// source (1-based, in scalars, at most one past the end); a success must round-trip.
    package static func violations(reading source: String) -> [Violation] {
        do {
            let text = try UTF16Text(escaped: source)
            return violations(roundTripping: text)
        } catch {
            let scalars = source.unicodeScalars.count
            guard error.column >= 1, error.column <= scalars + 1 else {
                return [Violation("error column \(error.column) outside 1...\(scalars + 1) (\(error.reason))", text: UTF16Text(source))]
            }
            return []
        }
    }
}
