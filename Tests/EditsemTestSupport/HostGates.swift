import Foundation
import Testing

/// Whether the real hosts the live tests drive are installed. Without one a test is a visible
/// skip that names the packages to install.
public enum HostGate {
    /// The built-in elements are observed in the headless shell, pages in the whole browser.
    public static let chromium = executable("/usr/bin/chromedriver") && present("/usr/lib/chromium/chromium")
        && present("/usr/lib/chromium/chromium-headless-shell")
    public static let firefox = executable("/usr/bin/firefox-esr")
    public static let gtk4UnderXvfb = executable("/usr/bin/python3") && executable("/usr/bin/Xvfb")
        && present("/usr/lib/x86_64-linux-gnu/girepository-1.0/Gtk-4.0.typelib")
    public static let emacsInTmux = executable("/usr/bin/emacs") && executable("/usr/bin/tmux")
    public static let webKitGTK = executable("/usr/bin/WebKitWebDriver") && executable("/usr/bin/Xvfb")
        && present("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")

    private static func executable(_ path: String) -> Bool { FileManager.default.isExecutableFile(atPath: path) }
    private static func present(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}

extension Trait where Self == ConditionTrait {
    public static var needsChromium: Self {
        .enabled(if: HostGate.chromium, "needs chromium, chromium-headless-shell and chromium-driver (apt install chromium chromium-headless-shell chromium-driver)")
    }
    public static var needsFirefox: Self {
        .enabled(if: HostGate.firefox, "needs firefox-esr (apt install firefox-esr)")
    }
    public static var needsGTK4UnderXvfb: Self {
        .enabled(if: HostGate.gtk4UnderXvfb, "needs /usr/bin/python3 with GTK 4 (gir1.2-gtk-4.0) and Xvfb")
    }
    public static var needsEmacsInTmux: Self {
        .enabled(if: HostGate.emacsInTmux, "needs emacs-nox and tmux")
    }
    public static var needsWebKitGTK: Self {
        .enabled(if: HostGate.webKitGTK, "needs webkit2gtk-driver, libwebkit2gtk-4.1-0 and xvfb")
    }
}
