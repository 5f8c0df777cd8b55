import EditingSemantics

/// Code editors: VS Code (Monaco), CodeMirror 6 and xi-editor.
enum EditorHosts {
    static let all: [HostModel] = []
}
