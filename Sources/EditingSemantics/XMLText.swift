/// Text written into XML 1.0 (element content or a quoted attribute value), by the JUnit report
/// and the keyboard-test writer alike.
package enum XMLText {
    /// `text` with `&`, `<`, `>` and `"` as entities, and the code points XML 1.0 cannot carry
    /// (controls other than tab, line feed and carriage return; U+FFFE, U+FFFF) as `\u{XXXX}`
    /// text, the package's own escape.
    package static func escaped(_ text: String) -> String {
        // Most texts (ids, names) need no escape: returned as they are, without a copy.
        if text.unicodeScalars.allSatisfy({ !needsEscape($0) }) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"": true
        case "\t", "\n", "\r": false
        default: scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
    }
}
