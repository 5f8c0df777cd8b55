import EditingSemantics

/// Every host model this package knows, in a stable order.
public enum HostCatalog {
    public static let all: [HostModel] = AppleHosts.all + AndroidHosts.all + BrowserHosts.all
        + EditorHosts.all + ToolkitHosts.all + [
            ReferenceHosts.utf16Unit,
            ReferenceHosts.codePoint,
            ReferenceHosts.graphemeICU,
            ReferenceHosts.swiftString,
        ]

    /// Looks a host up by id, or throws an error listing the valid ids.
    public static func model(id: String) throws(UnknownIDError) -> HostModel {
        guard let model = all.first(where: { $0.id == id }) else {
            throw UnknownIDError(kind: "host", id: id, valid: all.map(\.id))
        }
        return model
    }
}
