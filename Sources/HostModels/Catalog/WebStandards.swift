/// Web standards that the browser engines' models cite alike.
enum WebStandards {
    static let domOffsets = Citation(
        "WHATWG DOM Standard, \"length\" and offsets of a CharacterData node (code units)",
        grade: .source, note: "Range and Selection offsets in text nodes count UTF-16 code units")
}
