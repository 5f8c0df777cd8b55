import EditingSemantics

/// Apple platforms: CoreFoundation clusters and the iOS 8.1 observations.
enum AppleHosts {
    static let all: [HostModel] = []
}
