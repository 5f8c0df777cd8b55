#if canImport(Glibc)
import Glibc
#endif
import EditingSemantics
@testable import HostModels
import Testing

/// readline 8.2 (bash 5.2.15) and Emacs 28.2 (`emacs -nw`) as they did these texts when
/// Sources/HostObservation/Drivers/terminal.py was run on them by hand in tmux under C.UTF-8
/// (Debian 12): what each Backspace and each Delete from the start left, and the caret's stops
/// (UTF-16 offsets). The corpus observations are Corpus/observed/readline@8.2-bash.observed and
/// emacs@28.2-tty.observed.
@Suite struct TerminalHostTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var host: String
        var text: String
        var afterEachBackspace: [String]
        var stops: [Int]
        var afterEachDelete: [String]
        var testDescription: String {
            host + " " + text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        }
    }

    static let emoji = "a\u{301}b\u{E9}\u{1F44D}\u{1F3FD}\u{200D}x"
    static let mixed = "\u{938}\u{94D}\u{924}\u{947} \u{5D0}\u{5D1}\u{5B0}"

    static let cases: [Case] = [
        // Width 0 (U+0301, U+200D, U+094D, U+0947, U+05B0) goes with the character before it;
        // U+1F3FD has width 2, so 👍🏽 is two characters to readline.
        Case(host: "readline@8.2", text: emoji,
             afterEachBackspace: ["a\u{301}b\u{E9}\u{1F44D}\u{1F3FD}\u{200D}", "a\u{301}b\u{E9}\u{1F44D}", "a\u{301}b\u{E9}", "a\u{301}b", "a\u{301}", ""],
             stops: [0, 2, 3, 4, 6, 9, 10],
             afterEachDelete: ["b\u{E9}\u{1F44D}\u{1F3FD}\u{200D}x", "\u{E9}\u{1F44D}\u{1F3FD}\u{200D}x", "\u{1F44D}\u{1F3FD}\u{200D}x", "\u{1F3FD}\u{200D}x", "x", ""]),
        Case(host: "readline@8.2", text: mixed,
             afterEachBackspace: ["\u{938}\u{94D}\u{924}\u{947} \u{5D0}", "\u{938}\u{94D}\u{924}\u{947} ", "\u{938}\u{94D}\u{924}\u{947}", "\u{938}\u{94D}", ""],
             stops: [0, 2, 4, 5, 6, 8],
             afterEachDelete: ["\u{924}\u{947} \u{5D0}\u{5D1}\u{5B0}", " \u{5D0}\u{5D1}\u{5B0}", "\u{5D0}\u{5D1}\u{5B0}", "\u{5D1}\u{5B0}", ""]),
        // Emacs deletes characters, and its caret skips the terminal's compositions (a base and
        // its width-0 marks), not a ZWJ or a skin-tone modifier.
        Case(host: "emacs@28.2", text: emoji,
             afterEachBackspace: ["a\u{301}b\u{E9}\u{1F44D}\u{1F3FD}\u{200D}", "a\u{301}b\u{E9}\u{1F44D}\u{1F3FD}", "a\u{301}b\u{E9}\u{1F44D}", "a\u{301}b\u{E9}", "a\u{301}b", "a\u{301}", "a", ""],
             stops: [0, 2, 3, 4, 6, 8, 9, 10],
             afterEachDelete: ["\u{301}b\u{E9}\u{1F44D}\u{1F3FD}\u{200D}x", "b\u{E9}\u{1F44D}\u{1F3FD}\u{200D}x", "\u{E9}\u{1F44D}\u{1F3FD}\u{200D}x", "\u{1F44D}\u{1F3FD}\u{200D}x", "\u{1F3FD}\u{200D}x", "\u{200D}x", "x", ""]),
        Case(host: "emacs@28.2", text: mixed,
             afterEachBackspace: ["\u{938}\u{94D}\u{924}\u{947} \u{5D0}\u{5D1}", "\u{938}\u{94D}\u{924}\u{947} \u{5D0}", "\u{938}\u{94D}\u{924}\u{947} ", "\u{938}\u{94D}\u{924}\u{947}", "\u{938}\u{94D}\u{924}", "\u{938}\u{94D}", "\u{938}", ""],
             stops: [0, 2, 4, 5, 6, 8],
             afterEachDelete: ["\u{94D}\u{924}\u{947} \u{5D0}\u{5D1}\u{5B0}", "\u{924}\u{947} \u{5D0}\u{5D1}\u{5B0}", "\u{947} \u{5D0}\u{5D1}\u{5B0}", " \u{5D0}\u{5D1}\u{5B0}", "\u{5D0}\u{5D1}\u{5B0}", "\u{5D1}\u{5B0}", "\u{5B0}", ""]),
    ]

    @Test(arguments: cases)
    func modelsFollowTheRealHosts(_ entry: Case) throws {
        try expectModel(entry.host, follows: entry.text, afterEachBackspace: entry.afterEachBackspace, stops: entry.stops,
                        afterEachDelete: entry.afterEachDelete)
    }

    /// The C library's own wcwidth and gnu_get_libc_version, found by dlsym (Swift's Glibc module
    /// does not export them).
    static let libc: (wcwidth: @convention(c) (Int32) -> Int32, version: String)? = {
        #if canImport(Glibc)
        guard setlocale(LC_ALL, "C.UTF-8") != nil, let handle = dlopen(nil, RTLD_NOW),
              let width = dlsym(handle, "wcwidth"), let version = dlsym(handle, "gnu_get_libc_version") else { return nil }
        let versionFunction = unsafeBitCast(version, to: (@convention(c) () -> UnsafePointer<CChar>).self)
        return (unsafeBitCast(width, to: (@convention(c) (Int32) -> Int32).self), String(cString: versionFunction()))
        #else
        return nil
        #endif
    }()

    /// The generated table against this machine's C library, asked now: it holds while the
    /// machine runs the glibc the table was made from (GlibcWcwidth.libraryVersion).
    @Test(.enabled(if: libc?.version == "2.36", "needs glibc 2.36 and the C.UTF-8 locale"))
    func wcwidthTableIsTheLibrarys() throws {
        let wcwidth = try #require(Self.libc).wcwidth
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(value) {
            let live = wcwidth(Int32(value))
            let expected: GlibcWcwidth.Width = live == 0 ? .zero : (live < 0 ? .notPrintable : .positive)
            if GlibcWcwidth.width(of: value) != expected { wrong.append(String(value, radix: 16)) }
        }
        #expect(wrong.isEmpty, "\(wrong.count) code points differ, e.g. \(wrong.prefix(5))")
    }
}
