import EditingSemantics

/// UTS #35 escapes: `\u{…}` holding one or more hex code points separated by spaces
/// (`\u{1F600 1F601}`), as keyboard and test files write them.
enum UTS35Escapes {
    /// Reads an attribute value. Throws with the 1-based column (in scalars) of a bad escape.
    static func decode(_ value: String) throws(EscapeError) -> UTF16Text {
        // Each `\u{A B C}` becomes `\u{A}\u{B}\u{C}`, which UTF16Text(escaped:) reads; every other
        // character stays where it is, so columns still point into the original value.
        var expanded = ""
        var columnMap: [Int] = []
        let scalars = Array(value.unicodeScalars)
        var i = 0
        func emit(_ s: String, from column: Int) {
            for scalar in s.unicodeScalars {
                expanded.unicodeScalars.append(scalar)
                columnMap.append(column)
            }
        }
        while i < scalars.count {
            if scalars[i] == "\\", i + 2 < scalars.count, scalars[i + 1] == "u", scalars[i + 2] == "{",
               let close = scalars[(i + 3)...].firstIndex(of: "}") {
                let body = String(String.UnicodeScalarView(scalars[(i + 3)..<close]))
                let parts = body.split(separator: " ", omittingEmptySubsequences: true)
                if parts.count > 1 {
                    for part in parts { emit("\\u{\(part)}", from: i + 1) }
                    i = close + 1
                    continue
                }
            }
            emit(String(scalars[i]), from: i + 1)
            i += 1
        }
        do {
            return try UTF16Text(escaped: expanded)
        } catch {
            let column = error.column - 1 < columnMap.count ? columnMap[error.column - 1] : error.column
            throw EscapeError(column: column, reason: error.reason)
        }
    }

    /// Writes a text for an attribute value: combining marks, invisible, control and ill-formed
    /// code units as `\u{…}` so each stays visible, a backslash as `\u{5C}` (UTS #35 defines no
    /// other backslash escape).
    static func encode(_ text: UTF16Text) -> String {
        text.scalars.map { $0.value == 0x5C ? "\\u{5C}" : BoundaryDrawing.visible($0) }.joined()
    }
}
