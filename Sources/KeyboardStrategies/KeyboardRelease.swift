/// A published keyboard at one release, and where its editing code was read: what lets a strategy
/// modelled on it be listed beside the hosts.
public struct KeyboardRelease: Hashable, Sendable {
    public enum Platform: String, Sendable { case android, iOS = "ios" }

    /// The keyboard's name, e.g. `HeliBoard`.
    public var keyboard: String
    /// The release (a tag), or a commit where the code was read at no release.
    public var version: String
    public var platform: Platform
    /// Repository, commit, path and function read: `Helium314/HeliBoard@267ffbf9 app/.../InputLogic.java handleBackspaceEvent`.
    public var source: String

    public init(keyboard: String, version: String, platform: Platform, source: String) {
        self.keyboard = keyboard
        self.version = version
        self.platform = platform
        self.source = source
    }
}
