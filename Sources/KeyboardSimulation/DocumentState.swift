import EditingSemantics
import EditingSupport

/// A document as the host holds it: its UTF-16 code units (possibly ill-formed), the selection
/// (an empty range is the caret) and the marked text being composed, if any. All in UTF-16 offsets.
public struct DocumentState: Hashable, Sendable {
    public var text: UTF16Text
    /// The selection; empty for a caret. Invariant: within `0...text.endOffset`.
    public var selection: Range<UTF16Offset>
    /// The marked (composing) text's range, or nil. Invariant: within the text and not empty.
    public var marked: Range<UTF16Offset>?

    /// A document with the caret at `caret`, or at the end when nil.
    /// Precondition: `caret` lies within the text.
    public init(text: UTF16Text, caret: UTF16Offset? = nil) {
        let offset = caret ?? text.endOffset
        precondition(offset >= .zero && offset <= text.endOffset, "the caret lies within the text")
        self.init(text: text, selection: offset..<offset, marked: nil)
    }

    /// Precondition: both ranges lie within the text.
    public init(text: UTF16Text, selection: Range<UTF16Offset>, marked: Range<UTF16Offset>? = nil) {
        precondition(selection.lowerBound >= .zero && selection.upperBound <= text.endOffset, "the selection lies within the text")
        if let marked { precondition(marked.lowerBound >= .zero && marked.upperBound <= text.endOffset, "the marked range lies within the text") }
        self.text = text
        self.selection = selection
        self.marked = marked
    }

    /// The insertion point when the selection is empty.
    public var caret: UTF16Offset { selection.upperBound }

    /// The text before the selection.
    public var textBeforeSelection: UTF16Text { text[.zero..<selection.lowerBound] }
    /// The text after the selection.
    public var textAfterSelection: UTF16Text { text[selection.upperBound..<text.endOffset] }

    /// The document on one line: the text with `\u{…}` escapes, the caret as `|`, a selection in
    /// `[` `]` and marked text in `⟦` `⟧`. A `|`, `[`, `]`, `⟦` or `⟧` in the text itself is escaped.
    public var drawn: String {
        var marks: [Int: String] = [:]
        func add(_ offset: UTF16Offset, _ mark: String, atEnd: Bool) {
            let existing = marks[offset.rawValue] ?? ""
            marks[offset.rawValue] = atEnd ? existing + mark : mark + existing
        }
        if let marked {
            add(marked.lowerBound, "⟦", atEnd: true)
            add(marked.upperBound, "⟧", atEnd: false)
        }
        if selection.isEmpty {
            add(selection.lowerBound, "|", atEnd: true)
        } else {
            add(selection.lowerBound, "[", atEnd: true)
            add(selection.upperBound, "]", atEnd: false)
        }
        var out = ""
        var offset = UTF16Offset.zero
        // Walk unit by unit so that a mark between the halves of a surrogate pair shows there.
        while offset < text.endOffset {
            out += marks[offset.rawValue] ?? ""
            let slice = text.scalar(startingAt: offset)
            let splitAt = offset.advanced(by: 1)
            if slice.length.rawValue == 2, marks[splitAt.rawValue] != nil {
                out += "\\u{\(UnicodeNotation.hex(UInt32(text.units[offset.rawValue])))}"
                offset = splitAt
                continue
            }
            let piece = text[slice.offset..<slice.end]
            switch piece.units {
            case [0x7C], [0x5B], [0x5D], [0x27E6], [0x27E7]: out += "\\u{\(UnicodeNotation.hex(slice.value))}"
            default: out += piece.escaped
            }
            offset = slice.end
        }
        out += marks[text.units.count] ?? ""
        return out
    }
}

extension DocumentState: JSONRepresentable {
    /// `{"text":T, "selection":[lo,hi]}`, with `"marked":[lo,hi]` when text is marked.
    package var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("text", .text(text)),
            ("selection", .array([.int(selection.lowerBound.rawValue), .int(selection.upperBound.rawValue)])),
        ]
        if let marked {
            fields.append(("marked", .array([.int(marked.lowerBound.rawValue), .int(marked.upperBound.rawValue)])))
        }
        return .object(fields)
    }
}

