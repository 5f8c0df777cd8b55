/// Native-app mode's element: a W3C locator (`css selector`, `xpath`, or an endpoint's own such as
/// Appium's `accessibility id`, passed through unchanged) and, for a browser endpoint, a page to show
/// first. The driver uses W3C element commands only and observes deletion only (Drivers/native.py).
package struct ElementLocator: Sendable, Equatable {
    package var strategy: String
    package var value: String
    /// Navigated to before the element is found; nil: the endpoint shows what it shows (an app).
    package var url: String?

    package init(strategy: String, value: String, url: String? = nil) {
        self.strategy = strategy
        self.value = value
        self.url = url
    }

    /// `STRATEGY=VALUE`, split at the first `=` (no strategy has one; a value may).
    package init?(_ argument: String, url: String? = nil) {
        guard let equals = argument.firstIndex(of: "=") else { return nil }
        let strategy = String(argument[..<equals]), value = String(argument[argument.index(after: equals)...])
        guard !strategy.isEmpty, !value.isEmpty else { return nil }
        self.init(strategy: strategy, value: value, url: url)
    }

    /// The driver's `--locator` argument.
    package var argument: String { "\(strategy)=\(value)" }
}
