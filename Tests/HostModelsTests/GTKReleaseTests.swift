import EditingSemantics
import HostModels
import Testing

/// Texts outside the corpus, as the real GTK 3.24.38 (GtkEntry) and GTK 4.8.3 (GtkTextView) did
/// them when Sources/HostObservation/Drivers/gtk.py was run on them by hand (real key events under
/// Xvfb, Debian 12): what each Backspace left, and the caret's stops.
@Suite struct GTKReleaseTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var afterEachPress: [String]
        var stops: [Int]
        var testDescription: String { text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") }
    }

    static let cases: [Case] = [
        // Pango 1.50.12 has no MATH exemption (pango/break.c BACKSPACE_DELETES_CHARACTER): ≠ leaves =.
        Case(text: "\u{2260}", afterEachPress: ["=", ""], stops: [0, 1]),
        Case(text: "a\u{2260}", afterEachPress: ["a=", "a", ""], stops: [0, 1, 2]),
        // break-indic.c: no stop on either side of a ZWJ in Devanagari.
        Case(text: "\u{0915}\u{094D}\u{200D}\u{0937}", afterEachPress: ["\u{0915}\u{094D}\u{200D}", "\u{0915}\u{094D}", "\u{0915}", ""], stops: [0, 4]),
    ]

    @Test(arguments: cases)
    func releasesFollowTheRealGTK(_ entry: Case) throws {
        for id in ["gtk@3.24", "gtk@4.8"] {
            let model = try HostCatalog.model(id: id)
            let rule = try #require(model.deletion.rule)
            var after: [String] = []
            rule.forEachPress(deletingAll: UTF16Text(entry.text)) { edit, before in after.append(edit.applied(to: before).string) }
            #expect(after == entry.afterEachPress, "\(id)")
            let stops = try #require(model.caret.rule).stops(in: UTF16Text(entry.text)).map(\.rawValue)
            #expect(stops == entry.stops, "\(id)")
        }
    }

    /// The unversioned model follows newer Pango, where ≠ goes whole: the releases are not it.
    @Test func newerPangoDiffersOnMath() throws {
        let rule = try #require(try HostCatalog.model(id: "gtk-pango").deletion.rule)
        #expect(rule.deleteAll(UTF16Text("\u{2260}")).count == 1)
    }
}
