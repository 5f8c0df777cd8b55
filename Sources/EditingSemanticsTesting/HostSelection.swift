import HostModels

/// Which host models a check runs on. An array literal of ids picks those hosts.
public struct HostSelection: Sendable, ExpressibleByArrayLiteral {
    enum Choice: Sendable {
        case all
        case ids([String])
        case allExcept([String])
        case models([HostModel])
    }

    let choice: Choice

    /// Every host of `HostCatalog.all`, in catalog order.
    public static let all = HostSelection(choice: .all)

    /// These hosts, by id, in this order.
    public static func ids(_ ids: [String]) -> HostSelection { HostSelection(choice: .ids(ids)) }

    /// Every catalog host but these.
    public static func allExcept(_ ids: [String]) -> HostSelection { HostSelection(choice: .allExcept(ids)) }

    /// These models, which need not be in the catalog (a model of the author's own app).
    public static func models(_ models: [HostModel]) -> HostSelection { HostSelection(choice: .models(models)) }

    public init(arrayLiteral ids: String...) { choice = .ids(ids) }
    init(choice: Choice) { self.choice = choice }

    /// The models, and a problem for each id the catalog does not have.
    func resolve() -> (models: [HostModel], problems: [String]) {
        let catalog = HostCatalog.all
        let valid = catalog.map(\.id)
        func unknown(_ ids: [String]) -> [String] {
            ids.filter { !valid.contains($0) }.map {
                "unknown host '\($0)'; valid hosts: \(valid.joined(separator: ", "))"
            }
        }
        switch choice {
        case .all:
            return (catalog, [])
        case .ids(let ids):
            return (ids.compactMap { id in catalog.first { $0.id == id } }, unknown(ids))
        case .allExcept(let ids):
            return (catalog.filter { !ids.contains($0.id) }, unknown(ids))
        case .models(let models):
            return (models, [])
        }
    }
}
