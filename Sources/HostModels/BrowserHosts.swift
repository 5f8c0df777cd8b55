import EditingSemantics

/// Browser engines: Chromium (Blink) and Firefox (Gecko).
enum BrowserHosts {
    static let all: [HostModel] = []
}
