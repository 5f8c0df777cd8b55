import EditingSemantics
@testable import HostModels
import Testing

/// LibreOffice Writer 7.4.7.2 (Debian 12) as it did these texts when
/// Sources/HostObservation/Drivers/libreoffice.py was run on them by hand: what each Backspace and
/// each Delete from the start left, and the caret's stops (UTF-16 offsets). The corpus observation
/// is Corpus/observed/libreoffice-writer@7.4-paragraph.observed.
@Suite struct LibreOfficeHostTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var afterEachBackspace: [String]
        var stops: [Int]
        var afterEachDelete: [String]
        var testDescription: String {
            text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        }
    }

    static let cases: [Case] = [
        // Backspace takes one code point, the caret and Delete one ICU grapheme cluster.
        Case(text: "e\u{301}x", afterEachBackspace: ["e\u{301}", "e", ""], stops: [0, 2, 3], afterEachDelete: ["x", ""]),
        Case(text: "\u{928}\u{92E}\u{938}\u{94D}\u{924}\u{947}",
             afterEachBackspace: ["\u{928}\u{92E}\u{938}\u{94D}\u{924}", "\u{928}\u{92E}\u{938}\u{94D}", "\u{928}\u{92E}\u{938}", "\u{928}\u{92E}", "\u{928}", ""],
             stops: [0, 1, 2, 6], afterEachDelete: ["\u{92E}\u{938}\u{94D}\u{924}\u{947}", "\u{938}\u{94D}\u{924}\u{947}", ""]),
        Case(text: "\u{1F44D}\u{1F3FD}a", afterEachBackspace: ["\u{1F44D}\u{1F3FD}", "\u{1F44D}", ""], stops: [0, 4, 5], afterEachDelete: ["a", ""]),
        Case(text: "\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}",
             afterEachBackspace: ["\u{1F1EB}\u{1F1F7}\u{1F1E9}", "\u{1F1EB}\u{1F1F7}", "\u{1F1EB}", ""],
             stops: [0, 4, 8], afterEachDelete: ["\u{1F1E9}\u{1F1EA}", ""]),
        Case(text: "\u{1F469}\u{200D}\u{1F4BB}", afterEachBackspace: ["\u{1F469}\u{200D}", "\u{1F469}", ""], stops: [0, 5], afterEachDelete: [""]),
        Case(text: "\u{E01}\u{E34}\u{E49}", afterEachBackspace: ["\u{E01}\u{E34}", "\u{E01}", ""], stops: [0, 3], afterEachDelete: [""]),
        // A variation selector goes alone after a character that is no CJK ideograph…
        Case(text: "\u{2764}\u{FE0F}a", afterEachBackspace: ["\u{2764}\u{FE0F}", "\u{2764}", ""], stops: [0, 2, 3], afterEachDelete: ["a", ""]),
        // …and with a CJK unified ideograph before it (unicode::isCJKIVSCharacter).
        Case(text: "\u{8FBB}\u{E0100}x", afterEachBackspace: ["\u{8FBB}\u{E0100}", ""], stops: [0, 3, 4], afterEachDelete: ["x", ""]),
    ]

    @Test(arguments: cases)
    func modelFollowsTheRealHost(_ entry: Case) throws {
        try expectModel("libreoffice-writer@7.4", follows: entry.text, afterEachBackspace: entry.afterEachBackspace, stops: entry.stops,
                        afterEachDelete: entry.afterEachDelete)
    }
}
