import EditingSupport

extension JSONValue {
    /// `text` as a JSON string, lone surrogates written as `\uXXXX`.
    package static func text(_ text: UTF16Text) -> JSONValue { .utf16(text.units) }
}
