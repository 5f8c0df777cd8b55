import Foundation

/// The part of UIKit's `UITextDocumentProxy` that a custom keyboard uses to read and edit the host's
/// text, with the same names and `String`-shaped values, so keyboard code written against it runs
/// unchanged on a device (through ``UIKitTextDocumentProxy``) and against a ``SimulatedDocument``.
///
/// Like UIKit's, this interface cannot show lone surrogates: a `String` holds U+FFFD in their place.
/// A simulated document's ``SimulatedDocument/text`` shows the real code units.
public protocol TextDocumentProxy: AnyObject {
    /// Text before the insertion point (before the selection when there is one), possibly cut to
    /// the host's context window; nil when the host gives no context.
    var documentContextBeforeInput: String? { get }
    /// Text after the insertion point (after the selection), possibly cut to the context window;
    /// nil when the host gives no context.
    var documentContextAfterInput: String? { get }
    /// ``documentContextBeforeInput``'s UTF-16 code units, as `documentContextBeforeInput.map { Array($0.utf16) }`
    /// gives them (U+FFFD where the host's text has a lone surrogate). A proxy that holds code
    /// units may give them without making the `String`.
    var documentContextBeforeInputUTF16: [UInt16]? { get }
    /// ``documentContextAfterInput``'s UTF-16 code units, as ``documentContextBeforeInputUTF16``
    /// gives the context before.
    var documentContextAfterInputUTF16: [UInt16]? { get }
    /// The selected text, or nil when the selection is empty.
    var selectedText: String? { get }
    /// Whether the document holds any text.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, replacing the marked text or the selection.
    func insertText(_ text: String)
    /// Deletes "a character" backward, or the selection: what that removes is up to the host.
    func deleteBackward()
    /// Moves the insertion point by `offset` of the host's offset units (backward when negative).
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// Replaces the marked text (or the selection) with `markedText`, marked as being composed;
    /// `selectedRange` places the selection inside it, in UTF-16 units as `NSRange` counts.
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    /// Commits the marked text: it stays in the document, no longer marked.
    func unmarkText()
}

extension TextDocumentProxy {
    public var documentContextBeforeInputUTF16: [UInt16]? { documentContextBeforeInput.map { Array($0.utf16) } }
    public var documentContextAfterInputUTF16: [UInt16]? { documentContextAfterInput.map { Array($0.utf16) } }
}
