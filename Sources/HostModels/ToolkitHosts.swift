import EditingSemantics

/// Linux toolkits and cross-platform frameworks: WebKitGTK, GTK/Pango, Flutter, and composing Korean keyboards.
enum ToolkitHosts {
    static let all: [HostModel] = []
}
