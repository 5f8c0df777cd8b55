import EditingSemantics

/// Every host model this package knows, in a stable order.
public enum HostCatalog {
    /// Each family's models come from its engine's folder (`Engines/`, `Editors/`, `Keyboards/`);
    /// the order here is the reports' order.
    public static let all: [HostModel] = AppleHosts.all + AndroidHosts.all + ChromiumHosts.all
        + FirefoxHosts.all + EditorHosts.all + WebEditorHosts.all + WebKitHosts.all + [GTKHosts.gtkPango] + FlutterHosts.all
        + KoreanKeyboardHosts.all + GTKHosts.releases + QtHosts.all + JavaHosts.all + TkHosts.all + ReadlineHosts.all + EmacsHosts.all
        + LibreOfficeHosts.all + [
            ReferenceHosts.utf16Unit,
            ReferenceHosts.codePoint,
            ReferenceHosts.graphemeICU,
            ReferenceHosts.swiftString,
        ]

    /// The models of real hosts, without the reference units.
    public static var hosts: [HostModel] { all.filter { $0.release.kind == .host } }

    /// Looks a host up by its full id (`chromium@156`), by its family alone (`chromium`: the
    /// newest release, which is the family's last in `all`), or throws an error listing the ids.
    public static func model(id: String) throws(UnknownIDError) -> HostModel {
        if let model = all.first(where: { $0.id == id }) { return model }
        if let model = all.last(where: { $0.family == id }) { return model }
        throw UnknownIDError(kind: "host", id: id, valid: all.map(\.id))
    }

    /// Every release of `family`, oldest first.
    public static func releases(of family: String) -> [HostModel] {
        all.filter { $0.family == family }
    }
}
