/// The members of UIKit's `UITextDocumentProxy` this keyboard's editing code uses, with the same
/// names and types. The code is written against this protocol rather than UIKit's, so that it
/// builds anywhere and its tests run on Linux CI: on a device a one-line wrapper forwards a
/// `UITextDocumentProxy` to it (`UIKitTextProxy`); in the tests a simulated host document
/// conforms to it as it is.
public protocol TextProxy: AnyObject {
    var documentContextBeforeInput: String? { get }
    func deleteBackward()
    func insertText(_ text: String)
}

#if canImport(UIKit)
import UIKit

/// Forwards to the proxy a `UIInputViewController` hands out.
@MainActor
public final class UIKitTextProxy: TextProxy {
    public let proxy: any UITextDocumentProxy
    public init(_ proxy: any UITextDocumentProxy) { self.proxy = proxy }
    public var documentContextBeforeInput: String? { proxy.documentContextBeforeInput }
    public func deleteBackward() { proxy.deleteBackward() }
    public func insertText(_ text: String) { proxy.insertText(text) }
}
#endif
