#if canImport(UIKit)
import Foundation
import UIKit

/// Runs keyboard code written against ``TextDocumentProxy`` on a device: wraps the
/// `UITextDocumentProxy` a `UIInputViewController` hands out and forwards every call unchanged.
///
/// A wrapper rather than a conformance of `UITextDocumentProxy` itself: Swift does not let one
/// protocol be declared to conform to another by an extension, and the proxy's concrete class is
/// private to UIKit.
@MainActor
public final class UIKitTextDocumentProxy: @preconcurrency TextDocumentProxy {
    public let proxy: any UITextDocumentProxy

    public init(_ proxy: any UITextDocumentProxy) { self.proxy = proxy }

    public var documentContextBeforeInput: String? { proxy.documentContextBeforeInput }
    public var documentContextAfterInput: String? { proxy.documentContextAfterInput }
    public var selectedText: String? { proxy.selectedText }
    public var hasText: Bool { proxy.hasText }
    public func insertText(_ text: String) { proxy.insertText(text) }
    public func deleteBackward() { proxy.deleteBackward() }
    public func adjustTextPosition(byCharacterOffset offset: Int) { proxy.adjustTextPosition(byCharacterOffset: offset) }
    public func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        proxy.setMarkedText(markedText, selectedRange: selectedRange)
    }
    public func unmarkText() { proxy.unmarkText() }
}

extension UITextDocumentProxy {
    /// This proxy as a ``TextDocumentProxy``, for keyboard code shared with the simulator.
    @MainActor public var editingSemanticsProxy: UIKitTextDocumentProxy { UIKitTextDocumentProxy(self) }
}
#endif
