import EditingSemantics
import KeyboardProxy

/// A published Android keyboard's editing code for one key, ported to Swift against
/// ``InputConnection`` as the keyboard's release has it: the calls it makes, in its units.
///
/// A port follows the path the key takes on committed text with a known cursor (no composing
/// word, no selection, no autocorrection to revert, no key repeat), which is where keyboards
/// differ; paths it leaves out are named in its `summary`. A port whose intent starts composing
/// (``EditIntent/startsComposing``) follows the path with that syllable composing.
public protocol InputMethodStrategy: Sendable {
    /// A stable id: the keyboard, its release and the key, e.g. `heliboard-3.7-backspace`.
    var id: String { get }
    /// What the code does, in the connection's terms.
    var summary: String { get }
    /// The keyboard release and the code read.
    var release: KeyboardRelease { get }
    /// What the key is meant to do.
    var intent: EditIntent { get }
    /// Presses the key once on `connection`.
    func perform<Connection: InputConnection>(on connection: Connection)
}

extension InputMethodStrategy {
    /// Where it comes from, as ``KeyboardStrategy/origin`` says it.
    public var origin: String { "\(release.keyboard) \(release.version) (\(release.source))" }
}

/// Every Android keyboard port, in a stable order: by keyboard, then release.
public enum InputMethodCatalog {
    public static let all: [any InputMethodStrategy] = [
        LatinIMEBackspace(),
        OpenBoardBackspace(),
        HeliBoardBackspace(.v1_0_alpha1),
        HeliBoardBackspace(.v2_3),
        HeliBoardBackspace(.v3_7),
        HeliBoardHangulBackspace(),
        FlorisBoardBackspace(),
        FlorisBoardHangulBackspace(),
        SimpleKeyboardBackspace(),
        AnySoftKeyboardBackspace(),
        ThumbKeyBackspace(),
        ThumbKeyDeleteWord(),
        UnexpectedKeyboardBackspace(),
        EightVimBackspace(),
    ]

    /// Looks a port up by id, or throws an error listing the valid ids.
    public static func strategy(id: String) throws(UnknownIDError) -> any InputMethodStrategy {
        guard let strategy = all.first(where: { $0.id == id }) else {
            throw UnknownIDError(kind: "Android keyboard strategy", id: id, valid: all.map(\.id))
        }
        return strategy
    }
}
