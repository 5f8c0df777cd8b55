import EditsemTestSupport
import Foundation
import HostModels
import Testing

/// Runs the built `editsem` binary as a subprocess: `hosts`, `delete`, `offset`, `explain`.
/// Expected numbers come from Lindenberg 2014's observations and the hosts' own tests and source
/// (as the catalog cites them), not from the program's own output.
@Suite struct HostCommandsTests {
    /// Runs `editsem arguments…` through the target's shared ``EditsemProcess``.
    func editsem(_ arguments: String..., stdin: String? = nil) async throws -> EditsemProcess.Outcome {
        try await EditsemProcess.run(arguments, input: stdin ?? "")
    }

    // MARK: delete and offset: Lindenberg's iOS 8.1 figures

    @Test func safariDeletesNamasteInSixButCountsFour() async throws {
        let delete = try #require(try await editsem("delete", "--host", "ios8-safari", "--json", "नमस्ते").jsonLines().first)
        #expect(delete["presses"] as? Int == 6)
        #expect(delete["removed"] as? [Int] == [1, 1, 1, 1, 1, 1])
        #expect(delete["illFormed"] as? Bool == false)
        let offset = try #require(try await editsem("offset", "--host", "ios8-safari", "--json", "नमस्ते").jsonLines().first)
        #expect(offset["offsetToEnd"] as? Int == 4)
        // The model's inferred unit, CF's cursor-movement cluster, splits स्ते as स्|ते: that type joins
        // no virama (swiftlang/swift-corelibs-foundation@761b621d Sources/CoreFoundation/CFString.c,
        // CFStringGetRangeOfCharacterClusterAtIndex).
        #expect(offset["stops"] as? [Int] == [0, 1, 2, 4, 6])
    }

    /// Tk 8.6.13's entry reads past the end of its string on Backspace over 😀 (its committed
    /// observation holds crashes and bytes from the heap): `delete` says so and invents no presses.
    @Test func aHostThatCorruptsTheTextSaysSoInsteadOfPresses() async throws {
        let lines = try await editsem("delete", "--host", "tk-entry@8.6", "--json", stdin: "a\u{1F600}\nab\n").jsonLines()
        #expect(lines.count == 2)
        #expect(lines.first?["corrupts"] as? Bool == true)
        #expect(lines.first?["presses"] is NSNull)
        #expect((lines.first?["corruption"] as? String)?.contains("past the end") == true)
        #expect(lines.last?["corrupts"] as? Bool == false)
        #expect(lines.last?["removed"] as? [Int] == [1, 1])
    }

    @Test func textViewCountsUTF16Units() async throws {
        let deletes = try await editsem("delete", "--host", "ios8-uitextview", "--json", stdin: "नमस्ते\n🇰🇷\n").jsonLines()
        #expect(deletes.map { $0["presses"] as? Int } == [6, 1])
        #expect(deletes.last?["removed"] as? [Int] == [4])
        #expect(deletes.last?["removedText"] as? [String] == ["🇰🇷"])
        let offsets = try await editsem("offset", "--host", "ios8-uitextview", "--json", stdin: "नमस्ते\n🇰🇷\n").jsonLines()
        #expect(offsets.map { $0["offsetToEnd"] as? Int } == [6, 4])
    }

    @Test func splittingASurrogatePairIsIllFormed() async throws {
        // A UTF-16 unit deletion cannot take a supplementary character in one press. (The output
        // holds a lone surrogate escape, which JSONSerialization rejects, so it is read as text.)
        let run = try await editsem("delete", "--host", "utf16-unit", "--json", "🇰")
        #expect(run.output.contains("\"illFormed\":true"))
        #expect(run.output.contains("\"removed\":[1,1]"))
    }

    /// `illFormed` is the reports' meaning: some press leaves a lone surrogate in the text, here
    /// one the text already had, with no pair split. Deleting "a" from "\u{D83D}a" by code point
    /// leaves the lone lead surrogate.
    @Test func leavingALoneSurrogateBehindIsIllFormed() async throws {
        let run = try await editsem("delete", "--host", "code-point", "--json", "\\u{D83D}a")
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.output.contains("\"removed\":[1,1]"))
        #expect(run.output.contains("\"illFormed\":true"))
        // The output holds a lone surrogate escape, which JSONSerialization rejects: read as text.
        let clean = try await editsem("delete", "--host", "code-point", "--json", "a\\u{D83D}")
        #expect(clean.output.contains("\"illFormed\":false"), "the lone surrogate goes first, leaving a")
    }

    @Test func replacingPressesShowWhatTheyPutBack() async throws {
        // Sample C, ते, takes 2 presses, the first leaving त: GNOME/pango@0b96e86e pango/break.c sets
        // backspace_deletes_character after a dependent vowel and GNOME/gtk@fc22b086 gtk/gtktext.c
        // gtk_text_backspace puts back the cluster's NFD minus its last character
        // (Corpus/vectors/pango-layout-tests.txt).
        let run = try #require(try await editsem("delete", "--host", "gtk-pango", "--json", "ते").jsonLines().first)
        #expect(run["presses"] as? Int == 2)
        #expect(run["insertedText"] as? [String] == ["त", ""])
        #expect(run["removed"] as? [Int] == [1, 1])
    }

    @Test func unknownAspectsAreReportedNotGuessed() async throws {
        let offset = try #require(try await editsem("offset", "--host", "korean-ime-jamo", "--json", "한").jsonLines().first)
        #expect(offset["unknown"] as? Bool == true)
        #expect(offset["offsetToEnd"] is NSNull)
        #expect(offset["stops"] is NSNull)
    }

    @Test func unknownHostIsAUsageErrorListingTheIDs() async throws {
        let run = try await editsem("delete", "--host", "no-such-host", "x")
        #expect(run.status == 64)
        #expect(run.errorOutput.contains("unknown host 'no-such-host'"))
        #expect(run.errorOutput.contains("ios8-safari"))
    }

    @Test func standardInputGivesOneObjectPerLineAndFlagsBadLines() async throws {
        let run = try await editsem("delete", "--host", "code-point", "--json", stdin: "ab\n\\u{12\n🇰🇷\n")
        #expect(run.status == 65)
        #expect(run.errorOutput.contains("<stdin>:2:"))
        let lines = try run.jsonLines()
        #expect(lines.map { $0["presses"] as? Int } == [2, 2])
    }

    // MARK: hosts and explain

    @Test func hostsListProvenanceAndExplainDrawsEachHost() async throws {
        let run = try await editsem("hosts", "--json")
        #expect(run.status == 0)
        let hosts = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [[String: Any]])
        let ids = hosts.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == ids.count)
        let families = hosts.compactMap { $0["family"] as? String }
        for family in ["apple-cf", "ios8-uitextview", "ios8-safari", "chromium", "firefox", "webkit-gtk", "gtk-pango", "flutter", "korean-ime-jamo"] {
            #expect(families.contains(family), "missing host \(family)")
        }
        for host in hosts {
            let family = try #require(host["family"] as? String), version = try #require(host["version"] as? String)
            #expect(host["id"] as? String == (version.isEmpty ? family : "\(family)@\(version)"))
            #expect(["host", "reference"].contains(host["kind"] as? String))
        }
        #expect(hosts.contains { $0["kind"] as? String == "reference" && $0["id"] as? String == "utf16-unit" })
        let grades: Set<String> = ["observed", "test", "ran", "source", "derived", "observation", "unknown"]
        for host in hosts {
            for aspect in AspectKind.allCases.map(\.rawValue) {
                let fields = try #require(host[aspect] as? [String: Any], "\(host["id"] ?? "?") lacks \(aspect)")
                #expect(!((fields["unit"] as? String) ?? "").isEmpty)
                #expect(grades.contains(fields["grade"] as? String ?? ""))
                let citations = try #require(fields["citations"] as? [[String: Any]])
                // Only an aspect no source was read for cites nothing, and it is unknown.
                #expect(!citations.isEmpty || fields["known"] as? Bool == false, "\(host["id"] ?? "?") \(aspect) has no sources")
                for citation in citations {
                    #expect(!((citation["source"] as? String) ?? "").isEmpty)
                    #expect(grades.contains(citation["grade"] as? String ?? ""))
                }
                if fields["known"] as? Bool == false { #expect(fields["grade"] as? String == "unknown") }
            }
        }

        let explain = try await editsem("explain", "कि")
        #expect(explain.status == 0)
        let lines = explain.output.split(separator: "\n")
        #expect(lines.count == hosts.count)
        // WebKit's TextBreakIterator tests: CF backward deletion splits कि, the ICU caret does not.
        let cf = try #require(lines.first { $0.hasPrefix("apple-cf ") })
        #expect(cf.contains("delete ÷ क ÷ ◌ि ÷"))
        #expect(cf.contains("caret ÷ क × ◌ि ÷"))
        let json = try #require(try await editsem("explain", "--json", "कि").jsonLines().first)
        let rows = try #require(json["hosts"] as? [[String: Any]])
        let gtk = try #require(rows.first { ($0["id"] as? String)?.hasPrefix("webkit-gtk@") == true })
        #expect(gtk["delete"] as? [Int] == [0, 2])
        #expect(gtk["caret"] as? [Int] == [0, 2])
    }
}
