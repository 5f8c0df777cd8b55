import EditingSemantics
import EditsemTestSupport
import Foundation
import HostModels
import Testing

/// The emoji font's cmap behind the `firefox` host's font runs, held to Unicode's own list of
/// emoji: Noto Color Emoji 2.042 (November 2023) draws every Emoji_Presentation character up to
/// Emoji 15.1 and none of Emoji 16.0 or 17.0. Where Firefox's caret stops on those is held to the
/// observations (HostObservationTests).
@Suite struct GeckoFontMatchesTests {
    /// `Emoji_Presentation` code points of emoji-data.txt 17.0 with the emoji version of each.
    static func emojiPresentation() throws -> [(value: UInt32, version: Double)] {
        let url = RepositoryPaths.root.appendingPathComponent("Tests/UnicodeData/17.0/emoji-data.txt")
        var result: [(UInt32, Double)] = []
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let parts = line.split(separator: "#", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let fields = parts[0].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 2, fields[1] == "Emoji_Presentation" else { continue }
            let comment = parts[1].trimmingCharacters(in: .whitespaces)
            let version = try #require(Double(comment.dropFirst().prefix { $0 != " " }), "\(line)")
            let bounds = fields[0].split(separator: ".").compactMap { UInt32($0, radix: 16) }
            for value in bounds[0]...bounds[bounds.count - 1] { result.append((value, version)) }
        }
        return result
    }

    @Test func emojiFontMapsEmojiUpToFifteenOne() throws {
        let emoji = try Self.emojiPresentation()
        #expect(emoji.count > 1000)
        let lacking = emoji.filter { $0.version <= 15.1 && !GeckoFontMatches.emojiFontMaps($0.value) }
        #expect(lacking.isEmpty, "\(lacking.map { String($0.value, radix: 16) })")
        let newer = emoji.filter { $0.version >= 16.0 }
        #expect(!newer.isEmpty)
        let mapped = newer.filter { GeckoFontMatches.emojiFontMaps($0.value) }
        #expect(mapped.isEmpty, "\(mapped.map { String($0.value, radix: 16) })")
    }

    /// A Gecko cluster is split where the font run changes, and only there: the caret of the
    /// `firefox` host against the same texts read as one run (`firefox-no-emoji-font`).
    @Test(arguments: [
        ("\u{0600}\u{0661}\u{0662}", [0, 1, 2, 3], [0, 2, 3]),
        ("\u{110BD}\u{11083}", [0, 4], [0, 4]),
        ("\u{1F9D1}\u{200D}\u{1FAC8}", [0, 3, 5], [0, 5]),
        ("\u{1FAC8}\u{1F3FD}", [0, 4], [0, 4]),
        ("\u{1F3C3}\u{200D}\u{2640}", [0, 4], [0, 4]),
    ])
    func caretSplitsAtFontRuns(text: String, firefox: [Int], oneRun: [Int]) throws {
        let units = UTF16Text(units: Array(text.utf16))
        let withFonts = try HostCatalog.model(id: "firefox@153")
        let withoutFonts = try HostCatalog.model(id: "firefox-no-emoji-font@153")
        #expect(withFonts.stops(.caret, in: units)?.map(\.rawValue) == firefox)
        #expect(withoutFonts.stops(.caret, in: units)?.map(\.rawValue) == oneRun)
    }
}
