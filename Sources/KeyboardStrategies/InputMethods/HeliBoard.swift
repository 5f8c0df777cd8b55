import EditingSemantics
import KeyboardProxy

/// HeliBoard's Backspace at three releases, as its emoji handling grew: the key event for
/// anything that might be emoji (1.0-alpha1), then the length of the whole emoji before the
/// cursor (2.3, `getFullEmojiAtEnd`), then skin-tone modifiers joined to their base (3.7). The
/// reports: https://github.com/HeliBorg/HeliBoard/issues/22 (ZWJ families, 👋🏿 and flags deleted
/// piecemeal, as in OpenBoard) and https://github.com/Helium314/HeliBoard/issues/426.
package struct HeliBoardBackspace: InputMethodStrategy {
    package enum Version: String, Sendable, CaseIterable {
        case v1_0_alpha1 = "1.0-alpha1", v2_3 = "2.3", v3_7 = "3.7"

        var commit: String {
            switch self {
            case .v1_0_alpha1: "161409a7"
            case .v2_3: "0543ccdb"
            case .v3_7: "267ffbf9"
            }
        }
    }

    package let version: Version
    package init(_ version: Version) { self.version = version }

    package var id: String { "heliboard-\(version.rawValue)-backspace" }
    package var summary: String {
        switch version {
        case .v1_0_alpha1:
            "Reads getTextBeforeCursor(1024); when the code point before the cursor might be emoji (U+200D..U+2BFF, U+1F104..U+1FAFF, tags, U+FE0F) calls sendDownUpKeyEvent(KEYCODE_DEL), else deleteSurroundingText(2, 0) after a supplementary code point, else deleteSurroundingText(1, 0)."
        case .v2_3:
            "Reads getTextBeforeCursor(1024); after a code point above U+FE00 deletes the emoji ending there (getFullEmojiAtEnd: code points that might be emoji, stepping over ZWJs, until the tail is one emoji) or else the code point, with deleteSurroundingText(n, 0); after any other code point deleteSurroundingText(1, 0)."
        case .v3_7:
            "As 2.3, also after code points that might be emoji; getFullEmojiAtEnd now joins a skin-tone modifier to the emoji before it and steps over variation selectors. The Kotlin reads codePointBefore(0) when a modifier starts the text, which throws: the model then makes no call."
        }
    }
    package var release: KeyboardRelease {
        KeyboardRelease(keyboard: "HeliBoard", version: version.rawValue, platform: .android,
                        source: "Helium314/HeliBoard@\(version.commit) app/src/main/java/helium314/keyboard/latin/inputlogic/InputLogic.java handleBackspaceEvent, RichInputConnection.getCharCountToDeleteBeforeCursor, common/StringUtils.kt getFullEmojiAtEnd")
    }
    package var intent: EditIntent { .hostBackspace }

    package func perform<Connection: InputConnection>(on connection: Connection) {
        LatinIMEFamily.press(on: connection, onEmpty: .units(1)) { before, codePoint in
            switch version {
            case .v1_0_alpha1:
                return Self.mightBeEmoji(codePoint) ? .key : LatinIMEFamily.codePointLength(codePoint)
            case .v2_3:
                guard codePoint > 0xFE00 else { return .units(1) }
                return Self.charCountToDelete(before, codePoint, fullEmoji: Self.fullEmojiAtEnd23).map { .units($0) }
            case .v3_7:
                guard codePoint > 0xFE00 || Self.mightBeEmoji(codePoint) else { return .units(1) }
                return Self.charCountToDelete(before, codePoint, fullEmoji: Self.fullEmojiAtEnd37).map { .units($0) }
            }
        }
    }

    /// `StringUtils.mightBeEmoji(int)`.
    static func mightBeEmoji(_ c: UInt32) -> Bool {
        (0x200D...0x2BFF).contains(c) || (0x1F104...0x1FAFF).contains(c) || (0xE0000...0xE007F).contains(c) || c == 0xFE0F
    }

    /// `RichInputConnection.getCharCountToDeleteBeforeCursor`; nil where the Kotlin throws.
    static func charCountToDelete(_ before: [UInt16], _ codePoint: UInt32, fullEmoji: ([UInt16]) -> Int?) -> Int? {
        if mightBeEmoji(codePoint) {
            guard let length = fullEmoji(before) else { return nil }
            if length > 0 { return length }
        }
        return JavaText.charCount(codePoint)
    }

    /// `isEmoji(CharSequence)`: `mightBeEmoji(text) && text.matches(emoRegex)`.
    package static func isEmoji(_ text: ArraySlice<UInt16>) -> Bool {
        let points = JavaText.codePoints(text)
        return points.contains(where: mightBeEmoji) && EmojiSequenceShape.isSingleEmoji(points)
    }

    /// 2.3's `getFullEmojiAtEnd`: the emoji's length in code units, 0 for none.
    package static func fullEmojiAtEnd23(_ s: [UInt16]) -> Int? {
        var offset = s.count
        while offset > 0 {
            let c = JavaText.codePointBefore(s, offset)!
            if !mightBeEmoji(c) { return 0 }
            offset -= JavaText.charCount(c)
            if offset > 0, s[offset - 1] == 0x200D {
                offset -= 1
                continue
            }
            if isEmoji(s[offset...]) { return s.count - offset }
        }
        return 0
    }

    /// 3.7's `getFullEmojiAtEnd`: returns the tail from the first code point that is not emoji
    /// material, so all of a run of emoji when no tail is one emoji; nil where it throws
    /// (`codePointBefore(0)` after a modifier at the start).
    package static func fullEmojiAtEnd37(_ s: [UInt16]) -> Int? {
        var offset = s.count
        while offset > 0 {
            let c = JavaText.codePointBefore(s, offset)!
            let selectorFollows = offset < s.count && (s[offset] == 0xFE0F || s[offset] == 0xFE0E)
            if !(mightBeEmoji(c) || selectorFollows) { return s.count - offset }
            offset -= JavaText.charCount(c)
            if offset > 0, s[offset - 1] == 0x200D {
                offset -= 1
                continue
            }
            if (0x1F3FB...0x1F3FF).contains(c) {
                guard let base = JavaText.codePointBefore(s, offset) else { return nil }
                if mightBeEmoji(base), isEmoji(ArraySlice(UTF16Text(scalar: base).units)) {
                    offset -= JavaText.charCount(base)
                    continue
                }
            }
            if isEmoji(s[offset...]) { return s.count - offset }
        }
        return s.count - offset
    }
}
